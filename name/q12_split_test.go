package name

import (
	"strings"
	"testing"
)

// checkJoinsCounted holds bestSplit's shortcut, which counts the joined
// units only when a word is a conjunction (a.all): on the units of value
// as split makes them, in each country and order, a unit is joined only
// when a word is one, and bestSplit answers as it does when it counts
// them always.
func checkJoinsCounted(t *testing.T, value string) {
	t.Helper()
	for _, c := range testCountries {
		for _, o := range []Order{OrderGivenFirst, OrderSurnamesFirst} {
			a, _ := analysed(c, value, o)
			if a == nil || a.sc.n == 0 {
				continue
			}
			var buf [maxTokens]unit
			us := a.mergeSurnames(a.makeUnits(buf[:], 0, a.sc.n))
			a.classify(us)
			for _, u := range us {
				if u.join >= 0 && a.all&(kConjY|kConjE|kConjI) == 0 {
					t.Fatalf("%s %v %q: unit %v joined, and no word is a conjunction", c, o, value, u)
				}
			}
			if len(us) < 2 {
				continue
			}
			every := *a
			every.all |= kConjY | kConjE | kConjI
			k, sure := a.bestSplit(us)
			wantK, wantSure := every.bestSplit(us)
			if k != wantK || sure != wantSure {
				t.Fatalf("%s %v %q: bestSplit %d %v, counting every join %d %v", c, o, value, k, sure, wantK, wantSure)
			}
		}
	}
}

// TestJoinsCounted checks checkJoinsCounted on every value of the test
// tables, and on each with its words joined by y, e and i.
func TestJoinsCounted(t *testing.T) {
	for _, v := range foldCases(t) {
		checkJoinsCounted(t, v)
		for _, conj := range []string{" y ", " e ", " i ", " Y "} {
			checkJoinsCounted(t, strings.ReplaceAll(v, " ", conj))
			if i := strings.LastIndexByte(v, ' '); i > 0 {
				checkJoinsCounted(t, v[:i]+conj+v[i+1:])
			}
		}
	}
}

// FuzzJoinsCounted checks checkJoinsCounted on any value.
func FuzzJoinsCounted(f *testing.F) {
	for _, v := range []string{"Emma Gómez Díaz", "Santiago Ramón y Cajal", "José Ortega y Gasset", "Pedro Costa e Silva", "Jordi Puig i Cadafalch", "Ana Gómez e Iglesias"} {
		f.Add(v)
	}
	f.Fuzz(checkJoinsCounted)
}
