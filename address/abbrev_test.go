package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAbbreviatedRegions: a region written as an abbreviation is the
// region, never the city; an abbreviation no table knows is unparsed
// text, not the city.
func TestAbbreviatedRegions(t *testing.T) {
	for _, c := range []struct{ cc, in, city, code string }{
		{"MX", "Av. Constitución 100, Centro, N.L.", "", "MX-NLE"},
		{"MX", "Av. Juárez 10, Col. Centro, N. L.", "", "MX-NLE"},
		{"MX", "Calle 5 de Mayo 20, La Paz, B.C.S.", "La Paz", "MX-BCS"},
		{"MX", "Calle Hidalgo 5, Edo. Méx.", "", "MX-MEX"},
		{"MX", "Av. Juárez 10, Col. Centro, Q.R.", "", "MX-ROO"},
		{"AR", "Calle 7 100, Pcia. Bs. As.", "", "AR-B"},
		{"AR", "San Martín 100, Mza.", "", "AR-M"},
		{"AR", "San Martín 100, E. Ríos", "", "AR-E"},
		{"AR", "San Martín 100, Ch.", "", ""},
		{"CO", "Calle 10 # 5-20, Cund.", "", "CO-CUN"},
		{"CR", "Calle 5 100, S.J.", "", "CR-SJ"},
		{"DO", "Av. Duarte 100, Sto. Dgo.", "Santo Domingo", "DO-01"},
		{"MX", "Av. Juárez 10, Col. Centro, Xyz.", "", ""},
		{"MX", "Av. Juárez 10, Col. Centro, QQ", "", ""},
	} {
		r := Validate(c.cc, c.in)
		assert.Equal(t, [2]string{c.city, c.code}, [2]string{r.City, r.RegionCode}, "%s %q", c.cc, c.in)
	}
}

// TestRegionNotCountry: a region's abbreviation that is also another
// country's written form (PR: Paraná, and Puerto Rico as the USPS writes
// it) is the region of the country validated, without country_mismatch.
func TestRegionNotCountry(t *testing.T) {
	r := Validate("BR", "Rua Um, 10 - Centro, Lapa - PR")
	assert.Equal(t, [2]string{"Lapa", "BR-PR"}, [2]string{r.City, r.RegionCode})
	assert.False(t, r.Warnings.Has(WarnCountryMismatch))
	r = Validate("MX", "Av. Juárez 10, Col. Centro, Monterrey, N.L., Puerto Rico")
	assert.True(t, r.Warnings.Has(WarnCountryMismatch))
}
