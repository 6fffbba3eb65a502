// The announcement of a deprecated route: the Deprecation header of RFC 9745
// (a Structured Fields Date, "@" and Unix seconds), the Sunset header of RFC
// 8594 (an HTTP-date) and a Link with rel="deprecation" (RFC 9745, section
// 3), sent on every response of the route, errors included, so that a
// client sees them whatever it sends. Nothing is deprecated by default.

package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Deprecation announces that a route of the API is deprecated: every response
// of the route then carries the headers
//
//	Deprecation: @1798761600
//	Sunset: Fri, 01 Jan 2027 00:00:00 GMT
//	Link: <https://example.com/changes>; rel="deprecation"
//
// the last two only when Sunset and Link are set. The HTTP API changes in a
// way that breaks clients only after such an announcement.
type Deprecation struct {
	// Route names the route: a pattern exactly as the handler registers it,
	// "POST /v1/validate/tax-ids", or a path, "/v1/validate/tax-ids", which
	// covers every method of the path (the 405 answers included). New
	// panics when it names no route, so that a mistyped route cannot go
	// unannounced.
	Route string
	// Date is when the route is or was deprecated, sent in the Deprecation
	// header as Unix seconds (RFC 9745); a date in the future announces a
	// deprecation to come. Required: New panics when it is zero.
	Date time.Time
	// Sunset, when set, is when the route is expected to stop answering,
	// sent in the Sunset header as an HTTP-date (RFC 8594). It should not
	// be earlier than Date.
	Sunset time.Time
	// Link, when set, is the URL of a page that explains the deprecation
	// and what to use instead, sent as Link: <Link>; rel="deprecation".
	Link string
}

// header is one response header a route adds.
type header struct{ name, value string }

// headers returns the response headers that announce d.
func (d Deprecation) headers() []header {
	hs := []header{{"Deprecation", "@" + strconv.FormatInt(d.Date.Unix(), 10)}}
	if !d.Sunset.IsZero() {
		hs = append(hs, header{"Sunset", d.Sunset.UTC().Format(http.TimeFormat)})
	}
	if d.Link != "" {
		hs = append(hs, header{"Link", "<" + d.Link + `>; rel="deprecation"`})
	}
	return hs
}

// covers reports whether d names the route registered as pattern: the
// pattern itself, or its path.
func (d Deprecation) covers(pattern string) bool {
	if d.Route == pattern {
		return true
	}
	_, path, hasMethod := strings.Cut(pattern, " ")
	if !hasMethod {
		path = pattern
	}
	return d.Route == path
}

// handle registers fn for pattern, wrapped so that its responses announce
// the first of h.cfg.Deprecations that covers the pattern, and marks in used
// every deprecation that covers it.
func (h *handler) handle(pattern string, fn http.HandlerFunc, used []bool) {
	var hs []header
	for i, d := range h.cfg.Deprecations {
		if d.covers(pattern) {
			if hs == nil {
				hs = d.headers()
			}
			used[i] = true
		}
	}
	if hs != nil {
		inner := fn
		fn = func(w http.ResponseWriter, r *http.Request) {
			hdr := w.Header()
			for _, x := range hs {
				hdr.Add(x.name, x.value)
			}
			inner(w, r)
		}
	}
	h.mux.HandleFunc(pattern, fn)
}

// checkDeprecations panics on a deprecation that names no route or has no
// date: a misconfiguration, found when the handler is built.
func checkDeprecations(ds []Deprecation, used []bool) {
	for i, d := range ds {
		if !used[i] {
			panic("httpapi: Config.Deprecations: no route " + strconv.Quote(d.Route))
		}
		if d.Date.IsZero() {
			panic("httpapi: Config.Deprecations: no Date for " + strconv.Quote(d.Route))
		}
	}
}
