package httpapi

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
)

// authenticate checks the X-API-Key header, before anything reads the
// body. It answers 401 (no key, more than one, or a key that does not
// authenticate) or 503 (the key store failed) and reports false, or
// returns the key's record.
func (h *handler) authenticate(w http.ResponseWriter, r *http.Request) (apikey.Record, bool) {
	// Two headers, or one with a list, are ambiguous: a proxy may have
	// added one, and which one wins differs between servers. Keys never
	// hold a comma.
	// The header name is written canonical, so that looking it up
	// allocates nothing.
	values := r.Header["X-Api-Key"]
	if len(values) > 1 || (len(values) == 1 && strings.ContainsRune(values[0], ',')) {
		h.writeProblem(w, r, Problem{Code: CodeUnauthenticated,
			Detail: text(r, "detail.unauthenticated.one_key")})
		return apikey.Record{}, false
	}
	var key string
	if len(values) == 1 {
		key = values[0]
	}
	rec, err := apikey.Authenticate(r.Context(), h.keys, key, h.cfg.Now())
	switch {
	case err == nil:
	case errors.Is(err, apikey.ErrUnauthenticated):
		// The body does not say which check failed, except for the
		// documented nd- prefix, which the client can fix.
		detail := text(r, "detail.unauthenticated.invalid")
		if errors.Is(err, apikey.ErrWrongPrefix) {
			detail = text(r, "detail.unauthenticated.wrong_prefix")
		}
		h.writeProblem(w, r, Problem{Code: CodeUnauthenticated, Detail: detail})
		return apikey.Record{}, false
	default:
		h.log.Error("key store", "request_id", requestID(r.Context()), "err", err)
		h.unavailable(w, r, "detail.service_unavailable.key_store")
		return apikey.Record{}, false
	}
	getReqInfo(r.Context()).keyID = rec.ID
	if rec.State(h.cfg.Now()) == apikey.Sunset {
		w.Header().Set("Nd-Key-Expires", rec.ExpiresAt.UTC().Format(time.RFC3339))
	}
	return rec, true
}
