package phone

import "github.com/nyaruka/phonenumbers"

// The fast path: Validate answers from the compiled metadata (tables.go)
// when the value is written as scanTyped reads it, and leaves every other
// value to phonenumbers, so that no answer can get worse. The tables come
// from one phonenumbers version (tablesVersion); a program built with
// another one (Go's minimum version selection can pick a newer one) takes
// phonenumbers' path for every value, so that its answers always follow
// the metadata it runs with.

// fastUsable reports whether the tables match the phonenumbers this
// program was built with. Every call of Validate asks, so the answer is
// read from tablesMatch rather than compared again.
func fastUsable() bool { return tablesMatch }

// tablesMatch is computed once, when the package is initialized (after
// metadataVersion, which it reads), and never written again.
var tablesMatch = metadataVersion == tablesVersion

// fastOutcome is what the fast path makes of one reading of a value: a
// parse error, or the number and the tables' verdict.
type fastOutcome struct {
	num fastNumber
	err error
	v   verdict
}

func (o *fastOutcome) valid() bool { return o.err == nil && o.v.typ != phonenumbers.UNKNOWN }

// score is outcome.score for the fast path.
func (o *fastOutcome) score(regionCode int) int {
	return readingScore(o.err, o.valid(), o.num.cc, regionCode)
}

// read parses t with region's plan (nil for none) and judges the number,
// repairing an invalid one as evaluate does (habits.go).
func (o *fastOutcome) read(t *typed, region *plan) {
	if o.err = parseTyped(t, region, &o.num); o.err != nil {
		return
	}
	o.num.judgeInto(&o.v)
	if o.v.typ != phonenumbers.UNKNOWN {
		return
	}
	if nsn, ok := repairLegacy(o.num.cc, o.num.national()); ok {
		if v := judge(o.num.cc, nsn); v.typ != phonenumbers.UNKNOWN {
			o.num.n = copy(o.num.nsn[:], nsn)
			o.num.labelled = nil
			o.v = v
		}
	}
}

// validateFast fills r from the tables, for a value readValue returned
// and scanned as in, in region, whose plan is p (nil for none), and
// reports false, leaving r alone, when the value is not one the fast path
// reads.
func (v Validator) validateFast(r *Result, value string, in input, region string, p *plan, regionCC int) bool {
	var o fastOutcome
	if !o.readValue(value, in, region == "" && in.prefix == prefixIDD, p) {
		return false
	}
	// The second reading of a value written with 00 in a given country
	// (chooseIDD).
	if in.prefix == prefixIDD && region != "" && !(o.valid() && o.num.cc == regionCC) {
		var plus fastOutcome
		if !plus.readValue(value, in, true, p) {
			return false
		}
		if plus.score(regionCC) > o.score(regionCC) {
			o = plus
		}
	}
	v.fillFast(r, &o, value)
	return true
}

// readValue scans and reads the value, in its + form (plusForm) when plus
// is set, and reports false when the fast path does not read it.
func (o *fastOutcome) readValue(value string, in input, plus bool, p *plan) bool {
	var t typed
	var ok bool
	if plus {
		ok = t.scanPlus(value[in.afterIDD:])
	} else {
		ok = t.scan(value)
	}
	if ok {
		o.read(&t, p)
	}
	return ok
}

// fillFast is fill for an outcome of the fast path: the three forms are
// written into one buffer and become one string.
func (v Validator) fillFast(r *Result, o *fastOutcome, value string) {
	if o.err != nil {
		r.Reason = parseReason(o.err, value)
		return
	}
	num := &o.num
	r.CountryCode = num.cc
	if o.v.region != nil {
		r.Country = o.v.region.country
	}
	r.Type = typeOf(o.v.typ)
	r.Extension = num.ext
	if o.v.typ == phonenumbers.UNKNOWN {
		r.Possible = o.v.possible == phonenumbers.IS_POSSIBLE
		r.Reason = possibleReason(o.v.possible)
		return
	}
	r.Valid, r.Possible = true, true
	// Go zeroes buf at every call, 256 bytes in 30 instructions: 128 hold
	// the forms of the usual number (29 bytes for a Mexican one, about 60
	// for an Argentine mobile with its corrected national form), and longer
	// forms, with a long extension, grow on the heap and read the same.
	var buf [128]byte
	if v.SkipFormats {
		r.Normalized = string(appendE164(buf[:0], num.cc, num.national()))
		return
	}
	b, f := appendFormsRead(buf[:0], num.cc, num.national(), num.ext, o.v.formatsRead, o.v.formats)
	if num.cc == 54 { // areaAR corrects only Argentine numbers
		b, f = correctAR(b, f)
	}
	s := string(b)
	r.Normalized, r.Formatted, r.National = s[:f.e164End], s[f.e164End:f.intlEnd], s[f.natStart:f.natEnd]
}

// correctAR appends the corrected national form of an Argentine mobile
// number (areaAR) after the one appendFormsRead wrote in b, and says where it
// lies. It is kept out of fillFast, which every other country runs.
func correctAR(b []byte, f formSpans) ([]byte, formSpans) {
	if area, ok := areaAR(54, f.national(b), f.international(b)); ok {
		start := len(b)
		b = append(b, '0')
		b = append(b, area...)
		b = append(b, b[f.natStart+len("09"):f.natEnd]...)
		f.natStart, f.natEnd = start, len(b)
	}
	return b, f
}
