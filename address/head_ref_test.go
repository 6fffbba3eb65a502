package address

import (
	"slices"
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/stretchr/testify/require"
)

// The head's stages as they were on main (ffe0b37), before this branch
// made them do less work, and the tests that compare the two in every
// state a head is parsed from (TestHeadRefs, FuzzHeadRefs).

// headRefStates runs the parse of value as country ci and calls f with
// the parser before its head is read, with the tail as parseHead is
// called, then after the head and after the whole parse, with tail -1.
func headRefStates(p *parser, ci int, value string, f func(p *parser, tail int)) {
	*p = parser{}
	p.init(value, ci)
	p.tokenize()
	p.findPostal()
	p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
	tail := p.parseTail()
	f(p, tail)
	p.parseHead(tail)
	f(p, -1)
	p.resolve()
	f(p, -1)
}

// requireSameHead compares, on copies of p, parseHead with parseHeadOld,
// and streetSegment with streetSegmentOld from every word before tail
// (and before p.n, as if the tail were empty), which reaches the name's
// every ending, not only those of the street findStreet finds.
func requireSameHead(t *testing.T, p *parser, tail int) {
	t.Helper()
	for i := 0; i <= p.n; i++ {
		for _, end := range []int{tail, p.n, i + 1} {
			if got, want := p.nameFollows(i, end), p.nameFollowsOld(i, end); got != want {
				t.Fatalf("%s %q: nameFollows(%d, %d) = %v, the reference %v", countryTable[p.ci].code, p.in, i, end, got, want)
			}
			if got, want := p.crossStreetAt(i, end, p.word(i)), p.crossStreetAtOld(i, end, p.word(i)); got != want {
				t.Fatalf("%s %q: crossStreetAt(%d, %d) = %v, the reference %v", countryTable[p.ci].code, p.in, i, end, got, want)
			}
		}
	}
	for first := 0; first < p.n; first++ {
		for last := first; last < min(first+4, p.n); last++ {
			if got, want := p.streetNamed(first, last), p.streetNamedOld(first, last); got != want {
				t.Fatalf("%s %q: streetNamed(%d, %d) = %v, the reference %v", countryTable[p.ci].code, p.in, first, last, got, want)
			}
		}
	}
	for k := 0; k < p.n; k++ {
		if !p.hoodMay(k, p.class(k)) {
			continue // hoodAt's gate: a marker, or the B of Bº
		}
		for _, end := range []int{p.n, p.segEnd(k)} {
			q, r := *p, *p
			got, want := q.hoodAt(k, end), r.hoodAtOld(k, end)
			requireSameParser(t, "hoodAt", &q, &r, got, want)
		}
	}
	if tail < 0 {
		return // the head is read: the stages above are compared in its state
	}
	q, r := *p, *p
	q.parseHead(tail)
	r.parseHeadOld(tail)
	requireSameParser(t, "parseHead", &q, &r, 0, 0)
	for _, end := range []int{tail, p.n} {
		for from := 0; from < end; from++ {
			if p.toks[from].kind == lex.Punct {
				continue
			}
			q, r = *p, *p
			q.leading(from, end)
			r.leadingOld(from, end)
			requireSameParser(t, "leading", &q, &r, from, from)
			q, r = *p, *p
			got, want := q.streetSegment(from, end), r.streetSegmentOld(from, end)
			if got != want || q.out != r.out || !slices.Equal(q.toks[:q.n], r.toks[:r.n]) {
				t.Fatalf("%s %q: streetSegment(%d, %d) = %d, the reference %d, or leaves another parse",
					countryTable[p.ci].code, p.in, from, end, got, want)
			}
		}
	}
}

// headEdgeValues are addresses whose street segment goes on past its
// house number's place (a unit, then a number that is not the house's),
// or ends in a cross street's word.
var headEdgeValues = []string{
	"Calle Real Piso 3 9 de Julio",
	"Av. Siempre Viva 12 Depto 4 9 de Julio, Col. Centro 5 de Mayo",
	"Calle 5 # 12 Local 3 7 Sur, Calle Real 9 de Julio 45",
	"Calle 5 12 y", // a cross street's "y" with no word after it
	"Calle 60 491 x, Centro",
}

