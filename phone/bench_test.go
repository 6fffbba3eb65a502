package phone

import (
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// benchCases are the habits the issue names, each with real published
// numbers as people write them (testdata/ names the sources).
var benchCases = []struct{ name, value, country string }{
	{"AR15", "011 15 5050-0147", "AR"},        // Argentine mobile with trunk 0, area code and 15
	{"AR9", "+54 9 11 5050-0147", ""},         // the same in international form
	{"MX1", "+52 1 55 8932 4827", ""},         // Mexican mobile with the abolished 1: one repair
	{"BRCarrier", "0 21 79 98877-8489", "BR"}, // Brazilian trunk 0 and carrier code
	{"BR00", "0055 79 98877 8489", "BR"},      // 00 in Brazil: two readings
	{"E164", "+5491150500147", ""},            // already normalized
	{"CLLandline", "(2) 2670 7000", "CL"},     // no habit: a plain national number
	{"BRSharedCost", "4004-0001", "BR"},       // short non-geographic number
}

// invalidCases fail at different depths: after phonenumbers parsed and
// typed the number, in phonenumbers' parser, and before phonenumbers runs.
var invalidCases = []struct{ name, value, country string }{
	{"InvalidNumber", "15 5050-0147", "AR"},    // parses, types UNKNOWN, no repair applies
	{"TooShort", "5050-0147", "AR"},            // parses, possible only locally
	{"NotANumber", "Boti", "AR"},               // phonenumbers.ErrNotANumber
	{"MissingCountry", "011 15 5050-0147", ""}, // rejected before phonenumbers
}

func BenchmarkValidate(b *testing.B) {
	for _, bc := range benchCases {
		if r := Validate(bc.country, bc.value); !r.Valid {
			b.Fatalf("%s %q: %s", bc.name, bc.value, string(r.Reason))
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(bc.country, bc.value)
			}
		})
	}
}

// BenchmarkValidateSkipFormats measures Validate without the Formatted and
// National forms.
func BenchmarkValidateSkipFormats(b *testing.B) {
	v := Validator{SkipFormats: true}
	for _, bc := range benchCases {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				v.Validate(bc.country, bc.value)
			}
		})
	}
}

func BenchmarkValidateInvalid(b *testing.B) {
	for _, bc := range invalidCases {
		if r := Validate(bc.country, bc.value); r.Valid {
			b.Fatalf("%s %q is valid", bc.name, bc.value)
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(bc.country, bc.value)
			}
		})
	}
}

// BenchmarkParse is the floor: phonenumbers.Parse alone, on the same
// values, with the country as default region ("" read as the region the
// value's + gives, which Parse accepts).
func BenchmarkParse(b *testing.B) {
	for _, bc := range append(benchCases[:len(benchCases):len(benchCases)], invalidCases[:3]...) {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				phonenumbers.Parse(bc.value, bc.country)
			}
		})
	}
}

// BenchmarkRaw is the call issue 14 measures phonenumbers by, on the same
// values: Parse, IsValidNumber and Format in E.164, with no habit handled
// (so MX1 stays invalid there).
func BenchmarkRaw(b *testing.B) {
	benchParsed(b, func(n *phonenumbers.PhoneNumber) {
		if phonenumbers.IsValidNumber(n) {
			phonenumbers.Format(n, phonenumbers.E164)
		}
	})
}

// BenchmarkNaive is what a plain wrapper around phonenumbers does for the
// same Result: Parse, IsValidNumber, GetNumberType, GetRegionCodeForNumber
// and the three Format calls, with no habit handled.
func BenchmarkNaive(b *testing.B) {
	benchParsed(b, func(n *phonenumbers.PhoneNumber) {
		if phonenumbers.IsValidNumber(n) {
			phonenumbers.GetNumberType(n)
			phonenumbers.GetRegionCodeForNumber(n)
			phonenumbers.Format(n, phonenumbers.E164)
			phonenumbers.Format(n, phonenumbers.INTERNATIONAL)
			phonenumbers.Format(n, phonenumbers.NATIONAL)
		}
	})
}

// benchParsed measures, on every bench case, phonenumbers.Parse and then
// work on the number it parses.
func benchParsed(b *testing.B, work func(n *phonenumbers.PhoneNumber)) {
	for _, bc := range benchCases {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if n, err := phonenumbers.Parse(bc.value, bc.country); err == nil {
					work(n)
				}
			}
		})
	}
}

// BenchmarkValidateParallel runs the AR15 case on every core, to show how
// Validate scales: phonenumbers' regular expression cache is read under a
// sync.RWMutex.
func BenchmarkValidateParallel(b *testing.B) {
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			Validate("AR", "011 15 5050-0147")
		}
	})
}

// BenchmarkValidatePasted measures AR15 as pasted from a web page (a
// left-to-right mark, no-break and thin spaces, an en dash): normalize's
// one copy on top of BenchmarkValidate/AR15.
func BenchmarkValidatePasted(b *testing.B) {
	const pasted = "\u200e011\u00a015\u20095050\u20130147"
	if r := Validate("AR", pasted); !r.Valid {
		b.Fatal(string(r.Reason))
	}
	b.ReportAllocs()
	for b.Loop() {
		Validate("AR", pasted)
	}
}

// BenchmarkAppendJSON measures the JSON encoding of a valid result with a
// warning, into a reused buffer.
func BenchmarkAppendJSON(b *testing.B) {
	r := Validate("BR", "0054 9 11 5050-0147")
	buf := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendJSON(buf[:0])
	}
}
