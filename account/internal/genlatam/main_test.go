package main

import (
	"go/format"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUpToDate checks that the committed table file is what the generator
// makes from the committed data (CI also runs go generate and diffs).
func TestUpToDate(t *testing.T) {
	src, err := generate("../../data")
	require.NoError(t, err)
	want, err := format.Source(src)
	require.NoError(t, err)
	got, err := os.ReadFile("../../latam_tables.go")
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "run go generate ./account")
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
