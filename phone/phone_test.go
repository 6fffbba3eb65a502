package phone

import (
	"encoding/json"
	"errors"
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
			r := Validate(tc.value, tc.country)
			if tc.expect == "valid" {
				assert.True(t, r.Valid, "%q in %q: reason %q", tc.value, tc.country, r.Reason)
				assert.Empty(t, r.Reason)
			} else {
				assert.False(t, r.Valid, "%q in %q: %+v", tc.value, tc.country, r)
				assert.Equal(t, Reason(tc.expect), r.Reason, "%q in %q", tc.value, tc.country)
				assert.NotNil(t, r.Reason.Err(), "reason %q is not in the closed set", r.Reason)
			}
			if tc.e164 != "-" {
				assert.Equal(t, tc.e164, r.E164, "%q in %q", tc.value, tc.country)
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
	assert.Equal(t, MetadataVersion(), r.MetadataVersion)
	if r.Valid {
		assert.True(t, r.Possible, "a valid number is possible: %+v", r)
		assert.NotEqual(t, TypeUnknown, r.Type)
		assert.NotEmpty(t, r.E164)
		assert.NotZero(t, r.CountryCode)
		assert.Nil(t, r.Err())
		return
	}
	assert.Empty(t, r.E164)
	assert.Empty(t, r.International)
	assert.Empty(t, r.National)
	if r.Type != "" {
		assert.Equal(t, TypeUnknown, r.Type, "an invalid number that parsed is of unknown type")
	}
	assert.ErrorIs(t, r.Err(), r.Reason.Err())
}

// assertStable checks that a valid result validates again, from each of
// its forms, to the same E164 and type: E164 and International with no
// country, National with the number's region.
func assertStable(t *testing.T, r Result) {
	t.Helper()
	forms := []struct{ value, country string }{
		{r.E164, ""},
		{r.International, ""},
		{r.National, r.Region},
	}
	for _, f := range forms {
		if f.country == "001" { // non-geographic: the national form has no region
			continue
		}
		again := Validate(f.value, f.country)
		assert.True(t, again.Valid, "revalidate %q in %q: %s", f.value, f.country, again.Reason)
		assert.Equal(t, r.E164, again.E164, "revalidate %q in %q", f.value, f.country)
		assert.Equal(t, r.Type, again.Type, "revalidate %q in %q", f.value, f.country)
	}
}

// TestMatchesPhonenumbers checks that the shortcuts Validate takes give
// what phonenumbers' own functions give (Valid is IsValidNumber, E164 is
// Format(E164)), and that a number phonenumbers accepts is never changed,
// except where a value starting with 00 is read as + (chooseIDD).
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
		if phonenumbers.IsValidNumber(n) && scan(tc.value).prefix != prefixIDD {
			r := Validate(tc.value, tc.country)
			assert.Equal(t, phonenumbers.Format(n, phonenumbers.E164), r.E164, "%s: a number phonenumbers accepts is never changed", tc.name())
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
	r := Validate("011 15 5050-0147", "AR")
	require.True(t, r.Valid, r.Reason)
	assert.Equal(t, Result{
		Valid:           true,
		Possible:        true,
		E164:            "+5491150500147",
		International:   "+54 9 11 5050-0147",
		National:        "011 15-5050-0147",
		Type:            TypeMobile,
		Region:          "AR",
		CountryCode:     54,
		MetadataVersion: MetadataVersion(),
	}, r)
}

func TestRegionDiffersFromCountry(t *testing.T) {
	r := Validate("+55 79 98877-8489", "AR")
	require.True(t, r.Valid, r.Reason)
	assert.Equal(t, "BR", r.Region)
	assert.Equal(t, 55, r.CountryCode)

	r = Validate("+800 1234 5678", "AR") // international freephone
	require.True(t, r.Valid, r.Reason)
	assert.Equal(t, "001", r.Region)
	assert.Equal(t, TypeTollFree, r.Type)
}

func TestInvalidKeepsWhatParsed(t *testing.T) {
	r := Validate("(79) 8877-8489", "BR")
	assert.False(t, r.Valid)
	assert.Equal(t, ReasonInvalidNumber, r.Reason)
	assert.True(t, r.Possible, "right length, unassigned range")
	assert.Equal(t, "BR", r.Region)
	assert.Equal(t, 55, r.CountryCode)
	assert.Equal(t, TypeUnknown, r.Type)

	r = Validate("5050-0147", "AR")
	assert.Equal(t, ReasonTooShort, r.Reason)
	assert.False(t, r.Possible, "possible only locally is not possible")

	r = Validate("abc", "AR")
	assert.Equal(t, ReasonInvalidFormat, r.Reason)
	assert.Empty(t, r.Type, "did not parse")
	assert.Zero(t, r.CountryCode)
}

func TestExtension(t *testing.T) {
	for _, value := range []string{
		"+54 9 11 5050-0147 ext. 12",
		"+54 9 11 5050-0147 int. 12",
		"011 15 5050-0147 #12",
	} {
		r := Validate(value, "AR")
		require.True(t, r.Valid, "%q: %s", value, r.Reason)
		assert.Equal(t, "12", r.Extension, value)
		assert.Equal(t, "+5491150500147", r.E164, value)
		assert.Contains(t, r.International, "12", value)
	}
}

func TestSkipFormats(t *testing.T) {
	r := Validator{SkipFormats: true}.Validate("011 15 5050-0147", "AR")
	require.True(t, r.Valid, r.Reason)
	assert.Equal(t, "+5491150500147", r.E164)
	assert.Empty(t, r.International)
	assert.Empty(t, r.National)
	assert.Equal(t, Validate("011 15 5050-0147", "AR").E164, r.E164)
}

func TestMaxLength(t *testing.T) {
	long := "+54 9 11 5050-0147" + strings.Repeat(" ", MaxLength)
	assert.True(t, Validate(long, "AR").Valid, "surrounding space is trimmed before the bound")
	padded := "+54 9 11 5050-0147" + strings.Repeat(".", MaxLength-len("+54 9 11 5050-0147"))
	assert.Len(t, padded, MaxLength)
	assert.NotEqual(t, ReasonTooLong, Validate(padded, "AR").Reason, "at the bound")
	assert.Equal(t, ReasonTooLong, Validate(padded+".", "AR").Reason, "one byte over")
	huge := strings.Repeat("1", 1<<20)
	assert.Equal(t, ReasonTooLong, Validate(huge, "AR").Reason)
}

func TestCountry(t *testing.T) {
	for _, c := range []string{"AR", "ar", "aR", " ar\t", "XK", "AC"} {
		_, _, reason := lookupRegion(c)
		assert.Empty(t, reason, c)
	}
	for _, c := range []string{"A", "ARG", "A1", "ÁR", "XX", "ZZ", "AQ", "UM", "001", "US-CA"} {
		_, _, reason := lookupRegion(c)
		assert.Equal(t, ReasonInvalidCountry, reason, c)
	}
	// The country is checked first: an invalid country wins over any value.
	assert.Equal(t, ReasonInvalidCountry, Validate("", "XX").Reason)
	assert.Equal(t, ReasonMissingValue, Validate("", "").Reason)
}

func TestErr(t *testing.T) {
	err := Validate("15 5050-0147", "AR").Err()
	require.Error(t, err)
	assert.Equal(t, "phone: AR: invalid number", err.Error())
	assert.True(t, errors.Is(err, ErrInvalidNumber))
	var pe *Error
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, ReasonInvalidNumber, pe.Reason)
	assert.NotContains(t, err.Error(), "5050", "errors never carry the number")

	err = Validate("011 15 5050-0147", "").Err()
	assert.Equal(t, "phone: missing country", err.Error())
	assert.ErrorIs(t, err, ErrMissingCountry)

	assert.Equal(t, "phone: invalid", (&Error{Reason: "bogus"}).Error())
	assert.Nil(t, Reason("").Err())
}

