package phone

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// parseFast parses value in region as the fast path does; handled is false
// when the fast path leaves the value to phonenumbers.
func parseFast(value, region string) (num fastNumber, handled bool, err error) {
	t, ok := scanTyped(value)
	if !ok {
		return num, false, nil
	}
	var p *plan
	if region != "" {
		p = planOf(region)
	}
	return num, true, parseTyped(&t, p, &num)
}

// phonenumbersReading describes what phonenumbers makes of value in
// region: its parse error, or the number and the answers about it; and
// whether the number is valid.
func phonenumbersReading(value, region string) (string, bool) {
	n := &phonenumbers.PhoneNumber{}
	if err := phonenumbers.ParseToNumber(value, region, n); err != nil {
		return "error " + err.Error(), false
	}
	a := oracle(n)
	return fmt.Sprintf("+%d %s ext %q: %+v", n.GetCountryCode(), phonenumbers.GetNationalSignificantNumber(n), n.GetExtension(), a), a.valid
}

// fastReading describes the same from the fast path.
func fastReading(num *fastNumber, err error) string {
	if err != nil {
		return "error " + err.Error()
	}
	v := num.judge()
	a := answers{typ: v.typ, valid: v.typ != phonenumbers.UNKNOWN, possible: v.possible}
	if v.region != nil {
		a.region = v.region.region
	}
	b, f := appendForms(nil, num.cc, num.national(), num.ext)
	a.e164, a.international, a.national = string(b[:f.e164End]), string(f.international(b)), string(f.national(b))
	return fmt.Sprintf("+%d %s ext %q: %+v", num.cc, num.national(), num.ext, a)
}

// TestParseTypedMatchesPhonenumbers compares the fast path with
// phonenumbers on values written as people write them (typedInputs) for
// every example number and numbers derived from them: the same parse
// error, or the same calling code, national significant number and
// extension, and the same region, type, validity, possible-length verdict
// and forms.
func TestParseTypedMatchesPhonenumbers(t *testing.T) {
	c, n := compareTyped(15, func(in typedInput, _ *rand.Rand, c *diffCounts) bool {
		num, ok, err := parseFast(in.value, in.region)
		if !ok {
			c.add(false, false, nil)
			return false
		}
		want, valid := phonenumbersReading(in.value, in.region)
		got := fastReading(&num, err)
		c.add(valid, got != want, func() string {
			return fmt.Sprintf("%q in %q: phonenumbers %s, fast %s", in.value, in.region, want, got)
		})
		return true
	})
	c.report(t)
	t.Logf("%d values read by the fast parser, %d left to phonenumbers", n, c.numbers-n)
	assert.GreaterOrEqual(t, n, diffCount())
	assert.Greater(t, n, c.numbers*3/4, "the fast parser leaves too many values to phonenumbers")
}

// FuzzParseTyped compares the fast path with phonenumbers on any value it
// reads, in any region.
func FuzzParseTyped(f *testing.F) {
	for _, s := range []string{"011 15 5050-0147", "+54 9 11 5050-0147 int. 12", "0055 79 98877 8489", "(02) 2670 7000", "+52 1 55 8932 4827", "1-800-356-9377"} {
		f.Add(s, "AR")
	}
	f.Fuzz(func(t *testing.T, value, region string) {
		region = strings.ToUpper(region)
		if len(value) > 64 {
			return
		}
		num, ok, err := parseFast(value, region)
		if !ok {
			return
		}
		want, _ := phonenumbersReading(value, region)
		require.Equal(t, want, fastReading(&num, err), "%q in %q", value, region)
	})
}

// startsWithCodeRef is the test extractCountryCode made before
// startsWithCode: cc written out by appendCallingCode and compared.
func startsWithCodeRef(digits []byte, cc int) (int, bool) {
	var ccDigits [3]byte
	code := appendCallingCode(ccDigits[:0], cc)
	if len(digits) < len(code) || string(digits[:len(code)]) != string(code) {
		return 0, false
	}
	return len(code), true
}

// TestStartsWithCode holds startsWithCode to startsWithCodeRef for every
// calling code of one to three digits on every string of up to four
// digits.
func TestStartsWithCode(t *testing.T) {
	var inputs [][]byte
	for n := 0; n <= 4; n++ {
		for i := range pow10(n) {
			inputs = append(inputs, fmt.Appendf(nil, "%0*d", n, i)[:n])
		}
	}
	for cc := 1; cc <= 999; cc++ {
		for _, s := range inputs {
			k, ok := startsWithCode(s, cc)
			wk, wok := startsWithCodeRef(s, cc)
			if ok != wok || ok && k != wk {
				t.Fatalf("startsWithCode(%q, %d) = %d, %v; want %d, %v", s, cc, k, ok, wk, wok)
			}
		}
	}
}

func pow10(n int) int {
	p := 1
	for range n {
		p *= 10
	}
	return p
}

// TestScanDigitLimit holds scan to its limits: values of 0 to 30 digits,
// bare and with an extension, are read exactly when they hold 3 to
// vmMaxInput digits, and then with every digit.
func TestScanDigitLimit(t *testing.T) {
	for n := range 31 {
		digits := strings.Repeat("1234567890", 4)[:n]
		for _, v := range []string{digits, digits + " ext. 12"} {
			var in typed
			ok := in.scan(v)
			if want := n >= 3 && n <= vmMaxInput; ok != want {
				t.Fatalf("%d digits %q: scan %v, want %v", n, v, ok, want)
			}
			if ok && string(in.digits[:in.n]) != digits {
				t.Fatalf("%q: digits %q", v, in.digits[:in.n])
			}
		}
	}
}
