// Command client is a batch client of the ndval API: it sends supplier
// records to POST /v1/validate/records in batches the endpoint accepts (at
// most 500 records each), waits and retries when the server is busy, stops
// when the key is refused or the quota is spent, and prints each batch's
// summary and the records that are not ready for payment.
//
//	NDVAL_URL=https://ndval.example.com NDVAL_KEY=nd_... go run ./examples/client
//	go run ./examples/client   # NDVAL_URL and NDVAL_KEY unset: an in-process server
//
// The key comes from the environment, never from the code: API keys are
// secrets, kept in an environment variable of the backend that calls the
// API (the service contract asks for it). When neither NDVAL_URL nor
// NDVAL_KEY is set, the program starts the API in process on a loopback
// port, with an in-memory key store and a freshly issued key that it puts
// in its own environment, and says so; that is how CI runs it.
//
// The records are public or synthetic values, repeated to make 1,200
// records, so that the batching shows.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"time"

	"github.com/ndval/ndval/httpapi"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/record"
)

// maxBatch is the most records one request may carry (the contract's limit).
const maxBatch = 500

func main() {
	if os.Getenv("NDVAL_URL") == "" && os.Getenv("NDVAL_KEY") == "" {
		stop, err := startLocalServer()
		if err != nil {
			fmt.Fprintln(os.Stderr, "client:", err)
			os.Exit(1)
		}
		defer stop()
	}
	url, key := os.Getenv("NDVAL_URL"), os.Getenv("NDVAL_KEY")
	if url == "" || key == "" {
		fmt.Fprintln(os.Stderr, "client: set both NDVAL_URL and NDVAL_KEY, or neither")
		os.Exit(2)
	}
	fmt.Printf("server %s, key %s\n", url, apikey.Hint(key)) // never the key itself

	items := sampleItems(1200)
	c := client{url: url + "/v1/validate/records", key: key, http: &http.Client{Timeout: 30 * time.Second}}
	var ready, total int
	for start := 0; start < len(items); start += maxBatch {
		batch := items[start:min(start+maxBatch, len(items))]
		resp, err := c.send(context.Background(), batch)
		if err != nil {
			fmt.Fprintln(os.Stderr, "client:", err)
			os.Exit(1)
		}
		fmt.Printf("records %d-%d: %d validated, %d ready for payment, %d for billing, %d without a country\n",
			start+1, start+len(batch), resp.Summary.Total, resp.Summary.PaymentReady,
			resp.Summary.BillingReady, resp.Summary.Errors)
		for _, r := range resp.Results {
			if start == 0 && r.Index < 10 && r.Readiness.Payment.Status != "ready" {
				fmt.Printf("  %-6s not ready for payment: %s\n", r.ReferenceID, reasonOf(r))
			}
		}
		ready += resp.Summary.PaymentReady
		total += resp.Summary.Total
	}
	fmt.Printf("%d of %d records ready for payment\n", ready, total)
}

// reasonOf says why a record is not ready for payment.
func reasonOf(r result) string {
	if r.Error != nil {
		return r.Error.Code + " (" + r.Error.Message + ")"
	}
	return r.Readiness.Payment.Reason
}

// response is the part of the records endpoint's answer the client reads.
type response struct {
	Results []result `json:"results"`
	Summary struct {
		Total        int `json:"total"`
		Errors       int `json:"errors"`
		PaymentReady int `json:"payment_ready"`
		BillingReady int `json:"billing_ready"`
	} `json:"summary"`
}

type result struct {
	Index       int    `json:"index"`
	ReferenceID string `json:"reference_id"`
	Readiness   struct {
		Payment struct {
			Status string `json:"status"`
			Reason string `json:"reason"`
		} `json:"payment"`
	} `json:"readiness"`
	Error *struct{ Code, Message string } `json:"error"`
}

