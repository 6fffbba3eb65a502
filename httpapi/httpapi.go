// Package httpapi serves the ndval validation API over net/http: routing,
// API-key authentication, request limits, item quota, problem-details
// errors and the JSON translation to and from the field packages. It holds
// no validation rules of its own.
//
// The hosted service and in-process users share it: New returns an
// http.Handler built from a Config that carries the key store, the quota
// store, the clock, the logger and the limits. Nothing is global, so a team
// can mount several handlers, each with its own stores.
//
// # Processing order
//
// Each request to a validation endpoint goes through, in order: routing
// (404, 405), authentication (401, before the body is read), content type
// (415), the body under a byte cap (413) and a strict JSON decode (400),
// the batch bounds (400 empty_batch, 413 batch_too_large), the item quota
// (429; 503 when the store fails), and then validation (200). Errors before
// validation consume no quota. Per-item problems are results in a 200
// response, not request failures.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"runtime"
	"sync"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/taxid"
)

// Defaults of Config's limits.
const (
	DefaultMaxTaxIDItems   = 1000
	DefaultMaxTaxIDBytes   = 1 << 20 // 1 MiB: about 3 times the largest sane 1000-item batch
	DefaultMaxFieldBytes   = 256
	DefaultProblemBase     = "/problems/"
	DefaultConcurrentLimit = 0 // replaced by 4 * GOMAXPROCS
)

// Config is what a handler needs. Keys and Quota are required; every other
// field has a default.
type Config struct {
	Keys  apikey.Store // key records and accounts
	Quota quota.Store  // item counters per account

	Now    func() time.Time // the clock; nil means time.Now
	Logger *slog.Logger     // access and error logs; nil discards them
	// Observer receives request, item and quota events for metrics; nil
	// means none.
	Observer Observer
	// Ready reports whether /readyz answers 200; nil means always ready.
	// A server sets it to false while it drains before shutting down.
	Ready func() bool

	// TaxIDs validates the tax-ids items; its zero value is the strict
	// default of the contract. Set Lenient to accept issuers' documented
	// check-digit slips (flagged in the results).
	TaxIDs taxid.Validator

	MaxTaxIDItems int   // items per tax-ids request; default 1000
	MaxTaxIDBytes int64 // body bytes per tax-ids request; default 1 MiB
	MaxFieldBytes int   // bytes of any one string in an item; default 256
	// MaxConcurrent bounds the validation requests served at once; more
	// are refused with 503 rather than queued. Default 4 * GOMAXPROCS.
	MaxConcurrent int
	// ProblemBase prefixes the problem code to make a problem's type URI;
	// default "/problems/".
	ProblemBase string
}

// Observer is told what the handler does, for metrics. Its methods must be
// safe for concurrent use and quick.
type Observer interface {
	// Request is called once per request with its route pattern ("" when
	// no route matched), final status and duration.
	Request(route string, status int, d time.Duration)
	// Items is called for each validated batch with its counts.
	Items(endpoint string, valid, invalid int)
	// Quota is called for each quota decision.
	Quota(allowed bool)
}

type handler struct {
	cfg     Config
	keys    apikey.Manager
	mux     *http.ServeMux
	slots   chan struct{}
	log     *slog.Logger
	buffers sync.Pool
}

// New returns the API handler for cfg.
func New(cfg Config) http.Handler {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.MaxTaxIDItems <= 0 {
		cfg.MaxTaxIDItems = DefaultMaxTaxIDItems
	}
	if cfg.MaxTaxIDBytes <= 0 {
		cfg.MaxTaxIDBytes = DefaultMaxTaxIDBytes
	}
	if cfg.MaxFieldBytes <= 0 {
		cfg.MaxFieldBytes = DefaultMaxFieldBytes
	}
	if cfg.MaxConcurrent <= 0 {
		cfg.MaxConcurrent = 4 * runtime.GOMAXPROCS(0)
	}
	if cfg.ProblemBase == "" {
		cfg.ProblemBase = DefaultProblemBase
	}
	h := &handler{
		cfg:   cfg,
		keys:  apikey.Manager{Store: cfg.Keys, Now: cfg.Now},
		mux:   http.NewServeMux(),
		slots: make(chan struct{}, cfg.MaxConcurrent),
		log:   cfg.Logger,
	}
	h.mux.HandleFunc("POST /v1/validate/tax-ids", h.authenticated(h.taxIDs))
	h.mux.HandleFunc("/v1/validate/tax-ids", h.methodNotAllowed("POST"))
	h.mux.HandleFunc("GET /v1/openapi.json", h.serveOpenAPI)
	h.mux.HandleFunc("/v1/openapi.json", h.methodNotAllowed("GET, HEAD"))
	h.mux.HandleFunc("GET /livez", h.livez)
	h.mux.HandleFunc("/livez", h.methodNotAllowed("GET, HEAD"))
	h.mux.HandleFunc("GET /readyz", h.readyz)
	h.mux.HandleFunc("/readyz", h.methodNotAllowed("GET, HEAD"))
	h.mux.HandleFunc("/", h.notFound)
	return h
}

