// Command mount serves the ndval API inside a team's existing net/http
// server: httpapi.New under the prefix /ndval of the team's own ServeMux,
// next to the team's own routes, with the team's own key store and quota
// store (here the in-memory apikey.Memory and quota.Memory; a team would
// put its own database behind the apikey.Store and quota.Store interfaces,
// or use httpapi/localstore or httpapi/redisstore).
//
//	go run ./examples/mount                       # a demonstration on loopback, then exit
//	go run ./examples/mount -addr 127.0.0.1:8081  # keep serving there
//
// The demonstration starts the server on a loopback port, sends it three
// requests (a tax-id batch, a request with no key, the team's own route)
// and prints the answers.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"time"

	"github.com/ndval/ndval/httpapi"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

func main() {
	addr := flag.String("addr", "", "serve on this address until interrupted, instead of the demonstration")
	flag.Parse()
	if err := run(*addr); err != nil {
		fmt.Fprintln(os.Stderr, "mount:", err)
		os.Exit(1)
	}
}

func run(addr string) error {
	ctx := context.Background()

	// The team's stores: an account with a monthly allowance and a key.
	keys := &apikey.Memory{}
	if err := keys.PutAccount(ctx, apikey.Account{
		Name:  "billing-team",
		Quota: quota.Policy{Limit: 50_000, Period: quota.Month},
	}); err != nil {
		return err
	}
	key, rec, err := apikey.Manager{Store: keys}.Issue(ctx, "billing-team", "dev")
	if err != nil {
		return err
	}

	var logger *slog.Logger // nil: no access log in the demonstration
	if addr != "" {
		logger = slog.New(slog.NewJSONHandler(os.Stderr, nil))
	}
	api := httpapi.New(httpapi.Config{
		Keys:   keys,
		Quota:  &quota.Memory{},
		Logger: logger,
		// Problems link to their pages; under a prefix, say where.
		ProblemBase: "/ndval/problems/",
	})

	// The team's own server: its routes, and the API under /ndval/.
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "the team's own home page")
	})
	mux.Handle("/ndval/", http.StripPrefix("/ndval", api))

	if addr != "" {
		fmt.Printf("serving on http://%s/ndval/v1/... with key %s (key id %s; shown once)\n", addr, key.Secret(), rec.ID)
		// The team's server sets its own timeouts: httpapi bounds the body
		// it reads, but the headers and the connection are the server's.
		srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second,
			WriteTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 16 << 10}
		return srv.ListenAndServe()
	}
	srv := httptest.NewServer(mux) // a loopback port, for the demonstration
	defer srv.Close()

	body := `{"items":[{"id":"1","country":"AR","value":"30-54668997-9"},{"id":"2","country":"MX","value":"SAT970701NN3"}]}`
	show(srv.URL+"/ndval/v1/validate/tax-ids", key.Secret(), body)
	show(srv.URL+"/ndval/v1/validate/tax-ids", "", body)
	show(srv.URL+"/", "", "")
	return nil
}

// show sends a request, with a JSON body when one is given, and prints the
// status, the quota left (RateLimit) when the answer has it, and the body.
func show(url, key, body string) {
	method := "GET"
	if body != "" {
		method = "POST"
	}
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		fmt.Println(err)
		return
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("X-API-Key", key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	fmt.Println(method, strings.TrimPrefix(url, "http://"+req.Host), "->", resp.Status)
	if rl := resp.Header.Get("RateLimit"); rl != "" {
		fmt.Println("RateLimit:", rl)
	}
	fmt.Println(strings.TrimSpace(string(out)))
	fmt.Println()
}
