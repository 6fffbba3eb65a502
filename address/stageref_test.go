package address

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/stretchr/testify/require"
)

// The stages' functions rewritten to do less work keep their former
// selves here as references: TestStageRefs and FuzzStageRefs compare the
// two in every state a parse passes through.

// stageRefValues returns the addresses the references are compared on:
// those of the test tables (decisionValues: the labelled, held-out,
// fuzz-corpus and benchmark addresses, each with one comma segment left
// out in turn), the cue words in their stages' forms, and the Formatted
// of each valid result of the first, which the read-back parses.
func stageRefValues(t *testing.T) []string {
	values := append(decisionValues(t), cueValues(t)...)
	values = append(values, stageEdgeValues...)
	for _, in := range decisionInputs(t) {
		if r := Validate(in[0], in[1]); r.Valid {
			values = append(values, r.Formatted)
		}
	}
	return values
}

// stageEdgeValues are addresses whose parts stand where the tables'
// addresses seldom put them: a postal marker first, a code alone, a
// remark in parentheses last.
var stageEdgeValues = []string{
	"CP 06500, Ciudad de México",
	"C.P. 01000 Álvaro Obregón, Av. Revolución 1",
	"06500",
	", , 06500 Ciudad de México, Calle 5 12",
	"Calle 5 12, Centro (frente al parque)",
	"Calle 5 12 (06500), Cuauhtémoc",
}

// forParseStates calls f with p after each step of the parse of value as
// country ci: the tokens, the postal code, the tail, the head and the
// whole parse. Each step whose former self is kept here is also run, on
// a copy, as it was, and must leave the same parser.
func forParseStates(t *testing.T, p *parser, ci int, value string, f func(p *parser)) {
	t.Helper()
	*p = parser{}
	p.init(value, ci)
	p.tokenize()
	f(p)
	q := *p
	p.findPostal()
	q.findPostalRef()
	requireSameParser(t, "findPostal", p, &q, 0, 0)
	p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
	f(p)
	q = *p
	tail, want := p.parseTail(), q.parseTailRef()
	requireSameParser(t, "parseTail", p, &q, tail, want)
	f(p)
	q = *p
	p.parseHead(tail)
	q.parseHeadRef(tail)
	requireSameParser(t, "parseHead", p, &q, 0, 0)
	f(p)
	p.resolve()
	f(p)
}

// requireSameParser requires that a step and its reference, run on p and
// q, returned the same and left the same tokens and parts.
func requireSameParser(t *testing.T, step string, p, q *parser, got, want int) {
	t.Helper()
	if got != want || p.out != q.out || !slices.Equal(p.toks[:p.n], q.toks[:q.n]) {
		t.Fatalf("%s %q: %s returns %d, the reference %d, or leaves another parse", countryTable[p.ci].code, p.in, step, got, want)
	}
}

// requireSameStages compares each rewritten function with its reference
// at every token of p, in p's state.
func requireSameStages(t *testing.T, p *parser) {
	t.Helper()
	for k := 0; k < p.n; k++ {
		seg := p.toks[k].seg
		head := p.segHead(k)
		if head != p.segFirst(seg) || p.wordFrom(head) != p.firstWord(seg) || p.numberFrom(head) != p.numberInRef(seg) ||
			p.numberIn(seg) != p.numberInRef(seg) ||
			p.segmentHead(k) != (k == p.firstWord(seg)) {
			t.Fatalf("%s %q: at token %d, segHead, wordFrom, numberFrom or segmentHead differ from segFirst, firstWord, numberIn",
				countryTable[p.ci].code, p.in, k)
		}
	}
	for i := 0; i < p.n; i++ {
		for _, tail := range []int{p.n, i + 1} {
			if got, want := p.markedStreetAt(i, tail), p.markedStreetAtRef(i, tail); got != want {
				t.Fatalf("%s %q: markedStreetAt(%d, %d) = %v, the reference %v", countryTable[p.ci].code, p.in, i, tail, got, want)
			}
		}
		for j := i; j < min(i+4, p.n); j++ {
			if got, want := p.hasName(i, j), p.hasNameRef(i, j); got != want {
				t.Fatalf("%s %q: hasName(%d, %d) = %v, the reference %v", countryTable[p.ci].code, p.in, i, j, got, want)
			}
		}
	}
	if p.n > 0 {
		last := p.toks[p.n-1].seg
		for _, tail := range []int{p.n, p.n / 2} {
			for from := uint8(0); from <= last; from++ {
				for _, to := range []uint8{from, last} {
					var buf, refBuf [8]span
					unparsed := p.out.unparsed
					got := p.freeRuns(buf[:0], from, to, tail)
					gotUnparsed := p.out.unparsed
					p.out.unparsed = unparsed
					want := p.freeRunsRef(refBuf[:0], from, to, tail)
					if !slices.Equal(got, want) || gotUnparsed != p.out.unparsed {
						t.Fatalf("%s %q: freeRuns(%d, %d, %d) = %v, the reference %v", countryTable[p.ci].code, p.in, from, to, tail, got, want)
					}
					p.out.unparsed = unparsed
				}
			}
		}
	}
	for i := 0; i < p.n; i++ {
		for j := i; j < min(i+3, p.n); j++ {
			for _, strong := range []bool{false, true} {
				m := postalMatch{first: i, last: j, strong: strong, region: -1}
				if got, want := p.acceptPostal(m), p.acceptPostalRef(m); got != want {
					t.Fatalf("%s %q: acceptPostal(%+v) = %v, the reference %v", countryTable[p.ci].code, p.in, m, got, want)
				}
			}
		}
	}
}

