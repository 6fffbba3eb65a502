// Package country holds the module's one country rule: how every field
// package reads the country a caller gives. A country is an officially
// assigned ISO 3166-1 alpha-2 code (data/SOURCES.md), in any case, with
// surrounding space ignored. The checks run in one order everywhere:
// empty is ndval.ReasonMissingCountry, anything that is not an assigned
// code (two letters or not) is ndval.ReasonInvalidCountry; whether an
// assigned code has rules is the field package's own question
// (ndval.ReasonUnsupportedCountry).
package country

import (
	"strings"

	"github.com/ndval/ndval"
)

// Parse reads a country code given by a caller. It returns the code in
// upper case, without allocating, or the reason it is not one: an empty
// reason means ok. An empty or blank s gives ndval.ReasonMissingCountry,
// which a field whose value can carry its own country (an IBAN, a phone
// number in international form) may take as "none given".
func Parse(s string) (string, ndval.Reason) {
	if len(s) == 2 {
		// A code in upper case, as a caller that parsed it already
		// passes it on, is its own answer.
		if a, b := s[0]-'A', s[1]-'A'; a < 26 && b < 26 && index[int(a)*26+int(b)] != 0 {
			return s, ""
		}
		if i := lookup(s[0], s[1]); i >= 0 {
			return codes[2*i : 2*i+2], ""
		}
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return "", ndval.ReasonMissingCountry
	}
	if len(s) == 2 {
		if i := lookup(s[0], s[1]); i >= 0 {
			return codes[2*i : 2*i+2], ""
		}
	}
	return "", ndval.ReasonInvalidCountry
}

// Assigned reports whether code, in upper case, is an assigned ISO 3166-1
// alpha-2 code.
func Assigned(code string) bool {
	return len(code) == 2 && 'A' <= code[0] && code[0] <= 'Z' && 'A' <= code[1] && code[1] <= 'Z' &&
		lookup(code[0], code[1]) >= 0
}

// Name returns the English short name of an assigned code in upper case
// ("Bolivia"), or "" for any other string.
func Name(code string) string {
	if !Assigned(code) {
		return ""
	}
	return names[lookup(code[0], code[1])]
}

// Codes returns every assigned code, sorted. The slice is a fresh copy.
func Codes() []string {
	out := make([]string, len(codes)/2)
	for i := range out {
		out[i] = codes[2*i : 2*i+2]
	}
	return out
}

// lookup returns the position in codes of the two letters a, b in any
// case, or -1.
func lookup(a, b byte) int {
	a, b = a|0x20, b|0x20 // ASCII lower case; other bytes fail below
	if a < 'a' || a > 'z' || b < 'a' || b > 'z' {
		return -1
	}
	return int(index[int(a-'a')*26+int(b-'a')]) - 1
}

// OfRegion returns the ISO 3166-1 alpha-2 code of a phone-numbering
// region of libphonenumber: the region itself when it is an assigned
// code, SH for AC (Ascension) and TA (Tristan da Cunha), and "" for the
// non-geographic "001" (+800, +882 ...), for XK and for the empty region
// (a calling code shared by several regions whose digits do not say
// which). Package phone answers with it, and its generator writes it into
// the tables.
func OfRegion(region string) string {
	switch region {
	case "AC", "TA":
		return "SH"
	}
	if Assigned(region) {
		return region
	}
	return ""
}
