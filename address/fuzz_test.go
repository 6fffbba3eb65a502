package address

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzValidate checks properties of any input: no panic; a known reason;
// output bounded by the input; and, for every valid result, that its
// Formatted reads back: Validate(country, r.Formatted) is valid, with the
// same parts (Street, Number, Unit, Neighborhood, City, Region,
// RegionCode, PostalCode) and the same Formatted. The property covers
// every valid result, with no exclusion: Formatted is written so that it
// holds (roundtrip.go), in the usual form when that form reads back and
// in the strict form (strict.go) otherwise.
func FuzzValidate(f *testing.F) {
	for _, s := range []struct{ country, value string }{
		{"BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"},
		{"AR", "Av. Corrientes 1234, Piso 3, Depto. B, C1043AAZ CABA"},
		{"MX", "SM 23 MZ 4 Lote 5, Cancún, Q. Roo"},
		{"CO", "Cl 26 Sur # 13-45, Bogotá"},
		{"PE", "Calle Uno Oeste N° 050, Urb. Córpac, San Isidro, Lima 27"},
		{"CU", "Calle 23 No. 1155 e/ 10 y 12, Vedado, La Habana"},
		{"EC", "Av. Amazonas N24-03 y Wilson, Quito 170517"},
		{"SV", "Alameda Roosevelt 3107, Colonia Flor Blanca, San Salvador, CP 1101"},
		{"HT", "5 Rue Jean Baptiste, Pétion-Ville, HT6140"},
		{"CL", "Av. Apoquindo 3000, piso 5, Las Condes, Santiago"},
		{"GT", "5a. Avenida 5-55, Zona 14, Ciudad de Guatemala, 01014"},
		{"UY", "Iquique 820, entre Arika y Emancipación"},
		{"MX", "C.P. C.P. , , Col. Col. # # s/n 1-2-3"},
		{"BR", "\xff\xfe Rua \u2028 1, -, São Paulo"},
		{"SV", "Cl 0 Col Col 0"},
		{"CR", "Heredia, 50 oeste de la entrada principal de la UNA"},
		{"NI", "Km 5 ½ Carretera Sur, Managua, Nicaragua"},
		{"BR", "calle: Rua A; número: 1; barrio: Centro; región: BR-SP"},
	} {
		f.Add(s.country, s.value)
	}
	f.Fuzz(func(t *testing.T, country, value string) {
		r := Validate(country, value)
		if r.Reason != "" {
			require.True(t, r.Reason.Known(), "reason %q", r.Reason)
			require.False(t, r.Valid)
		}
		if len(value) > 2*MaxLength {
			return
		}
		require.LessOrEqual(t, len(r.Formatted), 2*MaxLength, "Formatted bounded")
		for _, part := range []string{r.Street, r.Number, r.Unit, r.Neighborhood} {
			require.LessOrEqual(t, len(part), len(value)+8)
		}
		if !r.Valid {
			require.Empty(t, r.Formatted)
			return
		}
		require.NotEmpty(t, r.Formatted)
		again := Validate(country, r.Formatted)
		require.True(t, again.Valid, "Formatted %q of %q is not valid: %s", r.Formatted, value, again.Reason)
		got := [...]string{again.Street, again.Number, again.Unit, again.Neighborhood, again.City, again.Region, again.RegionCode, again.PostalCode, again.Formatted}
		want := [...]string{r.Street, r.Number, r.Unit, r.Neighborhood, r.City, r.Region, r.RegionCode, r.PostalCode, r.Formatted}
		require.Equal(t, want, got, "Formatted %q of %q does not read back", r.Formatted, value)
	})
}
