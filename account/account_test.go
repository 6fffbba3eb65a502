package account

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
)

// accountReasons are the reasons Validate can give, every one shared.
var accountReasons = []ndval.Reason{
	ndval.ReasonInvalidCountry, ndval.ReasonMissingCountry, ndval.ReasonUnsupportedCountry,
	ndval.ReasonUnknownType, ndval.ReasonMissingValue, ndval.ReasonInvalidLength,
	ndval.ReasonInvalidFormat, ndval.ReasonInvalidComponent, ndval.ReasonInvalidChecksum,
	ndval.ReasonExcelScientificNotation,
}

// TestReasonsKnown: every reason the package gives is in the root table,
// with the account field.
func TestReasonsKnown(t *testing.T) {
	for _, reason := range accountReasons {
		fieldtest.ReasonListed(t, ndval.FieldAccount, reason)
	}
}

// TestKindsCheck makes sure check dispatches every kind to a rule: a
// number is never left without a verdict.
func TestKindsCheck(t *testing.T) {
	for _, k := range kinds {
		var r Result
		Validator{}.check(k, "X", "X", &r)
		assert.False(t, r.Valid, k.typ)
		assert.Equal(t, k.typ, r.Type)
		assert.NotEmpty(t, r.Reason, "%s has no rule in check", k.typ)
	}
}

const (
	cbuBBVA   = "0170356420000030382008" // testdata/ar_cbu.txt
	clabeUniv = "002150701822202709"     // testdata/mx_clabe.txt
	cciBCP    = "00219300108153105414"   // testdata/pe_cci.txt
	ibanDE    = "DE89370400440532013000" // the SWIFT registry's example
)

// TestCountryRule holds the checks made before the value is validated, in
// their order: country, type, value.
func TestCountryRule(t *testing.T) {
	long := strings.Repeat("0", maxValue+1)
	for _, tc := range []struct {
		name, country, typ, value string
		reason                    ndval.Reason
		wantType                  Type
		wantCountry               string
	}{
		{"not assigned", "ZZ", "", ibanDE, ndval.ReasonInvalidCountry, "", ""},
		{"not a code", "ARG", "cbu", cbuBBVA, ndval.ReasonInvalidCountry, "", ""},
		{"not letters", "A1", "", cbuBBVA, ndval.ReasonInvalidCountry, "", ""},
		{"invalid before empty", "ZZ", "", "", ndval.ReasonInvalidCountry, "", ""},
		{"nothing", "", "", "", ndval.ReasonMissingCountry, "", ""},
		{"no country, no value, a type", "", "cbu", " \u00a0 ", ndval.ReasonMissingCountry, CBU, ""},
		{"no country in the value", "", "", "12345", ndval.ReasonMissingCountry, "", ""},
		{"no country, unknown type", "", "alias", "12345", ndval.ReasonMissingCountry, "", ""},
		{"digits of no national shape", "", "", "0170356420000030382", ndval.ReasonMissingCountry, "", ""},
		{"too long, no country", "", "", long, ndval.ReasonMissingCountry, "", ""},
		{"no rules for US", "US", "", "021000021", ndval.ReasonUnsupportedCountry, "", "US"},
		{"no rules, unknown type", "cl", "alias", "12345", ndval.ReasonUnsupportedCountry, "", "CL"},
		{"unknown type", "AR", "alias", cbuBBVA, ndval.ReasonUnknownType, "", "AR"},
		{"unknown type, no value", "AR", "alias", "", ndval.ReasonUnknownType, "", "AR"},
		{"unknown type with an IBAN", "", "alias", ibanDE, ndval.ReasonUnknownType, "", ""},
		{"missing value", "AR", "", " \u00a0 ", ndval.ReasonMissingValue, "", "AR"},
		{"missing value typed", "MX", "clabe", "", ndval.ReasonMissingValue, CLABE, "MX"},
		{"too long", "AR", "", long, ndval.ReasonInvalidLength, "", "AR"},
		{"too long typed, no country", "", "cbu", long, ndval.ReasonInvalidLength, CBU, ""},
		{"the type says the country", "", "clabe", "123", ndval.ReasonInvalidLength, CLABE, "MX"},
		{"an IBAN needs no country", "", "iban", "12345", ndval.ReasonInvalidFormat, IBAN, ""},
		{"an IBAN prefix that is no IBAN country", "", "", "XX89370400440532013000", ndval.ReasonInvalidComponent, IBAN, ""},
		{"an IBAN country's own format", "BR", "", "12345", ndval.ReasonInvalidFormat, IBAN, "BR"},
		{"wrong length for AR", "AR", "", "00201007777777777", ndval.ReasonInvalidLength, CBU, "AR"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Validate(tc.country, tc.typ, tc.value)
			assert.Equal(t, tc.reason, r.Reason)
			assert.Equal(t, tc.wantType, r.Type)
			assert.Equal(t, tc.wantCountry, r.Country)
			assert.False(t, r.Valid)
			assert.False(t, r.ChecksumValid)
			assert.Empty(t, r.Formatted)
			assert.Zero(t, r.Warnings)
			assert.ErrorIs(t, r.Err(), tc.reason)
			assert.LessOrEqual(t, len(r.Normalized), 3*maxValue)
		})
	}
	// Valid accounts with no country: the value or the type says it.
	for _, tc := range []struct{ typ, value, want string }{
		{"", cbuBBVA, "AR"}, {"", clabeUniv, "MX"}, {"", cciBCP, "PE"}, {"", ibanDE, "DE"},
		{"cvu", "0000003100099540907944", "AR"}, {"IBAN", ibanDE, "DE"},
	} {
		r := Validate("", tc.typ, tc.value)
		assert.NoError(t, r.Err(), tc.value)
		assert.Equal(t, tc.want, r.Country, tc.value)
		assert.False(t, r.Warnings.Has(WarnCountryMismatch), tc.value)
	}
}

