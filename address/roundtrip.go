package address

import "strings"

// Formatted, and why it reads back to the same address.
//
// Formatted is the usual form (format.go) when reading that line back
// gives the very parts it was written from; the package checks this when
// it writes Formatted, by parsing the line it wrote. Otherwise, when the
// usual form would be read differently (a neighborhood written without
// its marker reads as the city, junk words regroup), or would be longer
// than MaxLength, Formatted is the strict form (strict.go), which the
// parser reads field by field and never by its heuristics. So, for every
// valid Result r of a country c:
//
//	Validate(c, r.Formatted) is valid, has r's parts (Street, Number,
//	Unit, Neighborhood, City, Region, RegionCode, PostalCode) and
//	r.Formatted as its Formatted.
//
// For the usual form this holds because the check that chose it is the
// very parse Validate makes; for the strict form because the strict
// reader returns the fields as written and the choice between the two
// forms depends on the parts alone.

// fields are the parts of an address that Formatted writes.
type fields struct {
	ci                                                   int
	street, number, unit, hood, city, region, regionCode string
	postal                                               string
	reg                                                  int // regionTable row of regionCode (regionByCode), or -1
}

// fieldsOfRegion returns r's parts, given the regionTable row of its
// region code, regionByCode(ci, r.RegionCode).
func fieldsOfRegion(ci int, r *Result, reg int) fields {
	return fields{ci: ci, street: r.Street, number: r.Number, unit: r.Unit, hood: r.Neighborhood,
		city: r.City, region: r.Region, regionCode: r.RegionCode, postal: r.PostalCode, reg: reg}
}

// formatted returns Formatted for the parts f of a valid address read from
// input: the usual form, else the usual form with the neighborhood's
// marker, else the strict form. A usual form equal to the input reads back
// by definition (it is the parse just made) and is not parsed again.
//
// The read-back parses in q, the parser that read input, once its parts
// are no longer needed (keep clears only what that parse wrote), or in a
// parser of its own when q is nil; it keeps the tokens of the prefix the
// usual form shares with the line q read (keep.go).
func formatted(f *fields, input string, q *parser) string {
	if q == nil {
		var own parser
		return formattedIn(f, input, &own, false)
	}
	return formattedIn(f, input, q, true)
}

// formattedIn is formatted reading back in q, keeping the tokens it shares
// with each usual form or starting it afresh (readBack.keep).
func formattedIn(f *fields, input string, q *parser, keep bool) string {
	rb := readBack{input: input, keep: keep}
	for parse := rb.start(q, f); parse; parse = rb.check(q, f) {
		q.run()
	}
	return rb.out
}

// readBack is where the choice of one address's Formatted stands while its
// usual forms are read back: formatted takes its steps for one address,
// Batch for a group of addresses, parsing the group's usual forms together
// (runAll).
type readBack struct {
	input string
	keep  bool   // keep the tokens q shares with the usual form (keep.go); else start q afresh
	s     string // the usual form q is to parse, or has parsed
	next  int    // the form to try next: 0 the usual form, 1 with the neighborhood's marker
	out   string // Formatted, once chosen
}

// start sets up the next usual form of the parts f to read back in q and
// reports whether q is to parse it (then check). It reports false once
// Formatted is chosen: a usual form that is the input, or the strict form
// when no usual form is left.
func (rb *readBack) start(q *parser, f *fields) bool {
	var buf [MaxLength]byte
	for ; rb.next < 2; rb.next++ {
		marked := rb.next == 1
		if marked && f.hood == "" {
			break
		}
		u := appendUsual(buf[:0], f, marked)
		if len(u) > MaxLength {
			continue
		}
		if string(u) == rb.input {
			rb.out = rb.input
			return false
		}
		s := string(u)
		if rb.keep {
			q.keep(q.sharedTokens(s))
		} else {
			q.reset()
		}
		if q.startReadBack(s, f) {
			rb.s = s
			rb.next++
			return true
		}
	}
	rb.out = strictForm(f)
	return false
}

// check takes q's parse of the usual form: Formatted when it gives the
// parts f, else the next form. It reports whether q is to parse again.
func (rb *readBack) check(q *parser, f *fields) bool {
	if q.hasParts(f) {
		rb.out = rb.s
		return false
	}
	return rb.start(q, f)
}

// strictForm returns the parts f in the strict form.
func strictForm(f *fields) string {
	var buf [4 * MaxLength]byte
	return string(appendStrict(buf[:0], f))
}

// startReadBack sets up q, a parser new or reset, to parse s, the usual
// form of the parts f, and reports whether it is to be parsed.
func (q *parser) startReadBack(s string, f *fields) bool {
	// The strict reader takes only a line with a label and ": "
	// (strictLabel), so a line without a colon, as the usual form always
	// is, need not be offered to it.
	if strings.IndexByte(s, ':') >= 0 {
		if _, ok := readStrict(f.ci, s); ok {
			return false // cannot happen: the usual form holds no colon
		}
	}
	q.init(s, f.ci)
	q.partsOnly = true
	return true
}

// hasParts reports whether q's parse is a valid address with the parts f.
func (q *parser) hasParts(f *fields) bool {
	o := &q.out
	if q.reason() != "" || !q.sameText(o.street, f.street) || !q.sameSpans(o.units[:o.nunits], f.unit) ||
		!q.sameSpans(o.hoods[:o.nhoods], f.hood) || q.cityText() != f.city || o.postal != f.postal {
		return false
	}
	switch {
	case o.sn:
		if f.number != "S/N" {
			return false
		}
	case !q.sameText(o.number, f.number):
		return false
	}
	if o.region < 0 {
		return f.regionCode == ""
	}
	return regionTable[o.region].code == f.regionCode
}

// sameText reports whether span s is the text t (no span: empty).
func (p *parser) sameText(s span, t string) bool {
	if s.a < 0 {
		return t == ""
	}
	return p.text(s.a, s.b) == t
}

// sameSpans reports whether spans, joined as Result joins them, are t.
func (p *parser) sameSpans(spans []span, t string) bool {
	for i, s := range spans {
		if i > 0 {
			if len(t) < 2 || t[:2] != ", " {
				return false
			}
			t = t[2:]
		}
		x := p.text(s.a, s.b)
		if len(t) < len(x) || t[:len(x)] != x {
			return false
		}
		t = t[len(x):]
	}
	return t == ""
}

// cityText returns the city as Result gives it.
func (p *parser) cityText() string {
	switch o := &p.out; {
	case o.city >= 0:
		return cityName(o.city)
	case o.cityText:
		return p.text(o.citySpan.a, o.citySpan.b)
	}
	return ""
}
