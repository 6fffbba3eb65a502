package main

import "net/http"

// hstsValue is the Strict-Transport-Security the server sends when it
// serves TLS itself: browsers keep to HTTPS for a year. It leaves out
// includeSubDomains and preload, which commit other hosts of the domain.
const hstsValue = "max-age=31536000"

// withHSTS adds Strict-Transport-Security to every response of h (RFC
// 6797 asks for it on responses over TLS only, so wrap only a TLS
// listener's handler).
func withHSTS(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Strict-Transport-Security", hstsValue)
		h.ServeHTTP(w, r)
	})
}
