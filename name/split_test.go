package name

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// bestSplitByScores is bestSplit as it was written first, each split
// scored over all the units: the general path TestBestSplit holds the
// running sums of bestSplit to.
func (a *analysis) bestSplitByScores(us []unit) (int, bool) {
	best, second, bestK := -1<<30, -1<<30, 1
	for k := 1; k < len(us); k++ {
		s := 0
		for i, u := range us {
			if a.isGiven(i, len(us), k) {
				s += u.class.affinity()
			} else {
				s -= u.class.affinity()
			}
		}
		sur, joins := us[k:], 0
		if a.order == OrderSurnamesFirst {
			sur = us[:len(us)-k]
		}
		for _, u := range sur {
			if u.join >= 0 {
				joins++
			}
		}
		s = a.score(len(us), k, s, joins)
		switch {
		case s > best:
			best, second, bestK = s, best, k
		case s > second:
			second = s
		}
	}
	return bestK, a.sure(us, bestK, best-second)
}

// TestBestSplit compares bestSplit with bestSplitByScores for every
// sequence of two to five units of every class, joined or not, in each
// language and order.
func TestBestSplit(t *testing.T) {
	const kinds = 2 * (weakSurname + 1) // a class, and whether the unit is joined
	var us [5]unit
	for n := 2; n <= len(us); n++ {
		total := 1
		for range n {
			total *= int(kinds)
		}
		for code := range total {
			c := code
			for i := range n {
				us[i] = unit{class: class(c % int(kinds) / 2), join: -1}
				if c%2 == 1 {
					us[i].join = 0
				}
				c /= int(kinds)
			}
			joined := false
			for _, u := range us[:n] {
				joined = joined || u.join >= 0
			}
			for _, country := range []string{"MX", "BR", "PT"} {
				for _, o := range []Order{OrderGivenFirst, OrderSurnamesFirst} {
					for _, all := range []kind{0, kConjY, kConjE, kConjI} {
						if all == 0 && joined {
							continue // a unit is joined only by a word of those kinds (joinUnits)
						}
						a := analysis{lang: languageOf(country), country: country, order: o, all: all}
						k, sure := a.bestSplit(us[:n])
						wantK, wantSure := a.bestSplitByScores(us[:n])
						if k != wantK || sure != wantSure {
							require.Failf(t, "bestSplit", "%v %s %v %#x: %d %v, by scores %d %v", us[:n], country, o, all, k, sure, wantK, wantSure)
						}
					}
				}
			}
		}
	}
}
