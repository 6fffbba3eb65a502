package address

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/fieldtest"
)

// TestAppendJSON checks that AppendJSON and json.Marshal (the struct tags)
// give the same value, over valid, invalid and warned results and strings
// that need escaping.
func TestAppendJSON(t *testing.T) {
	results := []Result{
		Validate("BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"),
		Validate("AR", "Av. Corrientes 1234, Piso 3, Depto. B, C1043AAZ CABA"),
		Validate("MX", "Av. Juárez 976, Col. Centro, 44100 Guadalajara, Jal."),
		Validate("BR", "Av. Paulista, 1578, Rio de Janeiro - RJ, 01310-200"), // warnings
		Validate("AR", "Corrientes, Argentina"),                              // missing_street
		Validate("MX", "Av. Juárez 976, C.P. 123"),                           // invalid_postal_code
		Validate("ZZ", "Av. Juárez 976"),
		{Street: "Calle \"Ñ\" \\ 5\n", City: "\u2028x\x01", Country: "AR", Reason: ReasonMissingLocality, Missing: PartCity | PartNumber},
		{},
	}
	for _, r := range results {
		fieldtest.AppendJSON(t, r) // the same bytes as encoding/json: one member order
		got := r.AppendJSON(nil)
		var m map[string]any
		require.NoError(t, json.Unmarshal(got, &m))
		assert.Contains(t, m, "missing", "missing is always present")
		assert.IsType(t, []any{}, m["missing"])
	}
	assert.Equal(t, `{"valid":false,"formatted":"","country":"","missing":[]}`,
		string(Result{}.AppendJSON(nil)))
}

func TestWarningsAndParts(t *testing.T) {
	w := WarnPostalCodeRegionMismatch | WarnUnparsedText
	assert.True(t, w.Has(WarnUnparsedText))
	assert.False(t, w.Has(WarnCountryMismatch))
	assert.Equal(t, "postal_code_region_mismatch,unparsed_text", w.String())
	b, err := json.Marshal(w)
	require.NoError(t, err)
	var back Warnings
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, w, back)
	assert.Error(t, json.Unmarshal([]byte(`["nope"]`), &back))

	p := PartCity | PartPostalCode
	assert.Equal(t, []string{"city", "postal_code"}, p.Names())
	b, err = json.Marshal(Parts(0))
	require.NoError(t, err)
	assert.Equal(t, "[]", string(b))
	var pb Parts
	require.NoError(t, json.Unmarshal([]byte(`["street","number"]`), &pb))
	assert.Equal(t, PartStreet|PartNumber, pb)
}
