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

// isGiven reports whether unit i of n is a given name when k are, in
// a.order: sure's rule as it was written first, unit by unit, which
// bestSplitByScores and sureByUnits read.
func (a *analysis) isGiven(i, n, k int) bool {
	if a.order == OrderSurnamesFirst {
		return i >= n-k
	}
	return i < k
}

// sureByUnits is sure as it was written first, each unit's part read by
// isGiven: TestSure holds sure's two runs over parts to it.
func (a *analysis) sureByUnits(us []unit, k, margin int) bool {
	if margin < 3 {
		return false
	}
	for i, u := range us {
		isGiven := a.isGiven(i, len(us), k)
		if isGiven && u.class == surname || !isGiven && u.class == given {
			return false
		}
	}
	return true
}

// TestSure compares sure with sureByUnits for every sequence of one to
// six units of every class, every number of given-name units and margins
// on both sides of 3, in each order.
func TestSure(t *testing.T) {
	const classes = weakSurname + 1
	var us [6]unit
	checked := 0
	for n := 1; n <= len(us); n++ {
		total := 1
		for range n {
			total *= int(classes)
		}
		for code := range total {
			c := code
			for i := range n {
				us[i] = unit{class: class(c % int(classes)), join: -1}
				c /= int(classes)
			}
			for _, o := range []Order{OrderGivenFirst, OrderSurnamesFirst} {
				a := analysis{lang: spanish, country: "MX", order: o}
				for k := 0; k <= n; k++ {
					for _, margin := range []int{2, 3, 4} {
						if got, want := a.sure(us[:n], k, margin), a.sureByUnits(us[:n], k, margin); got != want {
							t.Fatalf("%v %v k=%d margin=%d: sure %v, by units %v", us[:n], o, k, margin, got, want)
						}
						checked++
					}
				}
			}
		}
	}
	t.Logf("%d cases", checked)
}
