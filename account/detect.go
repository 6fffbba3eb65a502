package account

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/checksum"
)

// The country rule and type detection: which country and type a value is
// validated against when the caller leaves one out or gives one that does
// not fit. The package documentation ("The country", "Type detection")
// states the rule; TestCountryRule and TestDetect hold it.

// countryReason returns missing_country or unsupported_country when the
// country cc (empty, or an assigned code) cannot be used for the compact
// value n with the kind k the caller gave (nil for none or an unknown
// name); fits is false when the value was too long to read. It returns ""
// when the checks can go on.
func countryReason(cc string, k *kind, n string, fits bool) ndval.Reason {
	if cc == "" {
		// The type or the value may say the country; an empty value says
		// nothing, whatever the type.
		if n == "" && fits || k == nil && !ibanShaped(n) && shapeKind(n) == nil {
			return ndval.ReasonMissingCountry
		}
		return ""
	}
	if k == nil && ownKind(cc, n) == nil && !ibanShaped(n) {
		return ndval.ReasonUnsupportedCountry
	}
	return ""
}

// detect validates n, for which no type was given, into r. A value
// written as an IBAN is one, whatever the country; with no country (cc
// empty), the national format its digits fit; else the country's own
// format, and only when that fails, another country's national format
// that n fits and fully verifies as (check digits included).
func (v Validator) detect(cc, n, src string, r *Result) {
	switch {
	case ibanShaped(n):
		v.check(&ibanKind, n, src, r)
		return
	case cc == "":
		v.check(shapeKind(n), n, src, r) // not nil: countryReason ran
		return
	}
	v.check(ownKind(cc, n), n, src, r) // not nil: countryReason ran
	if r.Valid && r.ChecksumValid {
		return
	}
	if k := shapeKind(n); k != nil && k.country != cc {
		other := Result{Normalized: n}
		v.check(k, n, src, &other)
		if other.Valid && other.ChecksumValid {
			*r = other
		}
	}
}

// ibanShaped reports whether n starts as an IBAN does: two letters and two
// digits.
func ibanShaped(n string) bool {
	return len(n) >= 4 && isUpper(n[0]) && isUpper(n[1]) && isDigit(n[2]) && isDigit(n[3])
}

// shapeKind returns the national format whose shape the digits n have,
// which no other format shares: 22 digits are a CBU, or a CVU when they
// start with 000; 18 a CLABE; 20 a CCI. It returns nil for any other
// value.
func shapeKind(n string) *kind {
	if len(n) < 18 || !checksum.IsDigits(n) {
		return nil
	}
	switch len(n) {
	case 22:
		if n[:3] == "000" {
			return &cvuKind
		}
		return &cbuKind
	case 18:
		return &clabeKind
	case 20:
		return &cciKind
	}
	return nil
}

// ownKind returns the format of the country cc that a value n of another
// shape is reported against: its national format (for AR, the CBU unless
// n has a CVU's shape), or IBAN for a country whose accounts are IBANs. It
// returns nil for a country with neither.
func ownKind(cc, n string) *kind {
	switch cc {
	case "AR":
		if k := shapeKind(n); k == &cvuKind {
			return k
		}
		return &cbuKind
	case "MX":
		return &clabeKind
	case "PE":
		return &cciKind
	}
	if ibanCountryKnown(cc) {
		return &ibanKind
	}
	return nil
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
