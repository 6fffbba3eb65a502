package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/gen"
)

// TestUpToDate checks that the committed latam_tables.go is what the generator
// makes from the committed data (CI also runs go generate and diffs).
func TestUpToDate(t *testing.T) {
	gen.CheckUpToDate(t, func() ([]byte, error) { return generate("data") }, "../../latam_tables.go")
}

func TestReadPlazasMerges(t *testing.T) {
	plazas, err := readPlazas("../../data/plazas_mx.csv")
	require.NoError(t, err)
	byCode := map[string]string{}
	for _, p := range plazas {
		_, dup := byCode[p.code]
		require.False(t, dup, "code %s twice", p.code)
		byCode[p.code] = p.city
	}
	assert.Equal(t, "Aguascalientes", byCode["010"])
	assert.Equal(t, "Ciudad de México / Atizapan / Chalco / Coacalco / Cuautitlán Izcalli / Ecatepec / "+
		"Huehuetoca / Huixquilucan / Ixtapaluca / Los Reyes la Paz / Naucalpan / Nezahualcóyotl / "+
		"Tecamac / Teotihuacán / Texcoco / Tlalnepantla", byCode["180"])
}