func TestReasonsClosedSet(t *testing.T) {
	all := []Reason{
		ReasonMissingValue, ReasonMissingCountry, ReasonInvalidCountry,
		ReasonInvalidCountryCode, ReasonInvalidFormat, ReasonTooShort,
		ReasonTooLong, ReasonInvalidLength, ReasonInvalidNumber,
	}
	snake := regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)
	seen := map[error]bool{}
	for _, r := range all {
		assert.Regexp(t, snake, string(r))
		err := r.Err()
		require.NotNil(t, err, r)
		assert.False(t, seen[err], "%s shares a sentinel", r)
		seen[err] = true
	}
	assert.Error(t, Reason("nope").Err())
}

func TestTypes(t *testing.T) {
	for pt := phonenumbers.FIXED_LINE; pt <= phonenumbers.UNKNOWN; pt++ {
		assert.NotEmpty(t, typeOf(pt), pt)
	}
	assert.Equal(t, TypeUnknown, typeOf(-1))
	assert.Equal(t, TypeUnknown, typeOf(phonenumbers.UNKNOWN+1))
}

func TestJSON(t *testing.T) {
	b, err := json.Marshal(Validate("+54 9 11 5050-0147", ""))
	require.NoError(t, err)
	assert.JSONEq(t, `{"valid":true,"possible":true,"e164":"+5491150500147",
		"international":"+54 9 11 5050-0147","national":"011 15-5050-0147",
		"type":"mobile","region":"AR","country_code":54,
		"metadata_version":"`+MetadataVersion()+`"}`, string(b))

	b, err = json.Marshal(Validate("15 5050-0147", "AR"))
	require.NoError(t, err)
	assert.JSONEq(t, `{"valid":false,"possible":true,"e164":"","international":"",
		"national":"","type":"unknown","region":"AR","country_code":54,
		"reason":"invalid_number","metadata_version":"`+MetadataVersion()+`"}`, string(b))
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
		want[i] = Validate(tc.value, tc.country)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, tc := range cases {
				if got := Validate(tc.value, tc.country); got != want[i] {
					t.Errorf("%s: concurrent result %+v, want %+v", tc.name(), got, want[i])
				}
			}
		}()
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
		r := Validate(value, "")
		require.True(t, r.Valid, "%q: %s", value, r.Reason)
		assert.Equal(t, want, r.National, value)
	}
}
