package httpapi

import (
	"context"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

// neighbourLatencies runs, for d, one account ("acme") sending 500-record
// batches from as many clients as it may hold slots, and another
// ("neighbour") sending one-record requests one after the other, and
// returns the neighbour's latencies, sorted.
func neighbourLatencies(tb testing.TB, d time.Duration) []time.Duration {
	f := newFixture(tb, 1<<62)
	ctx := context.Background()
	if err := f.keys.PutAccount(ctx, apikey.Account{Name: "neighbour", Quota: quota.Policy{Limit: 1 << 62, Period: quota.Month}}); err != nil {
		tb.Fatal(err)
	}
	nk, _, err := f.mgr.Issue(ctx, "neighbour", "test")
	if err != nil {
		tb.Fatal(err)
	}
	big, small := string(recordsBody(500, false)), string(recordsBody(1, false))
	post := func(key, body string) int {
		req := httptest.NewRequest("POST", "/v1/validate/records", strings.NewReader(body))
		req.Header.Set("X-API-Key", key)
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		f.h.ServeHTTP(w, req)
		return w.Code
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range f.cfg.withDefaults().MaxConcurrentPerAccount {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				post(f.key, big)
			}
		})
	}
	time.Sleep(50 * time.Millisecond)
	var took []time.Duration
	for end := time.Now().Add(d); time.Now().Before(end); {
		start := time.Now()
		if code := post(nk.Secret(), small); code != 200 {
			tb.Fatalf("the neighbour got %d", code)
		}
		took = append(took, time.Since(start))
		time.Sleep(2 * time.Millisecond) // a steady trickle, as a small client sends
	}
	close(stop)
	wg.Wait()
	slices.Sort(took)
	return took
}

// BenchmarkNeighbour reports the latency of another account's one-record
// requests (p50 and p99, in ms) while one account keeps every slot it may
// hold busy with 500-record batches. Each iteration is a 2 s run.
func BenchmarkNeighbour(b *testing.B) {
	var p50, p99 []float64
	for b.Loop() {
		took := neighbourLatencies(b, 2*time.Second)
		p50 = append(p50, ms(took[len(took)/2]))
		p99 = append(p99, ms(took[len(took)*99/100]))
	}
	slices.Sort(p50)
	slices.Sort(p99)
	b.ReportMetric(p50[len(p50)/2], "p50-ms")
	b.ReportMetric(p99[len(p99)/2], "p99-ms")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
