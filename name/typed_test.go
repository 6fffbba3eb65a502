package name

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/testfile"
)

// TestTyped measures how names typed as people type them in registers
// and spreadsheets (capitals, no accents, surnames first, with or
// without a comma; testdata/typed.txt) are split: a name is right when
// its first, paternal and maternal parts are the truth, in any case.
// Every miss is logged. It fails under 50%, a floor, not a goal.
func TestTyped(t *testing.T) {
	recs := testfile.Read(t, "testdata/typed.txt", 6)
	require.GreaterOrEqual(t, len(recs), 70)
	if pct := scoreTyped(t, recs, true); pct < 50 {
		t.Errorf("typed names split right: %.1f%%, under 50%%", pct)
	}
}

// TestTypedHeldOut measures the same on testdata/typed_heldout.txt, the
// rows set aside from tuning: it logs the score only, never the misses.
func TestTypedHeldOut(t *testing.T) {
	recs := testfile.Read(t, "testdata/typed_heldout.txt", 6)
	require.GreaterOrEqual(t, len(recs), 70)
	if pct := scoreTyped(t, recs, false); pct < 50 {
		t.Errorf("held-out typed names split right: %.1f%%, under 50%%", pct)
	}
}

// scoreTyped validates the records with the default Validator and logs,
// and returns, the percentage split as the truth, and the share with a
// comma and without one.
func scoreTyped(t *testing.T, recs []testfile.Record, misses bool) float64 {
	t.Helper()
	var right, comma, commaRight int
	for _, rec := range recs {
		f := rec.Fields
		r := Validate(f[0], f[1])
		want := [3]string{field(t, f[2]), field(t, f[3]), field(t, f[4])}
		got := [3]string{r.First, r.Paternal, r.Maternal}
		ok := true
		for i := range want {
			ok = ok && strings.EqualFold(want[i], got[i])
		}
		hasComma := strings.Contains(f[1], ",")
		if hasComma {
			comma++
		}
		if ok {
			right++
			if hasComma {
				commaRight++
			}
		} else if misses {
			t.Logf("miss %s:%d %s %q: got %q, want %q (warnings %s)", rec.File, rec.Line, f[0], f[1], got, want, r.Warnings)
		}
	}
	pct := 100 * float64(right) / float64(len(recs))
	t.Logf("%d typed names: %.1f%% split as the truth; with a comma %d of %d, without %d of %d",
		len(recs), pct, commaRight, comma, right-commaRight, len(recs)-comma)
	return pct
}
