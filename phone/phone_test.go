package phone

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
	"github.com/ndval/ndval/internal/testfile"
)

// testdataCase is one line of a testdata/*.txt file.
type testdataCase struct {
	country, value string
	expect         string // "valid" or a reason
	e164, typ      string // "-": not checked
	file           string
	line           int
}

func (tc testdataCase) name() string {
	return filepath.Base(tc.file) + ":" + strconv.Itoa(tc.line)
}

// readTestdata reads every testdata/*.txt file: after the source line,
// "<country>\t<value>\t<expect>\t<e164>\t<type>[\t<comment>]" lines.
func readTestdata(t testing.TB) []testdataCase {
	t.Helper()
	var cases []testdataCase
	for _, rec := range testfile.Read(t, "testdata/*.txt", 5) {
		f := rec.Fields
		cases = append(cases, testdataCase{
			country: f[0], value: f[1], expect: f[2],
			e164: f[3], typ: f[4], file: rec.File, line: rec.Line,
		})
	}
	return cases
}

func TestTestdata(t *testing.T) {
	for _, tc := range readTestdata(t) {
		t.Run(tc.name(), func(t *testing.T) {
			r := Validate(tc.country, tc.value)
			if tc.expect == "valid" {
				assert.True(t, r.Valid, "%q in %q: reason %q", tc.value, tc.country, string(r.Reason))
				assert.Empty(t, r.Reason)
			} else {
				assert.False(t, r.Valid, "%q in %q: %+v", tc.value, tc.country, r)
				assert.Equal(t, ndval.Reason(tc.expect), r.Reason, "%q in %q", tc.value, tc.country)
			}
			if tc.e164 != "-" {
				assert.Equal(t, tc.e164, r.Normalized, "%q in %q", tc.value, tc.country)
			}
			if tc.typ != "-" {
				assert.Equal(t, Type(tc.typ), r.Type, "%q in %q", tc.value, tc.country)
			}
			assertConsistent(t, r)
			if r.Valid {
				assertStable(t, r)
			}
		})
	}
}

// assertConsistent checks the invariants every Result keeps.
func assertConsistent(t *testing.T, r Result) {
	t.Helper()
	assert.Equal(t, r.Valid, r.Reason == "", "Valid and Reason disagree: %+v", r)
	if r.Country != "" && r.Country != "SH" { // SH is also Ascension's +247
		assert.Equal(t, r.CountryCode, phonenumbers.GetCountryCodeForRegion(r.Country),
			"country %s, country code %d", r.Country, r.CountryCode)
	}
	if r.Valid {
		assert.True(t, r.Possible, "a valid number is possible: %+v", r)
		assert.NotEqual(t, TypeUnknown, r.Type)
		assert.NotEmpty(t, r.Normalized)
		assert.NotZero(t, r.CountryCode)
		assert.Nil(t, r.Err())
		return
	}
	assert.Zero(t, r.Warnings&^WarnPlaceholder, "warnings are set on valid results only, but for placeholder")
	assert.Empty(t, r.Normalized)
	assert.Empty(t, r.Formatted)
	assert.Empty(t, r.National)
	if r.Type != "" {
		assert.Equal(t, TypeUnknown, r.Type, "an invalid number that parsed is of unknown type")
	}
	fieldtest.ReasonListed(t, ndval.FieldPhone, r.Reason)
	assert.ErrorIs(t, r.Err(), r.Reason)
}

// assertStable checks that a valid result validates again, from each of
// its forms, to the same Normalized and type: Normalized and Formatted
// with no country, National with the number's country (when it has one
// whose calling code is the number's: not for the SH of an Ascension
// number, +247, whose national form SH reads as +290).
func assertStable(t *testing.T, r Result) {
	t.Helper()
	forms := []struct{ country, value string }{
		{"", r.Normalized},
		{"", r.Formatted},
	}
	if r.Country != "" && phonenumbers.GetCountryCodeForRegion(r.Country) == r.CountryCode {
		forms = append(forms, struct{ country, value string }{r.Country, r.National})
	}
	for _, f := range forms {
		again := Validate(f.country, f.value)
		assert.True(t, again.Valid, "revalidate %q in %q: %s", f.value, f.country, string(again.Reason))
		assert.Equal(t, r.Normalized, again.Normalized, "revalidate %q in %q", f.value, f.country)
		assert.Equal(t, r.Type, again.Type, "revalidate %q in %q", f.value, f.country)
		assert.Equal(t, r.Country, again.Country, "revalidate %q in %q", f.value, f.country)
	}
}

