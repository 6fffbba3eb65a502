package httpapi

import (
	"net/http"
	"strings"

	"github.com/ndval/ndval/message"
)

// The language of a response. ServeHTTP chooses it once per request from
// Accept-Language (message.Match: es-MX, es-419 and es find Spanish, pt-PT
// and pt Brazilian Portuguese, anything else, a header that does not
// parse, or none, English) and keeps it in the request's reqInfo; the
// item errors' message, the problems' title and detail and the problem
// pages are written in it. Every such response has Vary: Accept-Language,
// and says which language it is in with Content-Language when the request
// had an Accept-Language field. Codes, reasons and member names never
// change.
//
// Without the field, the answer is English and has no Content-Language:
// the batch endpoints answer with seven header fields, and two more would
// take the response's header map past the eight a Go map holds without
// growing, which costs an English one-item request about a microsecond
// (BENCHMARKS.md, issue 25). A client that asks for a language is told
// which it got.

// maxAcceptLanguage bounds the part of an Accept-Language header that is
// read: browsers send a few dozen bytes, and the matcher's work grows with
// the list. A longer header is cut after its last whole entry within the
// bound.
const maxAcceptLanguage = 1 << 10

// acceptLanguage returns the language of the catalogs nearest to the
// request's Accept-Language fields, and whether it has any; English
// without one, at no cost.
func acceptLanguage(h http.Header) (message.Lang, bool) {
	// The name is written canonical, so the lookup allocates nothing.
	v := h["Accept-Language"]
	var s string
	switch len(v) {
	case 0:
		return message.English, false
	case 1:
		s = v[0]
	default: // several fields are one comma-separated list
		s = strings.Join(v, ",")
	}
	if len(s) > maxAcceptLanguage {
		s = s[:maxAcceptLanguage]
		s = s[:max(strings.LastIndexByte(s, ','), 0)]
	}
	return message.Match(s), true
}

// lang returns the language chosen for r.
func lang(r *http.Request) message.Lang { return getReqInfo(r.Context()).lang }

// text returns the message of key in r's language, its placeholders
// filled in from args (message.Lang.Format).
func text(r *http.Request, key string, args ...string) string {
	return lang(r).Format(key, args...)
}

// langHeaders holds the values of Content-Language, one per language, and
// of Vary, made once by New so that a response sets them without
// allocating. Every response shares them and nothing writes to them: the
// capacity of each slice is its length, so that Header.Add appends to a
// copy.
type langHeaders struct {
	langs           []message.Lang
	contentLanguage [][]string
	vary            []string
}

func newLangHeaders() langHeaders {
	lh := langHeaders{langs: message.Langs(), vary: []string{"Accept-Language"}}
	for _, l := range lh.langs {
		lh.contentLanguage = append(lh.contentLanguage, []string{l.String()})
	}
	return lh
}

// set says in hdr that the response depends on Accept-Language and, when
// r has the field, that it is in r's language.
func (lh *langHeaders) set(hdr http.Header, r *http.Request) {
	if ri := getReqInfo(r.Context()); ri.langAsked {
		lh.setLang(hdr, ri.lang)
	}
	lh.setVary(hdr)
}

// setLang writes Content-Language: l.
func (lh *langHeaders) setLang(hdr http.Header, l message.Lang) {
	for i, x := range lh.langs {
		if x == l {
			hdr["Content-Language"] = lh.contentLanguage[i]
			return
		}
	}
}

// setVary adds Accept-Language to Vary.
func (lh *langHeaders) setVary(hdr http.Header) {
	if len(hdr["Vary"]) == 0 {
		hdr["Vary"] = lh.vary
		return
	}
	addVary(hdr, "Accept-Language")
}

// addVary adds name to the Vary field of hdr unless a Vary field already
// lists it or "*".
func addVary(hdr http.Header, name string) {
	for _, v := range hdr["Vary"] {
		for f := range strings.SplitSeq(v, ",") {
			if f = strings.TrimSpace(f); f == "*" || strings.EqualFold(f, name) {
				return
			}
		}
	}
	hdr["Vary"] = append(hdr["Vary"], name)
}
