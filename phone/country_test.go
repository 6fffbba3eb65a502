package phone

import (
	"slices"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/country"
)

// unsupported are the assigned ISO 3166-1 codes phonenumbers has no
// numbering plan for (country.go).
var unsupported = []string{"AQ", "BV", "GS", "HM", "PN", "TF", "UM"}

func TestCountryGiven(t *testing.T) {
	for _, tc := range []struct {
		country string
		want    ndval.Reason
	}{
		{"AR", ""}, {"ar", ""}, {"aR", ""}, {" ar\t", ""}, {"SH", ""}, {"", ""},
		{"A", ndval.ReasonInvalidCountry}, {"ARG", ndval.ReasonInvalidCountry}, {"A1", ndval.ReasonInvalidCountry},
		{"ÁR", ndval.ReasonInvalidCountry}, {"XX", ndval.ReasonInvalidCountry}, {"ZZ", ndval.ReasonInvalidCountry},
		{"001", ndval.ReasonInvalidCountry}, {"US-CA", ndval.ReasonInvalidCountry},
		{"AC", ndval.ReasonInvalidCountry}, {"TA", ndval.ReasonInvalidCountry}, {"XK", ndval.ReasonInvalidCountry},
		{"AQ", ndval.ReasonUnsupportedCountry}, {"um", ndval.ReasonUnsupportedCountry},
	} {
		_, _, reason := lookupRegion(tc.country)
		assert.Equal(t, tc.want, reason, "%q", tc.country)
	}
}

// TestCountryTables holds country.go's account of how phonenumbers'
// regions differ from ISO 3166-1 to both lists.
func TestCountryTables(t *testing.T) {
	var noPlan []string
	for _, c := range country.Codes() {
		if phonenumbers.GetCountryCodeForRegion(c) == 0 {
			noPlan = append(noPlan, c)
			assert.Equal(t, ndval.ReasonUnsupportedCountry, Validate(c, "+54 9 11 5050-0147").Reason, c)
		}
	}
	assert.Equal(t, unsupported, noPlan)
	var notISO []string
	for r := range phonenumbers.GetSupportedRegions() { // read only
		if !country.Assigned(r) {
			notISO = append(notISO, r)
		}
	}
	slices.Sort(notISO)
	assert.Equal(t, []string{"AC", "TA", "XK"}, notISO)
}

func TestCountryOf(t *testing.T) {
	for region, want := range map[string]string{
		"AR": "AR", "BR": "BR", "AC": "SH", "TA": "SH", "SH": "SH",
		"XK": "", "001": "", "": "", "ZZ": "",
	} {
		assert.Equal(t, want, country.OfRegion(region), region)
	}
}

// TestCheckOrder holds the module's order: the country, then the value.
func TestCheckOrder(t *testing.T) {
	for _, tc := range []struct {
		country, value string
		want           ndval.Reason
	}{
		{"", "", ndval.ReasonMissingCountry},
		{"", "  ", ndval.ReasonMissingCountry},
		{"", "( ) - .", ndval.ReasonMissingCountry},
		{"", "Boti", ndval.ReasonMissingCountry},
		{"", "+", ndval.ReasonMissingValue},
		{"AR", "", ndval.ReasonMissingValue},
		{"XX", "", ndval.ReasonInvalidCountry},
		{"XK", "+383 44 123 456", ndval.ReasonInvalidCountry},
		{"AQ", "", ndval.ReasonUnsupportedCountry},
		{"AQ", "+54 9 11 5050-0147", ndval.ReasonUnsupportedCountry},
	} {
		assert.Equal(t, tc.want, Validate(tc.country, tc.value).Reason, "%q in %q", tc.value, tc.country)
	}
}

func TestNumberCountry(t *testing.T) {
	for _, tc := range []struct {
		country, value string
		want           string
		code           int
		warnings       Warnings
	}{
		{"AR", "+55 79 98877-8489", "BR", 55, WarnCountryMismatch},
		{"BR", "0054 9 11 5050-0147", "AR", 54, WarnCountryMismatch},
		{"MX", "0054 9 11 5050-0147", "AR", 54, WarnCountryMismatch},
		{"ar", "0054 9 11 5050-0147", "AR", 54, 0},
		{"", "0054 9 11 5050-0147", "AR", 54, 0},
		{"AR", "+800 1234 5678", "", 800, 0},  // international freephone: no country
		{"US", "+1 202 456 1111", "US", 1, 0}, // the White House's comment line
		{"CA", "+1 202 456 1111", "US", 1, WarnCountryMismatch},
		// libphonenumber's example numbers of the regions ISO 3166-1 does
		// not assign, and of a non-geographic code.
		{"SH", example(t, "AC"), "SH", 247, 0}, // Ascension: ISO counts it in SH
		{"", example(t, "TA"), "SH", 290, 0},
		{"RS", example(t, "XK"), "", 383, 0},
		{"", exampleNonGeo(t, 882), "", 882, 0},
	} {
		r := Validate(tc.country, tc.value)
		require.True(t, r.Valid, "%q in %q: %s", tc.value, tc.country, string(r.Reason))
		assert.Equal(t, tc.want, r.Country, "%q in %q", tc.value, tc.country)
		assert.Equal(t, tc.code, r.CountryCode, "%q in %q", tc.value, tc.country)
		assert.Equal(t, tc.warnings, r.Warnings, "%q in %q", tc.value, tc.country)
	}
	r := Validate("AR", "+55 79 8877-8489") // a Brazilian number that is not valid: no warning
	assert.Equal(t, "BR", r.Country)
	assert.False(t, r.Valid)
	assert.Zero(t, r.Warnings)
}

// example returns libphonenumber's example fixed-line number of a region,
// in E.164.
func example(t *testing.T, region string) string {
	t.Helper()
	n := phonenumbers.GetExampleNumber(region)
	require.NotNil(t, n, region)
	return phonenumbers.Format(n, phonenumbers.E164)
}

// exampleNonGeo returns libphonenumber's example number of a
// non-geographic country calling code, in E.164.
func exampleNonGeo(t *testing.T, code int) string {
	t.Helper()
	n := phonenumbers.GetExampleNumberForNonGeoEntity(code)
	require.NotNil(t, n, code)
	return phonenumbers.Format(n, phonenumbers.E164)
}

// TestPlanCountry holds the country genphone wrote into every plan to
// country.OfRegion, which the values left to phonenumbers still use.
func TestPlanCountry(t *testing.T) {
	for i := range plans {
		if p := &plans[i]; p.country != country.OfRegion(p.region) {
			t.Errorf("plan %d (%s): country %q, country.OfRegion %q", i, p.region, p.country, country.OfRegion(p.region))
		}
	}
}
