package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAllocs holds the allocation promises: a typical address costs one
// allocation (Formatted), two when a postal code is normalized from
// another writing; a rejected one none; AppendJSON none when the buffer
// has room.
func TestAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts differ under the race detector")
	}
	for _, c := range []struct {
		country, value string
		max            float64
	}{
		{"BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200", 1},
		{"AR", "Av. Corrientes 1234, Piso 3, Depto. B, C1043AAZ CABA", 1},
		{"MX", "Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX", 1},
		{"CO", "Carrera 7 # 71-21, Bogotá D.C.", 1},
		{"BR", "Rua Augusta 1500, São Paulo, SP, 01304001", 2}, // the CEP gets its hyphen
		{"AR", "Corrientes, Argentina", 0},
		{"AR", "", 0},
		{"XX", "Av. Corrientes 1234", 0},
	} {
		n := testing.AllocsPerRun(100, func() { Validate(c.country, c.value) })
		assert.LessOrEqual(t, n, c.max, "%s %q", c.country, c.value)
	}
	r := Validate("BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200")
	buf := make([]byte, 0, 1024)
	assert.Zero(t, testing.AllocsPerRun(100, func() { buf = r.AppendJSON(buf[:0]) }))
}