// TestHeadRefs compares the head's stages with their references on every
// address of stageRefValues (the test tables, the cue words, the usual
// forms the read-back parses), read as every country.
func TestHeadRefs(t *testing.T) {
	values := append(stageRefValues(t), headEdgeValues...)
	p := new(parser)
	heads := 0
	for _, v := range values {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			headRefStates(p, ci, v, func(p *parser, tail int) {
				requireSameHead(t, p, tail)
				heads++
			})
		}
	}
	t.Logf("%d addresses, %d heads", len(values), heads)
	require.Greater(t, heads, 40000)
}

// FuzzHeadRefs is TestHeadRefs on any string.
func FuzzHeadRefs(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("MX", "Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX")
	f.Add("AR", "Av. Santa Fe 3200 Piso 4 Depto B, Calle 5 12 & Rocafuerte, 3er piso")
	for _, v := range append(stageEdgeValues, headEdgeValues...) {
		f.Add("MX", v)
	}
	p := new(parser)
	f.Fuzz(func(t *testing.T, country, value string) {
		ci := countryIndex(country)
		if ci < 0 || len(value) > MaxLength {
			return
		}
		headRefStates(p, ci, value, func(p *parser, tail int) { requireSameHead(t, p, tail) })
	})
}

// parseHeadOld, as on main (ffe0b37): parseHead reads the tokens before
// tail.
func (p *parser) parseHeadOld(tail int) {
	if tail == 0 {
		return
	}
	lastSeg := p.toks[tail-1].seg
	street, from, landmark := p.findStreet(tail)
	if street < 0 {
		k := 0
		for seg := 0; seg <= int(lastSeg); seg++ {
			k = p.otherSegmentOld(uint8(seg), k, tail) // units and neighborhoods, with no street
		}
		p.leftovers(0, lastSeg, tail)
		return
	}
	p.leadingOld(from, tail)
	k := from // where the search for the next segment's first word starts
	if landmark >= 0 {
		p.out.street, p.out.landmark = span{from, landmark}, true
		p.mark(from, landmark, roleStreet)
		street = int(p.toks[landmark].seg)
	} else {
		k = p.streetSegmentOld(from, tail) // past the street segment, which the search need not pass again
	}
	for seg := street + 1; seg <= int(lastSeg); seg++ {
		k = p.otherSegmentOld(uint8(seg), k, tail)
	}
	p.leftovers(uint8(street), lastSeg, tail)
}

// streetSegmentOld, as on main (ffe0b37): streetSegment reads the street
// segment from token from: street, number, units, neighborhood and cross
// streets. It returns the token after the segment (or tail).
func (p *parser) streetSegmentOld(from, tail int) int {
	seg := p.toks[from].seg
	end := from // one past the segment's last token
	for end < tail && p.toks[end].seg == seg {
		end++
	}
	i := from
	if p.isNumber(i) && (p.class(p.nextWord(i))&cStreet != 0 || englishType(p.word(p.prevWord(end)))) && !p.numberAfter(p.nextWord(i), end) {
		p.setNumber(i, i) // the house number first, as in Puerto Rico and Haiti
		i = p.nextWord(i)
	}
	if p.class(i)&cLocator != 0 {
		i = p.locators(i, end)
		if i >= end {
			return end
		}
		if p.class(i)&cStreet == 0 {
			p.restOld(i, end) // after a locator, only a typed street: Km 23 Vía a Samborondón
			return end
		}
	}
	nameEnd := p.streetNameOld(i, end) // one past the name's last token
	if p.class(i)&cStreet == 0 {
		for e := p.lastWordBefore(nameEnd); e > i; e = p.prevWord(e) {
			if nw := p.nextWord(e); string(p.word(e)) == "en" && nw >= 0 && nw < nameEnd {
				p.mark(i, e, roleOrg) // Aula Magna de la Universidad en General Velásquez 1775
				i = p.nextWord(e)
				break
			}
		}
	}
	if nameEnd > i && p.streetNamedOld(i, p.lastWordBefore(nameEnd)) {
		p.out.street = span{i, p.lastWordBefore(nameEnd)}
		p.mark(i, p.out.street.b, roleStreet)
	}
	p.restOld(nameEnd, end)
	return end
}

