package account

import "github.com/ndval/ndval"

// The country rule and type detection: which country and type a value is
// validated against when the caller leaves one out or gives one that does
// not fit. The package documentation ("The country", "Type detection")
// states the rule; TestCountryRule and TestDetect hold it.

// detect returns the kind of the compact value n, for which no type was
// given, in the country cc (empty or an assigned code): an IBAN when n is
// written as one, whatever the country; with no country, the national
// format whose shape n has; else the country's own format. It returns nil
// when none applies.
func detect(cc, n string) *kind {
	switch {
	case ibanShaped(n):
		return &ibanKind
	case cc == "":
		return shapeKind(n)
	}
	return ownKind(cc, n)
}

// countryReason returns missing_country or unsupported_country when the
// country cc (empty, or an assigned code) cannot be used: when neither it
// nor d, the kind given or detected (nil for none), says where the value
// n is. fits is false when the value was too long to read. It returns ""
// when the checks can go on.
func countryReason(cc string, d *kind, n string, fits bool) ndval.Reason {
	switch {
	case cc == "" && (d == nil || n == "" && fits):
		// An empty value says nothing, whatever the type.
		return ndval.ReasonMissingCountry
	case d == nil:
		return ndval.ReasonUnsupportedCountry
	}
	return ""
}

// foreign replaces r, the failed result of validating n, for which no type
// was given, as the format of the country cc, by the result of another
// country's national format when n has its shape and verifies fully as it
// (check digits included).
func (v Validator) foreign(cc, n, src string, r *Result) {
	k := shapeKind(n)
	if k == nil || k.country == cc {
		return
	}
	other := Result{Normalized: n}
	v.check(k, n, src, &other)
	if other.Valid && other.ChecksumValid {
		*r = other
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
	if !latamDigits(n) { // 16 to 24 digits, eight at a time; the sizes below are among them
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
