package taxid

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	iso "github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/internal/testfile"
)

// idCase is one row of a per-document table test. Fields left empty are
// not checked, except valid, reason and warnings, which always are.
type idCase struct {
	name                string // optional subtest name; defaults to the value
	country, typ, value string
	lenient             bool

	valid      bool
	reason     ndval.Reason
	wantType   string // the resolved type, when typ is empty or an alias
	normalized string
	formatted  string
	entity     ndval.Entity
	warnings   Warnings
	otherType  string // Result.OtherType, always checked
}

// runCases runs a table of idCases, and checks for each valid one that
// validating its Normalized and Formatted forms again gives the same
// Normalized value.
func runCases(t *testing.T, cases []idCase) {
	t.Helper()
	for _, tc := range cases {
		name := tc.name
		if name == "" {
			name = tc.country + "/" + tc.typ + "/" + tc.value
		}
		t.Run(name, func(t *testing.T) {
			v := Validator{Lenient: tc.lenient}
			r := v.Validate(tc.country, tc.typ, tc.value)
			assert.Equal(t, tc.valid, r.Valid, "valid (reason %q)", r.Reason)
			assert.Equal(t, tc.reason, r.Reason, "reason")
			assert.Equal(t, tc.warnings, r.Warnings, "warnings")
			assert.Equal(t, tc.otherType, r.OtherType, "other type")
			if tc.wantType != "" {
				assert.Equal(t, tc.wantType, r.Type, "type")
			}
			if tc.normalized != "" {
				assert.Equal(t, tc.normalized, r.Normalized, "normalized")
			}
			if tc.formatted != "" {
				assert.Equal(t, tc.formatted, r.Formatted, "formatted")
			}
			if tc.entity != "" {
				assert.Equal(t, tc.entity, r.Entity, "entity")
			}
			if r.Valid {
				assertStable(t, v, r)
			} else {
				assert.Empty(t, r.Formatted, "formatted must be empty when invalid")
				assert.ErrorIs(t, r.Err(), tc.reason)
			}
		})
	}
}

// assertStable checks that a valid result validates again, from its
// Normalized and its Formatted form, to the same Normalized value.
func assertStable(t *testing.T, v Validator, r Result) {
	t.Helper()
	for _, in := range []string{r.Normalized, r.Formatted} {
		again := v.Validate(r.Country, r.Type, in)
		assert.True(t, again.Valid, "revalidate %q: %s", in, again.Reason)
		assert.Equal(t, r.Normalized, again.Normalized, "revalidate %q", in)
	}
}

// testdataCase is one line of a testdata/<cc>_<type>.txt file.
type testdataCase struct {
	country, typ string
	expect       string // "valid", "valid:<flag>", "lenient" or a reason
	value        string
	line         int
	file         string
}

// readTestdata reads every testdata/<cc>_<type>.txt file: after the
// source line, each line is "<expect>\t<value>[\t<comment>]".
func readTestdata(t testing.TB) []testdataCase {
	t.Helper()
	var cases []testdataCase
	for _, rec := range testfile.Read(t, "testdata/*.txt", 2) {
		base := strings.TrimSuffix(filepath.Base(rec.File), ".txt")
		cc, typ, ok := strings.Cut(base, "_")
		require.True(t, ok, "testdata file %s is not named <cc>_<type>.txt", rec.File)
		cases = append(cases, testdataCase{
			country: strings.ToUpper(cc), typ: typ,
			expect: rec.Fields[0], value: rec.Fields[1], line: rec.Line, file: rec.File,
		})
	}
	return cases
}

