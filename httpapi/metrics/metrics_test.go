package metrics_test

import (
	"bufio"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/httpapi"
	"github.com/ndval/ndval/httpapi/metrics"
	"github.com/ndval/ndval/httpapi/redisstore"
)

// scrape returns the lines of the exposition that start with prefix.
func scrape(t testing.TB, h http.Handler, prefix string) []string {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	require.Equal(t, http.StatusOK, rec.Code)
	var out []string
	sc := bufio.NewScanner(rec.Body)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), prefix) {
			out = append(out, sc.Text())
		}
	}
	return out
}

type conns struct{}

func (conns) Open() int               { return 3 }
func (conns) Max() int                { return 100 }
func (conns) Shed() map[string]uint64 { return map[string]uint64{"oldest_idle": 2} }

func TestWatch(t *testing.T) {
	m := metrics.New()
	m.WatchConns(conns{})
	m.WatchRedis(func() redisstore.Stats { return redisstore.Stats{Up: true, Outages: 4, FallbackAllowed: 7} })
	m.UsageWriteFailed()
	got := strings.Join(scrape(t, m, "ndval_"), "\n")
	for _, want := range []string{
		"ndval_connections_open 3", "ndval_connections_max 100", `ndval_connections_shed_total{reason="oldest_idle"} 2`,
		"ndval_redis_up 1", "ndval_redis_outages_total 4",
		`ndval_quota_outage_decisions_total{policy="fail_open",result="allowed"} 7`,
		"ndval_usage_write_failures_total 1",
	} {
		assert.Contains(t, got, want)
	}
}

var _ httpapi.Observer = (*metrics.Metrics)(nil)

// TestSeparate: two servers in one process never share a counter.
func TestSeparate(t *testing.T) {
	a, b := metrics.New(), metrics.New()
	a.Quota(true)
	assert.Contains(t, scrape(t, a, "ndval_quota_decisions_total"), `ndval_quota_decisions_total{result="allowed"} 1`)
	assert.Contains(t, scrape(t, b, "ndval_quota_decisions_total"), `ndval_quota_decisions_total{result="allowed"} 0`)
}

func TestListener(t *testing.T) {
	m := metrics.New()
	var log strings.Builder
	h := m.Listener(slog.New(slog.NewJSONHandler(&log, nil)))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/nope", nil))
	assert.Equal(t, http.StatusNotFound, rec.Code)
	assert.Contains(t, scrape(t, h, "ndval_http_requests_total"), `ndval_http_requests_total{code="404",route="unmatched"} 1`)
	assert.Contains(t, log.String(), `"listener":"metrics"`)
	assert.Contains(t, log.String(), `"route":"GET /metrics","status":200`)
}

// The Observer of an httpapi.Handler counts what it serves; its own
// listener serves the counts to Prometheus.
func Example() {
	m := metrics.New()
	m.Request("POST /v1/validate/tax-ids", 200, 3*time.Millisecond) // as httpapi.Handler reports
	m.Items("tax-ids", 998, 2)

	srv := httptest.NewServer(m.Listener(slog.New(slog.NewTextHandler(io.Discard, nil))))
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/metrics")
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "ndval_validated_items_total") {
			fmt.Println(sc.Text())
		}
	}
	// Output:
	// ndval_validated_items_total{endpoint="tax-ids",outcome="invalid"} 2
	// ndval_validated_items_total{endpoint="tax-ids",outcome="valid"} 998
}
