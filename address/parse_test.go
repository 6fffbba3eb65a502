package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTrimFinalDot: the period that ends a sentence is not part of a place
// read as written; an abbreviation's is.
func TestTrimFinalDot(t *testing.T) {
	for in, want := range map[string]string{
		"Bellas Artes.":  "Bellas Artes",
		"La Candelaria.": "La Candelaria",
		"Villa Gral.":    "Villa Gral.",
		"San Martín":     "San Martín",
		"Pq. D.":         "Pq. D.",
		".":              ".",
		"":               "",
		"Ñuñoa.":         "Ñuñoa",
	} {
		assert.Equal(t, want, trimFinalDot(in), "%q", in)
	}
	r := Validate("VE", "Plaza de los Museos, entrada al Parque Los Caobos, Bellas Artes.")
	assert.Equal(t, "Bellas Artes", r.City)
	assert.Equal(t, r, Validate("VE", r.Formatted), "Formatted reads back to the same parts")
	r = Validate("BR", "Rua Augusta, 100 - Consolação.")
	assert.Equal(t, "Consolação", r.Neighborhood)
	r = Validate("MX", "Calle 5 de Mayo 20, Col. Centro.")
	assert.Equal(t, "Centro", r.Neighborhood)
	r = Validate("BR", "Rua Augusta, 100, São Paulo - SP - Consolação.")
	assert.Equal(t, r, Validate("BR", r.Formatted), "Formatted reads back to the same parts")
}

// TestRegionRow checks that regionRow is the row regionByCode finds by the
// region's code, on every address of the test tables read as every
// country.
func TestRegionRow(t *testing.T) {
	n := 0
	for ci := range countryTable {
		for _, v := range decisionValues(t) {
			if len(v) > MaxLength {
				continue
			}
			var p parser
			p.init(v, ci)
			p.run()
			row := p.regionRow()
			r := p.result() // reads Formatted back in p
			assert.Equal(t, regionByCode(ci, r.RegionCode), row, "%s %q", countryTable[ci].code, v)
			n++
		}
	}
	assert.Greater(t, n, 10000)
}
