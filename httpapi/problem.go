package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/ndval/ndval/message"
)

// Request-level error codes, the `code` member of every problem. They are
// lower case; per-item codes (INVALID_TAX_ID, ...) are upper case, so the
// two layers cannot be confused.
const (
	CodeUnauthenticated      = "unauthenticated"        // 401
	CodeUnsupportedMediaType = "unsupported_media_type" // 415
	CodeInvalidRequest       = "invalid_request"        // 400
	CodeRequestTimeout       = "request_timeout"        // 408
	CodeEmptyBatch           = "empty_batch"            // 400
	CodeBatchTooLarge        = "batch_too_large"        // 413
	CodeQuotaExceeded        = "quota_exceeded"         // 429
	CodeNotFound             = "not_found"              // 404
	CodeMethodNotAllowed     = "method_not_allowed"     // 405
	CodeServiceUnavailable   = "service_unavailable"    // 503
	CodeInternal             = "internal"               // 500
)

// problemType is one problem code and its status. Its title (fixed per
// code, as RFC 9457 asks, in each language) and the two paragraphs of its
// page at ProblemBase+code, what it means and what to do, are in package
// message's catalogs, under problem.CODE.title, .means and .todo.
type problemType struct {
	code   string
	status int
}

// problemTypes is every problem code the handler answers.
var problemTypes = [...]problemType{
	{CodeUnauthenticated, http.StatusUnauthorized},
	{CodeUnsupportedMediaType, http.StatusUnsupportedMediaType},
	{CodeInvalidRequest, http.StatusBadRequest},
	{CodeRequestTimeout, http.StatusRequestTimeout},
	{CodeEmptyBatch, http.StatusBadRequest},
	{CodeBatchTooLarge, http.StatusRequestEntityTooLarge},
	{CodeQuotaExceeded, http.StatusTooManyRequests},
	{CodeNotFound, http.StatusNotFound},
	{CodeMethodNotAllowed, http.StatusMethodNotAllowed},
	{CodeServiceUnavailable, http.StatusServiceUnavailable},
	{CodeInternal, http.StatusInternalServerError},
}

// title returns the problem's title in l.
func (pt problemType) title(l message.Lang) string { return l.Text("problem." + pt.code + ".title") }

// means returns what the problem means, in l.
func (pt problemType) means(l message.Lang) string { return l.Text("problem." + pt.code + ".means") }

// todo returns what to do about the problem, in l.
func (pt problemType) todo(l message.Lang) string { return l.Text("problem." + pt.code + ".todo") }

// problemTypeOf returns the problem type of code; unknown codes (a bug) are
// internal errors.
func problemTypeOf(code string) problemType {
	for _, pt := range problemTypes {
		if pt.code == code {
			return pt
		}
	}
	return problemTypes[len(problemTypes)-1]
}

// Problem is an RFC 9457 problem details object with the members ndval
// adds: code, request_id and, depending on the code, the extensions below.
type Problem struct {
	Type      string `json:"type"`             // Config.ProblemBase + Code: the problem's page
	Title     string `json:"title"`            // fixed per code and language
	Status    int    `json:"status"`           // the HTTP status
	Detail    string `json:"detail,omitempty"` // what went wrong in this request, in its language
	Code      string `json:"code"`             // stable: one of the Code constants
	RequestID string `json:"request_id"`       // as in the X-Request-Id header and the log

	// invalid_request: where the body is wrong (one entry).
	Errors []FieldError `json:"errors,omitempty"`
	// empty_batch and batch_too_large.
	MinItems      int   `json:"min_items,omitempty"`
	MaxItems      int   `json:"max_items,omitempty"`
	ReceivedItems int   `json:"received_items,omitempty"`
	MaxBytes      int64 `json:"max_bytes,omitempty"`
	// quota_exceeded.
	Limit            *int64   `json:"limit,omitempty"`
	Remaining        *int64   `json:"remaining,omitempty"`
	Requested        int      `json:"requested,omitempty"`
	Reset            string   `json:"reset,omitempty"` // RFC 3339, end of the period
	ViolatedPolicies []string `json:"violated_policies,omitempty"`
}

// FieldError points at one wrong part of a request body.
type FieldError struct {
	Pointer string `json:"pointer"` // RFC 6901 JSON pointer
	Detail  string `json:"detail"`  // what is wrong there
}

// writeProblem sends p as application/problem+json with the status of its
// code, filling in the members that follow from the code; the title in
// the request's language, which the caller wrote p.Detail in (text).
func (h *handler) writeProblem(w http.ResponseWriter, r *http.Request, p Problem) {
	pt := problemTypeOf(p.Code)
	l := lang(r)
	p.Code, p.Status, p.Title = pt.code, pt.status, pt.title(l)
	p.Type = h.cfg.ProblemBase + p.Code
	p.RequestID = requestID(r.Context())
	b, err := json.Marshal(p)
	if err != nil { // cannot happen with these field types
		b = []byte(`{"type":"about:blank","status":500,"code":"internal"}`)
	}
	hdr := w.Header()
	hdr.Set("Content-Type", "application/problem+json")
	hdr.Set("Content-Length", strconv.Itoa(len(b)))
	h.langHdr.set(hdr, r)
	if p.Status == http.StatusUnauthorized {
		hdr.Set("WWW-Authenticate", `ApiKey header="X-API-Key"`)
	}
	w.WriteHeader(p.Status)
	_, _ = w.Write(b)
}

// unavailable answers 503 service_unavailable with Retry-After: 1 and the
// detail of the message key.
func (h *handler) unavailable(w http.ResponseWriter, r *http.Request, key string) {
	w.Header().Set("Retry-After", "1")
	h.writeProblem(w, r, Problem{Code: CodeServiceUnavailable, Detail: text(r, key)})
}

// nItems says "1 item" or "n items" in l.
func nItems[T int | int64](l message.Lang, n T) string {
	if n == 1 {
		return l.Text("items.one")
	}
	return l.Format("items.other", "n", strconv.FormatInt(int64(n), 10))
}
