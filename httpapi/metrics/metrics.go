// Package metrics counts what an httpapi.Handler does and serves it to
// Prometheus: requests by route and status, their durations, validated
// items by outcome, quota decisions, and, when watched, the state of the
// server's connections and of a Redis store, with the Go runtime's and the
// process's own metrics (goroutines, memory, GC, open file descriptors,
// CPU), so that a flood or a saturated CPU can be alerted on. It is built
// on the Prometheus client library; each Metrics has a registry of its
// own, so that two servers in one process never share a counter. Labels
// hold only route patterns, status codes, outcomes and reasons, never
// keys, accounts or values.
package metrics

import (
	"log/slog"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/ndval/ndval/httpapi/redisstore"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics implements httpapi.Observer and serves, as an http.Handler in
// the Prometheus exposition format, what it counted.
type Metrics struct {
	reg       *prometheus.Registry
	exposer   http.Handler             // reg's, in the exposition format
	requests  *prometheus.CounterVec   // route, code
	durations *prometheus.HistogramVec // route
	items     *prometheus.CounterVec   // endpoint, outcome
	quota     *prometheus.CounterVec   // result

	// usageWriteFailures counts the periodic writes of quota usage that
	// failed.
	usageWriteFailures atomic.Uint64
}

// durationBuckets are the upper bounds, in seconds, of the request
// duration histogram.
var durationBuckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

// New returns the metrics of a server, with its start time.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ndval_http_requests_total",
			Help: "HTTP requests by route pattern and status code."}, []string{"route", "code"}),
		durations: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "ndval_http_request_duration_seconds",
			Help: "Time to serve a request, by route pattern.", Buckets: durationBuckets}, []string{"route"}),
		items: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ndval_validated_items_total",
			Help: "Items validated, by endpoint and outcome."}, []string{"endpoint", "outcome"}),
		quota: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ndval_quota_decisions_total",
			Help: "Item quota decisions, by result."}, []string{"result"}),
	}
	for _, r := range []string{"allowed", "refused"} {
		m.quota.WithLabelValues(r)
	}
	started := float64(time.Now().Unix())
	m.reg.MustRegister(m.requests, m.durations, m.items, m.quota,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "ndval_start_time_seconds",
			Help: "Start time of the process since the Unix epoch."}, func() float64 { return started }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "ndval_usage_write_failures_total",
			Help: "Periodic writes of quota usage to the data directory that failed (a full disk); /readyz fails while the last one did."},
			func() float64 { return float64(m.usageWriteFailures.Load()) }),
	)
	m.exposer = promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
	return m
}

// Request implements httpapi.Observer.
func (m *Metrics) Request(route string, status int, d time.Duration) {
	if route == "" {
		route = "unmatched"
	}
	m.requests.WithLabelValues(route, strconv.Itoa(status)).Inc()
	m.durations.WithLabelValues(route).Observe(d.Seconds())
}

// Items implements httpapi.Observer.
func (m *Metrics) Items(endpoint string, valid, invalid int) {
	m.items.WithLabelValues(endpoint, "valid").Add(float64(valid))
	m.items.WithLabelValues(endpoint, "invalid").Add(float64(invalid))
}

// Quota implements httpapi.Observer.
func (m *Metrics) Quota(allowed bool) {
	result := "refused"
	if allowed {
		result = "allowed"
	}
	m.quota.WithLabelValues(result).Inc()
}

// UsageWriteFailed counts a periodic write of quota usage to disk that
// failed (a full disk), as ndval_usage_write_failures_total.
func (m *Metrics) UsageWriteFailed() { m.usageWriteFailures.Add(1) }

// Conns is the state of a server's bounded connections.
type Conns interface {
	Open() int               // connections open now
	Max() int                // the bound on open connections
	Shed() map[string]uint64 // connections the server closed, by reason
}

// WatchConns adds the metrics of the server's connections: ndval_connections_open,
// ndval_connections_max and ndval_connections_shed_total.
func (m *Metrics) WatchConns(c Conns) { m.reg.MustRegister(connCollector{c}) }

// WatchRedis adds the metrics of a Redis store, read from stats at each
// scrape: whether Redis answers, outages, errors, and what the failure
// policy decided while it did not.
func (m *Metrics) WatchRedis(stats func() redisstore.Stats) {
	m.reg.MustRegister(redisCollector{stats})
}

// ServeHTTP serves the metrics in the Prometheus exposition format.
func (m *Metrics) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	m.exposer.ServeHTTP(w, r)
}

