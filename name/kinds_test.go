package name

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

// checkAllKinds holds the steps that return at once when no word has a
// kind they act on (analysis.all) to what they do when every kind may be
// there: the same company answer and warnings, the same units, the same
// titles and suffix, for value read in each language and order.
func checkAllKinds(t *testing.T, value string) {
	s := strings.TrimSpace(value)
	if s == "" || len(s) > MaxLength || !utf8.ValidString(s) {
		return
	}
	s = nfc(s)
	for _, c := range []string{"MX", "BR", "ES"} {
		for _, o := range []Order{OrderGivenFirst, OrderSurnamesFirst} {
			var a analysis
			a.lang, a.country, a.order = languageOf(c), c, o
			if a.sc.cut(s) != "" {
				continue
			}
			a.run(s)
			a.warn = 0
			for i := range a.sc.words() {
				a.sc.toks[i].role = roleNone
			}
			every := a
			every.all = ^kind(0)
			require.Equal(t, every.isCompany(), a.isCompany(), "%q %s: isCompany", value, c)
			require.Equal(t, every.warn, a.warn, "%q %s: isCompany's warnings", value, c)
			n := a.sc.n
			buf, everyBuf := make([]unit, maxTokens), make([]unit, maxTokens)
			require.Equal(t, every.mergeSurnames(every.makeUnits(everyBuf, 0, n)), a.mergeSurnames(a.makeUnits(buf, 0, n)), "%q %s: units", value, c)
			require.Equal(t, every.warn, a.warn, "%q %s: mergeSurnames' warnings", value, c)
			if n > 0 {
				segs := a.segments(new([maxTokens][2]int8))
				a.titles(segs)
				a.suffix(segs)
				segs = every.segments(new([maxTokens][2]int8))
				every.titles(segs)
				every.suffix(segs)
				require.Equal(t, every.sc.toks, a.sc.toks, "%q %s: titles and suffix", value, c)
			}
		}
	}
}

// allKindsCases are values that reach each step's kinds besides those of
// foldCases: a legal form in spaced initials alone, compound surnames
// that start with particles other than de, a family firm.
var allKindsCases = []string{"ACME S. A. de C. V.", "Ana López del Castillo", "Ana Gómez del Pulgar Ruiz",
	"Carmen Díaz del Campo, Lic.", "Pedro Costa e Silva Jr.", "Pérez e Hijos"}

// checkSteps holds the analysis steps' shortcuts to their general paths
// on value: checkAllKinds and checkKnownGiven.
func checkSteps(t *testing.T, value string) {
	checkAllKinds(t, value)
	checkKnownGiven(t, value)
}

func TestSteps(t *testing.T) {
	for _, v := range append(foldCases(t), allKindsCases...) {
		checkSteps(t, v)
		checkSteps(t, strings.ToUpper(v))
	}
}

func FuzzSteps(f *testing.F) {
	for _, v := range append(foldCases(f), allKindsCases...) {
		f.Add(v)
	}
	f.Fuzz(checkSteps)
}