func TestTestdata(t *testing.T) {
	cases := readTestdata(t)
	require.NotEmpty(t, cases)
	for _, tc := range cases {
		t.Run(filepath.Base(tc.file)+"/"+tc.value, func(t *testing.T) {
			r := Validate(tc.country, tc.typ, tc.value)
			switch {
			case tc.expect == "valid":
				require.True(t, r.Valid, "%s:%d: %s", tc.file, tc.line, r.Reason)
				assert.Zero(t, r.Warnings)
			case strings.HasPrefix(tc.expect, "valid:"):
				require.True(t, r.Valid, "%s:%d: %s", tc.file, tc.line, r.Reason)
				assert.Equal(t, strings.TrimPrefix(tc.expect, "valid:"), r.Warnings.String())
			case tc.expect == "lenient":
				assert.Equal(t, ndval.ReasonInvalidChecksum, r.Reason, "%s:%d", tc.file, tc.line)
				r = Validator{Lenient: true}.Validate(tc.country, tc.typ, tc.value)
				require.True(t, r.Valid, "%s:%d lenient: %s", tc.file, tc.line, r.Reason)
				assert.True(t, r.Warnings.Has(WarnChecksumMismatch))
			default:
				assert.False(t, r.Valid, "%s:%d", tc.file, tc.line)
				assert.Equal(t, ndval.Reason(tc.expect), r.Reason, "%s:%d", tc.file, tc.line)
				return
			}
			assertStable(t, Validator{Lenient: tc.expect == "lenient"}, r)
			if info, _ := Info(tc.country, tc.typ); tc.expect == "valid" && !info.ByNameOnly {
				// Without a type, the value still validates (perhaps as
				// another type of the country with the same form).
				auto := Validate(tc.country, "", tc.value)
				assert.True(t, auto.Valid, "%s:%d resolved as %s: %s", tc.file, tc.line, auto.Type, auto.Reason)
			}
		})
	}
}

// TestEveryTypeHasTestdata makes sure no document ships without real
// numbers: each canonical type has a testdata file with a valid value.
func TestEveryTypeHasTestdata(t *testing.T) {
	valid := map[string]bool{}
	for _, tc := range readTestdata(t) {
		if strings.HasPrefix(tc.expect, "valid") {
			valid[tc.country+"_"+tc.typ] = true
		}
	}
	for _, cc := range Countries() {
		for _, typ := range Types(cc) {
			assert.True(t, valid[cc+"_"+typ], "no valid number in testdata/%s_%s.txt", strings.ToLower(cc), typ)
		}
	}
}

func TestDocumentTable(t *testing.T) {
	// findCountry knows exactly the supported countries, each under its
	// own code, and nothing else of the 26 × 26 pairs of letters.
	n := 0
	for a := byte('A'); a <= 'Z'; a++ {
		for b := byte('A'); b <= 'Z'; b++ {
			code := string([]byte{a, b})
			c := findCountry(code)
			if c == nil {
				continue
			}
			n++
			assert.Equal(t, code, c.code)
			assert.True(t, iso.Assigned(code), code)
		}
	}
	assert.Len(t, Countries(), n)
	assert.Nil(t, findCountry("ar"))
	assert.Nil(t, findCountry("ARG"))
	for _, code := range Countries() {
		c := findCountry(code)
		require.NotEmpty(t, c.docs, c.code)
		var names []string
		for _, d := range c.docs {
			require.NotZero(t, d.id, "%s %s has no id", c.code, d.name)
			d.check("", Validator{}) // panics when dispatch.go does not know d.id
			assert.NotEmpty(t, d.title, "%s %s has no title", c.code, d.name)
			for _, n := range append([]string{d.name}, d.aliases...) {
				assert.Equal(t, strings.ToLower(n), n, "%s: type names are lower case", c.code)
				assert.NotContains(t, names, n, "%s: type name %q used twice", c.code, n)
				names = append(names, n)
			}
		}
		assert.Equal(t, names, c.labels, "%s: labels are the names and aliases, in order", c.code)
		assert.True(t, slices.ContainsFunc(c.docs, func(d *document) bool { return !d.byName }),
			"%s: resolution needs a document that is not by name only", c.code)
	}
}

// TestLookupCountry checks lookupCountry's fast path against the country
// rule it stands for: iso.Parse, then the table, for every two bytes that
// may read as letters.
func TestLookupCountry(t *testing.T) {
	for a := 0x20; a < 0x100; a++ {
		for b := 0x20; b < 0x100; b++ {
			s := string([]byte{byte(a), byte(b)})
			c, code, reason := lookupCountry(s)
			wantCode, wantReason := iso.Parse(s)
			want := findCountry(wantCode)
			if wantReason == "" && want == nil {
				wantReason = ndval.ReasonUnsupportedCountry
			}
			if c != want || code != wantCode || reason != wantReason {
				t.Fatalf("lookupCountry(%q) = %v %q %q, want %v %q %q", s, c, code, reason, want, wantCode, wantReason)
			}
		}
	}
}

