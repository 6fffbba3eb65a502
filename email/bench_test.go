package email

import "testing"

// benchCases are the addresses of BENCHMARKS.md: valid ASCII addresses as
// they come in billing records, an IDN, and invalid ones.
var benchCases = []struct {
	name, value string
	allocs      float64 // the promise TestBenchCasesAllocs holds
}{
	{"ASCII", "ana.souza@uol.com.br", 0},
	{"ASCIICompany", "facturacion@mercadolibre.com.ar", 0},
	{"ASCIIUpperDomain", "Ana.Souza@UOL.COM.BR", 1},
	{"ASCIITypo", "ana.souza@gmial.com", 1},
	{"IDN", "contato@bücher.de", 5},
	{"IDNLocalPart", "josé.pérez@correo.com.mx", 0},
	{"Invalid", "ana.souza@gmail..com", 1},
	{"InvalidNoAt", "ana.souza.gmail.com", 0},
}

func BenchmarkValidate(b *testing.B) {
	for _, bc := range benchCases {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(bc.value)
			}
		})
	}
}

func TestBenchCasesAllocs(t *testing.T) {
	for _, bc := range benchCases {
		n := testing.AllocsPerRun(100, func() { Validate(bc.value) })
		if n > bc.allocs {
			t.Errorf("%s: %v allocs per Validate, want at most %v", bc.name, n, bc.allocs)
		}
	}
}

// BenchmarkAppendJSON measures the JSON encoding of a valid result with
// warnings and a suggestion, into a reused buffer.
func BenchmarkAppendJSON(b *testing.B) {
	r := Validate("ventas@gmial.com")
	buf := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendJSON(buf[:0])
	}
}
