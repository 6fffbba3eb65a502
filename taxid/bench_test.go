package taxid

import "testing"

// benchCases are the documents the performance target names, each
// given with its usual separators so that compaction is measured too.
var benchCases = []struct{ name, country, typ, value string }{
	{"CUIT", "AR", "cuit", "30-54668997-9"},
	{"CPF", "BR", "cpf", "123.456.789-09"},
	{"CNPJ", "BR", "cnpj", "33.000.167/0001-01"},
	{"CNPJAlnum", "BR", "cnpj", "12.ABC.345/01DE-35"},
	{"RFC", "MX", "rfc", "SAT-970701-NN3"},
	{"CURP", "MX", "curp", "BOXW-310820-HNERXN09"},
	{"RUT", "CL", "rut", "61.704.000-K"},
}

func BenchmarkValidate(b *testing.B) {
	for _, bc := range benchCases {
		if r := Validate(bc.country, bc.typ, bc.value); !r.Valid {
			b.Fatalf("%s %q: %s", bc.name, bc.value, string(r.Reason))
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(bc.country, bc.typ, bc.value)
			}
		})
	}
}

// BenchmarkValidateResolve measures type resolution: the type is left out.
func BenchmarkValidateResolve(b *testing.B) {
	for _, bc := range benchCases {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(bc.country, "", bc.value)
			}
		})
	}
}

// BenchmarkValidateInvalid measures a value that fails its check digit.
func BenchmarkValidateInvalid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Validate("AR", "cuit", "30-54668997-8")
	}
}

func TestBenchCasesAllocs(t *testing.T) {
	for _, bc := range benchCases {
		n := testing.AllocsPerRun(50, func() { Validate(bc.country, bc.typ, bc.value) })
		if n > 1 {
			t.Errorf("%s: %v allocs per Validate, want at most 1", bc.name, n)
		}
	}
}

// pastedCases are values as people paste them: a label, no-break spaces,
// en dashes, a stray direction mark, the country written VAT-style.
var pastedCases = []struct{ name, country, value string }{
	{"CUITLabel", "AR", "CUIT N° 30-54668997-9"},
	{"CUITNoBreak", "AR", "30\u00a054668997\u20139"},
	{"CPFLabelRLM", "BR", "CPF: 123.456.789-09\u200f"},
	{"RUTVAT", "CL", "CL 61.704.000-K"},
}

// BenchmarkValidatePasted measures the separator and label rule on pasted
// values, with the type resolved.
func BenchmarkValidatePasted(b *testing.B) {
	for _, bc := range pastedCases {
		if r := Validate(bc.country, "", bc.value); !r.Valid {
			b.Fatalf("%s %q: %s", bc.name, bc.value, string(r.Reason))
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(bc.country, "", bc.value)
			}
		})
	}
}

// BenchmarkAppendJSON measures the JSON encoding of a result into a reused
// buffer.
func BenchmarkAppendJSON(b *testing.B) {
	r := Validate("AR", "", "30-54668997-9")
	buf := make([]byte, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendJSON(buf[:0])
	}
}

// bareCases are the CUIT and CPF of benchCases written as bare digits, the
// form half of the values people send have.
var bareCases = []struct{ name, country, typ, value string }{
	{"CUIT", "AR", "cuit", "30546689979"},
	{"CPF", "BR", "cpf", "12345678909"},
}

// BenchmarkValidateBare measures a value that is already compact.
func BenchmarkValidateBare(b *testing.B) {
	for _, bc := range bareCases {
		if r := Validate(bc.country, bc.typ, bc.value); !r.Valid {
			b.Fatalf("%s %q: %s", bc.name, bc.value, string(r.Reason))
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(bc.country, bc.typ, bc.value)
			}
		})
	}
}

// handCUIT is the floor issue 26 measures Validate against: the check a
// programmer writes by hand for a CUIT, which drops the dashes, dots and
// spaces people write, checks the digits and builds nothing.
func handCUIT(s string) bool {
	var d [11]int
	n := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '-' || c == '.' || c == ' ':
		case c < '0' || c > '9' || n == 11:
			return false
		default:
			d[n] = int(c - '0')
			n++
		}
	}
	if n != 11 {
		return false
	}
	sum := 0
	for i, w := range [10]int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2} {
		sum += w * d[i]
	}
	c := 11 - sum%11
	switch c {
	case 11:
		c = 0
	case 10:
		c = 9
	}
	return d[10] == c
}

// handCPF is handCUIT's counterpart for a CPF: two mod 11 check digits.
func handCPF(s string) bool {
	var d [11]int
	n := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '-' || c == '.' || c == ' ':
		case c < '0' || c > '9' || n == 11:
			return false
		default:
			d[n] = int(c - '0')
			n++
		}
	}
	if n != 11 {
		return false
	}
	for k := 9; k <= 10; k++ {
		sum := 0
		for i := range k {
			sum += d[i] * (k + 1 - i)
		}
		if sum*10%11%10 != d[k] {
			return false
		}
	}
	return true
}

// handSink keeps the hand-written checks' answers alive.
var handSink bool

// BenchmarkHand runs the hand-written checks on bareCases' values and on
// benchCases' (with separators).
func BenchmarkHand(b *testing.B) {
	for _, bc := range []struct {
		name  string
		check func(string) bool
		value string
	}{
		{"CUIT", handCUIT, bareCases[0].value}, {"CPF", handCPF, bareCases[1].value},
		{"CUITDashes", handCUIT, benchCases[0].value}, {"CPFDots", handCPF, benchCases[1].value},
	} {
		if !bc.check(bc.value) {
			b.Fatalf("%s %q: not valid", bc.name, bc.value)
		}
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				handSink = bc.check(bc.value)
			}
		})
	}
}

// BenchmarkMXNameKey is the name letters of a record's Mexican person:
// the SAT's example (Emma Gómez Díaz, GODE561231GR8), one with particles
// and a María to skip, and the legacy rule's letters of the first.
func BenchmarkMXNameKey(b *testing.B) {
	for _, bc := range []struct{ name, typ, given, paternal, maternal string }{
		{"RFC", "rfc", "Emma", "Gómez", "Díaz"},
		{"CURPParticles", "curp", "María de los Ángeles", "de la Peña", "Ramírez"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				MXNameKey(bc.typ, bc.given, bc.paternal, bc.maternal)
			}
		})
	}
	b.Run("Legacy", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			MXNameKeyLegacy("Emma", "Gómez", "Díaz")
		}
	})
}
