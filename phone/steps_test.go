package phone

import "github.com/ndval/ndval"

// The forms of the validation steps that return their result, which the
// tests compare with phonenumbers and with the old code; the package
// itself writes each step's result in place.

// lookupRegion reads the country given and returns it upper-cased, with
// its country calling code. An empty country is not an error here:
// whether it is allowed depends on how the number is written.
func lookupRegion(c string) (region string, code int, reason ndval.Reason) {
	region, _, code, reason = lookupPlan(c)
	return region, code, reason
}

// scanTyped reads value, already trimmed of surrounding space, as
// separators, an optional plus sign, the digits and separators of the
// number, and an optional extension. It reports false for anything else,
// for more than vmMaxInput digits, and for fewer than three, which
// phonenumbers treats apart (isViablePhoneNumber).
func scanTyped(value string) (t typed, ok bool) {
	ok = t.scan(value)
	return t, ok
}

// validate is Validate, from the compiled metadata when fast is set and
// the value is written as the fast path reads it (fast.go), from
// phonenumbers otherwise; it reports whether the compiled metadata
// answered.
func (v Validator) validate(country, value string, fast bool) (Result, bool) {
	var r Result
	fast = v.validateInto(&r, country, value, fast)
	return r, fast
}
