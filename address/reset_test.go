package address

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestReset checks that a parser reset after a parse is a new parser in
// every byte that a parse reads: the tokens, their count and the fold
// buffer's length (the read-back parses in the first parse's memory).
func TestReset(t *testing.T) {
	long := strings.Repeat("Calle 5 ", maxTokens/2+10)
	for _, tc := range []struct{ cc, in string }{
		{"MX", "Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Benito Juárez, CDMX"},
		{"BR", "Rua Augusta, 1500, apto 12, Consolação, São Paulo - SP, 01304-001"},
		{"CO", "Cra 7 # 32-16, Bogotá"},
		{"AR", "Av. Corrientes 1234, piso 3 depto B, C1043 CABA"},
		{"MX", long},
		{"MX", ""},
	} {
		var p parser
		p.init(tc.in, countryIndex(tc.cc))
		p.run()
		p.reset()
		var fresh parser
		assert.Equal(t, fresh.toks, p.toks, "%s %q", tc.cc, tc.in)
		assert.Zero(t, p.n)
		assert.Zero(t, p.nf)
		assert.False(t, p.more)
	}
}
