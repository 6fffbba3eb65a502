package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCapitals: every capital written after the street gives its city and
// region, those that share their country's name too ("Guatemala",
// "Panamá"); after another place, that name is the country.
func TestCapitals(t *testing.T) {
	for _, c := range []struct{ cc, in, city, code string }{
		{"AR", "Calle Falsa 123, Buenos Aires", "Buenos Aires", "AR-C"},
		{"BO", "Calle Falsa 123, La Paz", "La Paz", "BO-L"},
		{"BO", "Calle Falsa 123, Sucre", "Sucre", "BO-H"},
		{"BR", "Rua Falsa 123, Brasília", "Brasília", "BR-DF"},
		{"CL", "Calle Falsa 123, Santiago", "Santiago", "CL-RM"},
		{"CO", "Calle 10 # 5-20, Bogotá", "Bogotá", "CO-DC"},
		{"CR", "Calle Falsa 123, San José", "San José", "CR-SJ"},
		{"CU", "Calle Falsa 123, La Habana", "La Habana", "CU-03"},
		{"DO", "Calle Falsa 123, Santo Domingo", "Santo Domingo", "DO-01"},
		{"EC", "Calle Falsa 123, Quito", "Quito", "EC-P"},
		{"AR", "Av. Mengelle 100, Cipolletti", "Cipolletti", "AR-R"}, // Río Negro, across the river from Neuquén
		{"GT", "6a Avenida 10-20, Guatemala", "Ciudad de Guatemala", "GT-01"},
		{"GT", "6a Avenida 10-20, Zona 1, Guatemala", "Ciudad de Guatemala", "GT-01"},
		{"GT", "6a Avenida 10-20, Mixco, Guatemala", "Mixco", "GT-01"},
		{"HN", "Calle Falsa 123, Tegucigalpa", "Tegucigalpa", "HN-FM"},
		{"HT", "Rue Falsa 12, Port-au-Prince", "Port-au-Prince", "HT-OU"},
		{"MX", "Calle Falsa 123, Ciudad de México", "Ciudad de México", "MX-CMX"},
		{"NI", "Calle Falsa 123, Managua", "Managua", "NI-MN"},
		{"PA", "Calle 50 12, Panamá", "Ciudad de Panamá", "PA-8"},
		{"PA", "Calle 50 12, Panamá, Panamá", "Ciudad de Panamá", "PA-8"},
		{"PE", "Jr. Falso 123, Lima", "Lima", "PE-LMA"},
		{"PR", "Calle Falsa 123, San Juan", "San Juan", ""},
		{"PY", "Calle Falsa 123, Asunción", "Asunción", "PY-ASU"},
		{"SV", "Calle Falsa 123, San Salvador", "San Salvador", "SV-SS"},
		{"UY", "Calle Falsa 123, Montevideo", "Montevideo", "UY-MO"},
		{"VE", "Calle Falsa 123, Caracas", "Caracas", "VE-A"},
	} {
		r := Validate(c.cc, c.in)
		assert.Equal(t, [2]string{c.city, c.code}, [2]string{r.City, r.RegionCode}, "%s %q", c.cc, c.in)
	}
}