// TestMatchesPhonenumbers checks that the shortcuts Validate takes give
// what phonenumbers' own functions give (Valid is IsValidNumber,
// Normalized is Format(E164)), and that a number phonenumbers accepts is
// never changed, except where a value starting with 00 is read as +
// (chooseIDD).
func TestMatchesPhonenumbers(t *testing.T) {
	for _, tc := range readTestdata(t) {
		region, _, reason := lookupRegion(tc.country)
		if reason != "" || region == "" {
			continue
		}
		n, err := phonenumbers.Parse(tc.value, region)
		if err != nil {
			continue
		}
		typ := phonenumbers.GetNumberType(n)
		assert.Equal(t, phonenumbers.IsValidNumber(n), typ != phonenumbers.UNKNOWN, tc.name())
		if typ != phonenumbers.UNKNOWN {
			assert.Equal(t, phonenumbers.IS_POSSIBLE, phonenumbers.IsPossibleNumberWithReason(n), "%s: valid implies possible", tc.name())
		}
		assert.Equal(t, phonenumbers.Format(n, phonenumbers.E164), e164(n), tc.name())
		if phonenumbers.IsValidNumber(n) && scan(normalize(tc.value)).prefix != prefixIDD {
			r := Validate(tc.country, tc.value)
			assert.Equal(t, phonenumbers.Format(n, phonenumbers.E164), r.Normalized, "%s: a number phonenumbers accepts is never changed", tc.name())
		}
	}
}

func TestE164LeadingZeros(t *testing.T) {
	// Italian numbers keep their leading zero in E.164 (+39 06 ...):
	// Palazzo Chigi, the Italian government's switchboard.
	n, err := phonenumbers.Parse("06 6779 1", "IT")
	require.NoError(t, err)
	assert.Equal(t, phonenumbers.Format(n, phonenumbers.E164), e164(n))
	assert.Equal(t, "+390667791", e164(n))
}

func TestResultFields(t *testing.T) {
	r := Validate("AR", "011 15 5050-0147")
	require.True(t, r.Valid, string(r.Reason))
	assert.Equal(t, Result{
		Valid:       true,
		Possible:    true,
		Normalized:  "+5491150500147",
		Formatted:   "+54 9 11 5050-0147",
		National:    "011 15-5050-0147",
		Type:        TypeMobile,
		Country:     "AR",
		CountryCode: 54,
	}, r)
}

func TestInvalidKeepsWhatParsed(t *testing.T) {
	r := Validate("BR", "(79) 8877-8489")
	assert.False(t, r.Valid)
	assert.Equal(t, ReasonInvalidNumber, r.Reason)
	assert.True(t, r.Possible, "right length, unassigned range")
	assert.Equal(t, "BR", r.Country)
	assert.Equal(t, 55, r.CountryCode)
	assert.Equal(t, TypeUnknown, r.Type)

	r = Validate("AR", "5050-0147")
	assert.Equal(t, ndval.ReasonTooShort, r.Reason)
	assert.False(t, r.Possible, "possible only locally is not possible")

	r = Validate("AR", "abc")
	assert.Equal(t, ndval.ReasonInvalidFormat, r.Reason)
	assert.Empty(t, r.Type, "did not parse")
	assert.Empty(t, r.Country)
	assert.Zero(t, r.CountryCode)
}

func TestExtension(t *testing.T) {
	for _, value := range []string{
		"+54 9 11 5050-0147 ext. 12",
		"+54 9 11 5050-0147 int. 12",
		"011 15 5050-0147 #12",
	} {
		r := Validate("AR", value)
		require.True(t, r.Valid, "%q: %s", value, string(r.Reason))
		assert.Equal(t, "12", r.Extension, value)
		assert.Equal(t, "+5491150500147", r.Normalized, value)
		assert.Contains(t, r.Formatted, "12", value)
	}
}

