// Command loaddriver posts one request body again and again over keep-alive
// connections for a fixed time and prints the throughput: the client of
// scripts/bare_vs_ndval.sh, the same for ndval and the bare server.
//
//	go run ./scripts/loaddriver -url http://127.0.0.1:8080/v1/validate/tax-ids \
//		-body body.json -items 1000 -conns 4 -duration 5s [-key KEY]
//
// It prints one line: requests/s, items/s, 2xx and other answers, errors.
// Only 2xx answers count; it exits 1 when any answer was not 2xx.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	url := flag.String("url", "", "URL to post to")
	bodyFile := flag.String("body", "", "file with the request body")
	key := flag.String("key", "", "X-API-Key header, if any")
	items := flag.Int("items", 1, "items in the body, for items/s")
	conns := flag.Int("conns", 4, "connections, each one request at a time")
	duration := flag.Duration("duration", 5*time.Second, "how long to post")
	flag.Parse()
	body, err := os.ReadFile(*bodyFile)
	if err != nil {
		fmt.Fprintln(os.Stderr, "loaddriver:", err)
		os.Exit(2)
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *conns, MaxConnsPerHost: *conns}}
	var ok, other, errs atomic.Int64
	deadline := time.Now().Add(*duration)
	start := time.Now()
	var wg sync.WaitGroup
	for range *conns {
		wg.Go(func() {
			for time.Now().Before(deadline) {
				req, _ := http.NewRequest(http.MethodPost, *url, bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				if *key != "" {
					req.Header.Set("X-API-Key", *key)
				}
				resp, err := client.Do(req)
				if err != nil {
					errs.Add(1)
					continue
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode/100 == 2 {
					ok.Add(1)
				} else {
					other.Add(1)
				}
			}
		})
	}
	wg.Wait()
	secs := time.Since(start).Seconds()
	fmt.Printf("requests/s %.1f items/s %.0f 2xx %d other %d errors %d\n",
		float64(ok.Load())/secs, float64(ok.Load())*float64(*items)/secs, ok.Load(), other.Load(), errs.Load())
	if other.Load() > 0 || errs.Load() > 0 {
		os.Exit(1)
	}
}
