package account

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKindsRun makes sure run dispatches every kind to a rule: an empty
// number is never left without a verdict.
func TestKindsRun(t *testing.T) {
	for _, k := range kinds {
		var r Result
		k.run(&Validator{}, "X", "X", &r)
		assert.False(t, r.Valid, k.typ)
		assert.NotEmpty(t, r.Reason, "%s has no rule in run", k.typ)
	}
}

func TestValidateRequestErrors(t *testing.T) {
	for _, tc := range []struct {
		name, country, typ, value string
		reason                    Reason
		wantType                  Type
	}{
		{"missing value", "AR", "", " - ", ReasonMissingValue, ""},
		{"missing value typed", "AR", "cbu", "", ReasonMissingValue, CBU},
		{"bad country", "ARG", "", "0170356420000030382008", ReasonInvalidCountry, ""},
		{"bad country chars", "A1", "", "0170356420000030382008", ReasonInvalidCountry, ""},
		{"unknown type", "AR", "alias", "0170356420000030382008", ReasonUnknownType, ""},
		{"undetectable", "", "", "12345", ReasonUndetectable, ""},
		{"undetectable country", "CL", "", "12345", ReasonUndetectable, ""},
		{"IBAN country, not an IBAN", "BR", "", "12345", ReasonInvalidFormat, IBAN},
		{"mismatch", "MX", "cbu", "0170356420000030382008", ReasonTypeCountryMismatch, CBU},
		{"wrong length for AR", "AR", "", "002010077777777771", ReasonInvalidLength, CBU},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Validate(tc.country, tc.typ, tc.value)
			assert.False(t, r.Valid)
			assert.False(t, r.ChecksumValid)
			assert.Empty(t, r.Formatted)
			assert.Equal(t, tc.reason, r.Reason)
			assert.Equal(t, tc.wantType, r.Type)
			assert.ErrorIs(t, r.Err(), tc.reason.Err())
		})
	}
}

func TestDetect(t *testing.T) {
	for _, tc := range []struct {
		country, value string
		want           Type
	}{
		{"AR", "0170356420000030382008", CBU},
		{"ar", "0000003100099540907944", CVU},
		{"", "0170356420000030382008", CBU},
		{"MX", "002010077777777771", CLABE},
		{"", "002010077777777771", CLABE},
		{"", "00219300108153105414", CCI},
		{"AR", "DE89 3704 0044 0532 0130 00", IBAN},
		{"DE", "DE89370400440532013000", IBAN},
	} {
		r := Validate(tc.country, "", tc.value)
		assert.Equal(t, tc.want, r.Type, "%s %s", tc.country, tc.value)
	}
}

func TestCompact(t *testing.T) {
	for in, want := range map[string]string{
		"0170356420000030382008":           "0170356420000030382008",
		" 01703564-20000030382008 ":        "0170356420000030382008",
		"iban de89 3704 0044 0532 0130 00": "DE89370400440532013000",
		"IBAN: DE89370400440532013000":     "DE89370400440532013000",
		"002.010.07777777777/1":            "002010077777777771",
	} {
		n, _ := compact(in)
		assert.Equal(t, want, n, "%q", in)
	}
}

func TestErr(t *testing.T) {
	r := Validate("MX", "clabe", "002010077777777771")
	require.True(t, r.Valid && r.ChecksumValid, r.Reason)
	assert.NoError(t, r.Err())

	err := Validate("MX", "clabe", "002010077777777772").Err()
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrInvalidChecksum)
	assert.Equal(t, "account: clabe: invalid check digit", err.Error())
	assert.NotContains(t, err.Error(), "0020100777")
	var e *Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, CLABE, e.Type)
	for _, r := range []Reason{ReasonMissingValue, ReasonInvalidCountry, ReasonUnknownType, ReasonUndetectable,
		ReasonUnknownCountry, ReasonTypeCountryMismatch, ReasonInvalidLength, ReasonInvalidFormat,
		ReasonInvalidComponent, ReasonInvalidChecksum} {
		assert.NotNil(t, r.Err())
	}
	assert.Nil(t, Reason("").Err())
}

func TestWarningsJSON(t *testing.T) {
	w := WarnUnknownBank | WarnNationalCheckUnverified
	assert.True(t, w.Has(WarnUnknownBank))
	assert.Equal(t, "unknown_bank,national_check_unverified", w.String())
	b, err := w.MarshalJSON()
	require.NoError(t, err)
	var back Warnings
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, w, back)
	assert.Error(t, back.UnmarshalJSON([]byte(`["nope"]`)))
	b, _ = Warnings(0).MarshalJSON()
	assert.Equal(t, "[]", string(b))
}