// Listener returns the handler of a listener of its own for the metrics:
// GET /metrics, every request logged to log (who scraped, and what was
// refused) and counted like the API's, with the listener named in the
// log line. Serve it apart from the API, where only the operator reaches.
func (m *Metrics) Listener(log *slog.Logger) http.Handler {
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

// connCollector collects the state of the API's connections.
type connCollector struct{ g Conns }

var (
	connOpenDesc = prometheus.NewDesc("ndval_connections_open", "API connections open now.", nil, nil)
	connMaxDesc  = prometheus.NewDesc("ndval_connections_max",
		"The bound on open API connections (--max-conns, or derived from the open-file limit).", nil, nil)
	connShedDesc = prometheus.NewDesc("ndval_connections_shed_total",
		"API connections closed by the server to stay within its bound, by reason: oldest_idle (to make room for a new one), "+
			"refused (new, while every open one was busy), unkeyed_idle (idle too long without a valid key).", []string{"reason"}, nil)
)

func (c connCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- connOpenDesc
	ch <- connMaxDesc
	ch <- connShedDesc
}

func (c connCollector) Collect(ch chan<- prometheus.Metric) {
	ch <- prometheus.MustNewConstMetric(connOpenDesc, prometheus.GaugeValue, float64(c.g.Open()))
	ch <- prometheus.MustNewConstMetric(connMaxDesc, prometheus.GaugeValue, float64(c.g.Max()))
	for r, n := range c.g.Shed() {
		ch <- prometheus.MustNewConstMetric(connShedDesc, prometheus.CounterValue, float64(n), r)
	}
}

// redisCollector collects the metrics of a Redis store: its state, and
// what the failure policy did during outages.
type redisCollector struct{ stats func() redisstore.Stats }

// redisMetric is one metric of redisCollector.
type redisMetric struct {
	desc  *prometheus.Desc
	kind  prometheus.ValueType
	value func(redisstore.Stats) float64
}

func newRedisMetric(name, help string, kind prometheus.ValueType, value func(redisstore.Stats) float64) redisMetric {
	return redisMetric{prometheus.NewDesc(name, help, nil, nil), kind, value}
}

var (
	redisMetrics = []redisMetric{
		newRedisMetric("ndval_redis_up", "1 when Redis answers, 0 during an outage (declared after consecutive failures).",
			prometheus.GaugeValue, func(s redisstore.Stats) float64 { return b2f(s.Up) }),
		newRedisMetric("ndval_redis_errors_total", "Redis operations that failed for want of Redis.",
			prometheus.CounterValue, func(s redisstore.Stats) float64 { return float64(s.Errors) }),
		newRedisMetric("ndval_redis_outages_total", "Outages declared: how many times the replica went to its failure policy.",
			prometheus.CounterValue, func(s redisstore.Stats) float64 { return float64(s.Outages) }),
		newRedisMetric("ndval_redis_invalidations_total", "Key cache invalidations received through pub/sub.",
			prometheus.CounterValue, func(s redisstore.Stats) float64 { return float64(s.Invalidations) }),
		newRedisMetric("ndval_quota_fallback_items_total", "Items served by the fail-open fallback while Redis was unreachable.",
			prometheus.CounterValue, func(s redisstore.Stats) float64 { return float64(s.FallbackItems) }),
		newRedisMetric("ndval_quota_fallback_repaid_items_total", "Fallback items added to Redis once it answered again.",
			prometheus.CounterValue, func(s redisstore.Stats) float64 { return float64(s.RepaidItems) }),
		newRedisMetric("ndval_quota_fallback_unpaid_items", "Fallback items not yet added to Redis.",
			prometheus.GaugeValue, func(s redisstore.Stats) float64 { return float64(s.UnpaidItems) }),
		newRedisMetric("ndval_quota_settled_items_total",
			"Items Redis counted for requests whose answer was lost (answered by the failure policy), taken back.",
			prometheus.CounterValue, func(s redisstore.Stats) float64 { return float64(s.SettledItems) }),
	}
	outageDecisionsDesc = prometheus.NewDesc("ndval_quota_outage_decisions_total",
		"Quota decisions taken while Redis was unreachable, by policy and result.", []string{"policy", "result"}, nil)
)

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func (c redisCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, m := range redisMetrics {
		ch <- m.desc
	}
	ch <- outageDecisionsDesc
}

func (c redisCollector) Collect(ch chan<- prometheus.Metric) {
	st := c.stats()
	for _, m := range redisMetrics {
		ch <- prometheus.MustNewConstMetric(m.desc, m.kind, m.value(st))
	}
	for _, d := range []struct {
		policy, result string
		n              uint64
	}{
		{"fail_open", "allowed", st.FallbackAllowed},
		{"fail_open", "refused", st.FallbackRefused},
		{"fail_closed", "refused", st.ClosedRefused},
	} {
		ch <- prometheus.MustNewConstMetric(outageDecisionsDesc, prometheus.CounterValue, float64(d.n), d.policy, d.result)
	}
}
