package address

import (
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/stretchr/testify/require"
)

// acceptPostalPrev is acceptPostal as it was before it read the code's
// segment once: a walk over the whole segment for its first word and its
// words, then placesFollow's walk after the code.
func (p *parser) acceptPostalPrev(m postalMatch) bool {
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
		return false
	}
	seg := p.toks[m.first].seg
	if seg == 0 {
		if !p.numberBefore(m.first) {
			return false
		}
		_, _, after := p.matchForward(m.last + 1)
		return after
	}
	head := p.segHead(m.first)
	first, words := -1, 0
	for k := head; k < p.n && p.toks[k].seg == seg; k++ {
		if p.toks[k].kind != lex.Punct {
			if words == 0 {
				first = k
			}
			words++
		}
	}
	if words == 1 {
		return !p.streetWithoutNumberBefore(head)
	}
	if first == m.first && p.placesFollowPrev(m.last, seg) && !p.streetWithoutNumberBefore(head) {
		return true
	}
	if _, _, ok := p.matchForward(m.last + 1); ok && p.toks[m.last+1].seg == seg {
		return true
	}
	f, _, ok := p.matchBackward(m.first - 1)
	return ok && p.toks[f].seg == seg
}

// placesFollowPrev is placesFollow, which acceptPostal now reads in its
// walk: whether no number, unit or street type follows token last in
// segment seg.
func (p *parser) placesFollowPrev(last int, seg uint8) bool {
	for k := last + 1; k < p.n && p.toks[k].seg == seg; k++ {
		if p.toks[k].kind == lex.Number || p.class(k)&(cUnit|cStreet) != 0 {
			return false
		}
	}
	return true
}

// checkAcceptPostal compares acceptPostal with acceptPostalPrev on every
// span of up to four tokens of p, strong or not, and returns how many it
// compared and how many of those acceptPostal took.
func checkAcceptPostal(t *testing.T, p *parser) (n, taken int) {
	t.Helper()
	for i := 0; i < p.n; i++ {
		for j := i; j < min(i+4, p.n); j++ {
			for _, strong := range []bool{false, true} {
				m := postalMatch{first: i, last: j, strong: strong, region: -1}
				got := p.acceptPostal(m)
				if want := p.acceptPostalPrev(m); got != want {
					t.Fatalf("%s %q: acceptPostal(%+v) = %v, acceptPostalPrev %v", countryTable[p.ci].code, p.in, m, got, want)
				}
				n++
				if got && !strong {
					taken++
				}
			}
		}
	}
	return n, taken
}

// TestAcceptPostalOnce compares acceptPostal with acceptPostalPrev in every
// state of the parse of every address of stageRefValues as every country.
func TestAcceptPostalOnce(t *testing.T) {
	p := new(parser)
	n, taken := 0, 0
	for _, v := range stageRefValues(t) {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			forParseStates(t, p, ci, v, func(p *parser) {
				a, b := checkAcceptPostal(t, p)
				n, taken = n+a, taken+b
			})
		}
	}
	t.Logf("%d spans compared, %d weak codes taken", n, taken)
	require.Greater(t, n, 1000000)
	require.Greater(t, taken, 10000)
}

// FuzzAcceptPostalOnce compares acceptPostal with acceptPostalPrev on any
// input as any country, in every state of its parse.
func FuzzAcceptPostalOnce(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("MX", "Calle 5 12, Centro, 06500 Ciudad de México")
	f.Add("BR", "Rua X, 10, 01310-100, Bela Vista")
	f.Fuzz(func(t *testing.T, country, s string) {
		ci := countryIndex(country)
		if ci < 0 || len(s) > MaxLength {
			return
		}
		forParseStates(t, new(parser), ci, s, func(p *parser) { checkAcceptPostal(t, p) })
	})
}