// ServeHTTP runs the middleware: request id, panic recovery, access log
// and observer, then the routes.
func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := h.cfg.Now()
	id := r.Header.Get("X-Request-Id")
	if !validRequestID(id) {
		id = newRequestID()
	}
	li := new(logInfo)
	ctx := context.WithValue(r.Context(), requestIDKey, id)
	ctx = context.WithValue(ctx, logInfoKey, li)
	r = r.WithContext(ctx)

	sw := &statusWriter{ResponseWriter: w}
	hdr := w.Header()
	hdr.Set("X-Request-Id", id)
	hdr.Set("Cache-Control", "no-store")
	hdr.Set("X-Content-Type-Options", "nosniff")

	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			buf := make([]byte, 8<<10)
			buf = buf[:runtime.Stack(buf, false)]
			h.log.Error("panic", "request_id", id, "route", r.Pattern, "panic", v, "stack", string(buf))
			if !sw.wroteHeader {
				h.writeProblem(sw, r, http.StatusInternalServerError, Problem{Code: CodeInternal})
			}
		}
		d := h.cfg.Now().Sub(start)
		if h.cfg.Observer != nil {
			h.cfg.Observer.Request(r.Pattern, sw.status, d)
		}
		attrs := []slog.Attr{
			slog.String("request_id", id),
			slog.String("method", r.Method),
			slog.String("route", r.Pattern),
			slog.Int("status", sw.status),
			slog.Float64("dur_ms", float64(d.Microseconds())/1000),
			slog.Int64("bytes_out", sw.bytes),
		}
		if li.keyID != "" {
			attrs = append(attrs, slog.String("key_id", li.keyID))
		}
		if li.items > 0 {
			attrs = append(attrs, slog.Int("items", li.items))
		}
		h.log.LogAttrs(r.Context(), slog.LevelInfo, "request", attrs...)
	}()
	h.mux.ServeHTTP(sw, r)
}

// statusWriter records the status and size of a response.
type statusWriter struct {
	http.ResponseWriter
	status      int
	bytes       int64
	wroteHeader bool
}

// WriteHeader records the status and passes it on.
func (w *statusWriter) WriteHeader(code int) {
	if !w.wroteHeader {
		w.status, w.wroteHeader = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

// Write counts the bytes written and passes them on.
func (w *statusWriter) Write(b []byte) (int, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (h *handler) notFound(w http.ResponseWriter, r *http.Request) {
	h.writeProblem(w, r, http.StatusNotFound, Problem{Code: CodeNotFound,
		Detail: "No route for this path; see /v1/openapi.json."})
}

func (h *handler) methodNotAllowed(allow string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allow)
		h.writeProblem(w, r, http.StatusMethodNotAllowed, Problem{Code: CodeMethodNotAllowed,
			Detail: "This path accepts " + allow + "."})
	}
}

func (h *handler) livez(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"status":"ok"}`))
}

func (h *handler) readyz(w http.ResponseWriter, r *http.Request) {
	if h.cfg.Ready != nil && !h.cfg.Ready() {
		w.Header().Set("Retry-After", "5")
		h.writeProblem(w, r, http.StatusServiceUnavailable, Problem{Code: CodeServiceUnavailable,
			Detail: "The server is not ready or is shutting down."})
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"status":"ready"}`))
}
