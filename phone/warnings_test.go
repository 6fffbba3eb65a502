package phone

import (
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
	assert.Len(t, warningNames, 1)

	b, err := w.MarshalJSON()
	require.NoError(t, err)
	assert.Equal(t, `["country_mismatch"]`, string(b))
	var back Warnings
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, w, back)
	assert.ErrorContains(t, back.UnmarshalJSON([]byte(`["bogus"]`)), `phone: unknown warning "bogus"`)
	assert.Error(t, back.UnmarshalJSON([]byte(`{`)))
}
