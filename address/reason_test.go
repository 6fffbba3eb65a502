package address

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
)

// TestReasonsKnown checks that every reason the package gives is in the
// root table with the address field.
func TestReasonsKnown(t *testing.T) {
	for _, r := range []ndval.Reason{
		ndval.ReasonMissingCountry, ndval.ReasonInvalidCountry, ndval.ReasonUnsupportedCountry,
		ndval.ReasonMissingValue, ndval.ReasonTooLong,
		ReasonInvalidPostalCode, ReasonMissingStreet, ReasonMissingLocality,
	} {
		fieldtest.ReasonListed(t, ndval.FieldAddress, r)
	}
}

func TestErr(t *testing.T) {
	r := Validate("AR", "Av. Corrientes 1234, C1043AAZ CABA")
	assert.NoError(t, r.Err())
	r = Validate("AR", "Corrientes, Argentina")
	err := r.Err()
	var e *ndval.Error
	assert.True(t, errors.As(err, &e))
	assert.Equal(t, ndval.FieldAddress, e.Field)
	assert.Equal(t, "AR", e.Country)
	assert.ErrorIs(t, err, ReasonMissingStreet)
	assert.NotContains(t, err.Error(), "Corrientes", "errors never hold the value")
}