// TestStageRefs compares the rewritten stages with their references in
// every state of the parse of every address of stageRefValues, read as
// every country.
func TestStageRefs(t *testing.T) {
	values := stageRefValues(t)
	p := new(parser)
	states := 0
	for _, v := range values {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			forParseStates(t, p, ci, v, func(p *parser) {
				requireSameStages(t, p)
				states++
			})
		}
	}
	t.Logf("%d addresses, %d states", len(values), states)
	require.Greater(t, states, 50000)
}

// requireFoldGaps requires what matchBack and matchForward read of the
// fold buffer (match.go): between two words, no byte or one space, or
// '|' alone; and no '|' in a word.
func requireFoldGaps(t *testing.T, p *parser) {
	t.Helper()
	prev := -1 // the word before
	for k := 0; k < p.n; k++ {
		tk := &p.toks[k]
		if tk.kind == lex.Punct {
			continue
		}
		if bytes.IndexByte(p.fold[tk.fs:tk.fe], '|') >= 0 {
			t.Fatalf("%s %q: word %d holds a '|' in the fold buffer %q", countryTable[p.ci].code, p.in, k, p.fold[:p.nf])
		}
		if prev >= 0 {
			gap := string(p.fold[p.toks[prev].fe:tk.fs])
			if gap != "" && gap != " " && strings.Trim(gap, "|") != "" {
				t.Fatalf("%s %q: the bytes %q between words %d and %d mix spaces and '|' (fold buffer %q)",
					countryTable[p.ci].code, p.in, gap, prev, k, p.fold[:p.nf])
			}
		}
		prev = k
	}
}

// TestPhraseKeysNoBar checks that no phrase holds the '|' tokenize writes
// for a separator, so that no candidate that crosses one is a phrase
// (match.go).
func TestPhraseKeysNoBar(t *testing.T) {
	for row := range phraseTable {
		require.NotContains(t, phraseKey(row), "|", "row %d", row)
	}
}

// TestFoldGaps holds tokenize to requireFoldGaps on every address of
// stageRefValues read as every country, once its tokens are read and
// once its read-back, which keeps some tokens (keep.go), is parsed.
func TestFoldGaps(t *testing.T) {
	p := new(parser)
	for _, v := range stageRefValues(t) {
		for ci := range countryTable {
			checkFoldGaps(t, p, ci, v)
		}
	}
}

// checkFoldGaps checks the fold buffer of value's parse as country ci,
// and of its read-back, which Result parses in p.
func checkFoldGaps(t *testing.T, p *parser, ci int, value string) {
	t.Helper()
	if len(value) > 2*MaxLength {
		return
	}
	*p = parser{}
	p.init(value, ci)
	p.run()
	requireFoldGaps(t, p)
	p.result()
	requireFoldGaps(t, p)
}

// FuzzStageRefs is TestStageRefs and TestFoldGaps on any input, in any
// country.
func FuzzStageRefs(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("MX", "Av. X 505 Col. Y 06500 Ciudad de México, (Calle 5, 06500), , 1000 - Bela Vista")
	for _, v := range stageEdgeValues {
		f.Add("MX", v)
	}
	p := new(parser)
	f.Fuzz(func(t *testing.T, country, value string) {
		ci := countryIndex(country)
		if ci < 0 || len(value) > MaxLength {
			return
		}
		forParseStates(t, p, ci, value, func(p *parser) { requireSameStages(t, p) })
		checkFoldGaps(t, p, ci, value)
	})
}

