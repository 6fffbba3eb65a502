package name

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// segmentsByWords is segments as it was written first, reading every
// word for its comma: TestWordFlags holds segments' shortcut for a value
// without a comma (analysis.flags) to it.
func (a *analysis) segmentsByWords() [][2]int8 {
	toks := a.sc.words()
	var segs [][2]int8
	lo := 0
	for i := range toks {
		if toks[i].flags&fComma != 0 || i == len(toks)-1 {
			if i+1 > lo {
				segs = append(segs, [2]int8{int8(lo), int8(i + 1)})
			}
			lo = i + 1
		}
	}
	return segs
}

// checkWordFlags holds the steps that read analysis.flags or
// analysis.all instead of the words to what reading the words gives, for
// value in each country and order: flags is every word's flags or'ed,
// segments' parts are segmentsByWords', and noteInitials warns and
// knownGiven answers as they do when every kind may be there.
func checkWordFlags(t *testing.T, value string) {
	t.Helper()
	for _, c := range testCountries {
		for _, o := range []Order{OrderGivenFirst, OrderSurnamesFirst} {
			a, _ := analysed(c, value, o)
			if a == nil || a.sc.n == 0 {
				continue
			}
			if sc := new(scan); sc.cut(a.sc.s) != "" {
				continue // run stopped at cut
			}
			var fl flags
			for _, tok := range a.sc.words() {
				fl |= tok.flags
			}
			require.Equal(t, fl, a.flags, "%s %v %q: flags", c, o, value)
			require.Equal(t, a.segmentsByWords(), a.segments(new([maxTokens][2]int8)), "%s %v %q: segments", c, o, value)
			every := *a
			every.all = ^kind(0)
			for _, b := range []*analysis{a, &every} {
				b.warn = 0
				b.noteInitials(b.makeUnits(make([]unit, maxTokens), 0, b.sc.n))
			}
			require.Equal(t, every.warn, a.warn, "%s %v %q: noteInitials", c, o, value)
			us := a.makeUnits(make([]unit, maxTokens), 0, a.sc.n)
			for lo := range us {
				for hi := lo + 1; hi <= len(us); hi++ {
					require.Equal(t, every.knownGiven(us[lo:hi]), a.knownGiven(us[lo:hi]), "%s %v %q: knownGiven of units %d to %d", c, o, value, lo, hi)
				}
			}
		}
	}
}

// TestWordFlags runs checkWordFlags on every value of the test tables,
// as written, in capitals and with commas between its words.
func TestWordFlags(t *testing.T) {
	for _, v := range append(foldCases(t), allKindsCases...) {
		checkWordFlags(t, v)
		checkWordFlags(t, strings.ToUpper(v))
		checkWordFlags(t, strings.ReplaceAll(v, " ", ", "))
	}
}

// FuzzWordFlags runs checkWordFlags.
func FuzzWordFlags(f *testing.F) {
	for _, v := range append(foldCases(f), allKindsCases...) {
		f.Add(v)
	}
	f.Fuzz(checkWordFlags)
}
