package phone

import (
	"github.com/ndval/ndval"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWarnings(t *testing.T) {
	w := WarnCountryMismatch
	assert.True(t, w.Has(WarnCountryMismatch))
	assert.False(t, Warnings(0).Has(WarnCountryMismatch))
	assert.Equal(t, []string{"country_mismatch"}, w.Names())
	assert.Equal(t, "country_mismatch", w.String())
	assert.Nil(t, Warnings(0).Names())
	assert.Len(t, warningTable, 2)

	b, err := w.MarshalJSON()
	require.NoError(t, err)
	assert.Equal(t, `["country_mismatch"]`, string(b))
	var back Warnings
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, w, back)
	assert.ErrorContains(t, back.UnmarshalJSON([]byte(`["bogus"]`)), `ndval: unknown name "bogus"`)
	assert.Error(t, back.UnmarshalJSON([]byte(`{`)))
}

// TestPlaceholder: what sheets hold where a number is missing is answered
// missing_value with WarnPlaceholder, after the country.
func TestPlaceholder(t *testing.T) {
	for _, v := range []string{"-", "0", "000", "N/A", "sin teléfono", "Sin Tel.", "não tem", "ninguno", "( ) - ."} {
		r := Validate("AR", v)
		assert.Equal(t, ndval.ReasonMissingValue, r.Reason, v)
		assert.Equal(t, WarnPlaceholder, r.Warnings, v)
	}
	assert.Equal(t, ndval.ReasonInvalidCountry, Validate("ZZ", "N/A").Reason)
	assert.Zero(t, Validate("ZZ", "N/A").Warnings)
	assert.Equal(t, ndval.ReasonMissingCountry, Validate("", "N/A").Reason)
	for _, v := range []string{"12", "+54 9 11 5050-0147", "   "} {
		assert.False(t, Validate("AR", v).Warnings.Has(WarnPlaceholder), v)
	}
}

// TestExcelDamage: a number in scientific notation and a cell with two
// numbers are named so.
func TestExcelDamage(t *testing.T) {
	assert.Equal(t, ndval.ReasonExcelScientificNotation, Validate("AR", "5.49115E+12").Reason)
	assert.Equal(t, ndval.ReasonMultipleValues, Validate("AR", "11 4329-2000 / 11 4329-2001").Reason)
	assert.Equal(t, ndval.ReasonMultipleValues, Validate("AR", "(011) 4329-2000; 15 5050-0147").Reason)
	assert.True(t, Validate("AR", "011 4329-2000").Valid)
}