// TestPlaceholder: what sheets hold where an account is missing is
// answered as the empty value, with WarnPlaceholder; an account is never
// read as one.
func TestPlaceholder(t *testing.T) {
	for _, tc := range []struct {
		country, typ, value string
		reason              ndval.Reason
	}{
		{"AR", "", "-", ndval.ReasonMissingValue},
		{"AR", "cbu", "N/A", ndval.ReasonMissingValue},
		{"MX", "", "sin cuenta", ndval.ReasonMissingValue},
		{"PE", "", "0", ndval.ReasonMissingValue},
		{"BR", "", "não tem", ndval.ReasonMissingValue},
		{"AR", "", "0000000000000000000000", ndval.ReasonMissingValue},
		{"CO", "", "s/d", ndval.ReasonUnsupportedCountry}, // as an empty value
		{"", "", "N/A", ndval.ReasonMissingCountry},
		{"ZZ", "", "N/A", ndval.ReasonInvalidCountry},
	} {
		r := Validate(tc.country, tc.typ, tc.value)
		assert.Equal(t, tc.reason, r.Reason, tc.value)
		assert.False(t, r.Valid, tc.value)
		assert.Equal(t, tc.reason != ndval.ReasonInvalidCountry, r.Warnings.Has(WarnPlaceholder), tc.value)
	}
	assert.False(t, Validate("AR", "", cbuBBVA).Warnings.Has(WarnPlaceholder))
}

