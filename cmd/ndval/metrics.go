package main

import (
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ndval/ndval/httpapi/redisstore"
)

// metrics implements httpapi.Observer and serves what it counted in the
// Prometheus text exposition format (version 0.0.4). It is small enough
// that the server needs no metrics library. Labels hold only route
// patterns, status codes and outcomes, never keys, accounts or values.
type metrics struct {
	mu        sync.Mutex
	requests  map[[2]string]uint64  // route, code
	durations map[string]*histogram // route
	items     map[[2]string]uint64  // endpoint, outcome
	quota     map[string]uint64     // allowed, refused
	started   time.Time
	redis     func() redisstore.Stats // nil without --redis
}

// durationBuckets are the upper bounds, in seconds, of the request
// duration histogram.
var durationBuckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

type histogram struct {
	counts []uint64 // per bucket, not cumulative
	sum    float64
	count  uint64
}

func newMetrics() *metrics {
	return &metrics{
		requests:  make(map[[2]string]uint64),
		durations: make(map[string]*histogram),
		items:     make(map[[2]string]uint64),
		quota:     make(map[string]uint64),
		started:   time.Now(),
	}
}

func (m *metrics) Request(route string, status int, d time.Duration) {
	if route == "" {
		route = "unmatched"
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.requests[[2]string{route, strconv.Itoa(status)}]++
	h := m.durations[route]
	if h == nil {
		h = &histogram{counts: make([]uint64, len(durationBuckets))}
		m.durations[route] = h
	}
	s := d.Seconds()
	if i, _ := slices.BinarySearch(durationBuckets, s); i < len(durationBuckets) {
		h.counts[i]++
	}
	h.sum += s
	h.count++
}

func (m *metrics) Items(endpoint string, valid, invalid int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items[[2]string{endpoint, "valid"}] += uint64(valid)
	m.items[[2]string{endpoint, "invalid"}] += uint64(invalid)
}

func (m *metrics) Quota(allowed bool) {
	result := "refused"
	if allowed {
		result = "allowed"
	}
	m.mu.Lock()
	m.quota[result]++
	m.mu.Unlock()
}

func (m *metrics) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	m.write(w)
}

func (m *metrics) write(w io.Writer) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var b strings.Builder

	b.WriteString("# HELP ndval_http_requests_total HTTP requests by route pattern and status code.\n")
	b.WriteString("# TYPE ndval_http_requests_total counter\n")
	for _, k := range sortedKeys2(m.requests) {
		fmt.Fprintf(&b, "ndval_http_requests_total{route=%q,code=%q} %d\n", k[0], k[1], m.requests[k])
	}

	b.WriteString("# HELP ndval_http_request_duration_seconds Time to serve a request, by route pattern.\n")
	b.WriteString("# TYPE ndval_http_request_duration_seconds histogram\n")
	for _, r := range slices.Sorted(maps.Keys(m.durations)) {
		h := m.durations[r]
		var cum uint64
		for i, le := range durationBuckets {
			cum += h.counts[i]
			fmt.Fprintf(&b, "ndval_http_request_duration_seconds_bucket{route=%q,le=%q} %d\n", r, strconv.FormatFloat(le, 'g', -1, 64), cum)
		}
		fmt.Fprintf(&b, "ndval_http_request_duration_seconds_bucket{route=%q,le=\"+Inf\"} %d\n", r, h.count)
		fmt.Fprintf(&b, "ndval_http_request_duration_seconds_sum{route=%q} %g\n", r, h.sum)
		fmt.Fprintf(&b, "ndval_http_request_duration_seconds_count{route=%q} %d\n", r, h.count)
	}

	b.WriteString("# HELP ndval_validated_items_total Items validated, by endpoint and outcome.\n")
	b.WriteString("# TYPE ndval_validated_items_total counter\n")
	for _, k := range sortedKeys2(m.items) {
		fmt.Fprintf(&b, "ndval_validated_items_total{endpoint=%q,outcome=%q} %d\n", k[0], k[1], m.items[k])
	}

	b.WriteString("# HELP ndval_quota_decisions_total Item quota decisions, by result.\n")
	b.WriteString("# TYPE ndval_quota_decisions_total counter\n")
	for _, res := range []string{"allowed", "refused"} {
		fmt.Fprintf(&b, "ndval_quota_decisions_total{result=%q} %d\n", res, m.quota[res])
	}

	if m.redis != nil {
		writeRedis(&b, m.redis())
	}

	b.WriteString("# HELP ndval_start_time_seconds Start time of the process since the Unix epoch.\n")
	b.WriteString("# TYPE ndval_start_time_seconds gauge\n")
	fmt.Fprintf(&b, "ndval_start_time_seconds %d\n", m.started.Unix())
	_, _ = io.WriteString(w, b.String())
}

