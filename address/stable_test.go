package address

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/testfile"
)

// TestFormattedStable feeds the Formatted form of every valid labelled
// address back: it must be valid, with the same parts and the same
// Formatted. It also counts the addresses whose usual form would not read
// back, so that Formatted is the strict form, which must stay rare for
// real addresses.
func TestFormattedStable(t *testing.T) {
	valid, strict := 0, 0
	for _, rec := range testfile.Read(t, "testdata/addresses_*.txt", 9) {
		cc := strings.ToUpper(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(rec.File), "addresses_"), ".txt"))
		r := Validate(cc, rec.Fields[0])
		if !r.Valid {
			continue
		}
		valid++
		if _, ok := readStrict(countryIndex(cc), r.Formatted); ok {
			strict++
			t.Logf("strict form: %s:%d %q → %q", filepath.Base(rec.File), rec.Line, rec.Fields[0], r.Formatted)
		}
		assertReadsBack(t, cc, r, rec.Fields[0])
	}
	t.Logf("%d valid labelled addresses, %d formatted in the strict form", valid, strict)
	require.Positive(t, valid)
	assert.LessOrEqual(t, strict*20, valid, "the strict form should stay under 5%% of real addresses")
}

// assertReadsBack checks that Formatted reads back to r's parts and
// Formatted.
func assertReadsBack(t *testing.T, country string, r Result, input string) {
	t.Helper()
	again := Validate(country, r.Formatted)
	if !assert.True(t, again.Valid, "Formatted %q of %q is not valid: %s", r.Formatted, input, again.Reason) {
		return
	}
	got := [...]string{again.Street, again.Number, again.Unit, again.Neighborhood, again.City, again.Region, again.RegionCode, again.PostalCode, again.Formatted}
	want := [...]string{r.Street, r.Number, r.Unit, r.Neighborhood, r.City, r.Region, r.RegionCode, r.PostalCode, r.Formatted}
	assert.Equal(t, want, got, "Formatted %q of %q does not read back", r.Formatted, input)
}
