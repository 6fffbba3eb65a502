package name

import (
	"strings"
	"testing"
)

// checkUnitBits holds unitBits' path for a unit of one word, which reads
// the word's folded form in place (keyInPlace) without calling
// lookupToken, to a key built of the word alone, for every word of
// value.
func checkUnitBits(t *testing.T, value string) {
	t.Helper()
	for _, c := range testCountries {
		a, _ := analysed(c, value, OrderGivenFirst)
		if a == nil {
			continue
		}
		for i := range a.sc.words() {
			if a.sc.toks[i].fold1 == 0 {
				continue // run stopped before folding it
			}
			var k keyBuf
			k.add(a.sc.text(i))
			if got, want := a.unitBits(unit{lo: int32(i), hi: int32(i + 1), join: -1}), k.bits(); got != want {
				t.Fatalf("%q: unitBits(%q) = %#x, a key of it %#x", value, a.sc.text(i), got, want)
			}
		}
	}
}

// TestUnitBits runs checkUnitBits on every value of the test tables and
// every key of the words table, as written and in capitals.
func TestUnitBits(t *testing.T) {
	for _, v := range foldCases(t) {
		checkUnitBits(t, v)
		checkUnitBits(t, strings.ToUpper(v))
	}
	for _, w := range words {
		checkUnitBits(t, w.key())
		checkUnitBits(t, strings.ToUpper(w.key()))
	}
}

// FuzzUnitBits runs checkUnitBits.
func FuzzUnitBits(f *testing.F) {
	for _, v := range foldCases(f) {
		f.Add(v)
	}
	f.Fuzz(checkUnitBits)
}
