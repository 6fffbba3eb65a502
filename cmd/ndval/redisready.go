package main

import (
	"net/http"

	"github.com/ndval/ndval/httpapi/redisstore"
)

// redisHeader names the header of /readyz that reports Redis's state.
const redisHeader = "Nd-Redis"

// withRedisState adds Nd-Redis to the answers of /readyz: "up", or "down"
// with the policy in force. In fail-open mode /readyz stays 200 while
// Redis is down (every replica shares it, and a load balancer would drop
// them all at once), so the header is where a person or a probe sees it.
func withRedisState(h http.Handler, st *redisstore.Store, failClosed bool) http.Handler {
	down := "down; quota fails open"
	if failClosed {
		down = "down; quota fails closed"
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/readyz" {
			state := "up"
			if !st.Up() {
				state = down
			}
			w.Header().Set(redisHeader, state)
		}
		h.ServeHTTP(w, r)
	})
}