// acceptPostalRef is acceptPostal as it was: the segment's words and
// first word found by scanning from the first token, and the phrase
// look-ups before the segment's own test.
func (p *parser) acceptPostalRef(m postalMatch) bool {
	prev := p.prevWord(m.first)
	if prev >= 0 && p.toks[prev].seg == p.toks[m.first].seg {
		if c := p.class(prev); c&(cNumberSign|cLocator|cUnit|cStreet) != 0 {
			return false
		}
	}
	if p.isPunct(m.first-1, '#') || p.isPunct(m.first-1, 'o') {
		return false
	}
	if m.strong {
		return true
	}
	if p.isPunct(m.last+1, '-') && p.isNumber(m.last+2) || p.isPunct(m.first-1, '-') && p.isNumber(m.first-2) {
		return false // a grid number: 71-21
	}
	seg := p.toks[m.first].seg
	if seg == 0 {
		_, _, after := p.matchForward(m.last + 1)
		return after && p.numberBefore(m.first)
	}
	if p.segWordsRef(seg) == 1 {
		return !p.streetWithoutNumberRef(seg - 1)
	}
	if _, _, ok := p.matchForward(m.last + 1); ok && p.toks[m.last+1].seg == seg {
		return true
	}
	if first, _, ok := p.matchBackward(m.first - 1); ok && p.toks[first].seg == seg {
		return true
	}
	if p.firstWord(seg) == m.first && !p.streetWithoutNumberRef(seg-1) {
		for k := m.last + 1; k < p.n && p.toks[k].seg == seg; k++ {
			if p.toks[k].kind == lex.Number || p.class(k)&(cUnit|cStreet) != 0 {
				return false
			}
		}
		return true
	}
	return false
}

// streetWithoutNumberRef is streetWithoutNumberBefore as it was, by the
// segment's number.
func (p *parser) streetWithoutNumberRef(seg uint8) bool {
	typed := false
	for k := p.firstWord(seg); k >= 0 && k < p.n && p.toks[k].seg == seg; k++ {
		if p.toks[k].kind == lex.Number {
			return false
		}
		if p.toks[k].kind == lex.Word && p.class(k)&cStreet != 0 {
			typed = true
		}
	}
	return typed
}

// segWordsRef returns how many words and numbers segment seg holds.
func (p *parser) segWordsRef(seg uint8) int {
	n := 0
	for i := 0; i < p.n; i++ {
		if p.toks[i].seg == seg && p.toks[i].kind != lex.Punct {
			n++
		}
	}
	return n
}

// parseTailRef is parseTail as it was: the last segment's first token,
// first word and numbers found by scans from the first token.
func (p *parser) parseTailRef() int {
	postal := p.out.pset[:p.out.npset]
	j := p.n - 1
	for j >= 0 && (p.toks[j].kind == lex.Punct || p.free(j) && p.stray(j)) {
		j--
	}
	start := p.n
	if j >= 0 && p.parenSeg(p.toks[j].seg) && !p.numberIn(p.toks[j].seg) {
		if f, _, ok := p.matchBackward(j); !ok || f != p.firstWord(p.toks[j].seg) {
			j = p.segFirst(p.toks[j].seg) - 1
		}
	}
	before := placeAt{j: -1}
	for j >= 0 {
		t := &p.toks[j]
		if t.role != roleNone {
			j--
			continue
		}
		first, row, ok := p.matchBackwardAt(&before, j)
		if p.out.city < 0 && p.out.region < 0 && p.out.country < 0 {
			if cf, crow, cok := p.matchCountryName(j); cok && p.regionMarkerBefore(cf) < 0 && !(ok && first < cf) && !p.capitalNamesake(cf, crow, first, row, ok) && !p.ownRegion(cf, crow, first, row, ok) {
				p.out.country = int(refs(crow)[0] & refRowMask)
				p.mark(cf, j, roleCountry)
				j, start = cf-1, cf
				continue
			}
		}
		if !ok || p.wordBeforeInSeg(first) && p.streetNameBefore(first) {
			break
		}
		if p.hoodMarkerBefore(first) || !p.takePlace(first, j, row, postal, &before) { // takePlace read the marker
			break
		}
		start = first
		if m := p.regionMarkerBefore(first); m >= 0 && p.out.regionFirst == first {
			p.mark(m, first-1, roleSkip)
			start = m
		}
		j = start - 1
	}
	return start
}

