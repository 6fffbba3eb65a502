package httpapi

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"path"
	"runtime"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/record"
)

// Observer is told what the handler does, for metrics. Its methods must be
// safe for concurrent use and quick.
type Observer interface {
	// Request is called once per request with its route pattern ("" when
	// no route matched), final status and duration.
	Request(route string, status int, d time.Duration)
	// Items is called for each validated batch ("tax-ids", "records")
	// with the number of items without and with a per-item error: a tax
	// id that is not valid; a record whose country is missing or not a
	// code.
	Items(endpoint string, valid, invalid int)
	// Quota is called for each quota decision.
	Quota(allowed bool)
}

type handler struct {
	cfg     Config
	vers    []byte      // the body of GET /v1/version
	langHdr langHeaders // Content-Language and Vary, shared
	keys    apikey.Lookup
	mux     *http.ServeMux
	slots   *limiter
	turns   *turns // chunks of validation, one per core at once
	log     *slog.Logger
	bodies  bufferPool
	answers bufferPool

	taxIDItems  itemPool[wire.TaxIDItem]
	recordItems itemPool[record.Item]
	// recordBatches pools the memory of the records' results.
	recordBatches batchPool
}

// New returns the API handler for cfg. It panics when cfg.Deprecations
// holds a deprecation that names no route or has no Date.
func New(cfg Config) http.Handler {
	cfg = cfg.withDefaults()
	h := &handler{
		cfg:  cfg,
		keys: cfg.Keys,
		mux:  http.NewServeMux(),
		slots: newLimiter(cfg.MaxConcurrent, cfg.MaxConcurrentPerAccount,
			max(cfg.QueueLength, 0), cfg.QueueWait),
		log:     cfg.Logger,
		turns:   newTurns(cfg.Validator.Parallelism),
		vers:    versionBody(cfg.Version),
		langHdr: newLangHeaders(),
	}
	used := make([]bool, len(cfg.Deprecations))
	h.handle("POST /v1/validate/tax-ids", h.batch(cfg.TaxIDs.MaxBytes, h.taxIDs), used)
	h.handle("/v1/validate/tax-ids", h.methodNotAllowed("POST"), used)
	h.handle("POST /v1/validate/records", h.batch(cfg.Records.MaxBytes, h.records), used)
	h.handle("/v1/validate/records", h.methodNotAllowed("POST"), used)
	h.handle("GET /v1/version", h.version, used)
	h.handle("/v1/version", h.methodNotAllowed("GET, HEAD"), used)
	h.handle("GET /v1/openapi.json", h.serveOpenAPI, used)
	h.handle("/v1/openapi.json", h.methodNotAllowed("GET, HEAD"), used)
	h.handle("GET /problems/{code}", h.problemPage, used)
	h.handle("/problems/{code}", h.methodNotAllowed("GET, HEAD"), used)
	h.handle("GET /livez", h.livez, used)
	h.handle("/livez", h.methodNotAllowed("GET, HEAD"), used)
	h.handle("GET /readyz", h.readyz, used)
	h.handle("/readyz", h.methodNotAllowed("GET, HEAD"), used)
	h.handle("/", h.notFound, used)
	checkDeprecations(cfg.Deprecations, used)
	return h
}

// ServeHTTP runs the middleware: request id, panic recovery, access log
// and observer, the canonical path check, then the routes.
func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := h.cfg.Now()
	id := r.Header.Get("X-Request-Id")
	if !validRequestID(id) {
		id = newRequestID()
	}
	li := &reqInfo{requestID: id}
	li.lang, li.langAsked = acceptLanguage(r.Header)
	r = r.WithContext(context.WithValue(r.Context(), reqInfoKey, li))

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
				h.writeProblem(sw, r, Problem{Code: CodeInternal})
			}
		}
		h.logRequest(r, sw, li, h.cfg.Now().Sub(start))
	}()
	if !canonicalPath(r.URL.Path) {
		// ServeMux would answer a bare redirect to the cleaned path.
		h.writeProblem(sw, r, Problem{Code: CodeNotFound,
			Detail: text(r, "detail.not_found.path")})
		return
	}
	h.mux.ServeHTTP(sw, r)
}

// canonicalPath reports whether p is a path ServeMux would not clean: it
// starts with a slash and has no empty, "." or ".." segment (a trailing
// slash aside).
func canonicalPath(p string) bool {
	if p == "" || p[0] != '/' {
		return false
	}
	c := path.Clean(p)
	if p[len(p)-1] == '/' && c != "/" {
		c += "/"
	}
	return c == p
}

// logRequest writes the access log line of r and tells the observer. The
// line never holds a key or an item's value; the client address is one the
// server parsed (see clientAddr).
func (h *handler) logRequest(r *http.Request, sw *statusWriter, li *reqInfo, d time.Duration) {
	if h.cfg.Observer != nil {
		h.cfg.Observer.Request(r.Pattern, sw.status, d)
	}
	if !h.log.Enabled(r.Context(), slog.LevelInfo) {
		return
	}
	attrs := make([]slog.Attr, 0, 12)
	attrs = append(attrs,
		slog.String("request_id", li.requestID),
		slog.String("method", r.Method),
		slog.String("route", r.Pattern),
		slog.Int("status", sw.status),
		slog.Float64("dur_ms", float64(d.Microseconds())/1000),
		slog.Int64("bytes_in", li.bytesIn),
		slog.Int64("bytes_out", sw.bytes),
	)
	client, proxy := clientAddr(r, h.cfg.TrustedProxies)
	if client.IsValid() {
		attrs = append(attrs, slog.String("client_ip", client.String()))
	}
	if proxy.IsValid() {
		attrs = append(attrs, slog.String("proxy_ip", proxy.String()))
	}
	if li.keyID != "" {
		attrs = append(attrs, slog.String("key_id", li.keyID))
	}
	if li.items > 0 {
		attrs = append(attrs, slog.Int("items", li.items))
	}
	h.log.LogAttrs(r.Context(), slog.LevelInfo, "request", attrs...)
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
	h.writeProblem(w, r, Problem{Code: CodeNotFound,
		Detail: text(r, "detail.not_found.route")})
}

func (h *handler) methodNotAllowed(allow string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allow)
		h.writeProblem(w, r, Problem{Code: CodeMethodNotAllowed,
			Detail: text(r, "detail.method_not_allowed", "allow", allow)})
	}
}

func (h *handler) livez(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"status":"ok"}`))
}

func (h *handler) readyz(w http.ResponseWriter, r *http.Request) {
	if h.cfg.Ready != nil && !h.cfg.Ready() {
		w.Header().Set("Retry-After", "5")
		h.writeProblem(w, r, Problem{Code: CodeServiceUnavailable,
			Detail: text(r, "detail.service_unavailable.not_ready")})
		return
	}
	w.Header().Set("Content-Type", "application/json")
	var warnings []string
	if h.cfg.Warnings != nil {
		warnings = h.cfg.Warnings()
	}
	if len(warnings) == 0 {
		_, _ = w.Write([]byte(`{"status":"ready"}`))
		return
	}
	b, _ := json.Marshal(struct {
		Status   string   `json:"status"`
		Warnings []string `json:"warnings"`
	}{"ready", warnings})
	_, _ = w.Write(b)
}
