package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
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

// problemType is one problem code: its status, its title (fixed per code,
// as RFC 9457 asks) and the two paragraphs of its page at ProblemBase+code:
// what it means and what to do.
type problemType struct {
	code   string
	status int
	title  string
	means  string
	todo   string
}

// problemTypes is every problem code the handler answers.
var problemTypes = [...]problemType{
	{CodeUnauthenticated, http.StatusUnauthorized, "Missing or invalid API key",
		"The request had no usable X-API-Key header: none, more than one, or a key that is malformed, unknown, expired or revoked. The body does not say which, except for a key written nd-... instead of nd_....",
		"Send exactly one X-API-Key header with a current key (nd_ and 30 letters and digits). After a rotation the old key works for 7 days; the Nd-Key-Expires header says until when."},
	{CodeUnsupportedMediaType, http.StatusUnsupportedMediaType, "Unsupported media type",
		"The body is not declared as JSON in UTF-8, or it is compressed: Content-Type must be application/json, with no charset or charset=utf-8, and Content-Encoding must be absent or identity.",
		"Send Content-Type: application/json and an uncompressed UTF-8 body."},
	{CodeInvalidRequest, http.StatusBadRequest, "Invalid request",
		"The body is not a valid request: malformed JSON, a duplicate member, a member of the wrong JSON type, an unknown member, data after the JSON value, or a string longer than the limit. The errors member holds the JSON pointer of the culprit.",
		"Fix the part of the body that errors[].pointer names and send the request again. Nothing was charged."},
	{CodeRequestTimeout, http.StatusRequestTimeout, "Request timeout",
		"The body did not arrive within the time the server allows for it (a few seconds); the server closed the connection.",
		"Send the body at once, on a working connection; split very large batches if the link is slow. Nothing was charged."},
	{CodeEmptyBatch, http.StatusBadRequest, "Empty batch",
		"The items member is absent, null or an empty array.",
		"Send at least one item."},
	{CodeBatchTooLarge, http.StatusRequestEntityTooLarge, "Batch too large",
		"The batch holds more items than the endpoint accepts, or the body is larger than its byte limit; max_items or max_bytes says which limit.",
		"Split the batch into smaller ones. Nothing was charged."},
	{CodeQuotaExceeded, http.StatusTooManyRequests, "Quota exceeded",
		"The batch needs more items than remain of the account's quota in the current period. Quota is charged all or nothing, so nothing was charged.",
		"Send a batch of at most remaining items, or wait for the period to reset (Retry-After, reset). A batch larger than the whole quota never fits: split it."},
	{CodeNotFound, http.StatusNotFound, "Not found",
		"No route has this path. Paths are exact: a path with an empty, . or .. segment (//, /./, /../) is not redirected but answered with this problem.",
		"Check the path against the OpenAPI document at /v1/openapi.json."},
	{CodeMethodNotAllowed, http.StatusMethodNotAllowed, "Method not allowed",
		"The path exists but does not accept this method.",
		"Use a method the Allow header lists."},
	{CodeServiceUnavailable, http.StatusServiceUnavailable, "Service unavailable",
		"The server cannot serve the request now: a store is down, the server is busy (every validation slot your account may use is taken and the short queue for them is full), or it is shutting down.",
		"Retry after the seconds Retry-After gives, with some random extra delay. Nothing was charged."},
	{CodeInternal, http.StatusInternalServerError, "Internal error",
		"The server failed unexpectedly. No details are returned; the server logged the failure under the request_id.",
		"Retry later; if it persists, report the request_id."},
}

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
	Title     string `json:"title"`            // fixed per code
	Status    int    `json:"status"`           // the HTTP status
	Detail    string `json:"detail,omitempty"` // what went wrong in this request
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
// code, filling in the members that follow from the code.
func (h *handler) writeProblem(w http.ResponseWriter, r *http.Request, p Problem) {
	pt := problemTypeOf(p.Code)
	p.Code, p.Status, p.Title = pt.code, pt.status, pt.title
	p.Type = h.cfg.ProblemBase + p.Code
	p.RequestID = requestID(r.Context())
	b, err := json.Marshal(p)
	if err != nil { // cannot happen with these field types
		b = []byte(`{"type":"about:blank","status":500,"code":"internal"}`)
	}
	hdr := w.Header()
	hdr.Set("Content-Type", "application/problem+json")
	hdr.Set("Content-Length", strconv.Itoa(len(b)))
	if p.Status == http.StatusUnauthorized {
		hdr.Set("WWW-Authenticate", `ApiKey header="X-API-Key"`)
	}
	w.WriteHeader(p.Status)
	_, _ = w.Write(b)
}

// unavailable answers 503 service_unavailable with Retry-After: 1.
func (h *handler) unavailable(w http.ResponseWriter, r *http.Request, detail string) {
	w.Header().Set("Retry-After", "1")
	h.writeProblem(w, r, Problem{Code: CodeServiceUnavailable, Detail: detail})
}

// nItems says "1 item" or "n items".
func nItems[T int | int64](n T) string {
	if n == 1 {
		return "1 item"
	}
	return strconv.FormatInt(int64(n), 10) + " items"
}
