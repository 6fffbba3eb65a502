package account

import "testing"

// ibanBenchCases are IBANs as people write them, with separators, so that
// compaction is measured too: a German one (the biggest bank list, a
// national check that is not verified), a Brazilian one (letters in the
// BBAN, ISPB bank list), a French one (letters, the RIB key), a Costa
// Rican one, and a compact one. All but the last two are written in print
// format, which Formatted reuses; BRLower is the worst case, where both
// Normalized and Formatted must be built.
var ibanBenchCases = []benchCase{
	{"DE", "DE", "iban", "DE89 3704 0044 0532 0130 00"},
	{"BR", "BR", "iban", "BR83 0000 0000 0361 3000 4000 013C 1"},
	{"FR", "FR", "iban", "FR76 3000 3032 8000 0500 6152 856"},
	{"CR", "CR", "iban", "CR05 0152 0200 1026 2840 66"},
	{"ESCompact", "", "iban", "ES9121000418450200051332"},
	{"BRLower", "BR", "iban", "br83 0000 0000 0361 3000 4000 013c 1"},
}

func BenchmarkValidateIBAN(b *testing.B) { benchValidate(b, ibanBenchCases, false) }

// BenchmarkValidateIBANDetect leaves the country and the type out.
func BenchmarkValidateIBANDetect(b *testing.B) { benchValidate(b, ibanBenchCases, true) }

// BenchmarkValidateIBANInvalid measures an IBAN whose check digits fail.
func BenchmarkValidateIBANInvalid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Validate("", "", "DE88 3704 0044 0532 0130 00")
	}
}
