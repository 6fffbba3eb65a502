package httpapi

import (
	"errors"
	"net/http"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
)

// authenticated wraps a validation endpoint: it checks the X-API-Key
// header before anything reads the body, and bounds the number of requests
// served at once.
func (h *handler) authenticated(next func(http.ResponseWriter, *http.Request, apikey.Record)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		rec, err := h.keys.Authenticate(r.Context(), r.Header.Get("X-API-Key"))
		switch {
		case err == nil:
		case apikey.IsAuthError(err):
			// The body does not say which check failed, except for the
			// documented nd- prefix, which the client can fix.
			detail := "Send a valid API key in the X-API-Key header."
			if errors.Is(err, apikey.ErrWrongPrefix) {
				detail = "API keys start with nd_ (an underscore), not nd-."
			}
			h.writeProblem(w, r, http.StatusUnauthorized, Problem{Code: CodeUnauthenticated, Detail: detail})
			return
		default:
			h.log.Error("key store", "request_id", requestID(r.Context()), "err", err)
			w.Header().Set("Retry-After", "1")
			h.writeProblem(w, r, http.StatusServiceUnavailable, Problem{Code: CodeServiceUnavailable,
				Detail: "The key store is unavailable; retry shortly."})
			return
		}
		getLogInfo(r.Context()).keyID = rec.ID
		if rec.State(h.cfg.Now()) == apikey.Sunset {
			w.Header().Set("Nd-Key-Expires", rec.ExpiresAt.UTC().Format(time.RFC3339))
		}
		select {
		case h.slots <- struct{}{}:
			defer func() { <-h.slots }()
		default:
			w.Header().Set("Retry-After", "1")
			h.writeProblem(w, r, http.StatusServiceUnavailable, Problem{Code: CodeServiceUnavailable,
				Detail: "Too many requests in progress; retry shortly."})
			return
		}
		next(w, r, rec)
	}
}
