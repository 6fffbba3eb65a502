package address

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// cueState is what a parse leaves: the tokens (without their cues), the
// parts found and the result, whose Formatted comes from the read-back.
type cueState struct {
	toks []token
	out  parts
	r    Result
}

// parseCues parses value as an address of country row ci, with the
// stages' gates as tokenize sets them, or all open.
func parseCues(ci int, value string, open bool) cueState {
	p := new(parser)
	p.init(value, ci)
	p.allCues = open
	p.run()
	s := cueState{toks: append([]token(nil), p.toks[:p.n]...), out: p.out}
	for i := range s.toks {
		s.toks[i].cue = 0
	}
	s.r = p.result()
	return s
}

// requireSameCues checks that the gates change nothing in the parse of
// value as an address of country row ci: no stage skipped for want of
// its cue would have matched.
func requireSameCues(t *testing.T, ci int, value string) {
	if len(value) > MaxLength {
		return
	}
	got, want := parseCues(ci, value, false), parseCues(ci, value, true)
	if got.out != want.out || got.r != want.r || len(got.toks) != len(want.toks) {
		t.Fatalf("%s %q: gated %+v\n%+v, all open %+v\n%+v", countryTable[ci].code, value, got.out, got.r, want.out, want.r)
	}
	for i := range got.toks {
		if got.toks[i] != want.toks[i] {
			t.Fatalf("%s %q: token %d gated %+v, all open %+v", countryTable[ci].code, value, i, got.toks[i], want.toks[i])
		}
	}
}

// cueValues puts every word that a gated stage accepts first (TestCueWords
// reads them from the stage's source) where the stage matches: in each of
// the stage's forms, written as it is and capitalized with a dot,
// followed by the first of the stage's tails with which the
// stage matches there; and the stage's spellings in each form where the
// stage matches. It fails if a word or a spelling matches in no form, so
// that TestCues sees every cue word at work.
func cueValues(t *testing.T) []string {
	words, err := stageWords()
	require.NoError(t, err)
	var values []string
	place := func(s *cueStage, form, text string) bool {
		v := strings.Replace(form, "%", text, 1)
		p := new(parser)
		p.init(v, 0)
		p.allCues = true
		p.tokenize()
		k := 0
		for k < p.n && int(p.toks[k].start) < strings.Index(form, "%") {
			k++
		}
		if !s.match(p, k) {
			return false
		}
		values = append(values, v)
		return true
	}
	for _, sw := range words {
		w, s := sw.word, sw.stage
		n := len(values)
		for _, form := range s.forms {
			for _, spelled := range []string{w, strings.ToUpper(w[:1]) + w[1:] + "."} {
				for _, tail := range s.tails {
					if place(s, form, spelled+tail) {
						break
					}
				}
			}
		}
		if len(values) == n {
			t.Errorf("%s accepts %q, which matches in none of its forms (cueStages)", s.fn, w)
		}
	}
	for i := range cueStages {
		s := &cueStages[i]
		for _, w := range s.spellings {
			n := len(values)
			for _, form := range s.forms {
				place(s, form, w)
			}
			if len(values) == n {
				t.Errorf("%s: %q matches in none of its forms (cueStages)", s.fn, w)
			}
		}
	}
	return values
}

// TestCues parses every address of the test tables as an address of
// every country, on each with one of its comma-separated segments left
// out, and the Formatted of each, with the gates and with all of them
// open (cue.go).
func TestCues(t *testing.T) {
	values := append(decisionValues(t), cueValues(t)...)
	n := 0
	for _, v := range values {
		for ci := range countryTable {
			requireSameCues(t, ci, v)
			n++
			if r := Validate(countryTable[ci].code, v); r.Valid {
				requireSameCues(t, ci, r.Formatted)
				n++
			}
		}
	}
	t.Logf("%d parses compared", n)
	require.Greater(t, n, 10000)
}

// FuzzCues checks that the gates change no parse of any input.
func FuzzCues(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("CR", "Heredia, 50 oeste de la entrada principal de la UNA")
	f.Add("CU", "Calle 23 No. 1155 e/ 10 y 12, Vedado, La Habana")
	f.Add("PE", "Jr. Cuzco cdra. 3 s/n, Apdo. 12, Lima")
	f.Add("AR", "Ruta 40 Km 3245, Provincia de Mendoza, CP 5500")
	f.Fuzz(func(t *testing.T, country, value string) {
		if ci := countryIndex(country); ci >= 0 {
			requireSameCues(t, ci, value)
		}
	})
}
