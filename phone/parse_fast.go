package phone

import "github.com/nyaruka/phonenumbers"

// Parsing typed values with the compiled metadata, step by step as
// phonenumbers' parseHelper does (maybeExtractCountryCode,
// maybeStripInternationalPrefixAndNormalize,
// maybeStripNationalPrefixAndCarrierCode), for the values scanTyped reads.

// fastNumber is a number as phonenumbers.ParseToNumber reads it: its
// country calling code, its national significant number (leading zeros
// included, as GetNationalSignificantNumber writes it) and its extension.
type fastNumber struct {
	cc  int
	nsn [maxNSN]byte
	n   int
	ext string
	// The label of nsn in the number-type automaton of plan labelled, when
	// parsing walked it (labelled is nil otherwise).
	label    uint16
	labelled *plan
}

func (f *fastNumber) national() []byte { return f.nsn[:f.n] }

// judgeInto is judge for a parsed number, writing its verdict in v.
func (f *fastNumber) judgeInto(v *verdict) { judgeKnowing(v, f.cc, f.national(), f.labelled, f.label) }

// digitBuf holds digits while a value is parsed.
type digitBuf struct {
	b [2 * vmMaxInput]byte // room for a transform rule's additions
	n int
}

func (d *digitBuf) bytes() []byte { return d.b[:d.n] }

// parseTyped parses t as phonenumbers.ParseToNumber(value, region) parses
// the value t was scanned from, with region's plan (nil for no region),
// into num, or returns the error phonenumbers returns. The national number
// is a slice of t's digits, or of a buffer when a step rewrites it, until
// it is copied into num: no step copies digits it only cuts.
func parseTyped(t *typed, region *plan, num *fastNumber) error {
	digits := t.digits[:t.n]
	if region == nil && !t.plus {
		return phonenumbers.ErrInvalidCountryCode // checkRegionForParsing
	}
	var buf digitBuf
	cc, national, err := extractCountryCode(digits, t.plus, region, &buf)
	if err == phonenumbers.ErrInvalidCountryCode && t.plus {
		// parseHelper tries again without the plus sign.
		if cc, national, err = extractCountryCode(digits, false, region, &buf); err == nil && cc == 0 {
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
		national = digits
		cc = int(region.cc)
	}
	if len(national) < phonenumbers.MIN_LENGTH_FOR_NSN {
		return phonenumbers.ErrTooShortNSN
	}
	num.labelled = nil
	var strippedBuf digitBuf // apart from buf, which national may be a slice of
	if stripped, ok, label := stripNationalPrefix(national, p, &strippedBuf); ok {
		switch phonenumbers.ValidationResult(p.possible[min(len(stripped), maxNSN+1)]) {
		case phonenumbers.TOO_SHORT, phonenumbers.IS_POSSIBLE_LOCAL_ONLY, phonenumbers.INVALID_LENGTH:
		default:
			national = stripped
			num.label, num.labelled = label, p
		}
	}
	switch {
	case len(national) < phonenumbers.MIN_LENGTH_FOR_NSN:
		return phonenumbers.ErrTooShortNSN
	case len(national) > maxNSN:
		return phonenumbers.ErrNumTooLong
	}
	num.cc = cc
	num.n = copy(num.nsn[:], national)
	num.ext = t.ext
	return nil
}

// extractCountryCode is phonenumbers' maybeExtractCountryCode on the
// digits of a number that starts with a plus sign or not: it returns the
// calling code the digits carry and the rest, a slice of digits or of buf,
// or returns 0 when they carry none.
func extractCountryCode(digits []byte, plus bool, region *plan, buf *digitBuf) (int, []byte, error) {
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
			return 0, nil, phonenumbers.ErrTooShortAfterIDD
		}
		if full[0] != '0' {
			cc := 0
			for n := 1; n <= 3 && n <= len(full); n++ {
				cc = cc*10 + int(full[n-1]-'0')
				if mainPlan(cc) != nil {
					return cc, full[n:], nil
				}
			}
		}
		return 0, nil, phonenumbers.ErrInvalidCountryCode
	}
	if region == nil {
		return 0, nil, nil
	}
	// A number that starts with the region's own calling code, read
	// without it, if that makes a better number.
	k, ok := startsWithCode(digits, int(region.cc))
	if !ok {
		return 0, nil, nil
	}
	potential, ok, _ := stripNationalPrefix(digits[k:], region, buf)
	if !ok {
		potential = digits[k:]
	}
	fullValid := region.matchesGeneral(digits)
	nationalValid := region.matchesGeneral(potential)
	tooLong := phonenumbers.ValidationResult(region.possible[min(len(digits), maxNSN+1)]) == phonenumbers.TOO_LONG
	if !fullValid && nationalValid || tooLong {
		return int(region.cc), potential, nil
	}
	return 0, nil, nil
}

// startsWithCode reports whether the digits start with the decimal digits
// of the calling code cc (1 to 999), and says how many those are. It reads
// the first digits as a number rather than writing cc out and comparing:
// a k-digit string reads as cc exactly when it is cc's k digits, cc having
// no leading zero.
func startsWithCode(digits []byte, cc int) (int, bool) {
	k := 3
	switch {
	case cc < 10:
		k = 1
	case cc < 100:
		k = 2
	}
	if len(digits) < k {
		return 0, false
	}
	v := 0
	for _, d := range digits[:k] {
		v = v*10 + int(d-'0')
	}
	return k, v == cc
}

// matchesGeneral reports whether the region's general national number
// pattern matches s, whatever its length.
func (p *plan) matchesGeneral(s []byte) bool {
	return walk(p.types, s, 0)&descGeneral != 0
}

// stripNationalPrefix is phonenumbers' maybeStripNationalPrefixAndCarrierCode
// without the carrier code: it returns the number s once the region's
// national prefix for parsing is removed from its start (a slice of s), or
// replaced by the transform rule (written into out), and reports whether
// it did so, with the label of the number in the region's number-type
// automaton.
func stripNationalPrefix(s []byte, p *plan, out *digitBuf) ([]byte, bool, uint16) {
	if len(s) == 0 || p.npp == 0 {
		return nil, false, 0
	}
	prog := &programs[p.npp-1]
	var caps [vmSlots]int
	if !prog.match(s, &caps) {
		return nil, false, 0
	}
	rest := s[caps[1]:]
	last := 2 * (int(prog.slots)/2 - 1) // the start slot of the last group
	stripped := rest
	if p.transform != "" && caps[last] >= 0 {
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
		stripped = out.bytes()
	}
	// A number that matched the region's general pattern is not stripped
	// into one that does not.
	label := walk(p.types, stripped, 0)
	if label&descGeneral == 0 && p.matchesGeneral(s) {
		return nil, false, 0
	}
	return stripped, true, label
}