// streetNameOld, as on main (ffe0b37): streetName returns where the street
// name that starts at token i ends: before the number sign, the house
// number, S/N, a km mark, a unit, neighborhood, cross-street or reference
// marker, the "y" of an intersection, or the segment's end.
func (p *parser) streetNameOld(i, end int) int {
	first := i
	named := p.nextWord(first) // the first word of the name, even a number: Calle 5
	if p.class(i)&cStreet != 0 && p.class(named)&cGrid != 0 {
		named = p.nextWord(named) // Av. Calle 26, Avenida Carrera 86
	}
	typed := p.class(i)&cStreet != 0
	for k := i; k < end; k++ {
		if p.numberSignAt(k) > 0 {
			return k
		}
		if p.toks[k].kind == lex.Punct {
			if p.toks[k].punct == '?' || p.toks[k].punct == '"' {
				return k // a stray symbol ends the name
			}
			continue
		}
		if !p.free(k) {
			return k
		}
		if k == first || typed && k <= named || p.plainWordOld(k) {
			continue
		}
		if p.snAt(k) > 0 || p.intersectionAt(k, end) {
			return k
		}
		c := p.class(k)
		if c&(cUnit|cHood|cCross|cReference|cMunicipality) != 0 && p.valueStart(k, end) >= 0 || c&cLocator != 0 || p.crossSlash(k) {
			return k
		}
		if string(p.word(k)) == "al" && p.isNumber(p.nextWord(k)) || p.blockAt(k) >= 0 || p.poBoxAt(k) >= 0 {
			return k // Argentine "al 3000", Peruvian "cuadra 8", a post-office box
		}
		if p.houseNumberAt(k, end) {
			return k
		}
	}
	return end
}

// restOld, as on main (ffe0b37): rest reads tokens i..end-1 of a segment
// after the street name (or the whole of a later segment): the number,
// units, neighborhood, cross streets, a municipality. Words it does not
// understand keep no role; the caller's leftovers decides what they are.
func (p *parser) restOld(i, end int) {
	for k := i; k < end; {
		if p.isPunct(k, '&') && p.out.number.a >= 0 && p.isWord(k+1) {
			k = p.markToSegmentEnd(k+1, end, roleCross) + 1 // E1-47 & Rocafuerte
			continue
		}
		if !p.free(k) && !p.isPunct(k, '#') {
			k++
			continue
		}
		if last := p.restAtOld(k, end); last >= k {
			k = last + 1
			continue
		}
		k++
	}
}

// restAtOld, as on main (ffe0b37): restAt reads the part that starts at
// token k and returns its last token, or -1 when no part starts there.
func (p *parser) restAtOld(k, end int) int {
	if n := p.numberSignAt(k); n > 0 && p.awaitingNumber() {
		p.mark(k, k+n-1, roleSkip)
		if s := p.snAt(k + n); s > 0 {
			return p.setSN(k+n, k+n+s-1)
		}
		last := p.numberEnd(k+n, end)
		p.setNumber(k+n, last)
		return last
	}
	if s := p.snAt(k); s > 0 && p.awaitingNumber() {
		return p.setSN(k, k+s-1)
	}
	w := p.word(k)
	if string(w) == "al" && p.isNumber(k+1) && p.awaitingNumber() {
		p.setNumber(k, k+1) // al 3000: the block, in Argentina
		return k + 1
	}
	c := p.class(k)
	if p.otherMay(k, c, w) {
		if last := p.otherAt(k, end); last >= 0 {
			return last
		}
	} else if p.distanceAt(k) >= 0 {
		return p.markToSegmentEnd(k, end, roleCross) // otherAt's answer where its gate is closed
	}
	if p.unitMay(k, c, w) {
		if last := p.unitAt(k, end); last >= 0 {
			if c&cLocator != 0 {
				p.setLocator(k)
			}
			p.addUnit(k, last)
			return last
		}
	}
	if c&cLocator != 0 && (p.out.number.a < 0 || string(w) != "km") {
		if j := p.locators(k, end); j > k {
			return p.prevWord(j)
		}
	}
	if p.awaitingNumber() && p.numberLike(k) && (p.segmentHead(k) || p.houseNumberAt(k, end)) {
		last := p.numberEnd(k, end)
		p.setNumber(k, last)
		return last
	}
	if p.crossStreetAtOld(k, end, w) {
		return p.markCross(k, end)
	}
	if p.hoodMay(k, c) {
		if last := p.hoodAtOld(k, end); last >= 0 {
			return last
		}
	}
	return p.crossOrMunicipalityAt(k, end, c)
}

