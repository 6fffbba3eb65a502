package name

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var benchCases = []struct{ name, country, value string }{
	{"four_words", "MX", "Juan Carlos Pérez González"},
	{"capitals", "MX", "JUAN CARLOS PÉREZ GONZÁLEZ"},
	{"registry", "AR", "PÉREZ GONZÁLEZ, Juan Carlos"},
	{"portuguese", "BR", "João Carlos Silva Santos"},
	{"particles", "CO", "Gabriel José de la Concordia García Márquez"},
	{"company", "MX", "Grupo Bimbo, S.A.B. de C.V."},
	{"registry_capitals", "AR", "PÉREZ GONZÁLEZ, JUAN CARLOS"},
	{"portuguese_particles", "BR", "Maria da Conceição dos Santos"},
	// The companies of the server's record batches.
	{"company_ar", "AR", "YPF S.A."},
	{"company_br", "BR", "Petróleo Brasileiro S.A."},
	{"company_pe", "PE", "Empresa Peruana S.A.C."},
	{"company_co", "CO", "Ecopetrol S.A."},
	{"company_cl", "CL", "Corporación Nacional del Cobre de Chile"},
	// The person of the record benchmark BenchmarkValidate/MX.
	{"record_mx", "MX", "Emma Gómez Díaz"},
}

func BenchmarkValidate(b *testing.B) {
	for _, bc := range benchCases {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(bc.country, bc.value)
			}
		})
	}
}

func BenchmarkAppendJSON(b *testing.B) {
	r := Validate("MX", "Juan Carlos Pérez González")
	buf := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendJSON(buf[:0])
	}
}

// TestAllocs holds the allocation promises: a name already clean costs
// nothing, one that is cleaned or re-cased one allocation (Full), and
// AppendJSON nothing when the buffer has room.
func TestAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts differ under the race detector")
	}
	for _, bc := range benchCases {
		want := 0.0
		if Validate(bc.country, bc.value).Full != bc.value {
			want = 1
		}
		got := testing.AllocsPerRun(100, func() { Validate(bc.country, bc.value) })
		assert.LessOrEqual(t, got, want, bc.name)
	}
	for _, in := range []string{"", "Juan 2 Pérez", "   Juan   Pérez  "} {
		got := testing.AllocsPerRun(100, func() { Validate("MX", in) })
		assert.LessOrEqual(t, got, 1.0, in)
	}
	// a name of as many units as words, at and past person's small
	// array, in one part and in two
	for n := fewWords - 1; n <= fewWords+1; n++ {
		for _, in := range []string{strings.Repeat("Ana ", n-1) + "Pérez", "Pérez, " + strings.Repeat("Ana ", n-2) + "Ana"} {
			require.Equal(t, in, Validate("MX", in).Full)
			assert.Zero(t, testing.AllocsPerRun(100, func() { Validate("MX", in) }), in)
		}
	}
	r := Validate("MX", "Juan Carlos Pérez González")
	buf := make([]byte, 0, 512)
	assert.Zero(t, testing.AllocsPerRun(100, func() { buf = r.AppendJSON(buf[:0]) }))
}
