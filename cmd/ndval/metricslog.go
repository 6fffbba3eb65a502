package main

import (
	"log/slog"
	"net/http"
	"time"
)

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