// parseHeadRef is parseHead as it was: the search for each segment after
// the street's starts at the street's first token, and reads the tokens
// as otherSegment did.
func (p *parser) parseHeadRef(tail int) {
	if tail == 0 {
		return
	}
	lastSeg := p.toks[tail-1].seg
	street, from, landmark := p.findStreet(tail)
	if street < 0 {
		k := 0
		for seg := 0; seg <= int(lastSeg); seg++ {
			k = p.otherSegmentRef(uint8(seg), k, tail)
		}
		p.leftovers(0, lastSeg, tail)
		return
	}
	p.leading(from, tail)
	if landmark >= 0 {
		p.out.street, p.out.landmark = span{from, landmark}, true
		p.mark(from, landmark, roleStreet)
		street = int(p.toks[landmark].seg)
	} else {
		p.streetSegment(from, tail)
	}
	k := from
	for seg := street + 1; seg <= int(lastSeg); seg++ {
		k = p.otherSegmentRef(uint8(seg), k, tail)
	}
	p.leftovers(uint8(street), lastSeg, tail)
}

// freeRunsRef is freeRuns as it was, free(k) read whole.
func (p *parser) freeRunsRef(runs []span, from, to uint8, tail int) []span {
	for k := 0; k < tail; k++ {
		if !p.free(k) || p.toks[k].seg < from || p.toks[k].seg > to {
			continue
		}
		if n := len(runs); n > 0 && p.adjacentFree(runs[n-1].b, k) {
			runs[n-1].b = k
			continue
		}
		if len(runs) == cap(runs) {
			p.out.unparsed = true
			break
		}
		runs = append(runs, span{k, k})
	}
	return runs
}

// markedStreetAtRef is markedStreetAt as it was: whether the next word is
// in the segment read before the cases, though the first two do not ask.
func (p *parser) markedStreetAtRef(i, tail int) bool {
	c := p.class(i)
	sameSeg := p.nextInSeg(i, tail)
	switch {
	case c&cStreet != 0:
		return p.nameFollows(i, tail) || p.segmentStartsWithNumber(p.toks[i].seg+1, tail)
	case c&cLocator != 0:
		return p.nameFollows(i, tail) && !p.namedNumberBefore(i, tail)
	case digitFirst(p.word(i)) && sameSeg && p.class(p.nextWord(i))&cStreet != 0:
		return true
	case p.isNumber(i) && sameSeg && englishType(p.word(p.lastInSeg(i, tail))):
		return true
	}
	return p.numberSignIn(p.toks[i].seg, tail) && c&cPartMarker == 0 && p.numberSignAt(i) == 0 &&
		(!p.numberLike(i) || p.dateName(i))
}

// hasNameRef is hasName as it was, every byte of a word read for digits.
func (p *parser) hasNameRef(first, last int) bool {
	for k := first; k <= last; k++ {
		w := p.word(k)
		if p.toks[k].kind != lex.Word || len(w) < 2 || p.class(k) == cNumberSign {
			continue
		}
		digits := false
		for _, c := range w {
			digits = digits || lex.IsDigit(c)
		}
		if !digits {
			return true
		}
	}
	return false
}

// otherSegmentRef is otherSegment as it was, the tokens read whole.
func (p *parser) otherSegmentRef(seg uint8, k, tail int) int {
	for k < tail && p.toks[k].seg <= seg && (p.toks[k].seg < seg || p.toks[k].kind == lex.Punct) {
		k++
	}
	if k == tail || p.toks[k].seg != seg {
		return k
	}
	first, end := k, k
	for end < tail && p.toks[end].seg == seg {
		end++
	}
	p.rest(first, end)
	return end
}

// findPostalRef is findPostal as it was, the markers' cue read through
// cued.
func (p *parser) findPostalRef() {
	for i := 0; i < p.n && p.cues&cuePostal != 0; i++ {
		if !p.cued(i, cuePostal) {
			continue
		}
		if end, ok := p.postalMarker(i); ok {
			p.markedPostal(i, end)
			return
		}
	}
	for i := p.n - 1; i >= 0; i-- {
		if p.toks[i].kind == lex.Punct || !p.postalMay(i) {
			continue
		}
		m, ok := p.readPostal(i)
		if ok && p.acceptPostalRef(m) {
			p.setPostal(m, i)
			return
		}
	}
	p.findBadPostal()
}
