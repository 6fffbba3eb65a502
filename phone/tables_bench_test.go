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
				buf, _ = appendForms(buf[:0], cc, nsn, "")
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
