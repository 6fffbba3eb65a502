package phone

import (
	"math/rand/v2"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// The fast parser as it was before its national numbers became slices of
// the digits or of one buffer: every step copied the digits it kept into a
// digitBuf. TestParseTypedRef holds parseTyped to it.

// setRef copies s into d, as digitBuf's set did.
func (d *digitBuf) setRef(s []byte) { d.n = copy(d.b[:], s) }

// parseTypedRef parses t as phonenumbers.ParseToNumber(value, region) parses
// the value t was scanned from, with region's plan (nil for no region),
// into num, or returns the error phonenumbers returns.
func parseTypedRef(t *typed, region *plan, num *fastNumber) error {
	digits := t.digits[:t.n]
	if region == nil && !t.plus {
		return phonenumbers.ErrInvalidCountryCode // checkRegionForParsing
	}
	var national digitBuf
	cc, err := extractCountryCodeRef(digits, t.plus, region, &national)
	if err == phonenumbers.ErrInvalidCountryCode && t.plus {
		// parseHelper tries again without the plus sign.
		if cc, err = extractCountryCodeRef(digits, false, region, &national); err == nil && cc == 0 {
			err = phonenumbers.ErrInvalidCountryCode
		}
	}
	if err != nil {
		return err
	}
	p := region
	if cc != 0 {
		p = mainPlan(cc)
	} else {
		national.setRef(digits)
		cc = int(region.cc)
	}
	if national.n < phonenumbers.MIN_LENGTH_FOR_NSN {
		return phonenumbers.ErrTooShortNSN
	}
	num.labelled = nil
	var stripped digitBuf
	if ok, label := stripNationalPrefixRef(national.bytes(), p, &stripped); ok {
		switch phonenumbers.ValidationResult(p.possible[min(stripped.n, maxNSN+1)]) {
		case phonenumbers.TOO_SHORT, phonenumbers.IS_POSSIBLE_LOCAL_ONLY, phonenumbers.INVALID_LENGTH:
		default:
			national = stripped
			num.label, num.labelled = label, p
		}
	}
	switch {
	case national.n < phonenumbers.MIN_LENGTH_FOR_NSN:
		return phonenumbers.ErrTooShortNSN
	case national.n > maxNSN:
		return phonenumbers.ErrNumTooLong
	}
	num.cc = cc
	num.n = copy(num.nsn[:], national.bytes())
	num.ext = t.ext
	return nil
}

// extractCountryCodeRef is phonenumbers' maybeExtractCountryCode on the
// digits of a number that starts with a plus sign or not: it returns the
// calling code the digits carry and writes the rest into national, or
// returns 0 when they carry none.
func extractCountryCodeRef(digits []byte, plus bool, region *plan, national *digitBuf) (int, error) {
	full := digits
	international := plus
	if !plus && region != nil {
		var caps [vmSlots]int
		idd := &programs[region.idd-1]
		if idd.match(digits, &caps) && (caps[1] == len(digits) || digits[caps[1]] != '0') {
			full, international = digits[caps[1]:], true
		}
	}
	if international {
		if len(full) <= phonenumbers.MIN_LENGTH_FOR_NSN {
			return 0, phonenumbers.ErrTooShortAfterIDD
		}
		if full[0] != '0' {
			cc := 0
			for n := 1; n <= 3 && n <= len(full); n++ {
				cc = cc*10 + int(full[n-1]-'0')
				if mainPlan(cc) != nil {
					national.setRef(full[n:])
					return cc, nil
				}
			}
		}
		return 0, phonenumbers.ErrInvalidCountryCode
	}
	if region == nil {
		return 0, nil
	}
	// A number that starts with the region's own calling code, read
	// without it, if that makes a better number.
	k, ok := startsWithCodeRef(digits, int(region.cc))
	if !ok {
		return 0, nil
	}
	var potential digitBuf
	if ok, _ := stripNationalPrefixRef(digits[k:], region, &potential); !ok {
		potential.setRef(digits[k:])
	}
	fullValid := region.matchesGeneral(digits)
	nationalValid := region.matchesGeneral(potential.bytes())
	tooLong := phonenumbers.ValidationResult(region.possible[min(len(digits), maxNSN+1)]) == phonenumbers.TOO_LONG
	if !fullValid && nationalValid || tooLong {
		*national = potential
		return int(region.cc), nil
	}
	return 0, nil
}

// stripNationalPrefixRef is phonenumbers' maybeStripNationalPrefixAndCarrierCode
// without the carrier code: it writes into out the number s once the
// region's national prefix for parsing is removed from its start, or
// replaced by the transform rule, and reports whether it did so, with the
// label of out in the region's number-type automaton.
func stripNationalPrefixRef(s []byte, p *plan, out *digitBuf) (bool, uint16) {
	if len(s) == 0 || p.npp == 0 {
		return false, 0
	}
	prog := &programs[p.npp-1]
	var caps [vmSlots]int
	if !prog.match(s, &caps) {
		return false, 0
	}
	rest := s[caps[1]:]
	last := 2 * (int(prog.slots)/2 - 1) // the start slot of the last group
	if p.transform == "" || caps[last] < 0 {
		out.setRef(rest)
	} else {
		out.n = 0
		for i := 0; i < len(p.transform); i++ {
			if c := p.transform[i]; c < 10 {
				if caps[2*c] >= 0 {
					out.n += copy(out.b[out.n:], s[caps[2*c]:caps[2*c+1]])
				}
			} else {
				out.b[out.n] = c
				out.n++
			}
		}
		out.n += copy(out.b[out.n:], rest)
	}
	// A number that matched the region's general pattern is not stripped
	// into one that does not.
	label := walk(p.types, out.bytes(), 0)
	if label&descGeneral == 0 && p.matchesGeneral(s) {
		return false, 0
	}
	return true, label
}

// TestParseTypedRef holds parseTyped to parseTypedRef on every value of
// the differential corpus (compareTyped: each number written as people
// write it, in its region, in others and in none), on the testdata values
// in every input region, and on the habits the package reads: the same
// error and the same number, label and labelled plan.
func TestParseTypedRef(t *testing.T) {
	compare := func(value, region string) bool {
		in, ok := scanTyped(value)
		if !ok {
			return false
		}
		var p *plan
		if region != "" {
			p = planOf(region)
		}
		var got, want fastNumber
		refIn := in
		gotErr, wantErr := parseTyped(&in, p, &got), parseTypedRef(&refIn, p, &want)
		if gotErr != wantErr || got != want {
			t.Fatalf("%q in %q: parseTyped %v %+v, parseTypedRef %v %+v", value, region, gotErr, got, wantErr, want)
		}
		return true
	}
	_, n := compareTyped(16, func(in typedInput, _ *rand.Rand, c *diffCounts) bool {
		c.add(false, false, nil)
		return compare(in.value, in.region)
	})
	for _, tc := range readTestdata(t) {
		for _, region := range append(inputRegions, tc.country) {
			compare(tc.value, region)
		}
	}
	for _, bc := range benchCases {
		compare(bc.value, bc.country)
	}
	if n < diffCount() {
		t.Fatalf("%d values read, want at least %d", n, diffCount())
	}
}

// FuzzParseTypedRef holds parseTyped to parseTypedRef on any value the
// fast path reads, in any region.
func FuzzParseTypedRef(f *testing.F) {
	for _, bc := range benchCases {
		f.Add(bc.value, bc.country)
	}
	f.Add("52 55 8932 4827", "MX")
	f.Add("54 11 15 5050 0147", "AR")
	f.Fuzz(func(t *testing.T, value, region string) {
		in, ok := scanTyped(value)
		if !ok {
			return
		}
		p := planOf(region)
		var got, want fastNumber
		refIn := in
		gotErr, wantErr := parseTyped(&in, p, &got), parseTypedRef(&refIn, p, &want)
		if gotErr != wantErr || got != want {
			t.Fatalf("%q in %q: parseTyped %v %+v, parseTypedRef %v %+v", value, region, gotErr, got, wantErr, want)
		}
	})
}
