package taxid

import "github.com/ndval/ndval/internal/clean"

// plain is Validate's path for the form most values come in: a type
// given, a supported country whose values clean compacts, and a value of
// ASCII digits and separators that starts with a digit ("30546689979",
// "30-54668997-9"); Validate calls it only for a value that starts with a
// digit. Such a value has no label to read (clean.CutLabelIndex returns
// it as it is), its compact form is clean.AppendDigits', and its type
// needs no trimming when the country knows it (no name or alias has
// surrounding space), so plain checks it as run would and builds the
// result's strings with one conversion; a value written in its
// document's shape (shape.go) is read by plainShape. It reports false for
// any other value and for one that is zeros, ambiguous or damaged (a
// placeholder): validate reads those. TestPlain and TestShape check that
// both give the same results.
func (v Validator) plain(r *Result, country, typ, value string) (ok bool) {
	if typ == "" {
		return false
	}
	c := supported(country)
	if c == nil || c.hyphens {
		return false
	}
	d := c.lookup(typ)
	if d == nil {
		return false
	}
	if d.shape.match(value) {
		return v.plainShape(r, c, d, value)
	}
	var stack [scratchSize]byte
	buf, n := stack[:0], value
	if !allDigits(value) {
		if buf, ok = clean.AppendDigits(buf, value); !ok || len(buf) > 32 {
			return false
		}
		n = string(buf) // on the stack: n does not escape
	}
	vd := d.check(n, v)
	if vd.reason != faultNone {
		if damagedForm(value) {
			return false
		}
		r.Normalized = value
		if len(buf) > 0 {
			r.Normalized = string(buf)
		}
		return plainFault(r, c, d, vd)
	}
	if vd.warnings&WarnAmbiguousType != 0 || clean.Zeros(n) {
		return false
	}
	// Formatted as display gives it, value being the value as typed.
	lo := len(buf)
	buf = d.appendFormat(buf, n)
	var formatted string // "" for Normalized
	switch f := buf[lo:]; {
	case len(f) == 0 || string(f) == n:
		buf = buf[:lo]
	case lo == 0: // bare digits: value is n, which f is not
	case string(f) == value:
		formatted, buf = value, buf[:lo]
	case value[len(value)-1] <= ' ' && string(f) == clean.TrimSpace(value): // trailing space; value is ASCII
		formatted, buf = clean.TrimSpace(value), buf[:lo]
	}
	r.Normalized = value
	if len(buf) > 0 {
		s := string(buf)
		if lo > 0 {
			r.Normalized = s[:lo]
		}
		if len(s) > lo {
			formatted = s[lo:]
		}
	}
	if formatted == "" {
		formatted = r.Normalized
	}
	r.Country, r.Type, r.Entity = c.code, d.name, vd.entity.entity()
	r.Valid, r.Warnings, r.Formatted = true, vd.warnings, formatted
	return true
}

// plainShape is plain's path for a value written in d's shape
// ("30-54668997-9" for a CUIT): its digits are moved to the stack by fixed
// offsets and made Normalized, the one allocation, before the check, and
// the value is its own Formatted, since d's display form of a value of
// that length is its shape. Such a value has no letter, so it is a
// placeholder (damagedForm) exactly when its digits are zeros, which
// validate reads before anything is allocated. No document with a shape
// says a value is ambiguous (TestShape), so the result needs no second
// allocation.
func (v Validator) plainShape(r *Result, c *country, d *document, value string) bool {
	var b [40]byte
	digits := d.shape.compact(&b, value)
	if clean.Zeros(digits) {
		return false
	}
	n := string(digits)
	vd := d.check(n, v)
	if vd.reason != faultNone {
		r.Normalized = n
		return plainFault(r, c, d, vd)
	}
	if vd.warnings&WarnAmbiguousType != 0 {
		return false
	}
	r.Country, r.Type, r.Entity = c.code, d.name, vd.entity.entity()
	r.Valid, r.Normalized, r.Formatted, r.Warnings = true, n, value, vd.warnings
	return true
}

// plainFault completes r, whose Normalized is set, for a value d rejects
// with verdict vd: the result run gives, since none of recheck's readings
// applies to digits (no DV, no label, no stray character).
func plainFault(r *Result, c *country, d *document, vd verdict) bool {
	r.Country, r.Type, r.Reason, r.Entity = c.code, d.name, vd.reason.reason(), vd.entity.entity()
	return true
}

// damagedForm reports whether value, of digits and separators, is a
// placeholder or a number in scientific notation, which run reads
// (damaged) when its document rejects it.
func damagedForm(value string) bool {
	return clean.Placeholder(value) || clean.Scientific(value)
}
