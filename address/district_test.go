package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDistricts: a district of a large city written where the city would
// be is the neighborhood, and the city and region are its city's, at each
// stage that meets one (the tail, the leftovers, a marked municipality);
// a city or region written that disagrees gets a warning or keeps the
// namesake.
func TestDistricts(t *testing.T) {
	for _, c := range []struct {
		cc, in           string
		hood, city, code string
		warn             Warnings
	}{
		{"AR", "Av. Santa Fe 3200, Palermo, CABA", "Palermo", "Buenos Aires", "AR-C", 0},
		{"AR", "Junín 1930, Recoleta", "Recoleta", "Buenos Aires", "AR-C", 0},
		{"CO", "Carrera 7 # 72-41, Chapinero, Bogotá", "Chapinero", "Bogotá", "CO-DC", 0},
		{"MX", "Av. Insurgentes Sur 1602, Benito Juárez, CDMX", "Benito Juárez", "Ciudad de México", "MX-CMX", 0},
		{"MX", "Av. Revolución 100, Col. Florida, Alcaldía Álvaro Obregón", "Florida, Álvaro Obregón", "Ciudad de México", "MX-CMX", 0},
		{"PE", "Av. Larco 345, Miraflores", "Miraflores", "Lima", "PE-LMA", 0},
		{"PE", "Av. Larco 345, Miraflores, Lima", "Miraflores", "Lima", "PE-LMA", 0},
		{"CL", "Av. Apoquindo 3000, Las Condes", "Las Condes", "Santiago", "CL-RM", 0},
		{"UY", "Av. Brasil 2500, Pocitos, Montevideo", "Pocitos", "Montevideo", "UY-MO", 0},
		{"PY", "Av. España 1200, Villa Morra", "Villa Morra", "Asunción", "PY-ASU", 0},
		{"DO", "Av. Winston Churchill 93, Piantini", "Piantini", "Santo Domingo", "DO-01", 0},
		{"SV", "Alameda Roosevelt 3107, Colonia Flor Blanca, San Salvador", "Flor Blanca", "San Salvador", "SV-SS", 0},
		{"CO", "Carrera 43A # 1-50, Usaquén, Medellín", "Usaquén", "Medellín", "CO-ANT", WarnCityRegionMismatch},
		{"MX", "Calle Allende 10, Cuauhtémoc, Chih.", "", "Cuauhtémoc", "MX-CHH", 0},
	} {
		r := Validate(c.cc, c.in)
		assert.Equal(t, [...]any{c.hood, c.city, c.code, c.warn}, [...]any{r.Neighborhood, r.City, r.RegionCode, r.Warnings}, "%s %q", c.cc, c.in)
	}
}

// TestDistrictRows: every district's city is a city of its region, and a
// district is never a city of its own.
func TestDistrictRows(t *testing.T) {
	n := 0
	for i := range cityTable {
		c := districtCity(i)
		if c < 0 {
			continue
		}
		n++
		assert.Equal(t, cityRegion(c), cityRegion(i), "district %s", cityName(i))
		assert.Negative(t, districtCity(c), "the city of %s is a district", cityName(i))
	}
	assert.GreaterOrEqual(t, n, 48+20+16+42+30)
}
