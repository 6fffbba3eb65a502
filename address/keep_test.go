package address

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// requireKept checks that p, a parser that has parsed a, once it keeps
// the tokens a shares with b (keep.go) and tokenizes b, is in the state
// of a new parser that tokenized b: every token, their count, cues and
// flags, and the fold buffer below nf, the only part a parse reads
// (TestReset). It returns the number of tokens kept. p is left as it
// was; the parsers of buf are used and overwritten.
func requireKept(t *testing.T, p *parser, b string, buf *[2]parser) int {
	t.Helper()
	fresh, kept := &buf[0], &buf[1]
	*fresh, *kept = parser{}, *p
	fresh.init(b, p.ci)
	fresh.tokenize()
	k := kept.sharedTokens(b)
	kept.keep(k)
	kept.init(b, p.ci)
	kept.tokenize()
	if kept.n != fresh.n || kept.more != fresh.more || kept.nf != fresh.nf || kept.cues != fresh.cues ||
		kept.toks != fresh.toks || string(kept.fold[:kept.nf]) != string(fresh.fold[:fresh.nf]) {
		t.Fatalf("%s %q, then %q keeping %d tokens: %v %q %v, want %v %q %v", countryTable[p.ci].code, p.in, b, k,
			kept.toks[:kept.n], kept.fold[:kept.nf], kept.cues, fresh.toks[:fresh.n], fresh.fold[:fresh.nf], fresh.cues)
	}
	return k
}

// parsed returns a parser that has parsed value as an address of country
// row ci.
func parsed(ci int, value string) *parser {
	p := new(parser)
	p.init(value, ci)
	p.run()
	return p
}

// keepTails continue an address cut after a token with the bytes around
// which a word ends or goes on (wordEnds), and separators whose segment
// depends on what follows them (breaks).
var keepTails = []string{"", " x", "x", "5", ",5", ", 5", ".", ".b", ".B.", "'s", "’a", "é", "-", "-5", " - 5", "/5",
	"\t5", ",", " .", ". X"}

// TestKeep checks keep and tokenize after it against a new parser: on
// every usual form formatted reads back (both, with and without the
// neighborhood's marker, after the input and the first after the
// second) for every address of the test tables read as every country,
// and on every address cut after each token, and a byte later, and
// continued with each of keepTails.
func TestKeep(t *testing.T) {
	n, tokens := 0, 0
	ps := new([2]parser)
	values := decisionValues(t)
	for ci := range countryTable {
		cc := countryTable[ci].code
		for _, v := range values {
			r := Validate(cc, v)
			if !r.Valid || len(v) > MaxLength {
				continue
			}
			p := parsed(ci, v)
			f := fieldsOf(ci, &r)
			var buf [4 * MaxLength]byte
			u0 := string(appendUsual(buf[:0], &f, false))
			tokens += requireKept(t, p, u0, ps)
			u1 := string(appendUsual(buf[:0], &f, true))
			tokens += requireKept(t, p, u1, ps)
			requireKept(t, parsed(ci, u0), u1, ps)
			n += 3
		}
	}
	for _, in := range decisionInputs(t) {
		for _, cc := range []string{"AR", "CO"} { // the country matters to tokenize only by its grid
			if len(in[1]) > MaxLength {
				continue
			}
			p := parsed(countryIndex(cc), in[1])
			for j := range p.toks[:p.n] {
				for _, e := range []int{int(p.toks[j].end), int(p.toks[j].end) + 1} {
					for _, tail := range keepTails {
						if e <= len(p.in) {
							requireKept(t, p, p.in[:e]+tail, ps)
							n++
						}
					}
				}
			}
		}
	}
	t.Logf("%d read-backs compared, %d tokens kept in the usual forms", n, tokens)
	require.Greater(t, tokens, 10000)
}

// FuzzKeep checks keep and tokenize after it on any two strings.
func FuzzKeep(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value, "Av. Paseo de la Reforma 505, Cuauhtémoc, 06500 Ciudad de México")
	}
	f.Add("CO", "Calle 52 - 43, Medellín", "Calle 52 - 4, Medellín")
	f.Add("MX", "Av. D.F. 12,5 O'Higgins", "Av. D.F. 12,5, O'Higgins")
	f.Fuzz(func(t *testing.T, country, a, b string) {
		ci := countryIndex(country)
		if ci < 0 || len(a) > MaxLength || len(b) > MaxLength {
			return
		}
		requireKept(t, parsed(ci, a), b, new([2]parser))
	})
}
