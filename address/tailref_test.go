package address

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// streetNameBefore is streetNameAfter as it was before placeInName read
// the word before the phrase for it: it finds that word itself.
func (p *parser) streetNameBefore(first int) bool {
	i := p.prevWord(first)
	if i < 0 || p.toks[i].seg != p.toks[first].seg {
		return false
	}
	if p.class(i)&(cStreet|cCross) != 0 {
		return true
	}
	if w := p.word(i); string(w) == "y" || string(w) == "e" || string(w) == "and" {
		for k := p.prevWord(i); k >= 0 && p.toks[k].seg == p.toks[first].seg; k = p.prevWord(k) {
			if p.class(k)&cCross != 0 {
				return true // entre Aguiar y Habana: the second cross street
			}
		}
	}
	for n := 0; n < 3 && i >= 0 && p.toks[i].seg == p.toks[first].seg && isConnector(p.word(i)); n++ {
		i = p.prevWord(i)
		if i >= 0 && p.toks[i].seg == p.toks[first].seg && p.class(i)&cStreet != 0 {
			return true
		}
	}
	return false
}

// hoodMarkerBefore reports whether a neighborhood marker comes right before
// token first in its segment, as parseTail asked before placeInName.
func (p *parser) hoodMarkerBefore(first int) bool {
	i := p.prevWord(first)
	return i >= 0 && p.toks[i].seg == p.toks[first].seg && p.class(i)&cHood != 0
}

// placeInNameRef is the test parseTail made before placeInName.
func (p *parser) placeInNameRef(first int) bool {
	return p.hoodMarkerBefore(first) || p.wordBeforeInSeg(first) && p.streetNameBefore(first)
}

// checkPlaceInName compares placeInName with placeInNameRef at every token
// of p, and one past either end.
func checkPlaceInName(t *testing.T, p *parser) int {
	t.Helper()
	for k := range p.n {
		if got, want := p.placeInName(k), p.placeInNameRef(k); got != want {
			t.Fatalf("%s %q: placeInName(%d) = %v, want %v", countryTable[p.ci].code, p.in, k, got, want)
		}
	}
	return p.n
}

// TestPlaceInName compares placeInName with placeInNameRef at every token
// of every address of stageRefValues as every country, once its tokens
// are read and once it is parsed (the answer reads no role, and the roles
// are what a parse changes).
func TestPlaceInName(t *testing.T) {
	p := new(parser)
	n := 0
	for _, v := range stageRefValues(t) {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			*p = parser{}
			p.init(v, ci)
			p.tokenize()
			n += checkPlaceInName(t, p)
			*p = parser{}
			p.init(v, ci)
			p.run()
			n += checkPlaceInName(t, p)
		}
	}
	t.Logf("%d tokens compared", n)
	require.Greater(t, n, 100000)
}

// FuzzPlaceInName compares placeInName with placeInNameRef on any input.
func FuzzPlaceInName(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("AR", "Av. de Mayo 1370, Col. Centro, entre Aguiar y Habana, Buenos Aires")
	f.Fuzz(func(t *testing.T, country, s string) {
		ci := countryIndex(country)
		if ci < 0 || len(s) > MaxLength {
			return
		}
		p := new(parser)
		p.init(s, ci)
		p.run()
		checkPlaceInName(t, p)
	})
}
