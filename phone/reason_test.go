package phone

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
)

// allReasons are the reasons Validate gives.
var allReasons = []ndval.Reason{
	ndval.ReasonMissingValue, ndval.ReasonMissingCountry, ndval.ReasonInvalidCountry,
	ndval.ReasonUnsupportedCountry, ReasonInvalidCountryCode, ndval.ReasonInvalidFormat,
	ndval.ReasonTooShort, ndval.ReasonTooLong, ndval.ReasonInvalidLength, ReasonInvalidNumber,
	ndval.ReasonExcelScientificNotation, ndval.ReasonMultipleValues,
}

func TestReasonsListed(t *testing.T) {
	for _, r := range allReasons {
		assert.True(t, r.Known(), string(r))
		fieldtest.ReasonListed(t, ndval.FieldPhone, r)
	}
	// Every reason has a case in testdata/ or the tests above.
	seen := map[ndval.Reason]bool{}
	for _, tc := range readTestdata(t) {
		seen[Validate(tc.country, tc.value).Reason] = true
	}
	for _, r := range allReasons {
		assert.True(t, seen[r], "no testdata case gives %s", string(r))
	}
	delete(seen, "")
	assert.Len(t, seen, len(allReasons))
	for r := range seen {
		assert.True(t, slices.Contains(allReasons, r), "%s is not in allReasons", string(r))
	}
}

func TestErr(t *testing.T) {
	err := Validate("AR", "15 5050-0147").Err()
	require.Error(t, err)
	assert.Equal(t, "ndval: phone AR: number not in an assigned range", err.Error())
	assert.ErrorIs(t, err, ReasonInvalidNumber)
	assert.NotErrorIs(t, err, ndval.ReasonInvalidFormat)
	var e *ndval.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, ndval.Error{Field: ndval.FieldPhone, Country: "AR", Reason: ReasonInvalidNumber}, *e)
	assert.NotContains(t, err.Error(), "5050", "errors never carry the number")

	err = Validate("", "011 15 5050-0147").Err()
	assert.Equal(t, "ndval: phone: missing country", err.Error())
	assert.True(t, errors.Is(err, ndval.ReasonMissingCountry))

	assert.NoError(t, Validate("AR", "011 15 5050-0147").Err())
}
