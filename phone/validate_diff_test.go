package phone

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestValidateFastMatchesPhonenumbers compares the public Validate, which
// answers from the compiled metadata when it can, with the same call
// forced through phonenumbers, on values written as people write them
// (typedInputs: national and international forms, + and 00 and the
// region's own prefix, separators, extensions, the Argentine, Mexican,
// Brazilian, Chilean, Colombian, Peruvian and Uruguayan habits, slips,
// pasted Unicode spaces and dashes) for every example number of the
// metadata and numbers derived from them: every field of the Result must
// be the same.
func TestValidateFastMatchesPhonenumbers(t *testing.T) {
	c, n := compareTyped(16, func(in typedInput, rng *rand.Rand, c *diffCounts) bool {
		if rng.IntN(8) == 0 {
			in.value = paste(in.value, rng)
		}
		v := Validator{SkipFormats: rng.IntN(8) == 0}
		fast, tables := v.validate(in.region, in.value, true)
		slow, _ := v.validate(in.region, in.value, false)
		c.add(slow.Valid, fast != slow, func() string {
			return fmt.Sprintf("%q in %q: phonenumbers %+v, tables %+v", in.value, in.region, slow, fast)
		})
		return tables
	})
	c.report(t)
	t.Logf("%d answered from the tables, %d by phonenumbers", n, c.numbers-n)
	assert.GreaterOrEqual(t, n, diffCount())
	assert.Greater(t, c.valid, c.numbers/5, "too few valid numbers")
}

// FuzzValidatePaths compares Validate through the compiled metadata with
// the same call through phonenumbers, on any value in any country.
func FuzzValidatePaths(f *testing.F) {
	for _, tc := range readTestdata(f) {
		f.Add(tc.country, tc.value, false)
	}
	f.Add("MX", "+52 1 55 8932 4827 ext. 12", true)
	f.Add("BR", "0055 79 98877 8489", false)
	f.Add("", "00 54 9 11 5050-0147 int. 3", false)
	f.Fuzz(func(t *testing.T, country, value string, skip bool) {
		v := Validator{SkipFormats: skip}
		fast, _ := v.validate(country, value, true)
		slow, _ := v.validate(country, value, false)
		if fast != slow {
			t.Fatalf("%q in %q: phonenumbers %+v, tables %+v", value, country, slow, fast)
		}
	})
}

// TestValidateFastLongForms holds fillFast on numbers whose three forms
// take more than its 128-byte buffer (a long extension, an Argentine
// mobile's corrected national form): the same Result as through
// phonenumbers, and at least one of them that long.
func TestValidateFastLongForms(t *testing.T) {
	var long int
	for _, tc := range []struct{ country, value string }{
		{"AR", "011 15 5050-0147 ext. 12345678901234567890"},
		{"AR", "+54 9 11 5050-0147 x 123456789"},
		{"MX", "55 8932 4827 extension 12345678901234567890"},
		{"BR", "(21) 98877-8489 anexo 12345678901234567890"},
		{"CL", "(2) 2670 7000 ext 1234567890123456789"},
	} {
		fast, tables := Validator{}.validate(tc.country, tc.value, true)
		slow, _ := Validator{}.validate(tc.country, tc.value, false)
		if !tables || !fast.Valid || fast != slow {
			t.Fatalf("%q in %s: tables answered %v; phonenumbers %+v, tables %+v", tc.value, tc.country, tables, slow, fast)
		}
		// What fillFast writes in its buffer, national forms included.
		num := fast.CountryCode
		nsn := []byte(fast.Normalized[len(appendCallingCode([]byte("+"), num)):])
		b, f := appendForms(nil, num, nsn, fast.Extension)
		if num == 54 {
			b, _ = correctAR(b, f)
		}
		if len(b) > 128 {
			long++
		}
	}
	if long == 0 {
		t.Fatal("no number's forms exceed the buffer")
	}
}
