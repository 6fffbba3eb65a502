package address

import (
	"strings"

	"github.com/ndval/ndval"
)

// span is a run of tokens, first and last inclusive; a < 0 means none.
type span struct{ a, b int }

// parts is what the parser found.
type parts struct {
	street, number span
	sn             bool // the number is S/N
	locator        bool // a km mark, manzana, lote or supermanzana stands for the street
	locatorAt      int  // the first locator's token
	landmark       bool // the street is a landmark locator (locator.go)
	units          [4]span
	nunits         int
	hoods          [4]span
	nhoods         int
	muni           span // a marked municipality's name
	district       span // a district of a large city (district.go), a neighborhood

	city, cityFirst     int  // cityTable row, or -1
	cityText            bool // the city is the text of citySpan (not in the tables)
	citySpan            span
	region, regionFirst int // regionTable row, or -1
	country             int // countryTable row of a country named at the end, or -1

	postal, postalKey string
	postalRegion      int // the region the code names by itself, or -1
	postalFirst       int
	postalMarked      bool // the code followed a marker
	badPostal         bool // a marked code that is not in the country's format

	unparsed bool
	warnings Warnings

	pset  [40]uint16 // the regions the postal code may belong to (postalRegionSet), once found
	npset int
}

func (p *parser) init(value string, ci int) {
	p.in = value
	p.ci = ci
	p.c = countryRulesTable[ci]
	p.out = noParts
	p.tailPlace = placeAt{j: -1}
	p.partsOnly = false
}

// noParts are the parts of a parse before it finds any. A parse copies
// them, one move, rather than clearing its parts and setting each "none".
var noParts = func() (o parts) {
	none := span{-1, -1}
	o.street, o.number, o.muni, o.district, o.citySpan = none, none, none, none, none
	o.city, o.region, o.country, o.postalRegion, o.postalFirst = -1, -1, -1, -1, -1
	return o
}()

// reset returns p to the state of a new parser, to parse again in the
// same memory: tokens are written only below n and read only below n,
// and the fold buffer is read only below nf, so clearing the n tokens
// written is enough, far less than the whole parser (about 3.7 KB).
func (p *parser) reset() { p.keep(0) }

// run parses the address: tokens, postal code, tail, head, then what the
// parts imply.
func (p *parser) run() {
	p.tokenize()
	p.findPostal()
	p.postalSet()
	tail := p.parseTail()
	p.parseHead(tail)
	p.resolve()
}

// postalSet sets the parts' pset to postalRegionSet's answer, which
// depends only on the country and the code's postalKey and postalRegion:
// it keeps the last answer in p's memory, through init, and gives it
// again when they are the same, as they are when a read-back finds the
// code its input had. TestPostalSet compares it with postalRegionSet.
func (p *parser) postalSet() {
	o, m := &p.out, &p.regions
	if m.ok && m.ci == p.ci && m.region == o.postalRegion && int(m.klen) == len(o.postalKey) &&
		string(m.key[:m.klen]) == o.postalKey {
		o.pset, o.npset = m.set, m.n
		return
	}
	o.npset = copy(o.pset[:], p.postalRegionSet(o.pset[:0]))
	if len(o.postalKey) <= len(m.key) {
		m.ok, m.ci, m.region, m.set, m.n = true, p.ci, o.postalRegion, o.pset, o.npset
		m.klen = uint8(copy(m.key[:], o.postalKey))
	}
}

// regionsMemo is postalSet's last answer and what it depends on. It holds
// a copy of the key, not the string, so that a parser kept (Batch) holds
// no reference to the value it read.
type regionsMemo struct {
	ok     bool
	klen   uint8
	key    [16]byte // postalKey
	ci     int
	region int // postalRegion
	set    [40]uint16
	n      int
}

// runAll parses the addresses of ps, at most groupSize, as run parses
// each, but each of run's steps for all of them before the next: each
// step's code is then read into the instruction cache once for the group,
// where the whole parse's does not fit in it (Batch, batch.go; TestBatch
// holds the two to the same results).
func runAll(ps []*parser) {
	var tails [groupSize]int
	for _, p := range ps {
		p.tokenize()
	}
	for _, p := range ps {
		p.findPostal()
		p.postalSet()
	}
	for i, p := range ps {
		tails[i] = p.parseTail()
	}
	for i, p := range ps {
		p.parseHead(tails[i])
	}
	for _, p := range ps {
		p.resolve()
	}
}