// TestCountryMismatch: a value whose own country is not the one given is
// validated as what it is, with WarnCountryMismatch, in both directions
// between the national formats and for IBANs; a type that does not fit
// the value is still invalid.
func TestCountryMismatch(t *testing.T) {
	for _, tc := range []struct {
		name, country, typ, value string
		wantType                  Type
		wantCountry               string
		reason                    ndval.Reason // "" for valid
		warned                    bool
	}{
		{"German IBAN for AR", "AR", "", ibanDE, IBAN, "DE", "", true},
		{"German IBAN typed for AR", "ar", "iban", ibanDE, IBAN, "DE", "", true},
		{"German IBAN for CL", "CL", "", ibanDE, IBAN, "DE", "", true},
		{"CLABE for CO, a country with no account format", "CO", "", clabeUniv, CLABE, "MX", "", true},
		{"CBU for CL", "CL", "", cbuBBVA, CBU, "AR", "", true},
		{"CCI for UY", "UY", "", cciBCP, CCI, "PE", "", true},
		{"IBAN with a bad check digit for PE", "PE", "", "DE88370400440532013000", IBAN, "DE", ndval.ReasonInvalidChecksum, true},
		{"IBAN of the wrong length for MX", "MX", "", ibanDE + "1", IBAN, "DE", ndval.ReasonInvalidLength, false},
		{"French IBAN for a French territory", "GP", "", "FR7630003032800005006152856", IBAN, "FR", "", false},
		{"IBAN of the country", "DE", "", ibanDE, IBAN, "DE", "", false},
		{"territory prefix", "FR", "", "GF4120041010050500013M02606", IBAN, "FR", ndval.ReasonInvalidComponent, false},
		{"CLABE typed for AR", "AR", "clabe", clabeUniv, CLABE, "MX", "", true},
		{"CBU typed for MX", "MX", "cbu", cbuBBVA, CBU, "AR", "", true},
		{"CBU typed for US", "US", "cbu", cbuBBVA, CBU, "AR", "", true},
		{"CCI typed for AR, bad digit", "AR", "cci", "00219300108153105415", CCI, "PE", ndval.ReasonInvalidChecksum, true},
		{"CBU typed with an IBAN", "AR", "cbu", ibanDE, CBU, "AR", ndval.ReasonInvalidFormat, false},
		{"IBAN typed with a CBU", "AR", "iban", cbuBBVA, IBAN, "AR", ndval.ReasonInvalidFormat, false},
		// No type: the country's own format first, another country's only
		// when it verifies fully.
		{"CBU for AR", "AR", "", cbuBBVA, CBU, "AR", "", false},
		{"CLABE for AR", "AR", "", clabeUniv, CLABE, "MX", "", true},
		{"CBU for MX", "MX", "", cbuBBVA, CBU, "AR", "", true},
		{"CCI for MX", "MX", "", cciBCP, CCI, "PE", "", true},
		{"CLABE for PE", "PE", "", clabeUniv, CLABE, "MX", "", true},
		{"CLABE for DE", "DE", "", clabeUniv, CLABE, "MX", "", true},
		{"CLABE with a bad check digit for AR", "AR", "", "002150701822202708", CBU, "AR", ndval.ReasonInvalidLength, false},
		{"CBU with a bad check digit for MX", "MX", "", "0170356420000030382009", CLABE, "MX", ndval.ReasonInvalidLength, false},
		{"CBU with a bad check digit for DE", "DE", "", "0170356420000030382009", IBAN, "DE", ndval.ReasonInvalidFormat, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Validate(tc.country, tc.typ, tc.value)
			assert.Equal(t, tc.wantType, r.Type)
			assert.Equal(t, tc.wantCountry, r.Country)
			assert.Equal(t, tc.reason, r.Reason)
			assert.Equal(t, tc.warned, r.Warnings.Has(WarnCountryMismatch), r.Warnings)
			assert.Equal(t, tc.reason == "" || tc.reason == ndval.ReasonInvalidChecksum, r.Valid)
			if tc.reason == "" {
				assert.NoError(t, r.Err())
			} else {
				assert.ErrorIs(t, r.Err(), tc.reason)
			}
			// With the account's own country, the same account and no
			// warning.
			if r.Valid {
				own := Validate(r.Country, tc.typ, tc.value)
				r.Warnings &^= WarnCountryMismatch
				assert.Equal(t, r, own)
			}
		})
	}
}

func TestDetect(t *testing.T) {
	for _, tc := range []struct {
		country, value string
		want           Type
	}{
		{"AR", cbuBBVA, CBU},
		{"ar", "0000003100099540907944", CVU},
		{"", cbuBBVA, CBU},
		{"MX", "002010077777777771", CLABE},
		{"", "002010077777777771", CLABE},
		{"", cciBCP, CCI},
		{"AR", "DE89 3704 0044 0532 0130 00", IBAN},
		{"DE", ibanDE, IBAN},
	} {
		r := Validate(tc.country, "", tc.value)
		assert.Equal(t, tc.want, r.Type, "%s %s", tc.country, tc.value)
		assert.True(t, r.Valid, "%s %s", tc.country, tc.value)
	}
}

// TestSeparators: an account pasted from a spreadsheet, a PDF or a web page
// reads as typed (the module's one separator rule, internal/clean), and
// labels are dropped.
func TestSeparators(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{cbuBBVA, cbuBBVA},
		{" 01703564-20000030382008 ", cbuBBVA},
		{"01703564\u00a020000030382008", cbuBBVA},          // no-break space
		{"01703564\u201320000030382008", cbuBBVA},          // en dash
		{"0170\u2009356\u202f420000030382008", cbuBBVA},    // thin and narrow no-break spaces
		{"\u200e0170356420000030382008\u200f", cbuBBVA},    // direction marks
		{"017035\u200b6420000030382008", cbuBBVA},          // zero-width space
		{"０１７０３５６４２００００030382008", cbuBBVA},                // full-width digits
		{"CBU: 0170356420000030382008", cbuBBVA},           // label
		{"C.B.U. N° 01703564-20000030382008", cbuBBVA},     // label and number word
		{"Cuenta CLABE: 002 150 70182220270 9", clabeUniv}, // two labels
		{"CLABE interbancaria 002150701822202709", clabeUniv},
		{"CCI Nº 002-193-001081531054-14", cciBCP},
		{"iban de89 3704 0044 0532 0130 00", ibanDE},
		{"IBAN: DE89370400440532013000", ibanDE},
		{"IBAN:DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000", ibanDE},
		{"002.010.07777777777/1", "002010077777777771"},
		{"CBU0170356420000030382008", "CBU0170356420000030382008"}, // no break after the label
		{"IBAN", "IBAN"}, // nothing but a label
	} {
		n, _, fits := compact(tc.in)
		require.True(t, fits)
		assert.Equal(t, tc.want, n, "%q", tc.in)
		if tc.want == tc.in || strings.HasPrefix(tc.want, "CBU") || tc.want == "IBAN" {
			continue
		}
		r := Validate("", "", tc.in)
		assert.NoError(t, r.Err(), "%q", tc.in)
		assert.Equal(t, tc.want, r.Normalized)
	}
	// A stray character is kept, to be reported; invalid UTF-8 too.
	assert.Equal(t, ndval.ReasonInvalidFormat, Validate("AR", "", "0170356420000030382008?").Reason)
	assert.Equal(t, ndval.ReasonInvalidFormat, Validate("AR", "", "01703564\xff20000030382008").Reason)
}

