package taxid

import (
	"strings"
	"unicode/utf8"
)

// Entity says whether an identification belongs to a natural person or to
// a legal entity (companies, associations, public bodies). It is empty when
// the identification does not say.
type Entity string

const (
	EntityPerson  Entity = "person"  // a natural person
	EntityCompany Entity = "company" // a legal entity: company, public body, association
)

// Result is the outcome of validating one identification.
type Result struct {
	// Country is the upper-case ISO 3166-1 alpha-2 code that was asked for.
	Country string `json:"country"`
	// Type is the canonical type name ("cuit", "cpf", "rfc", ...), resolved
	// from the value when the caller gave none. Empty when it could not be
	// resolved.
	Type string `json:"type"`
	// Valid reports whether the value passes the format, length and check
	// digit rules of Type (or was accepted by a documented exception, see
	// Flags).
	Valid bool `json:"valid"`
	// Normalized is the value without separators and spaces, with ASCII
	// letters and ñ in upper case. It is set even when Valid is false.
	// Panama keeps the hyphens typed between the parts of its ids, because
	// they decide the check digit (8-NT-1-12541DV40).
	Normalized string `json:"normalized"`
	// Formatted is the usual display form in the country, e.g. CUIT
	// 20-12345678-6. It is empty when Valid is false.
	Formatted string `json:"formatted"`
	// Reason is empty when Valid is true.
	Reason Reason `json:"reason,omitempty"`
	// Entity is person or company when the identification says which.
	Entity Entity `json:"entity,omitempty"`
	// Flags mark valid results that rest on an exception of the issuer.
	Flags Flags `json:"flags,omitempty"`
}

// Err returns nil for a valid result and an *Error otherwise.
func (r Result) Err() error {
	if r.Valid {
		return nil
	}
	return &Error{Country: r.Country, Type: r.Type, Reason: r.Reason}
}

// Validator validates identifications with options. Its zero value applies
// the defaults of the service contract: format, length and check digit must
// all pass. A Validator is a plain value, safe for concurrent use.
type Validator struct {
	// Lenient accepts values whose only fault is a check digit that the
	// issuer is documented to have assigned wrongly (the Mexican RFC
	// homoclave digit, the Ecuadorian company RUC). Such results are valid
	// and carry FlagChecksumMismatch.
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
// characters, wrong check digit) and why it failed.
//
// Value may carry the usual separators (space, '.', '-', '/', ','); they
// are removed before validation.
func Validate(country, typ, value string) Result {
	return Validator{}.Validate(country, typ, value)
}

// Validate is like the package-level Validate, with v's options.
func (v Validator) Validate(country, typ, value string) Result {
	var r Result
	c, reason := lookupCountry(country)
	if reason != "" {
		r.Normalized = compact(value)
		r.Reason = reason
		if reason != ReasonMissingCountry {
			r.Country = strings.ToUpper(strings.TrimSpace(country))
		}
		return r
	}
	r.Country = c.code
	if c.compact != nil {
		r.Normalized = c.compact(value)
	} else {
		r.Normalized = compact(value)
	}
	var d *document
	if typ = strings.TrimSpace(typ); typ != "" {
		if d = c.lookup(typ); d == nil {
			r.Type = strings.ToLower(typ)
			r.Reason = ReasonUnknownType
			return r
		}
		r.Type = d.name
	}
	if r.Normalized == "" {
		r.Reason = ReasonMissingValue
		return r
	}
	var vd verdict
	if d == nil {
		d, vd = c.resolve(r.Normalized, v)
		r.Type = d.name
	} else {
		vd = d.check(r.Normalized, v)
	}
	fill(d, vd, &r)
	return r
}

// fill completes r from document d's verdict on r.Normalized.
func fill(d *document, vd verdict, r *Result) {
	r.Reason = vd.reason
	r.Entity = vd.entity
	if vd.reason != "" {
		return
	}
	r.Valid = true
	r.Flags = vd.flags
	if d.format != nil {
		r.Formatted = d.format(r.Normalized)
	} else {
		r.Formatted = r.Normalized
	}
}

// maxCompact bounds the bytes compact copies onto the stack; longer values
// are still compacted, on the heap. No identification is near this long.
const maxCompact = 64

// compact removes surrounding and inner separators from s and upper-cases
// its ASCII letters and ñ. Separators are ASCII space and punctuation that people
// put in ids (. - / , _ and tabs) and their look-alikes from copy and paste
// (no-break spaces, Unicode dashes). Other bytes are kept, so that a stray
// character is reported as invalid_format rather than silently dropped.
// When s needs no change, compact returns it without allocating.
func compact(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 || ('a' <= c && c <= 'z') || isSeparator(c) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var stack [maxCompact]byte
	return string(appendCompact(stack[:0], s, false))
}

// appendCompact appends the compact form of s to b (see compact). With
// keepDash, '-' and its Unicode look-alikes are kept as one '-' each run,
// never leading: for ids whose hyphens carry meaning (see pa_compact.go).
func appendCompact(b []byte, s string, keepDash bool) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == '-' && keepDash:
				b = appendHyphen(b)
				continue
			case isSeparator(c):
				continue
			case 'a' <= c && c <= 'z':
				c -= 'a' - 'A'
			}
			b = append(b, c)
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case keepDash && isDashRune(r):
			b = appendHyphen(b)
		case isSeparatorRune(r):
		case r == 'ñ': // the one non-ASCII letter of an id (Mexican RFC)
			b = append(b, "Ñ"...)
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return b
}

// appendHyphen appends '-' to b unless b is empty or already ends in one.
func appendHyphen(b []byte) []byte {
	if len(b) == 0 || b[len(b)-1] == '-' {
		return b
	}
	return append(b, '-')
}

func isSeparator(c byte) bool {
	switch c {
	case ' ', '.', '-', '/', ',', '_', '\t', '\n', '\r', '\v', '\f':
		return true
	}
	return false
}

func isSeparatorRune(r rune) bool {
	switch r {
	case '\u00a0', '\u2007', '\u202f', '\u2009', '\u200b', '\ufeff': // spaces, zero width
		return true
	}
	return isDashRune(r)
}

// isDashRune reports the Unicode dashes and the minus sign.
func isDashRune(r rune) bool {
	return r == '\u2212' || ('\u2010' <= r && r <= '\u2015')
}
