package phone

import (
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// tableBenchNumbers are real published numbers from testdata/, one per
// country and kind, in E.164 form.
var tableBenchNumbers = []struct{ name, e164 string }{
	{"ARMobile", "+5491150500147"},
	{"ARTollFree", "+548009996663"},
	{"MX", "+525589324827"},
	{"BRMobile", "+5579988778489"},
	{"CLLandline", "+56226707000"},
	{"COLandline", "+576045109000"},
	{"PELandline", "+5113119898"},
	{"UYMobile", "+59892250260"},
}

// parsedBenchNumbers parses tableBenchNumbers with phonenumbers.
func parsedBenchNumbers(b *testing.B) []*phonenumbers.PhoneNumber {
	ns := make([]*phonenumbers.PhoneNumber, len(tableBenchNumbers))
	for i, c := range tableBenchNumbers {
		n, err := phonenumbers.Parse(c.e164, "")
		if err != nil || !phonenumbers.IsValidNumber(n) {
			b.Fatalf("%s %s: %v", c.name, c.e164, err)
		}
		ns[i] = n
	}
	return ns
}

// BenchmarkTables measures what the tables answer of a parsed number:
// region, type (and so validity), possible-length verdict, and the E.164,
// international and national forms, written into one reused buffer.
func BenchmarkTables(b *testing.B) {
	ns := parsedBenchNumbers(b)
	for i, c := range tableBenchNumbers {
		n := ns[i]
		cc := int(n.GetCountryCode())
		nsn := []byte(phonenumbers.GetNationalSignificantNumber(n))
		buf := make([]byte, 0, 64)
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				judge(cc, nsn)
				buf, _, _ = appendForms(buf[:0], cc, nsn, "")
			}
		})
	}
}

// BenchmarkTablesPhonenumbers is the same work done by phonenumbers, on the
// same parsed numbers (oracle: GetRegionCodeForNumber, GetNumberType,
// IsValidNumber, IsPossibleNumberWithReason and the three Format calls).
func BenchmarkTablesPhonenumbers(b *testing.B) {
	ns := parsedBenchNumbers(b)
	for i, c := range tableBenchNumbers {
		n := ns[i]
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				oracle(n)
			}
		})
	}
}

// typedBenchValues are real published numbers from testdata/, written as
// people write them, with the country they are dialled in.
var typedBenchValues = []struct{ name, value, region string }{
	{"AR15", "011 15 5050-0147", "AR"},
	{"AR9", "+54 9 11 5050-0147", ""},
	{"BRCarrier", "0 21 79 98877-8489", "BR"},
	{"E164", "+5491150500147", ""},
	{"CLLandline", "(2) 2670 7000", "CL"},
	{"COLandline", "(604) 510 9000", "CO"},
	{"PELandline", "(01) 311-9898", "PE"},
	{"UYMobile", "092 250 260", "UY"},
}

// BenchmarkTypedPath measures the fast path on a value: scanning, parsing,
// matching and the three forms in one reused buffer, turned into one
// string.
func BenchmarkTypedPath(b *testing.B) {
	for _, c := range typedBenchValues {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			buf := make([]byte, 0, 128)
			for b.Loop() {
				t, ok := scanTyped(c.value)
				var num fastNumber
				if !ok || parseTyped(&t, planOf(c.region), &num) != nil {
					b.Fatal(c.value)
				}
				if num.judge().typ == phonenumbers.UNKNOWN {
					b.Fatal(c.value)
				}
				buf, _, _ = appendForms(buf[:0], num.cc, num.national(), num.ext)
				_ = string(buf)
			}
		})
	}
}

// BenchmarkTypedPathPhonenumbers does the same with phonenumbers, on the
// same values: Parse, then oracle.
func BenchmarkTypedPathPhonenumbers(b *testing.B) {
	for _, c := range typedBenchValues {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				n, err := phonenumbers.Parse(c.value, c.region)
				if err != nil || !oracle(n).valid {
					b.Fatal(c.value, err)
				}
			}
		})
	}
}
