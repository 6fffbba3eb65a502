package address

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

// TestPlaceholder: what sheets hold where an address is missing is
// missing_value with WarnPlaceholder, after the country.
func TestPlaceholder(t *testing.T) {
	for _, v := range []string{"-", "s/d", "S/D", "sin dirección", "Sin Domicilio", "no tiene", "N/A", "não tem"} {
		r := Validate("AR", v)
		assert.Equal(t, ndval.ReasonMissingValue, r.Reason, v)
		assert.Equal(t, WarnPlaceholder, r.Warnings, v)
		assert.Empty(t, r.Formatted, v)
	}
	assert.Equal(t, ndval.ReasonInvalidCountry, Validate("ZZ", "s/d").Reason)
	assert.False(t, Validate("AR", "Av. Corrientes 1234, CABA").Warnings.Has(WarnPlaceholder))
	assert.False(t, Validate("AR", "Tacuarí s/n, CABA").Warnings.Has(WarnPlaceholder))
}
