package address

import (
	"strings"
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/stretchr/testify/require"
)

// matchBackRef is matchBack as it was before phraseEnds (issue 26): every
// candidate, longest first, hashed whole and looked up. It is kept here
// only as the reference TestMatch compares matchBack with.
func (p *parser) matchBackRef(j, lo, hi, maxWords int) (first, row int, ok bool) {
	if !p.free(j) {
		return 0, 0, false
	}
	var starts [16]int
	n := 0
	end := p.toks[j].fe
	for i := j; i >= 0 && n < min(maxWords, len(starts)); i-- {
		if p.toks[i].kind == lex.Punct {
			continue
		}
		if !p.free(i) || hasBar(p.fold[p.toks[i].fe:end]) {
			break
		}
		end = p.toks[i].fs
		starts[n] = i
		n++
	}
	for k := n - 1; k >= 0; k-- {
		if r := findPhrase(lo, hi, p.phrase(starts[k], j)); r >= 0 {
			return starts[k], r, true
		}
	}
	return 0, 0, false
}

// matchForwardRef is matchForward as it was before phraseEnds.
func (p *parser) matchForwardRef(i int) (row, last int, ok bool) {
	if i < 0 || i >= p.n || !p.free(i) {
		return 0, 0, false
	}
	c := &countryTable[p.ci]
	var ends [16]int
	n := 0
	start := p.toks[i].fs
	for j := i; j < p.n && n < min(int(c.maxWords), len(ends)); j++ {
		if p.toks[j].kind == lex.Punct {
			continue
		}
		if !p.free(j) || hasBar(p.fold[start:p.toks[j].fs]) {
			break
		}
		start = p.toks[j].fe
		ends[n] = j
		n++
	}
	for k := n - 1; k >= 0; k-- {
		if r := findPhrase(int(c.phraseLo), int(c.phraseHi), p.phrase(i, ends[k])); r >= 0 {
			return r, ends[k], true
		}
	}
	return 0, 0, false
}

// requireSameMatches compares matchBackward, matchCountryName and
// matchForward with their references at every token of p, and around.
func requireSameMatches(t *testing.T, p *parser, state string) {
	t.Helper()
	c := &countryTable[p.ci]
	type match struct {
		a, b int
		ok   bool
	}
	for k := -1; k <= p.n; k++ {
		var got, want [4]match
		got[0].a, got[0].b, got[0].ok = p.matchBackward(k)
		want[0].a, want[0].b, want[0].ok = p.matchBackRef(k, int(c.phraseLo), int(c.phraseHi), int(c.maxWords))
		got[1].a, got[1].b, got[1].ok = p.matchCountryName(k)
		want[1].a, want[1].b, want[1].ok = p.matchBackRef(k, countryPhrasesLo, countryPhrasesHi, 4)
		got[2].a, got[2].b, got[2].ok = p.matchForward(k)
		want[2].a, want[2].b, want[2].ok = p.matchForwardRef(k)
		if k >= 0 {
			got[3].a, got[3].b, got[3].ok = p.matchForwardAny(k)
			want[3].a, want[3].b, want[3].ok = p.matchForwardAnyRef(k)
		}
		if got != want {
			t.Fatalf("%s %q (%s) at %d: matchBackward, matchCountryName, matchForward, matchForwardAny = %v, want %v", c.code, p.in, state, k, got, want)
		}
	}
}

// matchForwardAnyRef is matchForwardAny as it was before it read the
// roles itself (issue 26): the words' roles of the sixteen tokens from i
// cleared, matchForward's reference called, the roles put back.
func (p *parser) matchForwardAnyRef(i int) (row, last int, ok bool) {
	saved := p.toks[i:min(p.n, i+16)]
	var roles [16]role
	for k := range saved {
		roles[k] = saved[k].role
		if saved[k].kind != lex.Punct {
			saved[k].role = roleNone
		}
	}
	row, last, ok = p.matchForwardRef(i)
	for k := range saved {
		saved[k].role = roles[k]
	}
	return row, last, ok
}

// requireSameMatchesOf tokenizes value as an address of country row ci
// and compares the matches with their references with every token free,
// with every third word taken, and after the whole parse. p is memory to
// parse in.
func requireSameMatchesOf(t *testing.T, p *parser, ci int, value string) {
	t.Helper()
	if len(value) > MaxLength {
		return
	}
	p.reset()
	p.init(value, ci)
	p.tokenize()
	requireSameMatches(t, p, "tokens")
	for k := 1; k < p.n; k += 3 {
		if p.toks[k].kind != lex.Punct {
			p.toks[k].role = roleStreet
		}
	}
	requireSameMatches(t, p, "every third word taken")
	p.reset()
	p.init(value, ci)
	p.run()
	requireSameMatches(t, p, "parsed")
}

