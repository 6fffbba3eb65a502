package name

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/testfile"
)

// field reads a testdata field: "-" is empty, a Go-quoted string is
// unquoted.
func field(t *testing.T, s string) string {
	t.Helper()
	if s == "-" {
		return ""
	}
	if strings.HasPrefix(s, `"`) {
		u, err := strconv.Unquote(s)
		require.NoError(t, err, s)
		return u
	}
	return s
}

func validatorFor(t *testing.T, options string) Validator {
	t.Helper()
	switch options {
	case "", "given_first":
		return Validator{}
	case "surnames_first":
		return Validator{Order: OrderSurnamesFirst}
	}
	t.Fatalf("unknown options %q", options)
	return Validator{}
}

// TestPersons checks every line of testdata/persons.txt: the result is the
// one written, and where it is not the true split (the truth column) the
// result warns. It reports the accuracy against the truth.
func TestPersons(t *testing.T) {
	recs := testfile.Read(t, "testdata/persons.txt", 11)
	require.GreaterOrEqual(t, len(recs), 200)
	right, warned, silentMisses := 0, 0, 0
	countries := map[string]int{}
	for _, rec := range recs {
		f := rec.Fields
		v := validatorFor(t, rec.Options)
		in := field(t, f[1])
		r := v.Validate(f[0], in)
		at := rec.File + ":" + strconv.Itoa(rec.Line)
		assert.True(t, r.Valid, "%s: %s", at, r.Reason)
		assert.Equal(t, ndval.EntityPerson, r.Entity, at)
		assert.Equal(t, field(t, f[2]), r.Full, at+" full")
		assert.Equal(t, field(t, f[3]), r.First, at+" first")
		assert.Equal(t, field(t, f[4]), r.Paternal, at+" paternal")
		assert.Equal(t, field(t, f[5]), r.Maternal, at+" maternal")
		assert.Equal(t, field(t, f[6]), r.Title, at+" title")
		assert.Equal(t, field(t, f[7]), r.Suffix, at+" suffix")
		assert.Equal(t, field(t, f[8]), r.Warnings.String(), at+" warnings")
		checkResult(t, v, in, r)
		countries[f[0]]++
		if r.Warnings != 0 {
			warned++
		}
		switch truth := truthOf(t, f); {
		case truth == [5]string{r.First, r.Paternal, r.Maternal, r.Title, r.Suffix}:
			right++
		case r.Warnings.Has(WarnUncertainSplit) || r.Warnings.Has(WarnAmbiguousOrder):
		default:
			silentMisses++
		}
	}
	for _, c := range []string{"AR", "BR", "CL", "CO", "MX", "PE", "UY", "VE"} {
		assert.GreaterOrEqual(t, countries[c], 10, "names from %s", c)
	}
	t.Logf("%d names: %d split as the truth (%.1f%%), %d with warnings, %d wrong without a warning",
		len(recs), right, 100*float64(right)/float64(len(recs)), warned, silentMisses)
	// Guards against regressions, set at what the package does today.
	assert.GreaterOrEqual(t, float64(right)/float64(len(recs)), 0.95, "accuracy")
	assert.LessOrEqual(t, silentMisses, 2, "wrong splits without a warning")
}

// truthOf returns the true first, paternal, maternal, title and suffix of
// a persons.txt record: the expected columns, with the truth column's
// "part=value" items, separated by "; ", in their place.
func truthOf(t *testing.T, f []string) [5]string {
	t.Helper()
	parts := [5]string{field(t, f[3]), field(t, f[4]), field(t, f[5]), field(t, f[6]), field(t, f[7])}
	if f[9] == "-" {
		return parts
	}
	for _, item := range strings.Split(f[9], "; ") {
		k, v, ok := strings.Cut(item, "=")
		i := slices.Index([]string{"first", "paternal", "maternal", "title", "suffix"}, k)
		require.True(t, ok && i >= 0, "truth %q", f[9])
		parts[i] = field(t, v)
	}
	return parts
}

// TestCompanies checks that every company of testdata/companies.txt is
// read as one, kept whole and as written.
func TestCompanies(t *testing.T) {
	recs := testfile.Read(t, "testdata/companies.txt", 3)
	require.GreaterOrEqual(t, len(recs), 40)
	for _, rec := range recs {
		r := Validate(rec.Fields[0], rec.Fields[1])
		at := rec.File + ":" + strconv.Itoa(rec.Line)
		assert.True(t, r.Valid, "%s: %s", at, r.Reason)
		assert.Equal(t, ndval.EntityCompany, r.Entity, at)
		assert.Equal(t, rec.Fields[1], r.Full, at)
		assert.Empty(t, r.First+r.Paternal+r.Maternal+r.Title+r.Suffix, at)
		checkResult(t, Validator{}, rec.Fields[1], r)
	}
}

// TestInvalid checks the reason of every line of testdata/invalid.txt.
func TestInvalid(t *testing.T) {
	for _, rec := range testfile.Read(t, "testdata/invalid.txt", 4) {
		in := field(t, rec.Fields[1])
		r := Validate(field(t, rec.Fields[0]), in)
		at := rec.File + ":" + strconv.Itoa(rec.Line)
		want := ndval.Reason(field(t, rec.Fields[2]))
		assert.Equal(t, want, r.Reason, at)
		assert.Equal(t, want == "", r.Valid, at)
		if want != "" {
			assert.Empty(t, r.Full+r.First+r.Paternal+r.Maternal+r.Title+r.Suffix+string(r.Entity), at)
			assert.Zero(t, r.Warnings&^WarnPlaceholder, at)
		}
		checkResult(t, Validator{}, in, r)
	}
}
