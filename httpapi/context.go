package httpapi

import (
	"context"
	"crypto/rand"

	"github.com/ndval/ndval/message"
)

type ctxKey int

// reqInfoKey is the context key of a request's *reqInfo.
const reqInfoKey ctxKey = 0

// reqInfo is what the handler keeps about a request in its context: the
// request id; the language of its answer (see acceptLanguage); what the
// access log line reports besides the basics (the key id, the number of
// items and the body bytes read); and the validation slot the request
// holds, if any. One context value holds all of it.
type reqInfo struct {
	requestID string
	lang      message.Lang
	langAsked bool // the request has an Accept-Language field
	keyID     string
	items     int
	bytesIn   int64
	slot      string // the account whose slot the request holds
	holdsSlot bool
}

// requestID returns the id of the request carried by ctx.
func requestID(ctx context.Context) string {
	if li, ok := ctx.Value(reqInfoKey).(*reqInfo); ok {
		return li.requestID
	}
	return ""
}

func getReqInfo(ctx context.Context) *reqInfo {
	li, _ := ctx.Value(reqInfoKey).(*reqInfo)
	if li == nil {
		return new(reqInfo) // a throwaway, when called outside the middleware
	}
	return li
}

// newRequestID returns a fresh request id: 26 random base32 characters.
func newRequestID() string { return rand.Text() }

// validRequestID accepts a client's X-Request-Id only when it is short and
// plain, so it is safe to echo and to log.
func validRequestID(s string) bool {
	if len(s) == 0 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}
