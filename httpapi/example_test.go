package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	"github.com/ndval/ndval/httpapi"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/message"
)

// A team mounts the handler in its own server, with its own stores: here
// the in-memory ones, an account with a monthly quota of 1,000 items and a
// key for it.
func ExampleNew() {
	ctx := context.Background()
	keys := &apikey.Memory{}
	_ = keys.PutAccount(ctx, apikey.Account{
		Name:  "acme",
		Quota: quota.Policy{Limit: 1000, Period: quota.Month},
	})
	key, _, err := apikey.Manager{Store: keys}.Issue(ctx, "acme", "dev")
	if err != nil {
		panic(err)
	}

	mux := http.NewServeMux()
	mux.Handle("/v1/", httpapi.New(httpapi.Config{Keys: keys, Quota: &quota.Memory{}}))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	body := `{"items":[{"id":"a","country":"AR","value":"30-54668997-9"},{"id":"b","country":"BR","value":"123.456.789-00"}]}`
	req, _ := http.NewRequest("POST", srv.URL+"/v1/validate/tax-ids", strings.NewReader(body))
	req.Header.Set("X-API-Key", key.Secret())
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	remaining, _, _ := strings.Cut(resp.Header.Get("RateLimit"), ";t=") // t: seconds to the reset
	fmt.Println(resp.Status, remaining)
	fmt.Println(strings.Contains(string(out), `"summary":{"total":2,"valid":1,"invalid":1}`))
	// Output:
	// 200 OK "items";r=998
	// true
}

// An embedder that sets another Config.ProblemBase serves the problem
// pages itself, from ProblemPage, in the language Accept-Language asks for.
func ExampleProblemPage() {
	page, ok := httpapi.ProblemPage(httpapi.CodeQuotaExceeded, message.English)
	fmt.Println(ok, strings.Contains(string(page), "<title>Quota exceeded</title>"))
	l := message.Match("es-MX,es;q=0.9") // r.Header.Get("Accept-Language")
	page, _ = httpapi.ProblemPage(httpapi.CodeQuotaExceeded, l)
	fmt.Println(strings.Contains(string(page), `<html lang="es-419">`), strings.Contains(string(page), "<title>Cuota excedida</title>"))
	_, ok = httpapi.ProblemPage("no_such_code", message.English)
	fmt.Println(ok)
	// Output:
	// true true
	// true true
	// false
}

// A route to be retired is announced on every one of its responses, errors
// included, before it changes: here the tax-ids endpoint, with the date it
// stops answering and a page that says what replaces it.
func ExampleDeprecation() {
	h := httpapi.New(httpapi.Config{
		Keys:  &apikey.Memory{},
		Quota: &quota.Memory{},
		Deprecations: []httpapi.Deprecation{{
			Route:  "POST /v1/validate/tax-ids",
			Date:   time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC),
			Sunset: time.Date(2027, 7, 1, 0, 0, 0, 0, time.UTC),
			Link:   "https://example.com/changelog#tax-ids",
		}},
	})
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("POST", "/v1/validate/tax-ids", nil)) // no key: 401
	fmt.Println(w.Code)
	for _, name := range []string{"Deprecation", "Sunset", "Link"} {
		fmt.Printf("%s: %s\n", name, w.Header().Get(name))
	}
	// Output:
	// 401
	// Deprecation: @1798761600
	// Sunset: Thu, 01 Jul 2027 00:00:00 GMT
	// Link: <https://example.com/changelog#tax-ids>; rel="deprecation"
}

// OpenAPI gives the document GET /v1/openapi.json serves, to generate a
// client from or to publish.
func ExampleOpenAPI() {
	var doc struct {
		OpenAPI string                     `json:"openapi"`
		Paths   map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(httpapi.OpenAPI(), &doc); err != nil {
		panic(err)
	}
	_, records := doc.Paths["/v1/validate/records"]
	fmt.Println(doc.OpenAPI, records)
	// Output:
	// 3.1.0 true
}