// otherSegmentOld, as on main (ffe0b37): otherSegment reads head segment
// seg, whose tokens come at token k or after, and returns the token it
// stopped at, which the next segment's search starts from: the head's
// segments are read in order, so that each token is passed once rather
// than each segment's search starting at the first token (firstWord).
func (p *parser) otherSegmentOld(seg uint8, k, tail int) int {
	toks := p.toks[:tail] // read through a slice of the head: one bound to test
	for k < len(toks) && (toks[k].seg < seg || toks[k].seg == seg && toks[k].kind == lex.Punct) {
		k++
	}
	if k >= len(toks) || toks[k].seg != seg {
		return k // no word of seg before tail
	}
	first, end := k, k
	for end < len(toks) && toks[end].seg == seg {
		end++
	}
	p.restOld(first, end)
	return end
}

// leadingOld, as on main (ffe0b37): leading reads the tokens before token
// from, where the street starts.
func (p *parser) leadingOld(from, tail int) {
	for seg := uint8(0); seg <= p.toks[from].seg; seg++ {
		first := p.firstWord(seg)
		if first < 0 || first >= from {
			continue
		}
		end := first
		for end < from && p.toks[end].seg == seg {
			end++
		}
		if seg < p.toks[from].seg {
			if p.unitAt(first, end) >= 0 || p.floorAt(first, end) >= 0 {
				p.restOld(first, end)
			} else {
				p.leadingPlace(first, p.prevWord(end))
			}
		}
	}
	for i := 0; i < from; i++ {
		if p.free(i) {
			p.toks[i].role = roleOrg
		}
	}
}

// plainWordOld, as on main (ffe0b37): plainWord reports whether token k, a
// word, has no class and no cue and is not "al": no marker, number or
// gated stage's first word, so that nothing ends a street's name there
// (streetName).
func (p *parser) plainWordOld(k int) bool {
	t := &p.toks[k]
	return t.cls == 0 && t.cue == 0 && string(p.word(k)) != "al"
}

// nameFollowsOld, as on main (ffe0b37): nameFollows reports whether the
// word after token i is in i's segment and has no role yet.
func (p *parser) nameFollowsOld(i, tail int) bool {
	return p.nextInSeg(i, tail) && p.free(p.nextWord(i))
}

// hasDigitOld, as on main (ffe0b37): hasDigit reports whether w holds a
// digit, a byte at a time.
func hasDigitOld(w []byte) bool {
	for _, c := range w {
		if lex.IsDigit(c) {
			return true
		}
	}
	return false
}

