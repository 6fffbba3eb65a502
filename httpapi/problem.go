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
	CodeEmptyBatch           = "empty_batch"            // 400
	CodeBatchTooLarge        = "batch_too_large"        // 413
	CodeQuotaExceeded        = "quota_exceeded"         // 429
	CodeNotFound             = "not_found"              // 404
	CodeMethodNotAllowed     = "method_not_allowed"     // 405
	CodeServiceUnavailable   = "service_unavailable"    // 503
	CodeInternal             = "internal"               // 500
)

var problemTitles = map[string]string{
	CodeUnauthenticated:      "Missing or invalid API key",
	CodeUnsupportedMediaType: "Unsupported media type",
	CodeInvalidRequest:       "Invalid request",
	CodeEmptyBatch:           "Empty batch",
	CodeBatchTooLarge:        "Batch too large",
	CodeQuotaExceeded:        "Quota exceeded",
	CodeNotFound:             "Not found",
	CodeMethodNotAllowed:     "Method not allowed",
	CodeServiceUnavailable:   "Service unavailable",
	CodeInternal:             "Internal error",
}

// Problem is an RFC 9457 problem details object with the members ndval
// adds: code, request_id and, depending on the code, the extensions below.
type Problem struct {
	Type      string `json:"type"`
	Title     string `json:"title"`
	Status    int    `json:"status"`
	Detail    string `json:"detail,omitempty"`
	Code      string `json:"code"`
	RequestID string `json:"request_id"`

	// invalid_request: where the body is wrong (at most maxFieldErrors).
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
	Detail  string `json:"detail"`
}

// writeProblem sends p as application/problem+json, filling in the
// members that follow from its code.
func (h *handler) writeProblem(w http.ResponseWriter, r *http.Request, status int, p Problem) {
	p.Status = status
	p.Title = problemTitles[p.Code]
	p.Type = h.cfg.ProblemBase + p.Code
	p.RequestID = requestID(r.Context())
	b, err := json.Marshal(p)
	if err != nil { // cannot happen with these field types
		b = []byte(`{"type":"about:blank","status":500,"code":"internal"}`)
	}
	hdr := w.Header()
	hdr.Set("Content-Type", "application/problem+json")
	hdr.Set("Content-Length", strconv.Itoa(len(b)))
	if status == http.StatusUnauthorized {
		hdr.Set("WWW-Authenticate", `ApiKey header="X-API-Key"`)
	}
	w.WriteHeader(status)
	_, _ = w.Write(b)
}
