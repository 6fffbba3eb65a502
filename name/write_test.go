package name

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
)

// writeByParts is write as it was written first, in three passes over
// the words (casing, asGiven, then their places): TestWrite holds write's
// one pass to it.
func (a *analysis) writeByParts() ndval.Reason {
	person, recase, firstName := a.casing()
	if (!person || !recase) && a.asGiven() {
		toks := a.sc.words()
		for i := range toks {
			toks[i].out0, toks[i].out1 = toks[i].start, toks[i].end
		}
		a.full = a.sc.s
		return ""
	}
	return a.writeWords(person, recase, firstName)
}

// casing says how write cases the words: whether they are a person's
// name, whether it is re-cased (all in capitals or all in lower case, and
// not only initials), and which word is the first of the name itself.
func (a *analysis) casing() (person, recase bool, firstName int) {
	var any flags
	firstName = -1
	for i, t := range a.sc.words() {
		any |= t.flags
		if firstName < 0 && t.role >= roleGiven && t.role <= roleMaternal {
			firstName = i
		}
	}
	recase = any&fMulti != 0 && (any&(fUpper|fLower) == fUpper || any&(fUpper|fLower) == fLower)
	return a.entity == ndval.EntityPerson, recase, firstName
}

// asGiven reports whether writing the words as they are (none has a
// character written otherwise), one space
// between them or a comma and a space after a word followed by a comma,
// gives back the value itself: the first word starts it, the last ends it,
// and every separator is already so written. A value NFC made longer than
// MaxLength is not (write answers too long).
func (a *analysis) asGiven() bool {
	toks, s := a.sc.words(), a.sc.s
	if len(toks) == 0 || len(s) > MaxLength || toks[0].start != 0 || int(toks[len(toks)-1].end) != len(s) {
		return false
	}
	for i := range toks {
		if toks[i].flags&fRewrite != 0 {
			return false // written otherwise: an apostrophe, a dash, an invisible mark
		}
		if i == 0 {
			continue
		}
		gap := s[toks[i-1].end:toks[i].start]
		if toks[i-1].flags&fComma != 0 {
			if gap != ", " {
				return false
			}
		} else if gap != " " {
			return false
		}
	}
	return true
}

// checkWriteByParts compares write with writeByParts on the words of
// value as run leaves them, in each country and order: the same reason,
// Full and place of every word in it.
func checkWriteByParts(t *testing.T, value string) {
	t.Helper()
	for _, c := range testCountries {
		for _, o := range []Order{OrderGivenFirst, OrderSurnamesFirst} {
			a, _ := analysed(c, value, o)
			if a == nil || a.entity == "" {
				continue // run stopped before it gave the words their roles
			}
			got, want := *a, *a
			for _, b := range []*analysis{&got, &want} {
				b.full = ""
				for i := range b.sc.words() {
					b.sc.toks[i].out0, b.sc.toks[i].out1 = -1, -1
				}
			}
			gotWhy, wantWhy := got.write(), want.writeByParts()
			require.Equal(t, wantWhy, gotWhy, "%s %v %q", c, o, value)
			require.Equal(t, want.full, got.full, "%s %v %q", c, o, value)
			require.Equal(t, want.sc.toks, got.sc.toks, "%s %v %q", c, o, value)
		}
	}
}

// TestWrite compares write with writeByParts on every value of the test
// tables, and on each written with other separators and in capitals.
func TestWrite(t *testing.T) {
	for _, v := range foldCases(t) {
		checkWriteByParts(t, v)
		checkWriteByParts(t, strings.ToUpper(v))
		checkWriteByParts(t, strings.ReplaceAll(v, " ", "  "))
		checkWriteByParts(t, strings.ReplaceAll(v, " ", ", "))
		checkWriteByParts(t, strings.ReplaceAll(v, " ", ","))
	}
}

// FuzzWrite compares write with writeByParts.
func FuzzWrite(f *testing.F) {
	for _, v := range foldCases(f) {
		f.Add(v)
	}
	f.Fuzz(checkWriteByParts)
}
