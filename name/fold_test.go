package name

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fold"
	"github.com/ndval/ndval/internal/testfile"
)

// foldCases are words and keys for the folded-word tests: every value of
// the test tables and a few that reach the bounds.
func foldCases(t testing.TB) []string {
	var out []string
	for _, file := range []string{"testdata/persons.txt", "testdata/companies.txt", "testdata/typed*.txt", "testdata/invalid.txt"} {
		for _, rec := range testfile.Read(t, file, 2) {
			out = append(out, rec.Fields[1])
		}
	}
	return append(out, "S.A.C.I.F.I.A.", "S/A", "Dña.", "a\u200b\u200bb", "Ⱥⱥ.Ⱥ/", strings.Repeat("É", 30),
		strings.Repeat("a", 24)+".", strings.Repeat("a", 25)+".", "."+strings.Repeat("b", 24), strings.Repeat("\u00ad", 50)+"x",
		"A"+strings.Repeat("\u00ad", 63)+"na", "A"+strings.Repeat("\u00ad", 62)+"na")
}

// checkFolded holds analysis.run's shortcuts: cut gives cutByRunes' words,
// the short form read from a word's folded form (shortOf, and
// shortOfToken by the word's fDot) is shortForm's, a key built from
// folded words (addFolded) is add's, bounds included, cut's fDot says
// whether a word has a period or a slash, which kindOf reads, and a word
// looked up from its folded form in place (lookupToken) has the bits of a
// key of the word alone; kindOf's shortcut for a word not listed gives
// kindOfListed's kinds. Validate gives the analysis valid UTF-8 only.
func checkFolded(t *testing.T, value string) {
	if !utf8.ValidString(value) {
		return
	}
	for _, w := range strings.Fields(value) {
		var b1, b2 [shortLen]byte
		f := fold.Append([]byte{}, w) // not nil, as in analysis.folds
		got, want := shortOf(&b1, f), shortForm(&b2, w)
		if (got == nil) != (want == nil) || !bytes.Equal(got, want) {
			t.Fatalf("shortOf(fold(%q)) = %q, shortForm = %q", w, got, want)
		}
	}
	checkCut(t, value)
	var sc scan
	if sc.cut(value) == "" {
		for i, tok := range sc.words() {
			w := sc.text(i)
			if (tok.flags&fDot != 0) != strings.ContainsAny(w, "./") {
				t.Fatalf("%q: fDot is %v", w, tok.flags&fDot != 0)
			}
			var b1, b2 [shortLen]byte
			got, want := shortOfToken(&b1, fold.Append([]byte{}, w), tok.flags), shortForm(&b2, w)
			if (got == nil) != (want == nil) || !bytes.Equal(got, want) {
				t.Fatalf("shortOfToken(fold(%q)) = %q, shortForm = %q", w, got, want)
			}
			if k, all := kindOf(want, w, tok.flags), kindOfListed(listedKind(want), want, w, tok.flags); k != all {
				t.Fatalf("kindOf(%q) = %#x, kindOfListed %#x", w, k, all)
			}
		}
	}
	var a analysis
	a.lang, a.country = spanish, "MX"
	a.run(value)
	for i := range a.sc.words() {
		if a.sc.toks[i].fold1 == 0 {
			continue // run stopped before folding it
		}
		var k keyBuf
		k.add(a.sc.text(i))
		if got, want := a.lookupToken(i), k.bits(); got != want {
			t.Fatalf("%q: lookupToken(%q) = %#x, a key of it %#x", value, a.sc.text(i), got, want)
		}
	}
	var k1, k2 keyBuf
	for _, w := range strings.Fields(value) {
		k1.add(w)
		k2.addFolded(fold.Append(nil, w), len(w))
		if k1 != k2 {
			t.Fatalf("%q: addFolded gives %q (over %v), add %q (over %v)", value, k2.bytes(), k2.over, k1.bytes(), k1.over)
		}
	}
}

func TestFoldedWords(t *testing.T) {
	for _, v := range foldCases(t) {
		checkFolded(t, v)
		checkFolded(t, strings.ToUpper(v))
	}
	for _, w := range words { // every key found, in place or not
		checkFolded(t, w.key())
		checkFolded(t, strings.ToUpper(w.key()))
	}
}

func FuzzFoldedWords(f *testing.F) {
	for _, v := range foldCases(f) {
		f.Add(v)
	}
	f.Fuzz(checkFolded)
}

// checkWrite holds write's shortcut to its general path: for a value it
// takes as given, writeWords gives the same Full and the same place of
// every word in it.
func checkWrite(t *testing.T, value string, surnamesFirst bool) {
	s := strings.TrimSpace(value)
	if s == "" || len(s) > MaxLength || !utf8.ValidString(s) {
		return
	}
	s = nfc(s)
	var a analysis
	a.lang, a.country = spanish, "MX"
	if surnamesFirst {
		a.order = OrderSurnamesFirst
	}
	if a.run(s) != "" {
		return
	}
	person, recase, firstName := a.casing()
	if (person && recase) || !a.asGiven() {
		return // write took the general path itself
	}
	full, toks := a.full, a.sc.toks
	require.Equal(t, ndval.Reason(""), a.writeWords(person, recase, firstName), "%q", value)
	require.Equal(t, a.full, full, "%q", value)
	for i := range a.sc.words() {
		require.Equal(t, [2]int16{a.sc.toks[i].out0, a.sc.toks[i].out1}, [2]int16{toks[i].out0, toks[i].out1}, "%q word %d", value, i)
	}
}

func TestWriteAsGiven(t *testing.T) {
	n := 0
	for _, v := range foldCases(t) {
		checkWrite(t, v, false)
		checkWrite(t, v, true)
		n++
	}
	assert.Greater(t, n, 500)
}

func FuzzWriteAsGiven(f *testing.F) {
	for _, v := range foldCases(f) {
		f.Add(v, false)
	}
	f.Fuzz(checkWrite)
}
