package address

import (
	"strings"
	"testing"
)

// benchCases are typical addresses of several shapes, an invalid one and
// the longest input accepted.
var benchCases = []struct{ name, country, value string }{
	{"BR", "BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"},
	{"AR", "AR", "Av. Corrientes 1234, Piso 3, Depto. B, C1043AAZ CABA"},
	{"MX", "MX", "Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX"},
	{"CO", "CO", "Carrera 7 # 71-21, Torre B, Piso 12, Bogotá D.C."},
	{"PE", "PE", "Calle Uno Oeste N° 050, Urb. Córpac, San Isidro, Lima 27"},
	{"Short", "CL", "Teatinos 120, Santiago"},
	{"Invalid", "AR", "Corrientes, Argentina"},
	{"Longest", "MX", strings.Repeat("Av. Insurgentes Sur 1605, Col. San José Insurgentes, ", 10)[:MaxLength]},
}

func BenchmarkValidate(b *testing.B) {
	for _, c := range benchCases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(c.country, c.value)
			}
		})
	}
}

// BenchmarkValidateParallel shows Validate shares nothing between calls.
func BenchmarkValidateParallel(b *testing.B) {
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			Validate("BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200")
		}
	})
}