func TestSkipFormats(t *testing.T) {
	r := Validator{SkipFormats: true}.Validate("AR", "011 15 5050-0147")
	require.True(t, r.Valid, string(r.Reason))
	assert.Equal(t, "+5491150500147", r.Normalized)
	assert.Empty(t, r.Formatted)
	assert.Empty(t, r.National)
	full := Validate("AR", "011 15 5050-0147")
	full.Formatted, full.National = "", ""
	assert.Equal(t, full, r)
}

func TestMaxLength(t *testing.T) {
	long := "+54 9 11 5050-0147" + strings.Repeat(" ", MaxLength)
	assert.True(t, Validate("AR", long).Valid, "surrounding space is trimmed before the bound")
	padded := "+54 9 11 5050-0147" + strings.Repeat(".", MaxLength-len("+54 9 11 5050-0147"))
	assert.Len(t, padded, MaxLength)
	assert.NotEqual(t, ndval.ReasonTooLong, Validate("AR", padded).Reason, "at the bound")
	assert.Equal(t, ndval.ReasonTooLong, Validate("AR", padded+".").Reason, "one byte over")
	marked := strings.ReplaceAll(padded, ".", ".\u200e")
	assert.Greater(t, len(marked), MaxLength)
	assert.Equal(t, Validate("AR", padded), Validate("AR", marked), "the bound counts bytes once marks are dropped")
	huge := strings.Repeat("1", 1<<20)
	assert.Equal(t, ndval.ReasonTooLong, Validate("AR", huge).Reason)
	assert.Equal(t, ndval.ReasonTooLong, Validate("", huge).Reason)
}

func TestTypes(t *testing.T) {
	for pt := phonenumbers.FIXED_LINE; pt <= phonenumbers.UNKNOWN; pt++ {
		assert.NotEmpty(t, typeOf(pt), pt)
	}
	assert.Equal(t, TypeUnknown, typeOf(-1))
	assert.Equal(t, TypeUnknown, typeOf(phonenumbers.UNKNOWN+1))
}

// TestMetadataVersionMatchesGoMod holds testedVersion to the phonenumbers
// version go.mod requires, so that an upgrade cannot leave it stale.
func TestMetadataVersionMatchesGoMod(t *testing.T) {
	b, err := os.ReadFile("../go.mod")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^\s*(?:require\s+)?` + regexp.QuoteMeta(phonenumbersPath) + `\s+(\S+)`).FindSubmatch(b)
	require.NotNil(t, m, "go.mod does not require %s", phonenumbersPath)
	assert.Equal(t, string(m[1]), testedVersion)
	assert.Regexp(t, `^v\d+\.\d+\.\d+`, MetadataVersion())
}

func TestConcurrent(t *testing.T) {
	cases := readTestdata(t)
	want := make([]Result, len(cases))
	for i, tc := range cases {
		want[i] = Validate(tc.country, tc.value)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for i, tc := range cases {
				if got := Validate(tc.country, tc.value); got != want[i] {
					t.Errorf("%s: concurrent result %+v, want %+v", tc.name(), got, want[i])
				}
			}
		})
	}
	wg.Wait()
}

// TestNationalARFault documents the phonenumbers fault that national()
// corrects. When this fails, phonenumbers formats Argentine mobiles as
// libphonenumber does and the correction can be removed.
func TestNationalARFault(t *testing.T) {
	n, err := phonenumbers.Parse("+54 9 11 5050-0147", "")
	require.NoError(t, err)
	assert.Equal(t, "09 15-5050-0147", phonenumbers.Format(n, phonenumbers.NATIONAL), "phonenumbers fixed: remove the correction in national()")

	for value, want := range map[string]string{
		"+54 9 11 5050-0147":         "011 15-5050-0147",
		"+54 9 342 546-2862":         "0342 15-546-2862",
		"+54 9 2225 41-2345":         "02225 15-41-2345", // 4-digit area code; synthetic number
		"+54 9 11 5050-0147 ext. 12": "011 15-5050-0147 ext. 12",
		"+54 11 5050-0147":           "011 5050-0147", // landline: untouched
		"+54 810 666 4444":           "0810-666-4444",
		"+52 55 8932 4827":           "55 8932 4827",
		"+55 79 98877-8489":          "(79) 98877-8489",
		"+56 2 2670 7000":            "(2) 2670 7000",
	} {
		r := Validate("", value)
		require.True(t, r.Valid, "%q: %s", value, string(r.Reason))
		assert.Equal(t, want, r.National, value)
	}
}
