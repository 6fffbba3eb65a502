package address

import (
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/strhash"
	"github.com/stretchr/testify/require"
)

// noCountryNameCount counts what checkNoCountryName saw: the place
// phrases it asked about, those noCountryNameFrom passed (parseTail
// skips the country-name walk there), and those where a country name
// starts at or before the phrase, which it must not pass.
type noCountryNameCount struct {
	phrases, passed, named int
}

// checkNoCountryName checks, at every token j of p where the country's
// walk finds a place (matchBack), that the hash it gives is the phrase's
// taken from its last byte, and that when noCountryNameFrom passes the
// phrase, matchCountryName(j) finds no name or one that starts after the
// phrase's first word: the answer parseTail's walk would have turned away.
func checkNoCountryName(t *testing.T, p *parser, n *noCountryNameCount) {
	t.Helper()
	for j := range p.n {
		first, row, h, ok := p.matchBack(j, p.ci, int(countryTable[p.ci].maxWords))
		if !ok {
			continue
		}
		wf, wr, wok := p.matchBackward(j)
		if !wok || wf != first || wr != row {
			t.Fatalf("%s %q: matchBack(%d) = %d %d, matchBackward %d %d %v", countryTable[p.ci].code, p.in, j, first, row, wf, wr, wok)
		}
		if want := strhash.ExtendReverse(strhash.Offset, p.fold[p.toks[first].fs:p.toks[j].fe]); h != want {
			t.Fatalf("%s %q: matchBack(%d) hash %#x, the phrase's %#x", countryTable[p.ci].code, p.in, j, h, want)
		}
		n.phrases++
		cf, _, cok := p.matchCountryName(j)
		named := cok && cf <= first
		if named {
			n.named++
		}
		if p.noCountryNameFrom(first, h) {
			n.passed++
			if named {
				t.Fatalf("%s %q: noCountryNameFrom(%d, %#x) passes the place %d..%d, but the country name at %d..%d starts at or before it",
					countryTable[p.ci].code, p.in, first, h, first, j, cf, j)
			}
		}
	}
}

// countryNameValues returns addresses that end with a country name, each
// of its last words alone and after a place: every country name's key,
// and each of its word suffixes, written last in an address and alone.
func countryNameValues() []string {
	var values []string
	for r := countryPhrasesLo; r < countryPhrasesHi; r++ {
		words := strings.Fields(phraseKey(r))
		for i := range words {
			s := strings.Join(words[i:], " ")
			values = append(values, s, "Calle 5 12, Centro, "+s, "Calle 5 12 "+s, "San José "+s)
		}
	}
	return values
}

// TestNoCountryNameFrom holds noCountryNameFrom to the country-name walk
// it spares (checkNoCountryName) at every token of every address of
// stageRefValues and countryNameValues as every country, once its tokens
// are read and in every later state of its parse (forParseStates), where
// roles shorten the walks.
func TestNoCountryNameFrom(t *testing.T) {
	values := append(stageRefValues(t), countryNameValues()...)
	p := new(parser)
	var n noCountryNameCount
	for _, v := range values {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			forParseStates(t, p, ci, v, func(p *parser) { checkNoCountryName(t, p, &n) })
		}
	}
	t.Logf("%d values: %d place phrases, %d passed, %d with a country name from them or before", len(values), n.phrases, n.passed, n.named)
	require.Greater(t, n.passed, 10000)
	require.Greater(t, n.named, 500)
}

// TestNoCountryNameFromJoined checks that noCountryNameFrom leaves a
// phrase whose first word is written with no byte after the word before
// it to the walk, which reads on there: no tokenize writes that (a space
// or a '|' comes between two words), so the test writes it.
func TestNoCountryNameFromJoined(t *testing.T) {
	p := new(parser)
	p.init("Miraflores Lima", countryIndex("PE"))
	p.tokenize()
	first, _, h, ok := p.matchBack(1, p.ci, int(countryTable[p.ci].maxWords))
	require.True(t, ok)
	require.Equal(t, 1, first)
	require.True(t, p.noCountryNameFrom(first, h), "lima after a space: no country name ends with it")
	p.fold[p.toks[first].fs-1] = 'x'
	require.False(t, p.noCountryNameFrom(first, h), "lima joined to the word before")
}

// FuzzNoCountryNameFrom runs checkNoCountryName on any input as any
// country, in every state of its parse.
func FuzzNoCountryNameFrom(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("BR", "Rua 1, 12, El Salvador")
	f.Add("GT", "6a Avenida 10-20, Zona 1, Guatemala")
	f.Fuzz(func(t *testing.T, country, s string) {
		ci := countryIndex(country)
		if ci < 0 || len(s) > MaxLength {
			return
		}
		var n noCountryNameCount
		forParseStates(t, new(parser), ci, s, func(p *parser) { checkNoCountryName(t, p, &n) })
	})
}
