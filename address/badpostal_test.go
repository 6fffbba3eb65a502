package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBadPostal: a token shaped like the country's postal code that fails
// its pattern is a wrong postal code, and the address is invalid; a right
// code, a house number or a grid number is not.
func TestBadPostal(t *testing.T) {
	for _, c := range []struct {
		cc, in, postal string
		bad            bool
	}{
		{"AR", "Av. Corrientes 1234, B16360 Buenos Aires", "B16360", true},
		{"AR", "Av. Corrientes 1234, C1425XY CABA", "C1425XY", true},
		{"AR", "Av. Corrientes 1234, C1425AAB CABA", "C1425AAB", false},
		{"MX", "Av. Reforma 222, Juárez, 065000 Ciudad de México", "065000", true},
		{"MX", "Av. Reforma 222, Juárez, 6500 Ciudad de México", "6500", true},
		{"MX", "Av. Reforma 222, Juárez, 06500 Ciudad de México", "06500", false},
		{"BR", "Rua Augusta, 100, São Paulo - SP, 0130-100", "0130-100", true},
		{"BR", "Rua Augusta, 100, São Paulo - SP, 01305-100", "01305-100", false},
		{"PE", "Jr. Ica 426, Lima 150001", "150001", true},
		{"UY", "Cuareim 1470, 110000 Montevideo", "110000", true},
		{"UY", "Cuareim 1470, 11000 Montevideo", "11000", false},
		{"CO", "Calle 26 # 13-19, Bogotá", "", false},
		{"AR", "Av. Santa Fe 12345, Rosario", "", false},
	} {
		r := Validate(c.cc, c.in)
		assert.Equal(t, c.postal, r.PostalCode, "%s %q", c.cc, c.in)
		assert.Equal(t, c.bad, r.Reason == ReasonInvalidPostalCode, "%s %q: %s", c.cc, c.in, r.Reason)
	}
}

// TestNearCPA: the shapes of a CPA gone wrong.
func TestNearCPA(t *testing.T) {
	for w, want := range map[string]bool{
		"b16360": true, "c1425xy": true, "c14250": true, "c1425aab": false, "a101": false,
		"ruta40": false, "c1425abcde": false, "1425": false, "i1234": false,
	} {
		assert.Equal(t, want, nearCPA([]byte(w)), w)
	}
}