// resolve completes the parts from each other and sets the warnings: a
// municipality stands for a missing city; a city implies its region and a
// city-state region its city; a postal code implies its region where its
// prefix decides it, and contradicts a written one.
//
// A read-back (partsOnly) sets no warnings: hasParts compares the parts
// alone, and no test of a warning here writes a part, so the parts come
// out the same (TestPartsOnly). It spares the read-back districtMismatch's
// phrase lookups and leftWord's pass over the tokens.
func (p *parser) resolve() {
	o := &p.out
	if o.district.a >= 0 || o.muni.a >= 0 {
		p.resolveLocality()
	}
	warn := !p.partsOnly
	if warn && p.districtMismatch() {
		o.warnings |= WarnCityRegionMismatch
	}
	if o.country >= 0 && o.country != p.ci {
		o.warnings |= WarnCountryMismatch
	}
	if o.city >= 0 {
		switch cr := cityRegion(o.city); {
		case o.region < 0:
			o.region = cr
		case cr >= 0 && cr != o.region:
			o.warnings |= WarnCityRegionMismatch
		}
	}
	set := o.pset[:o.npset]
	switch {
	case o.region < 0 && len(set) == 1:
		o.region = int(set[0])
	case warn && o.region >= 0 && len(set) > 0 && !containsRegion(set, o.region):
		o.warnings |= WarnPostalCodeRegionMismatch
	}
	if o.region >= 0 && o.city < 0 && !o.cityText {
		o.city = regionCity(o.region)
	}
	if !warn {
		return
	}
	if p.more {
		o.unparsed = true
	}
	if !o.unparsed {
		o.unparsed = p.leftWord()
	}
	if o.unparsed {
		o.warnings |= WarnUnparsedText
	}
}

// resolveLocality places a district and a marked municipality: the
// district is a neighborhood; the municipality stands for a missing city,
// or is a neighborhood before the city.
func (p *parser) resolveLocality() {
	o := &p.out
	if o.district.a >= 0 {
		p.insertHood(o.district)
	}
	switch {
	case o.city < 0 && !o.cityText && o.muni.a >= 0:
		if row, last, ok := p.matchForwardAny(o.muni.a); ok && last == o.muni.b {
			if c := p.cityOf(row); c < 0 || !p.takeDistrict(c, o.muni) {
				o.city = c
			}
		}
		if o.city < 0 {
			o.cityText, o.citySpan = true, o.muni
		}
	case o.muni.a >= 0:
		p.insertHood(o.muni) // Alcaldía Álvaro Obregón, Ciudad de México: a locality before the city
	}
}

// leftWord reports whether a word or number has no role.
func (p *parser) leftWord() bool {
	toks := p.toks[:p.n]
	for i := range toks {
		if toks[i].role == roleNone { // a word or number: a separator never has roleNone
			return true
		}
	}
	return false
}

// matchForwardAny is matchForward for tokens that already have a role:
// the roles of the sixteen tokens from i are not read.
func (p *parser) matchForwardAny(i int) (row, last int, ok bool) {
	return p.matchForwardRoles(i, min(p.n, i+16))
}

// cityOf returns the city a phrase names (the one in the region found, if
// several), or -1.
func (p *parser) cityOf(row int) int {
	city := -1
	for _, ref := range refs(row) {
		if ref&^refRowMask == refCity {
			city = p.betterCity(city, int(ref&refRowMask), nil)
		}
	}
	return city
}

// resultTo sets r, a zero Result, from the parts, Formatted with them. It
// writes in place: Validate hands it its own result, which is then not
// copied through a second one.
func (p *parser) resultTo(r *Result) {
	p.parts(r)
	if r.Valid {
		f := fieldsOfRegion(p.ci, r, p.regionRow())
		r.Formatted = formatted(&f, p.in, p) // p's parts are in r now
	}
}

