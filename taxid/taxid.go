package taxid

import (
	"strings"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/clean"
)

// Validator validates identifications with options. Its zero value applies
// the defaults of the service contract: format, length and check digit must
// all pass. A Validator is a plain value, safe for concurrent use.
type Validator struct {
	// Lenient accepts values whose only fault is a check digit that the
	// issuer is documented to have assigned wrongly (the Mexican RFC
	// homoclave digit, the Ecuadorian company RUC). Such results are valid
	// and carry WarnChecksumMismatch.
	Lenient bool
}

// Validate validates value as an identification of the given type in
// country, with the default Validator.
//
// Country is an ISO 3166-1 alpha-2 code in any case; surrounding space is
// ignored. Typ is a canonical type name or alias in any case ("cuit",
// "run", "CI"); when empty, the type is resolved from the value: the
// country's types are tried in the order Types lists them and the first one
// that accepts the value wins. When none does, the result reports the type
// whose rules the value came closest to meeting (right length and
// characters, wrong check digit) and why it failed. The checks run in the
// order country, type, value, so an empty country with an empty value is
// ndval.ReasonMissingCountry.
//
// Value may be written as people paste it: with spaces of any kind,
// dashes, dots, slashes and invisible marks, in full-width digits, after a
// label naming the document ("CPF:", "CUIT N°", "R.U.T.") or the
// country's ISO code written VAT-style ("CL 12.531.909-2"). A label is
// dropped only when that does not make a valid value invalid.
func Validate(country, typ, value string) Result {
	return Validator{}.Validate(country, typ, value)
}

// Validate is like the package-level Validate, with v's options.
func (v Validator) Validate(country, typ, value string) Result {
	var r Result
	c, code, reason := lookupCountry(country)
	if reason != "" {
		r.Normalized = clean.Compact(value)
		r.Reason = reason
		r.Country = code
		if reason == ndval.ReasonInvalidCountry {
			r.Country = strings.ToUpper(strings.TrimSpace(country))
		}
		return r
	}
	r.Country = c.code
	n, cut := c.normalize(value)
	r.Normalized = n
	var d *document
	if typ = strings.TrimSpace(typ); typ != "" {
		if d = c.lookup(typ); d == nil {
			r.Type = strings.ToLower(typ)
			r.Reason = ndval.ReasonUnknownType
			return r
		}
	}
	if n == "" {
		r.Type = typeName(d)
		r.Reason = ndval.ReasonMissingValue
		return r
	}
	found, vd := c.check(d, n, v)
	if cut && vd.reason != "" {
		// The label may have been part of the value: keep the value as
		// written when that is valid.
		whole := c.compact(value)
		if wd, wvd := c.check(d, whole, v); wvd.reason == "" {
			r.Normalized, found, vd = whole, wd, wvd
		}
	}
	if vd.reason == ndval.ReasonInvalidLength && hasStray(r.Normalized) {
		// A character no id has (a NUL, U+FFFD for a byte that was not
		// UTF-8, a stray symbol) says more than the length it skews.
		vd.reason = ndval.ReasonInvalidFormat
	}
	fill(found, vd, &r)
	return r
}

// hasStray reports whether n, a compact value, holds a character that is
// in no identification: anything but ASCII digits and upper-case
// letters, Ñ and the hyphens Panama keeps.
func hasStray(n string) bool {
	for i := 0; i < len(n); i++ {
		switch c := n[i]; {
		case '0' <= c && c <= '9', 'A' <= c && c <= 'Z', c == '-':
		case c == 0xc3 && i+1 < len(n) && n[i+1] == 0x91: // Ñ
			i++
		default:
			return true
		}
	}
	return false
}

// typeName returns d's canonical name, or "" for no document.
func typeName(d *document) string {
	if d == nil {
		return ""
	}
	return d.name
}

// fill completes r from document d's verdict on r.Normalized.
func fill(d *document, vd verdict, r *Result) {
	r.Type = d.name
	r.Reason = vd.reason
	r.Entity = vd.entity
	if vd.reason != "" {
		return
	}
	r.Valid = true
	r.Warnings = vd.warnings
	if d.format != nil {
		r.Formatted = d.format(r.Normalized)
	} else {
		r.Formatted = r.Normalized
	}
}
