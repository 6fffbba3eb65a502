package address

import (
	"slices"
	"testing"

	"github.com/ndval/ndval/address/internal/lex"

	"github.com/stretchr/testify/require"
)

// parseTailPrev is parseTail as it was before it asked laterPlaceMay: the
// place at every token looked up until one is turned away.
func (p *parser) parseTailPrev() int {
	postal := p.out.pset[:p.out.npset]
	j := p.n - 1
	for j >= 0 && (p.toks[j].kind == lex.Punct || p.free(j) && p.stray(j)) {
		j-- // a stray letter or short number after the tail is unparsed text
	}
	start := p.n // the strays stay in the head when no place follows them
	if j >= 0 {
		if head := p.segHead(j); p.isPunct(head, '(') && !p.numberFrom(head) {
			if f, _, ok := p.matchBackward(j); !ok || f != p.wordFrom(head) {
				j = head - 1 // "(a la par Teatro Presidente)": a closing remark, not a place
			}
		}
	}
	before := placeAt{j: -1} // the place regionReading found before the last taken
	for j >= 0 {
		t := &p.toks[j]
		if t.role != roleNone { // a separator never has roleNone
			j--
			continue
		}
		// The country's place that ends at j: a country's name there is
		// weighed against it, and it is taken when the name is not. A
		// longer place keeps the name: "Ciudad de México" is a city, not
		// "Ciudad de" and the country.
		first, row, ok := p.matchBackwardAt(&before, j)
		if p.out.city < 0 && p.out.region < 0 && p.out.country < 0 && !(ok && p.noCountryNameFrom(first, before.h)) {
			if cf, crow, cok := p.matchCountryName(j); cok && p.regionMarkerBefore(cf) < 0 && !(ok && first < cf) && !p.capitalNamesake(cf, crow, first, row, ok) && !p.ownRegion(cf, crow, first, row, ok) {
				p.out.country = int(refs(crow)[0] & refRowMask)
				p.mark(cf, j, roleCountry)
				j, start = cf-1, cf
				continue
			}
		}
		// A place right after a neighborhood marker is the neighborhood's
		// name (Col. Juárez, col Villa Guerrero), one after a street type
		// the street's: the tail ends there.
		if !ok || p.placeInName(first) {
			break
		}
		if !p.takePlace(first, j, row, postal, &before) {
			break
		}
		start = first
		if m := p.regionMarkerBefore(first); m >= 0 && p.out.regionFirst == first {
			p.mark(m, first-1, roleSkip)
			start = m
		}
		j = start - 1
	}
	p.tailPlace = before
	return start
}

// regionCities holds a city of each region, for checkLaterPlaceMay, which
// reads a region through a city of it.
var regionCities = func() map[int]int {
	m := map[int]int{}
	for c := range cityTable {
		if r := cityRegion(c); r >= 0 {
			if _, ok := m[r]; !ok {
				m[r] = c
			}
		}
	}
	return m
}()

// laterPlaceCount counts what checkLaterPlaceMay saw: the places it asked
// about, and the answers laterPlaceMay gave false for a city the place
// does not name, which parseTail turns away without a look-up.
type laterPlaceCount struct {
	places, spared int
}

// checkLaterPlaceMay checks laterPlaceMay at every free token j of p where
// the country's walk finds a place: it must answer true when the city
// found is one the place names, or one of the place's first region while
// the region is not found (the places placeBeforeCity takes). It also
// asks about a city the place does not name, with the region found, and
// counts the false answers.
func checkLaterPlaceMay(t *testing.T, p *parser, n *laterPlaceCount) {
	t.Helper()
	o := p.out
	defer func() { p.out = o }()
	for j := range p.n {
		first, row, ok := p.matchBackward(j)
		if !ok {
			continue
		}
		n.places++
		var cities []int
		for _, ref := range refs(row) {
			if ref&^refRowMask == refCity {
				cities = append(cities, int(ref&refRowMask))
			}
		}
		region := regionOf(row)
		for _, c := range cities {
			p.out.city, p.out.region = c, -1
			if !p.laterPlaceMay(j) {
				t.Fatalf("%s %q: laterPlaceMay(%d) false, but the place %d..%d names city %d", countryTable[p.ci].code, p.in, j, first, j, c)
			}
			p.out.region = cityRegion(c)
			if !p.laterPlaceMay(j) {
				t.Fatalf("%s %q: laterPlaceMay(%d) false with the region found, but the place %d..%d names city %d", countryTable[p.ci].code, p.in, j, first, j, c)
			}
		}
		if c, ok := regionCities[region]; region >= 0 && ok {
			p.out.city, p.out.region = c, -1
			if !p.laterPlaceMay(j) {
				t.Fatalf("%s %q: laterPlaceMay(%d) false, but the place %d..%d names region %d first, city %d's", countryTable[p.ci].code, p.in, j, first, j, region, c)
			}
		}
		// A city the place does not name, its region found: the place can
		// only be turned away.
		other := (int(row)*7919 + j) % len(cityTable)
		if !slices.Contains(cities, other) {
			p.out.city, p.out.region = other, 0
			if !p.laterPlaceMay(j) {
				n.spared++
			}
		}
	}
}

