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
