package address

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/address/internal/fold"
)

// FuzzValidate checks properties of any input: no panic, a known reason,
// output bounded by the input, and the Formatted of a valid address with
// a typed street, read without unparsed text, parses to itself again.
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
	} {
		f.Add(s.country, s.value)
	}
	f.Fuzz(func(t *testing.T, country, value string) {
		r := Validate(country, value)
		if r.Reason != "" {
			require.True(t, r.Reason.Known(), "reason %q", r.Reason)
			require.False(t, r.Valid)
		}
		if len(value) > MaxLength {
			return
		}
		require.LessOrEqual(t, len(r.Formatted), 2*len(value)+160, "Formatted bounded by the input")
		for _, part := range []string{r.Street, r.Number, r.Unit, r.Neighborhood} {
			require.LessOrEqual(t, len(part), len(value)+8)
		}
		if !r.Valid {
			assert.Empty(t, r.Formatted)
			return
		}
		if !utf8.ValidString(value) || r.Warnings.Has(WarnUnparsedText) || !plainText(value) || !typedStreet(r.Street) {
			// Formatted keeps the input's bytes; when some text was not
			// understood, Formatted leaves out what the reading leaned on;
			// symbols (°, !, quotes) between words change how they group,
			// which Formatted does not keep; and a street without a type
			// ("AA 0") is found by its shape, which Formatted may change.
			return
		}
		again := Validate(country, r.Formatted)
		require.True(t, again.Valid, "Formatted %q of %q is not valid: %s", r.Formatted, value, again.Reason)
		require.Equal(t, r.Formatted, again.Formatted, "Formatted of %q is not stable", value)
	})
}

// plainText reports whether s holds only letters, digits, spaces and the
// separators addresses are written with (, . - # /).
func plainText(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" ,.-#/", r) || r == 'º' || r == 'ª' {
			return false
		}
	}
	return true
}

// typedStreet reports whether a street starts with a street type.
func typedStreet(street string) bool {
	k := fold.Key(nil, street)
	w, _, _ := strings.Cut(string(k), " ")
	return classify([]byte(w))&cStreet != 0
}