func sortedKeys2(m map[[2]string]uint64) [][2]string {
	return slices.SortedFunc(maps.Keys(m), func(a, b [2]string) int {
		if c := strings.Compare(a[0], b[0]); c != 0 {
			return c
		}
		return strings.Compare(a[1], b[1])
	})
}

// handler returns the metrics listener's handler: GET /metrics, every
// request logged (who scraped, and what was refused) and counted like the
// API's, with the listener named in the log line.
func (m *metrics) handler(log *slog.Logger) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rw := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		mux.ServeHTTP(rw, r) // sets r.Pattern
		d := time.Since(start)
		m.Request(r.Pattern, rw.status, d)
		log.LogAttrs(r.Context(), slog.LevelInfo, "request",
			slog.String("listener", "metrics"),
			slog.String("remote", r.RemoteAddr),
			slog.String("method", r.Method),
			slog.String("route", r.Pattern),
			slog.Int("status", rw.status),
			slog.Float64("dur_ms", float64(d.Microseconds())/1000),
		)
	})
}

// statusRecorder remembers the status a handler wrote.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

// writeRedis writes the metrics of a Redis store: its state, and what the
// failure policy did during outages.
func writeRedis(b *strings.Builder, st redisstore.Stats) {
	up := 0
	if st.Up {
		up = 1
	}
	for _, m := range []struct {
		name, kind, help string
		value            any
	}{
		{"ndval_redis_up", "gauge", "1 when Redis answered the last operation or probe, 0 during an outage.", up},
		{"ndval_redis_errors_total", "counter", "Redis operations that failed for want of Redis.", st.Errors},
		{"ndval_redis_invalidations_total", "counter", "Key cache invalidations received through pub/sub.", st.Invalidations},
		{"ndval_quota_fallback_items_total", "counter", "Items served by the fail-open fallback while Redis was unreachable.", st.FallbackItems},
		{"ndval_quota_fallback_repaid_items_total", "counter", "Fallback items added to Redis once it answered again.", st.RepaidItems},
		{"ndval_quota_fallback_unpaid_items", "gauge", "Fallback items not yet added to Redis.", st.UnpaidItems},
		{"ndval_quota_settled_items_total", "counter", "Items Redis counted for requests whose answer was lost (answered by the failure policy), taken back.", st.SettledItems},
	} {
		fmt.Fprintf(b, "# HELP %s %s\n# TYPE %s %s\n%s %v\n", m.name, m.help, m.name, m.kind, m.name, m.value)
	}
	b.WriteString("# HELP ndval_quota_outage_decisions_total Quota decisions taken while Redis was unreachable, by policy and result.\n")
	b.WriteString("# TYPE ndval_quota_outage_decisions_total counter\n")
	fmt.Fprintf(b, "ndval_quota_outage_decisions_total{policy=\"fail_open\",result=\"allowed\"} %d\n", st.FallbackAllowed)
	fmt.Fprintf(b, "ndval_quota_outage_decisions_total{policy=\"fail_open\",result=\"refused\"} %d\n", st.FallbackRefused)
	fmt.Fprintf(b, "ndval_quota_outage_decisions_total{policy=\"fail_closed\",result=\"refused\"} %d\n", st.ClosedRefused)
}
