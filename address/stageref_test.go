package address

import (
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
	for _, in := range decisionInputs(t) {
		if r := Validate(in[0], in[1]); r.Valid {
			values = append(values, r.Formatted)
		}
	}
	return values
}

// forParseStates calls f with p after each step of the parse of value as
// country ci: the tokens, the postal code, the tail, the head and the
// whole parse.
func forParseStates(p *parser, ci int, value string, f func(p *parser)) {
	*p = parser{}
	p.init(value, ci)
	p.tokenize()
	f(p)
	p.findPostal()
	p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
	f(p)
	tail := p.parseTail()
	f(p)
	p.parseHead(tail)
	f(p)
	p.resolve()
	f(p)
}

// requireSameStages compares each rewritten function with its reference
// at every token of p, in p's state.
func requireSameStages(t *testing.T, p *parser) {
	t.Helper()
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
			forParseStates(p, ci, v, func(p *parser) {
				requireSameStages(t, p)
				states++
			})
		}
	}
	t.Logf("%d addresses, %d states", len(values), states)
	require.Greater(t, states, 50000)
}

// FuzzStageRefs is TestStageRefs on any input, in any country.
func FuzzStageRefs(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("MX", "Av. X 505 Col. Y 06500 Ciudad de México, (Calle 5, 06500), , 1000 - Bela Vista")
	p := new(parser)
	f.Fuzz(func(t *testing.T, country, value string) {
		ci := countryIndex(country)
		if ci < 0 || len(value) > MaxLength {
			return
		}
		forParseStates(p, ci, value, func(p *parser) { requireSameStages(t, p) })
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
