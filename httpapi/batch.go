package httpapi

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
)

// The steps every batch endpoint shares, before and after its own decode.

// batchHandler is a validation endpoint: it gets the key's record and the
// whole body, and runs holding a validation slot.
type batchHandler func(w http.ResponseWriter, r *http.Request, rec apikey.Record, body []byte)

// batch wraps a validation endpoint whose bodies are at most maxBytes with
// the shared steps, in order: the key (401, 503), the content headers
// (415), the body under its deadline and byte cap (408, 413, 400), and a
// validation slot (503 when none frees up within the queue wait), which
// the endpoint holds until it calls doneValidating or returns. A UTF-8
// byte order mark before the JSON is dropped, as RFC 8259 allows.
func (h *handler) batch(maxBytes int64, next batchHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		rec, ok := h.authenticate(w, r)
		if !ok || !h.checkContent(w, r) {
			return
		}
		body, ok := h.readBody(w, r, maxBytes)
		if !ok {
			return
		}
		defer h.bodies.put(body)
		if !h.slots.acquire(r.Context(), rec.Account) {
			h.unavailable(w, r, "detail.service_unavailable.busy")
			return
		}
		ri := getReqInfo(r.Context())
		ri.slot, ri.holdsSlot = rec.Account, true
		defer h.doneValidating(r)
		next(w, r, rec, bytes.TrimPrefix(*body, []byte("\xef\xbb\xbf")))
	}
}

// writeBatch ends a batch request once its response body b is built: it
// tells the observer how many items were valid and invalid, gives the
// validation slot back, and writes b, whose messages are in the request's
// language.
func (h *handler) writeBatch(w http.ResponseWriter, r *http.Request, endpoint string, valid, invalid int, b []byte) {
	if h.cfg.Observer != nil {
		h.cfg.Observer.Items(endpoint, valid, invalid)
	}
	h.doneValidating(r)
	h.langHdr.set(w.Header(), r)
	writeJSON(w, b)
}

// writeJSON answers 200 with the JSON body b.
func writeJSON(w http.ResponseWriter, b []byte) {
	hdr := w.Header()
	hdr.Set("Content-Type", "application/json")
	hdr.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b)
}

// doneValidating gives back r's validation slot, if it holds one. An
// endpoint calls it once its response is built and before writing it, so
// that a client slow to read its response holds no slot; batch calls it
// again when the endpoint returns.
func (h *handler) doneValidating(r *http.Request) {
	if ri := getReqInfo(r.Context()); ri.holdsSlot {
		ri.holdsSlot = false
		h.slots.release(ri.slot)
	}
}

// checkContent answers 415 unless the body is declared as JSON in UTF-8
// and not compressed, and reports whether it did not.
func (h *handler) checkContent(w http.ResponseWriter, r *http.Request) bool {
	if !isJSON(r.Header.Values("Content-Type")) {
		h.writeProblem(w, r, Problem{Code: CodeUnsupportedMediaType,
			Detail: text(r, "detail.unsupported_media_type.content_type")})
		return false
	}
	if !isIdentity(r.Header.Values("Content-Encoding")) {
		w.Header().Set("Accept-Encoding", "identity")
		h.writeProblem(w, r, Problem{Code: CodeUnsupportedMediaType,
			Detail: text(r, "detail.unsupported_media_type.content_encoding")})
		return false
	}
	return true
}

// isJSON accepts one Content-Type, application/json, whose charset, if
// any, is UTF-8 in any case. Other parameters have no meaning for JSON and
// are ignored.
func isJSON(values []string) bool {
	if len(values) != 1 {
		return false
	}
	mt, params, err := mime.ParseMediaType(values[0])
	if err != nil || mt != "application/json" {
		return false
	}
	cs, ok := params["charset"]
	return !ok || strings.EqualFold(cs, "utf-8")
}

// isIdentity accepts Content-Encoding absent, or listing only identity.
func isIdentity(values []string) bool {
	for _, v := range values {
		for c := range strings.SplitSeq(v, ",") {
			if c = strings.TrimSpace(c); c != "" && !strings.EqualFold(c, "identity") {
				return false
			}
		}
	}
	return true
}

// readBody reads the body into a pooled buffer, under a byte cap and, when
// the writer supports it, a read deadline of BodyTimeout from now; or it
// answers 413, 408 or 400 and reports false.
func (h *handler) readBody(w http.ResponseWriter, r *http.Request, limit int64) (*[]byte, bool) {
	if r.ContentLength > limit {
		h.tooManyBytes(w, r, limit)
		return nil, false
	}
	if r.ContentLength != 0 {
		// The deadline is the wall clock's, not Config.Now's. Without
		// deadline support (httptest's recorder), the server's ReadTimeout
		// is all there is.
		_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(h.cfg.BodyTimeout))
	}
	buf := h.bodies.get()
	b := (*buf)[:0]
	rd := http.MaxBytesReader(w, r.Body, limit)
	var err error
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		var n int
		n, err = rd.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err != nil {
			break
		}
	}
	*buf = b
	getReqInfo(r.Context()).bytesIn = int64(len(b))
	if err == io.EOF {
		return buf, true
	}
	h.bodies.put(buf)
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &mbe):
		h.tooManyBytes(w, r, limit)
	case errors.Is(err, os.ErrDeadlineExceeded):
		w.Header().Set("Connection", "close")
		h.writeProblem(w, r, Problem{Code: CodeRequestTimeout,
			Detail: text(r, "detail.request_timeout", "timeout", h.cfg.BodyTimeout.String())})
	default:
		h.writeProblem(w, r, Problem{Code: CodeInvalidRequest, Detail: text(r, "detail.invalid_request.unreadable")})
	}
	return nil, false
}

func (h *handler) tooManyBytes(w http.ResponseWriter, r *http.Request, limit int64) {
	h.writeProblem(w, r, Problem{Code: CodeBatchTooLarge,
		Detail: text(r, "detail.batch_too_large.bytes", "max_bytes", strconv.FormatInt(limit, 10)), MaxBytes: limit})
}

// checkBatch answers empty_batch or batch_too_large, or reports true.
func (h *handler) checkBatch(w http.ResponseWriter, r *http.Request, n, maxItems int) bool {
	switch {
	case n == 0:
		h.writeProblem(w, r, Problem{Code: CodeEmptyBatch,
			Detail: text(r, "detail.empty_batch"), MinItems: 1})
		return false
	case n > maxItems:
		h.writeProblem(w, r, Problem{Code: CodeBatchTooLarge,
			Detail: text(r, "detail.batch_too_large.items", "received", nItems(lang(r), n),
				"max_items", strconv.Itoa(maxItems)),
			MaxItems: maxItems, ReceivedItems: n})
		return false
	}
	getReqInfo(r.Context()).items = n
	return true
}
