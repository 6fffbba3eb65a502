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
// "run", "CI"); when empty, the type is resolved from the value as written:
//   - a label naming a document with a check digit ("NIT", "RUC", "CUIT")
//     decides it, as if it were typ; a label naming one without (a
//     cédula's "CI", "CC") limits the reading to those;
//   - a check digit set off by a hyphen, a slash or a space, or written
//     after the letters DV ("900.123.456-7", "80012345-6",
//     "900.123.456 DV 7"), limits it to the documents with a check digit;
//   - otherwise the country's types are tried in the order Types lists
//     them and the first one that accepts the value wins.
//
// So a value is valid or invalid as the document its written form names,
// never re-read as another. A compact value that fails the check digit of
// one document and is valid as a document without check digit (a
// 10-digit Colombian value, a 9-digit Peruvian one, a Paraguayan one) is
// valid as the latter with WarnAmbiguousType, and Result.OtherType names
// the former (see each country's file for its default reading). When no
// type accepts the value, the result reports the type whose rules the
// value came closest to meeting (right length and characters, wrong check
// digit) and why it failed. The checks run in the order country, type,
// value, so an empty country with an empty value is
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

// Validate is like the package-level Validate, with v's options. It
// allocates at most once: one string holds every string of the result it
// has to build (Normalized, when the value had separators or lower case,
// and Formatted, unless the value was written in its display form). A
// value longer than 32 bytes once compacted, which no identification is,
// may cost one more.
func (v Validator) Validate(country, typ, value string) (r Result) {
	if value != "" && isDigit(value[0]) && v.plain(&r, country, typ, value) {
		return r // the first byte tested here spares the others plain's call
	}
	var stack [scratchSize]byte
	buf, sp := v.run(&r, stack[:0], country, typ, value)
	if len(buf) > 0 {
		s := string(buf)
		sp.country.in(s, &r.Country)
		sp.typ.in(s, &r.Type)
		sp.norm.in(s, &r.Normalized)
		sp.formatted.in(s, &r.Formatted)
	}
	return r
}

// AppendValidate validates value as v.Validate does and appends the
// result to b as one JSON object, as Result.AppendJSON writes it. It
// returns the extended buffer and the result's Reason, which is empty
// exactly when the result is valid. It is for a server or a tool that
// writes results into an output buffer: it allocates nothing when b has
// room, unless a string it must build (the compact value, or a country or
// type it does not know, as given) is longer than 32 bytes, which no
// identification is.
func (v Validator) AppendValidate(b []byte, country, typ, value string) ([]byte, ndval.Reason) {
	var stack [scratchSize]byte
	var r Result
	buf, sp := v.run(&r, stack[:0], country, typ, value)
	b = appendResultJSON(b, r.Valid, sp.norm.view(buf, r.Normalized), sp.formatted.view(buf, r.Formatted),
		sp.country.view(buf, r.Country), sp.typ.view(buf, r.Type), r.Reason, r.Warnings, r.Entity, r.OtherType)
	return b, r.Reason
}

// AppendValidate is Validator.AppendValidate with the default Validator.
func AppendValidate(b []byte, country, typ, value string) ([]byte, ndval.Reason) {
	return Validator{}.AppendValidate(b, country, typ, value)
}

// run validates value into r. The strings of r it has to build it appends
// to buf, which it returns, and leaves those fields empty; sp says where
// each is. Validate and AppendValidate then decide where they go. The
// checks run on a copy of the compact value that the compiler keeps on
// the stack, since they are called directly and keep nothing of it
// (dispatch.go).
func (v Validator) run(r *Result, buf []byte, country, typ, value string) (_ []byte, sp spans) {
	c := supported(country)
	if c == nil {
		var code string
		var reason ndval.Reason
		if c, code, reason = lookupCountry(country); reason != "" {
			return badCountry(r, buf, country, value, code, reason)
		}
	}
	r.Country = c.code
	rest, cut, label := clean.CutLabelIndex(value, c.code, c.labels)
	r.Normalized, sp.norm, buf = c.compact(buf, rest)
	var d *document
	if clean.Spaced(typ) {
		typ = strings.TrimSpace(typ)
	}
	if typ != "" {
		if d = c.lookup(typ); d == nil {
			return unknownType(r, buf, sp, typ)
		}
	}
	n := sp.norm.view(buf, r.Normalized)
	if n == "" {
		r.Type, r.Reason = typeName(d), ndval.ReasonMissingValue
		if clean.Placeholder(value) {
			r.Warnings = WarnPlaceholder
		}
		return buf, sp
	}
	found, vd := d, verdict{}
	switch {
	case d != nil:
		vd = d.check(n, v)
	case label < 0 && !c.overlap:
		found, vd = c.resolve(n, v, tryAll) // nothing written to read
	default:
		found, vd = c.resolveWritten(n, v, rest, label)
	}
	if vd.reason != faultNone {
		found, vd, sp.norm, buf = v.recheck(r, buf, sp.norm, n, c, d, found, vd, value, rest, label, cut)
		if vd.reason != faultNone {
			r.Type, r.Reason, r.Entity = found.name, vd.reason.reason(), vd.entity.entity()
			damaged(r, &sp, d, value)
			return buf, sp
		}
		n = sp.norm.view(buf, r.Normalized)
	}
	if clean.Zeros(n) {
		// Zeros alone pass the rules of a document with no check digit
		// (a DNI, a cédula), but no issuer gives them: they are what a
		// sheet holds where the id is missing.
		r.Type, r.Reason, r.Warnings, r.Normalized = typeName(d), ndval.ReasonMissingValue, WarnPlaceholder, ""
		sp.norm = 0
		return buf, sp
	}
	r.Type, r.Entity = found.name, vd.entity.entity()
	r.Valid, r.Warnings = true, vd.warnings
	if vd.warnings&WarnAmbiguousType != 0 {
		r.OtherType = typeName(c.otherDoc(n, v))
	}
	r.Formatted, sp.formatted, buf = display(found, n, rest, r.Normalized, sp.norm, buf)
	return buf, sp
}

