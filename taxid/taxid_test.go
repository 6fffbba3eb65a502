package taxid

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/testfile"
)

// idCase is one row of a per-document table test. Fields left empty are
// not checked, except valid, reason and flags, which always are.
type idCase struct {
	name                string // optional subtest name; defaults to the value
	country, typ, value string
	lenient             bool

	valid      bool
	reason     Reason
	wantType   string // the resolved type, when typ is empty or an alias
	normalized string
	formatted  string
	entity     Entity
	flags      Flags
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
			assert.Equal(t, tc.flags, r.Flags, "flags")
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
				assert.ErrorIs(t, r.Err(), tc.reason.Err())
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
				assert.Zero(t, r.Flags)
			case strings.HasPrefix(tc.expect, "valid:"):
				require.True(t, r.Valid, "%s:%d: %s", tc.file, tc.line, r.Reason)
				assert.Equal(t, strings.TrimPrefix(tc.expect, "valid:"), r.Flags.String())
			case tc.expect == "lenient":
				assert.Equal(t, ReasonInvalidChecksum, r.Reason, "%s:%d", tc.file, tc.line)
				r = Validator{Lenient: true}.Validate(tc.country, tc.typ, tc.value)
				require.True(t, r.Valid, "%s:%d lenient: %s", tc.file, tc.line, r.Reason)
				assert.True(t, r.Flags.Has(FlagChecksumMismatch))
			default:
				assert.False(t, r.Valid, "%s:%d", tc.file, tc.line)
				assert.Equal(t, Reason(tc.expect), r.Reason, "%s:%d", tc.file, tc.line)
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
	seen := map[string]bool{}
	for _, c := range countries {
		assert.False(t, seen[c.code], "country %s listed twice", c.code)
		seen[c.code] = true
		assert.True(t, isISOCountry(c.code[0], c.code[1]), c.code)
		names := map[string]bool{}
		for _, d := range c.docs {
			require.NotNil(t, d.check, "%s %s", c.code, d.name)
			assert.NotEmpty(t, d.title, "%s %s has no title", c.code, d.name)
			for _, n := range append([]string{d.name}, d.aliases...) {
				assert.Equal(t, strings.ToLower(n), n, "%s: type names are lower case", c.code)
				assert.False(t, names[n], "%s: type name %q used twice", c.code, n)
				names[n] = true
			}
		}
	}
}

func TestValidateRequestErrors(t *testing.T) {
	runCases(t, []idCase{
		{name: "missing value", country: "AR", value: "", reason: ReasonMissingValue},
		{name: "only separators", country: "AR", value: " -. ", reason: ReasonMissingValue},
		{name: "missing country", country: "  ", value: "20123456786", reason: ReasonMissingCountry},
		{name: "not a code", country: "ARG", value: "20123456786", reason: ReasonInvalidCountry},
		{name: "unassigned code", country: "XX", value: "20123456786", reason: ReasonInvalidCountry},
		{name: "unsupported", country: "fr", value: "20123456786", reason: ReasonUnsupportedCountry},
		{name: "unknown type", country: "AR", typ: "cpf", value: "20123456786", reason: ReasonUnknownType},
		{name: "country any case", country: " ar ", value: "20-12345678-6", valid: true, wantType: "cuit"},
		{name: "type any case", country: "AR", typ: " CUIT ", value: "20-12345678-6", valid: true, wantType: "cuit"},
	})

	r := Validate("ar", "CPF", "1")
	assert.Equal(t, "AR", r.Country)
	assert.Equal(t, "cpf", r.Type)
	r = Validate("fr ", "", "1")
	assert.Equal(t, "FR", r.Country)
}

func TestCompact(t *testing.T) {
	for in, want := range map[string]string{
		"20123456786":          "20123456786",
		" 20-12345678-6 ":      "20123456786",
		"12.345.678/0001-95":   "12345678000195",
		"gode561231gr8":        "GODE561231GR8",
		"12\u00a0345\u2013678": "12345678",
		"1 2\t3":               "123",
		"12ñ3":                 "12Ñ3", // ñ is upper-cased: it is a letter of the Mexican RFC
		"12é3":                 "12é3", // other non-ASCII is kept as given
		"\xff1":                "\xff1",
	} {
		assert.Equal(t, want, compact(in), "%q", in)
	}
}

func TestErr(t *testing.T) {
	assert.NoError(t, Validate("AR", "cuit", "20-12345678-6").Err())

	err := Validate("AR", "cuit", "20-12345678-7").Err()
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrInvalidChecksum)
	assert.Equal(t, "taxid: AR cuit: invalid check digit", err.Error())
	assert.NotContains(t, err.Error(), "12345678", "errors never hold the value")
	var e *Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, ReasonInvalidChecksum, e.Reason)

	assert.Equal(t, "taxid: missing country", Validate("", "", "1").Err().Error())
	assert.Equal(t, "taxid: FR: unsupported country", Validate("FR", "", "1").Err().Error())
	for _, r := range []Reason{ReasonMissingValue, ReasonMissingCountry, ReasonInvalidCountry,
		ReasonUnsupportedCountry, ReasonUnknownType, ReasonInvalidLength, ReasonInvalidFormat,
		ReasonInvalidChecksum, ReasonInvalidComponent} {
		assert.ErrorIs(t, (&Error{Reason: r}).Unwrap(), r.Err())
		assert.NotNil(t, r.Err())
	}
	assert.Nil(t, Reason("").Err())
}

func TestFlags(t *testing.T) {
	assert.Equal(t, "", Flags(0).String())
	f := FlagGeneric | FlagChecksumMismatch
	assert.True(t, f.Has(FlagGeneric))
	assert.False(t, f.Has(FlagIssuerException))
	assert.Equal(t, []string{"generic", "checksum_mismatch"}, f.Names())
	b, err := f.MarshalJSON()
	require.NoError(t, err)
	assert.JSONEq(t, `["generic","checksum_mismatch"]`, string(b))
	var back Flags
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, f, back)
	assert.Error(t, back.UnmarshalJSON([]byte(`["nope"]`)))
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
	// A compact valid value allocates only its formatted form; the country
	// and type look-up allocate nothing.
	n := testing.AllocsPerRun(100, func() { Validate("AR", "cuit", "20123456786") })
	assert.LessOrEqual(t, n, 1.0)
	n = testing.AllocsPerRun(100, func() { Validate("ar", "", "20-12345678-6") })
	assert.LessOrEqual(t, n, 2.0)
}
