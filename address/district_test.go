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
		// Montevideo's INE barrios as the Intendencia's layer writes them:
		// 37 "La Paloma, Tomkinson" is read by Tomkinson only (La Paloma is
		// a town of Rocha), 20 "Punta Rieles", 61 "Manga Rural"
		{"UY", "Calle 1 100, Tomkinson", "Tomkinson", "Montevideo", "UY-MO", 0},
		{"UY", "Av. Solari 100, La Paloma, Rocha", "La Paloma", "Rocha", "UY-RO", 0},
		{"UY", "Calle 1 100, Punta Rieles", "Punta Rieles", "Montevideo", "UY-MO", 0},
		{"UY", "Calle 1 100, Manga Rural, Montevideo", "Manga Rural", "Montevideo", "UY-MO", 0},
		{"CL", "Gran Avenida 5000, San Miguel", "San Miguel", "Santiago", "CL-RM", 0},
		// Caracas' parroquia Sucre is read by its other name, Catia (Sucre is a
		// state); Quito's San Isidro del Inca by El Inca; Quito's parroquia La
		// Libertad is left out, so La Libertad stays Santa Elena's
		{"VE", "Av. Sucre 10, Catia, Caracas", "Catia", "Caracas", "VE-A", 0},
		{"VE", "Calle 1, Cumaná, Sucre", "", "Cumaná", "VE-R", 0},
		{"EC", "Av. 6 de Diciembre N10-20, El Inca", "El Inca", "Quito", "EC-P", 0},
		{"EC", "Av. 9 de Octubre 100, La Libertad, Santa Elena", "La Libertad", "Santa Elena", "EC-SE", 0},
		// Asunción's 68 barrios, less San Antonio, Santa Rosa, Mbocayaty and
		// General Bernardino Caballero, names of towns of Paraguay
		{"PY", "Calle 1 100, Tacumbú", "Tacumbú", "Asunción", "PY-ASU", 0},
		{"PY", "Calle 1 100, San Antonio, Central", "", "San Antonio", "PY-11", 0},
		{"PY", "Ruta 9 km 500, Mariscal Estigarribia, Boquerón", "", "Mariscal Estigarribia", "PY-19", 0},
		// Panamá's 26 corregimientos; San Martín added
		{"PA", "Calle 1, San Martín, Panamá", "San Martín", "Ciudad de Panamá", "PA-8", 0},
		{"CO", "Calle 26 Sur # 10-20, Rafael Uribe Uribe, Bogotá", "Rafael Uribe Uribe", "Bogotá", "CO-DC", 0},
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
	assert.GreaterOrEqual(t, n, 48+20+16+42+30+92+158) // ... São Paulo's distritos less 4 municipalities of the state, Rio's bairros
}

// TestBrazilDistricts: São Paulo's 96 distritos and Rio's bairros are
// districts by the rule that settles their clash with the names of
// municipalities: a district when no municipality has the name, or when
// the region written is the district's city's and the municipality of the
// name is in another state; the municipality otherwise (no region written,
// or its own state written). A neighborhood named after a district ("X da
// <district>") is one neighborhood, in the district's city.
func TestBrazilDistricts(t *testing.T) {
	for _, c := range []struct {
		in               string
		hood, city, code string
	}{
		{"Av. Paulista, 1578 - Bela Vista - SP", "Bela Vista", "São Paulo", "BR-SP"},     // Bela Vista, MS
		{"Rua Teodoro Sampaio, 100 - Pinheiros - SP", "Pinheiros", "São Paulo", "BR-SP"}, // Pinheiros, ES
		{"Rua Teodoro Sampaio, 100 - Pinheiros - ES", "", "Pinheiros", "BR-ES"},
		{"Av. Atlântica, 1702 - Copacabana", "Copacabana", "Rio de Janeiro", "BR-RJ"}, // no municipality
		{"Rua Um, 10 - Campo Grande - RJ", "Campo Grande", "Rio de Janeiro", "BR-RJ"},
		{"Rua Um, 10 - Campo Grande - MS", "", "Campo Grande", "BR-MS"},
		{"Rua Um, 10, Centro, Penha", "Centro", "Penha", "BR-SC"}, // no region: the municipality
		{"Rua Um, 10, Centro, Belém", "Centro", "Belém", "BR-PA"}, // the capital, not Belém (AL) or the distrito
		{"Rua Um, 10, Centro, Campo Grande", "Centro", "Campo Grande", "BR-MS"},
		{"Rua Um, 10, Centro, Pedreira, SP", "Centro", "Pedreira", "BR-SP"}, // a municipality of São Paulo state
		{"Rua Um, 10 - Parque da Vila Prudente", "Parque da Vila Prudente", "São Paulo", "BR-SP"},
		{"Rua Um, 10 - Tijuca, Rio de Janeiro - RJ", "Tijuca", "Rio de Janeiro", "BR-RJ"},
	} {
		r := Validate("BR", c.in)
		assert.Equal(t, [...]string{c.hood, c.city, c.code}, [...]string{r.Neighborhood, r.City, r.RegionCode}, "%q", c.in)
	}
}