// TestLaterPlaceMay holds laterPlaceMay to checkLaterPlaceMay at every
// token of every address of stageRefValues as every country, in every
// state of its parse, and at the end of an address made of each phrase of
// phraseTable as its country: every row, so that cityEnds leaves out no
// last word.
func TestLaterPlaceMay(t *testing.T) {
	p := new(parser)
	var n laterPlaceCount
	for _, v := range stageRefValues(t) {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			forParseStates(t, p, ci, v, func(p *parser) { checkLaterPlaceMay(t, p, &n) })
		}
	}
	rows := 0
	for ci := range countryTable {
		c := &countryTable[ci]
		for r := int(c.phraseLo); r < int(c.phraseHi); r++ {
			*p = parser{}
			p.init("Calle 5 12, "+phraseKey(r), ci)
			p.tokenize()
			if first, row, ok := p.matchBackward(p.n - 1); ok && row == r && p.toks[first].seg == p.toks[p.n-1].seg {
				rows++
			}
			checkLaterPlaceMay(t, p, &n)
		}
	}
	t.Logf("%d places, %d spared; %d of %d rows read back whole", n.places, n.spared, rows, countryPhrasesLo)
	require.Greater(t, rows, countryPhrasesLo*9/10)
	require.Greater(t, n.spared, n.places/2)
}

// TestLaterPlaceMayJoined checks that laterPlaceMay leaves a word written
// with no byte after the word before it to the look-up: no tokenize writes
// that, so the test writes it.
func TestLaterPlaceMayJoined(t *testing.T) {
	p := new(parser)
	p.init("Cuauhtémoc Lima", countryIndex("PE"))
	p.tokenize()
	_, row, ok := p.matchBackward(1)
	require.True(t, ok)
	city := -1
	for _, ref := range refs(row) {
		if ref&^refRowMask == refCity {
			city = int(ref & refRowMask)
		}
	}
	require.GreaterOrEqual(t, city, 0)
	p.out.region = 0
	for p.out.city = 0; p.out.city < len(cityTable) && p.laterPlaceMay(1); p.out.city++ {
	}
	require.Less(t, p.out.city, len(cityTable), "lima ends a phrase of every city")
	p.fold[p.toks[1].fs-1] = 'x'
	require.True(t, p.laterPlaceMay(1), "lima joined to the word before")
}

// checkTailPartsOnly compares parseTail with parseTailPrev on a read-back's
// parse (partsOnly) of value as country ci, once the postal code is found,
// as Result's parse reaches its tail.
func checkTailPartsOnly(t *testing.T, p *parser, ci int, value string) bool {
	t.Helper()
	*p = parser{}
	p.init(value, ci)
	p.partsOnly = true
	p.tokenize()
	p.findPostal()
	p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
	q := *p
	got, want := p.parseTail(), q.parseTailPrev()
	if got != want || p.out != q.out || !slices.Equal(p.toks[:p.n], q.toks[:q.n]) {
		t.Fatalf("%s %q: parseTail returns %d, parseTailPrev %d, or leaves another parse", countryTable[ci].code, value, got, want)
	}
	return p.out.city >= 0
}

// TestTailPartsOnly compares parseTail with parseTailPrev on the read-back
// parse of every address of stageRefValues (the Formatted of each valid
// result among them) as every country.
func TestTailPartsOnly(t *testing.T) {
	p := new(parser)
	n, cities := 0, 0
	for _, v := range stageRefValues(t) {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			if checkTailPartsOnly(t, p, ci, v) {
				cities++
			}
			n++
		}
	}
	t.Logf("%d parses, %d with a city", n, cities)
	require.Greater(t, cities, 1000)
}

// FuzzLaterPlaceMay runs checkLaterPlaceMay in every state of the parse
// of any input as any country, and checkTailPartsOnly on it.
func FuzzLaterPlaceMay(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("MX", "Av. Paseo de la Reforma 505, Cuauhtémoc, 06500 Ciudad de México")
	f.Fuzz(func(t *testing.T, country, s string) {
		ci := countryIndex(country)
		if ci < 0 || len(s) > MaxLength {
			return
		}
		var n laterPlaceCount
		p := new(parser)
		forParseStates(t, p, ci, s, func(p *parser) { checkLaterPlaceMay(t, p, &n) })
		checkTailPartsOnly(t, p, ci, s)
	})
}