// TestHasDigit compares hasDigit with hasDigitOld on every byte at every
// place of words of up to 20 bytes, over backgrounds next to the digits
// and of high bytes, and on every pair of bytes from a set around them.
func TestHasDigit(t *testing.T) {
	w := make([]byte, 20)
	for _, bg := range []byte{'a', 0, '/', ':', 0x80, 0xb0, 0xb9, 0xba, 0xff} {
		for n := 0; n <= len(w); n++ {
			for i := range w[:n] {
				w[i] = bg
			}
			require.Equal(t, hasDigitOld(w[:n]), hasDigit(w[:n]), "%q", w[:n])
			for pos := 0; pos < n; pos++ {
				for b := 0; b < 256; b++ {
					w[pos] = byte(b)
					if got, want := hasDigit(w[:n]), hasDigitOld(w[:n]); got != want {
						t.Fatalf("hasDigit(%q) = %v, want %v", w[:n], got, want)
					}
				}
				w[pos] = bg
			}
		}
	}
	set := []byte{0, '/', '0', '5', '9', ':', 'a', 0x7f, 0x80, 0xaf, 0xb0, 0xb9, 0xba, 0xff}
	for n := 9; n <= 12; n++ {
		for i := range w[:n] {
			w[i] = 'z'
		}
		for _, a := range set {
			for _, b := range set {
				for pa := 0; pa < n; pa++ {
					for pb := 0; pb < n; pb++ {
						w[pa], w[pb] = a, b
						if got, want := hasDigit(w[:n]), hasDigitOld(w[:n]); got != want {
							t.Fatalf("hasDigit(%q) = %v, want %v", w[:n], got, want)
						}
						w[pa], w[pb] = 'z', 'z'
					}
				}
			}
		}
	}
}

// FuzzHasDigit compares hasDigit with hasDigitOld on any bytes.
func FuzzHasDigit(f *testing.F) {
	f.Add([]byte("cuauhtemoc"))
	f.Add([]byte("a0000a"))
	f.Add([]byte("abcdefgh9"))
	f.Fuzz(func(t *testing.T, w []byte) {
		if got, want := hasDigit(w), hasDigitOld(w); got != want {
			t.Fatalf("hasDigit(%q) = %v, want %v", w, got, want)
		}
	})
}

// crossStreetAtOld, as on main (ffe0b37): crossStreetAt reports whether
// token k (word w) starts the cross streets that follow a street: the "y"
// of an intersection inside a segment ("Calle Venezuela y García Moreno"),
// or, once the number is read, a "y" or an "x" before a number that joins
// a word ("E1-47 y Rocafuerte", "491 x 57").
func (p *parser) crossStreetAtOld(k, end int, w []byte) bool {
	if p.intersectionAt(k, end) && !p.segmentHead(k) {
		return true
	}
	if p.out.number.a < 0 || !p.isWord(p.nextWord(k)) {
		return false
	}
	return string(w) == "y" || (string(w) == "x" && p.isNumber(p.nextWord(k)))
}

// hoodAtOld, as on main (ffe0b37): hoodAt reads the neighborhood whose
// marker is token k and returns its last token, or -1.
func (p *parser) hoodAtOld(k, end int) int {
	if !p.free(k) {
		return -1
	}
	w := p.word(k)
	n := k + 1
	switch {
	case string(w) == "b" && p.isPunct(k+1, 'o'): // Bº, B°
		n = k + 2
	case p.class(k)&cHood == 0:
		return -1
	}
	for n < end && p.toks[n].kind == lex.Punct && (p.toks[n].punct == '.' || p.toks[n].punct == ':') {
		n++
	}
	for n < end && p.free(n) && p.class(n)&cHood != 0 && !keptMarker(p.word(n)) && p.nextWord(n) >= 0 {
		n = p.nextWord(n) // Col. Fracc. Residencial Pte.
	}
	if n >= end || !p.free(n) || p.toks[n].seg != p.toks[k].seg {
		return -1
	}
	last := p.nameEnd(n, end)
	if !keptMarker(w) && !p.hasName(n, last) {
		return -1 // Col. 5, Urb. A: no name
	}
	first := n
	if keptMarker(w) {
		first = k
	}
	p.mark(k, n-1, roleSkip)
	p.addHood(first, last)
	return last
}

// streetNamedOld, as on main (ffe0b37): streetNamed reports whether tokens
// first..last make a street: a type and at least one more word (Calle 5),
// or a name (Cuareim).
func (p *parser) streetNamedOld(first, last int) bool {
	if p.class(first)&cStreet != 0 {
		return p.nextWord(first) >= 0 && p.nextWord(first) <= last
	}
	return p.hasName(first, last)
}
