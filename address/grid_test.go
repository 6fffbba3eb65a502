package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestGridNumber: a Colombian block-house number is written without
// spaces around its dash, however it was typed; elsewhere a number is
// kept as written.
func TestGridNumber(t *testing.T) {
	for _, c := range []struct{ cc, in, number string }{
		{"CO", "Carrera 7 # 52 - 25, Bogotá", "52-25"},
		{"CO", "Calle 62D # 133- 15, Bogotá", "133-15"},
		{"CO", "Carrera 7 No. 52 -25, Bogotá", "52-25"},
		{"CO", "Carrera 7 # 52A - 25, Bogotá", "52A-25"},
		{"CO", "Carrera 7 # 52-25, Bogotá", "52-25"},
		{"AR", "Av. Santa Fe 100 - 200, CABA", "100 - 200"},
	} {
		r := Validate(c.cc, c.in)
		assert.Equal(t, c.number, r.Number, "%s %q", c.cc, c.in)
		if r.Valid {
			assert.Equal(t, c.number, Validate(c.cc, r.Formatted).Number, "%s %q: Formatted reads back", c.cc, c.in)
		}
	}
}

// TestGridBlockSuffix: a block's letter or quadrant before the spaced dash
// keeps the house number in the number ("38 D - 35", "34 Sur - 29").
func TestGridBlockSuffix(t *testing.T) {
	for _, c := range []struct{ in, number string }{
		{"Calle 5 # 38 D - 35, Cali", "38 D-35"},
		{"Cra 48 # 34 Sur - 29, Envigado", "34 Sur-29"},
		{"Av. 3 F Norte # 52 N - 46, Cali", "52 N-46"},
	} {
		assert.Equal(t, c.number, Validate("CO", c.in).Number, c.in)
	}
}