func TestValidateRequestErrors(t *testing.T) {
	runCases(t, []idCase{
		{name: "missing value", country: "AR", value: "", reason: ndval.ReasonMissingValue},
		{name: "only separators", country: "AR", value: " -. ", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{name: "a placeholder", country: "AR", value: "N/A", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{name: "a placeholder in words", country: "BR", value: "não tem", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{name: "scientific notation", country: "AR", value: "3.05467E+10", reason: ndval.ReasonExcelScientificNotation},
		{name: "scientific notation, typed", country: "AR", typ: "cuit", value: "3,05467E+10", reason: ndval.ReasonExcelScientificNotation, wantType: "cuit"},
		{name: "Excel's text apostrophe", country: "AR", value: "'30546689979", valid: true, normalized: "30546689979"},
		{name: "missing country", country: "  ", value: "20123456786", reason: ndval.ReasonMissingCountry},
		{name: "not a code", country: "ARG", value: "20123456786", reason: ndval.ReasonInvalidCountry},
		{name: "unassigned code", country: "XX", value: "20123456786", reason: ndval.ReasonInvalidCountry},
		{name: "unsupported", country: "fr", value: "20123456786", reason: ndval.ReasonUnsupportedCountry},
		{name: "unknown type", country: "AR", typ: "cpf", value: "20123456786", reason: ndval.ReasonUnknownType},
		{name: "country any case", country: " ar ", value: "20-12345678-6", valid: true, wantType: "cuit"},
		{name: "type any case", country: "AR", typ: " CUIT ", value: "20-12345678-6", valid: true, wantType: "cuit"},
	})

	r := Validate("ar", "CPF", "1")
	assert.Equal(t, "AR", r.Country)
	assert.Equal(t, "cpf", r.Type)
	r = Validate("fr ", "", "1")
	assert.Equal(t, "FR", r.Country)
}

func TestTypesAndCountries(t *testing.T) {
	cs := Countries()
	assert.Contains(t, cs, "AR")
	assert.NotContains(t, cs, "FR")
	cs[0] = "ZZ" // a copy: changing it changes nothing
	assert.NotEqual(t, "ZZ", Countries()[0])

	assert.Equal(t, []string{"cuit", "cuil", "dni"}, Types(" ar"))
	assert.Nil(t, Types("FR"))
	assert.Nil(t, Types("nope"))

	info, ok := Info("ar", "CUIL")
	require.True(t, ok)
	assert.Equal(t, "cuil", info.Type)
	assert.NotEmpty(t, info.Title)
	_, ok = Info("AR", "cpf")
	assert.False(t, ok)
	_, ok = Info("FR", "cpf")
	assert.False(t, ok)
}

func TestAllocs(t *testing.T) {
	// A compact valid value allocates only its formatted form, a value in
	// display form only its normalized form, any other both in one
	// allocation; a compact value whose display form is itself nothing.
	// The country and type look-up allocate nothing.
	for _, c := range []struct {
		country, typ, value string
		allocs              float64
	}{
		{"AR", "cuit", "20123456786", 1},
		{"ar", "", "20-12345678-6", 1},
		{"AR", "CUIT", "cuit 20 12345678 6", 1},
		{"MX", "rfc", "SAT970701NN3", 0},
		{"MX", "", "RFC: SAT970701NN3", 0},
		{"AR", "", "30546689978", 0},             // invalid: no Formatted
		{"XX", "", "1-2", 1},                     // Normalized built
		{"Argentina", "", "1-2", 1},              // and Country too, in the same allocation
		{"AR", "", strings.Repeat("12-", 17), 2}, // 34 bytes compact: the checks' copy is on the heap
	} {
		n := testing.AllocsPerRun(100, func() { Validate(c.country, c.typ, c.value) })
		assert.Equal(t, c.allocs, n, "%q %q %q", c.country, c.typ, c.value)
	}
}

// TestZerosNeverValid: zeros alone, of any length, with or without a type
// and separators, are a placeholder in every country, never a valid id,
// even where a document without a check digit (AR DNI, PE DNI, VE cédula,
// BO cédula, SV NIT) has that many digits.
func TestZerosNeverValid(t *testing.T) {
	for _, c := range Countries() {
		types := append([]string{""}, Types(c)...)
		for n := 1; n <= 20; n++ {
			for _, typ := range types {
				for _, v := range []string{strings.Repeat("0", n), "0." + strings.Repeat("0", n) + "-0"} {
					r := Validate(c, typ, v)
					if r.Valid || r.Reason != ndval.ReasonMissingValue || r.Warnings != WarnPlaceholder {
						t.Errorf("Validate(%q, %q, %q) = %+v, want missing_value with a placeholder warning", c, typ, v, r)
					}
				}
			}
		}
	}
}