func TestErr(t *testing.T) {
	r := Validate("MX", "clabe", "002010077777777771")
	require.True(t, r.Valid && r.ChecksumValid, r.Reason)
	assert.NoError(t, r.Err())

	// A bad check digit: Valid, but not usable.
	r = Validate("MX", "clabe", "002010077777777772")
	require.True(t, r.Valid)
	err := r.Err()
	require.Error(t, err)
	assert.ErrorIs(t, err, ndval.ReasonInvalidChecksum)
	assert.Equal(t, "ndval: account MX clabe: check digit does not verify", err.Error())
	assert.NotContains(t, err.Error(), "0020100777")
	var e *ndval.Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, ndval.Error{Field: ndval.FieldAccount, Country: "MX", Type: "clabe", Reason: ndval.ReasonInvalidChecksum}, *e)

	err = Validate("ZZ", "", ibanDE).Err()
	assert.Equal(t, "ndval: account: country is not an ISO 3166-1 alpha-2 code", err.Error())
	assert.ErrorIs(t, err, ndval.ReasonInvalidCountry)
}

func TestWarningsJSON(t *testing.T) {
	w := WarnUnknownBank | WarnNationalCheckUnverified | WarnCountryMismatch
	assert.True(t, w.Has(WarnUnknownBank))
	assert.Equal(t, "unknown_bank,national_check_unverified,country_mismatch", w.String())
	assert.Equal(t, []string{"unknown_bank", "national_check_unverified", "country_mismatch"}, w.Names())
	b, err := w.MarshalJSON()
	require.NoError(t, err)
	var back Warnings
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, w, back)
	assert.Error(t, back.UnmarshalJSON([]byte(`["nope"]`)))
	b, _ = Warnings(0).MarshalJSON()
	assert.Equal(t, "[]", string(b))
	assert.Len(t, warningTable, 7, "one name per warning bit")
}

// TestExcelDamage: a number Excel showed in scientific notation has lost
// its digits and is named so; one whose leading zeros were dropped is
// restored when it then verifies, with a warning.
func TestExcelDamage(t *testing.T) {
	r := Validate("AR", "", "1.70356E+20")
	assert.Equal(t, ndval.ReasonExcelScientificNotation, r.Reason)
	assert.ErrorIs(t, r.Err(), ndval.ReasonExcelScientificNotation)

	for _, tc := range []struct{ country, typ, value, want string }{
		{"AR", "", "170356420000030382008", cbuBBVA},
		{"AR", "cbu", "170356420000030382008", cbuBBVA},
		{"MX", "", "2150701822202709", clabeUniv},
		{"AR", "", "3100099540907944", "0000003100099540907944"}, // a CVU: its 000 and the provider's zeros
	} {
		r := Validate(tc.country, tc.typ, tc.value)
		assert.True(t, r.Valid && r.ChecksumValid, tc.value)
		assert.Equal(t, tc.want, r.Normalized, tc.value)
		assert.True(t, r.Warnings.Has(WarnLeadingZerosRestored), tc.value)
	}
	for _, tc := range []struct{ country, value string }{
		{"AR", "170356420000030382009"},  // the check digit fails once restored
		{"AR", "1703564 20000030382008"}, // typed, not a number Excel wrote
		{"MX", "215070182220270"},        // three digits short
		{"", "170356420000030382008"},    // no country to say the format
		{"AR", cbuBBVA},                  // nothing to restore
	} {
		r := Validate(tc.country, "", tc.value)
		assert.False(t, r.Warnings.Has(WarnLeadingZerosRestored), tc.value)
	}
}