// problem is an RFC 9457 problem details answer.
type problem struct {
	Code      string `json:"code"`
	Detail    string `json:"detail"`
	RequestID string `json:"request_id"`
	Remaining *int64 `json:"remaining"`
	Reset     string `json:"reset"`
}

type client struct {
	url, key string
	http     *http.Client
}

// send posts one batch. A 503 (the server busy or a store down) is retried
// after the Retry-After seconds, three times at most; a 401, a 429 (quota
// spent: nothing was charged) or any other problem stops the run.
func (c client) send(ctx context.Context, batch []record.Item) (response, error) {
	body, err := json.Marshal(struct {
		Items []record.Item `json:"items"`
	}{batch})
	if err != nil {
		return response{}, err
	}
	for attempt := 1; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, "POST", c.url, bytes.NewReader(body))
		if err != nil {
			return response{}, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-API-Key", c.key)
		resp, err := c.http.Do(req)
		if err != nil {
			return response{}, err
		}
		out, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return response{}, err
		}
		if resp.StatusCode == http.StatusOK {
			var r response
			return r, json.Unmarshal(out, &r)
		}
		var p problem
		_ = json.Unmarshal(out, &p)
		if resp.StatusCode == http.StatusServiceUnavailable && attempt < 3 {
			wait, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
			select {
			case <-time.After(time.Duration(max(wait, 1)) * time.Second):
				continue
			case <-ctx.Done():
				return response{}, ctx.Err()
			}
		}
		if p.Code == httpapi.CodeQuotaExceeded && p.Remaining != nil {
			return response{}, fmt.Errorf("quota exceeded: %d items left until %s", *p.Remaining, p.Reset)
		}
		return response{}, fmt.Errorf("%s: %s %s (request %s)", resp.Status, p.Code, p.Detail, p.RequestID)
	}
}

// startLocalServer starts the API on a loopback port with an in-memory key
// store, issues a key, and puts the server's address and the key in this
// process's environment, as a deployment would.
func startLocalServer() (stop func(), err error) {
	ctx := context.Background()
	keys := &apikey.Memory{}
	if err := keys.PutAccount(ctx, apikey.Account{
		Name: "local", Quota: quota.Policy{Limit: 10_000, Period: quota.Month},
	}); err != nil {
		return nil, err
	}
	key, _, err := apikey.Manager{Store: keys}.Issue(ctx, "local", "dev")
	if err != nil {
		return nil, err
	}
	srv := httptest.NewServer(httpapi.New(httpapi.Config{Keys: keys, Quota: &quota.Memory{}}))
	err = errors.Join(os.Setenv("NDVAL_URL", srv.URL), os.Setenv("NDVAL_KEY", key.Secret()))
	fmt.Println("NDVAL_URL and NDVAL_KEY are not set: started the API in process on", srv.URL,
		"with an in-memory key store and a new key in NDVAL_KEY")
	return srv.Close, err
}

// sampleItems returns n supplier records, the rows below repeated with
// their own reference ids.
func sampleItems(n int) []record.Item {
	rows := []record.Item{
		{Country: "AR", TaxID: "30-71151720-7", Account: "0170356420000030382008", Name: "Crediplat S.A."},
		{Country: "PE", TaxID: "20131312955", Account: "002-193-001081531054-14", Email: "Facturacion@Empresa.com.pe"},
		{Country: "MX", TaxID: "SAT970701NN3", Account: "032180000118359719", Phone: "55 627 22 728"},
		{Country: "BR", TaxID: "33.000.167/0001-01", Name: "Petróleo Brasileiro S.A. - Petrobras"},
		{Country: "AR", TaxID: "30-54668997-8", Account: "0170356420000030382008", Name: "YPF S.A."},
		{TaxID: "20131312955"},
	}
	items := make([]record.Item, n)
	for i := range items {
		items[i] = rows[i%len(rows)]
		items[i].ReferenceID = "r-" + strconv.Itoa(i+1)
	}
	return items
}