// TestMatch compares matchBack and matchForward, which stop at the first
// run of words no phrase ends or starts with (phraseEnds), with the
// lookups of every candidate they replaced, and matchForwardAny with its
// former self (matchForwardAnyRef): on every address of the test
// tables read as every country's, with one comma segment left out in
// turn; and on every phrase of phraseTable, its word prefixes and
// suffixes, and near misses of each, in its own country and another.
func TestMatch(t *testing.T) {
	// Under the race detector, which makes the test ten times slower,
	// every seventh country and phrase.
	step := 1
	if raceEnabled || testing.Short() {
		step = 7
	}
	p := new(parser)
	values := decisionValues(t)
	for ci := 0; ci < len(countryTable); ci += step {
		for _, v := range values {
			requireSameMatchesOf(t, p, ci, v)
		}
	}
	rowCountry := func(r int) int {
		for ci := range countryTable {
			if lo, hi := phraseRange(ci); lo <= r && r < hi {
				return ci
			}
		}
		return countryIndex("MX") // a country name
	}
	for r := 0; r < len(phraseTable); r += step {
		key := phraseKey(r)
		words := strings.Split(key, " ")
		forms := []string{key, key + "x", "x" + key, key[:len(key)-1], key[1:], key + " " + key,
			"Av. " + key, key + ", " + key, strings.ReplaceAll(key, " ", "-"), strings.ReplaceAll(key, " ", ". ")}
		for n := 1; n < len(words); n++ {
			pre, suf := strings.Join(words[:n], " "), strings.Join(words[n:], " ")
			forms = append(forms, pre, suf, pre+" x", "x "+suf, pre+" "+key, key+" "+suf)
		}
		ci := rowCountry(r)
		for _, f := range forms {
			requireSameMatchesOf(t, p, ci, f)
			requireSameMatchesOf(t, p, (ci+1)%len(countryTable), f)
		}
	}
}

// TestMatchBackwardAt checks that an answer matchBackwardAt kept stands
// only while matchBackward would give it: the answers at every token of
// every address of the test tables, as every country's, kept while each
// token after another is given a role, from the first and from the last.
func TestMatchBackwardAt(t *testing.T) {
	p := new(parser)
	var kept [maxTokens]placeAt
	step := 1
	if raceEnabled || testing.Short() {
		step = 7
	}
	values := decisionValues(t)
	for ci := 0; ci < len(countryTable); ci += step {
		for _, v := range values {
			if len(v) > MaxLength {
				continue
			}
			for _, fromLast := range []bool{false, true} {
				p.reset()
				p.init(v, ci)
				p.tokenize()
				for j := range p.n {
					kept[j] = placeAt{j: -1}
					p.matchBackwardAt(&kept[j], j)
				}
				for k := range p.n {
					if fromLast {
						k = p.n - 1 - k
					}
					if p.toks[k].kind != lex.Punct {
						p.toks[k].role = roleCity
					}
					for j := range p.n {
						gf, gr, gok := p.matchBackwardAt(&kept[j], j)
						wf, wr, wok := p.matchBackward(j)
						if gf != wf || gr != wr || gok != wok {
							t.Fatalf("%s %q, roles to %d: matchBackwardAt(%d) = %d %d %v, want %d %d %v",
								countryTable[ci].code, v, k, j, gf, gr, gok, wf, wr, wok)
						}
					}
				}
			}
		}
	}
}

// FuzzMatch compares matchBack and matchForward with their references on
// any input, in any country.
func FuzzMatch(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("MX", "Ciudad de México-CDMX, ' ×, Paulo-SP. San José (x) ’ Cd. de México")
	p := new(parser)
	f.Fuzz(func(t *testing.T, country, value string) {
		if ci := countryIndex(country); ci >= 0 {
			requireSameMatchesOf(t, p, ci, value)
		}
	})
}

// TestTokenTests checks that free, which reads a token's role alone, and
// isPunct, which reads its separator alone, say what they mean: a word or
// number with no role, the separator c. No separator may have roleNone,
// and no word or number a separator, after any step of a parse, on every
// address of the test tables read as every country.
func TestTokenTests(t *testing.T) {
	values := decisionValues(t)
	checked := 0
	for ci := range countryTable {
		for _, v := range values {
			p := new(parser)
			p.init(v, ci)
			check := func(step string) {
				for i := -1; i <= p.n; i++ {
					want := i >= 0 && i < p.n && p.toks[i].kind != lex.Punct && p.toks[i].role == roleNone
					if p.free(i) != want {
						t.Fatalf("%s %q after %s: free(%d) = %v", countryTable[ci].code, v, step, i, !want)
					}
					for _, c := range []byte(",#/();:.-\n\"&?o") {
						want := i >= 0 && i < p.n && p.toks[i].kind == lex.Punct && p.toks[i].punct == c
						if p.isPunct(i, c) != want {
							t.Fatalf("%s %q after %s: isPunct(%d, %q) = %v", countryTable[ci].code, v, step, i, c, !want)
						}
					}
				}
				checked++
			}
			p.tokenize()
			check("tokenize")
			p.findPostal()
			p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
			check("findPostal")
			tail := p.parseTail()
			check("parseTail")
			p.parseHead(tail)
			check("parseHead")
			p.resolve()
			check("resolve")
		}
	}
	require.Greater(t, checked, 50000)
}

// phrase returns the folded words of tokens i to j (inclusive): one
// substring of the fold buffer, which holds '|' where a separator broke
// the run.
func (p *parser) phrase(i, j int) []byte {
	return p.fold[p.toks[i].fs:p.toks[j].fe]
}

// hasBar reports whether the fold buffer's bytes b, those between two
// words, hold the '|' of a separator that breaks a phrase; a word's own
// bytes never do. The references read every byte between two words with
// it; matchBack and matchForward read one (match.go, TestFoldGaps).
func hasBar(b []byte) bool {
	for _, c := range b {
		if c == '|' {
			return true
		}
	}
	return false
}