// parts sets the members of r, a zero Result, from the parts: all but
// Formatted.
func (p *parser) parts(r *Result) {
	o := &p.out
	r.Country, r.PostalCode, r.Warnings = countryTable[p.ci].code, o.postal, o.warnings
	if o.street.a >= 0 {
		r.Street = p.text(o.street.a, o.street.b)
	}
	if o.sn {
		r.Number = "S/N"
	} else if o.number.a >= 0 {
		r.Number = p.numberText()
	}
	r.Unit = p.joinSpans(o.units[:o.nunits])
	r.Neighborhood = p.joinSpans(o.hoods[:o.nhoods])
	switch {
	case o.city >= 0:
		r.City = cityName(o.city)
	case o.cityText:
		r.City = p.text(o.citySpan.a, o.citySpan.b)
	}
	if o.region >= 0 {
		r.Region, r.RegionCode = regionTable[o.region].name, regionTable[o.region].code
	}
	r.Reason = p.reason()
	r.Valid = r.Reason == ""
	r.Missing = missingParts(p.ci, r, o.locator, o.landmark)
}

// regionRow returns the row of the region found as regionByCode finds it
// by its code (the codes are unique): -1 for none or another country's.
func (p *parser) regionRow() int {
	c := &countryTable[p.ci]
	if r := p.out.region; r >= int(c.regionLo) && r < int(c.regionHi) {
		return r
	}
	return -1
}

// numberText returns the house number as written, but that a grid
// country's block-house number is written without spaces around its dash
// ("# 52 - 25" is 52-25, "# 38 D - 35" 38 D-35).
func (p *parser) numberText() string {
	a, b := p.out.number.a, p.out.number.b
	if p.c.grid {
		for k := a + 1; k < b; k++ {
			if p.isPunct(k, '-') && (p.toks[k].space || p.toks[k+1].space) {
				return p.text(a, k-1) + "-" + p.text(k+1, b)
			}
		}
	}
	return p.text(a, b)
}

// reason returns why the parts found do not make a valid address, or "".
func (p *parser) reason() ndval.Reason {
	o := &p.out
	switch {
	case o.badPostal:
		return ReasonInvalidPostalCode
	case o.street.a < 0 && !o.locator:
		return ReasonMissingStreet
	case o.city < 0 && !o.cityText && o.region < 0 && o.postal == "":
		return ReasonMissingLocality
	}
	return ""
}

// missingParts returns the parts the country requires (libaddressinput's
// require, "AC" by default: requiredParts) that r lacks, and the number
// of a street that has none (a locator or landmark stands without one).
func missingParts(ci int, r *Result, locator, landmark bool) Parts {
	req := requiredParts[ci]
	var m Parts
	if r.Street == "" && !locator {
		m |= PartStreet
	}
	if r.City == "" {
		m |= PartCity
	}
	if r.Region == "" {
		m |= PartRegion
	}
	if r.PostalCode == "" {
		m |= PartPostalCode
	}
	m &= req
	if r.Street != "" && r.Number == "" && !locator && !landmark {
		m |= PartNumber
	}
	return m
}

// requiredParts holds, for every row of countryTable, the parts its
// require string names: A the street, C the city, S the region (only in
// a country whose regions the tables hold), Z the postal code; "AC" when
// it names none. It is read once from the generated table, so that
// missingParts need not read the string on every call, and never changed.
var requiredParts = func() []Parts {
	t := make([]Parts, len(countryTable))
	for ci := range countryTable {
		req := countryTable[ci].require
		if req == "" {
			req = "AC"
		}
		for i := 0; i < len(req); i++ {
			switch req[i] {
			case 'A':
				t[ci] |= PartStreet
			case 'C':
				t[ci] |= PartCity
			case 'S':
				if countryTable[ci].regionHi > countryTable[ci].regionLo {
					t[ci] |= PartRegion
				}
			case 'Z':
				t[ci] |= PartPostalCode
			}
		}
	}
	return t
}()

// joinSpans returns the text of the spans, joined by ", " (one span is a
// slice of the input).
func (p *parser) joinSpans(spans []span) string {
	switch len(spans) {
	case 0:
		return ""
	case 1:
		return p.text(spans[0].a, spans[0].b)
	}
	var b strings.Builder
	n := 2 * (len(spans) - 1)
	for _, s := range spans {
		n += int(p.toks[s.b].end - p.toks[s.a].start)
	}
	b.Grow(n)
	for i, s := range spans {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.text(s.a, s.b))
	}
	return b.String()
}
