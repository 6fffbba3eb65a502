package account

import "testing"

// latamBenchCases are real public numbers of each Latin American type,
// given as people type them (with separators) so that compaction counts.
var latamBenchCases = []benchCase{
	{"CBU", "AR", "cbu", "01703564-20000030382008"},
	{"CVU", "AR", "cvu", "0000003100099540907944"},
	{"CLABE", "MX", "clabe", "002 150 70182220270 9"},
	{"CCI", "PE", "cci", "002-193-001081531054-14"},
}

func BenchmarkValidateLatam(b *testing.B) { benchValidate(b, latamBenchCases, false) }

// BenchmarkValidateLatamDetect leaves out the country and the type.
func BenchmarkValidateLatamDetect(b *testing.B) { benchValidate(b, latamBenchCases, true) }

// BenchmarkValidateLatamInvalid measures a CLABE whose check digit fails.
func BenchmarkValidateLatamInvalid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Validate("MX", "clabe", "002150701822202708")
	}
}

// benchCase is a number to benchmark, with the country and type it is
// validated against.
type benchCase struct{ name, country, typ, value string }

// benchValidate runs Validate on each case as a sub-benchmark, after
// checking that the case is valid; with detect, without the country and
// the type.
func benchValidate(b *testing.B, cases []benchCase, detect bool) {
	for _, bc := range cases {
		if r := Validate(bc.country, bc.typ, bc.value); !r.Valid || !r.ChecksumValid {
			b.Fatalf("%s %q: %s", bc.name, bc.value, r.Reason)
		}
		country, typ := bc.country, bc.typ
		if detect {
			country, typ = "", ""
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(country, typ, bc.value)
			}
		})
	}
}