// damaged replaces r, the failed result of validating value (d the type
// given, nil for none), when value is not an id but what a spreadsheet
// left in its place: a placeholder ("-", "0", "N/A", "sin dato") is
// missing_value with WarnPlaceholder, as the empty value; a number shown
// in scientific notation ("3.05467E+10") is excel_scientific_notation,
// its digits lost. Neither keeps Normalized. Only failed values are
// looked at, so valid ids cost nothing.
func damaged(r *Result, sp *spans, d *document, value string) {
	var why ndval.Reason
	var w Warnings
	switch {
	case clean.Placeholder(value):
		why, w = ndval.ReasonMissingValue, WarnPlaceholder
	case clean.Scientific(value):
		why = ndval.ReasonExcelScientificNotation
	default:
		return
	}
	r.Type, r.Reason, r.Warnings, r.Entity, r.Normalized = typeName(d), why, w, "", ""
	sp.norm = 0
}

// recheck is run's path for a value n that found, with verdict vd, rejects,
// as d or as the document resolved: it tries again the readings that the
// first check left out, and returns the document, its verdict and
// Normalized's span and buffer (Normalized itself set in r), so that the
// value is built again in run's frame. A value n whose check digit was
// written after DV is checked without the letters; a label that was part
// of the value (cut) is kept when the value is valid so; and a failure of
// length caused by a character no id has is reported as one of format.
func (v Validator) recheck(r *Result, buf []byte, norm span, n string, c *country, d, found *document, vd verdict,
	value, rest string, label int, cut bool) (*document, verdict, span, []byte) {
	if hasDV(n) && !c.hyphens {
		// A check digit written after DV, which no document accepts
		// with the letters: the value without them.
		r.Normalized, norm, buf = cutDV(r.Normalized, norm, buf)
		n = norm.view(buf, r.Normalized)
		if d != nil {
			vd = d.check(n, v)
		} else {
			found, vd = c.resolveWritten(n, v, rest, label)
		}
	}
	if cut && vd.reason != faultNone {
		// The label may have been part of the value: keep the value as
		// written when that is valid.
		lo := len(buf)
		whole, wsp, wbuf := c.compact(buf, value)
		wn := wsp.view(wbuf, whole)
		if wd, wvd := c.check(d, wn, v); wvd.reason == faultNone {
			norm, buf = replace(norm, wsp, wbuf, lo)
			r.Normalized = whole
			return wd, wvd, norm, buf
		}
	}
	if vd.reason == faultLength && hasStray(n) {
		// A character no id has (a NUL, U+FFFD for a byte that was not
		// UTF-8, a stray symbol) says more than the length it skews.
		vd.reason = faultFormat
	}
	return found, vd, norm, buf
}

// display returns Formatted for n, a value d accepts whose Normalized is
// norm or the bytes at nsp: Normalized itself when the display form is n,
// the value as typed (rest, without surrounding space) when it was typed
// in that form, else the form it builds in buf.
func display(d *document, n, rest, norm string, nsp span, buf []byte) (string, span, []byte) {
	lo := len(buf)
	buf = d.appendFormat(buf, n)
	f := buf[lo:]
	switch {
	case len(f) == 0 || string(f) == n:
		return norm, nsp, buf[:lo]
	case string(f) == rest:
		return rest, 0, buf[:lo]
	case len(rest) > len(f) && string(f) == clean.TrimSpace(rest): // trimming only shortens
		return clean.TrimSpace(rest), 0, buf[:lo]
	}
	return "", spanOf(lo, len(buf)), buf
}

// unknownType is run for a type the country does not have: the reason,
// and the type as given (trimmed), in lower case.
func unknownType(r *Result, buf []byte, sp spans, typ string) ([]byte, spans) {
	lo := len(buf)
	r.Type, sp.typ, buf = keep(appendLower(buf, typ), lo, typ)
	r.Reason = ndval.ReasonUnknownType
	return buf, sp
}

// badCountry is run for a country the package has no rules for: the
// reason, the country as given (trimmed and upper-cased) when it is not a
// code, and the value compacted as clean does.
func badCountry(r *Result, buf []byte, country, value, code string, reason ndval.Reason) (_ []byte, sp spans) {
	r.Reason, r.Country = reason, code
	if reason == ndval.ReasonInvalidCountry {
		country = strings.TrimSpace(country)
		lo := len(buf)
		r.Country, sp.country, buf = keep(appendUpper(buf, country), lo, country)
	}
	r.Normalized, sp.norm, buf = noRules.compact(buf, value)
	return buf, sp
}

// replace moves the compact value built at buf[lo:], if it was, into the
// place of the one built before it at old, if it was, and returns its
// span and the buffer.
func replace(old, whole span, buf []byte, lo int) (span, []byte) {
	if !old.built() {
		return whole, buf
	}
	buf = append(buf[:old.lo()], buf[lo:]...)
	if whole.built() {
		whole = spanOf(old.lo(), len(buf))
	}
	return whole, buf
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
