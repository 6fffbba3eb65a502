package taxid

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// appendInput is one call of Validate or AppendValidate.
type appendInput struct {
	country, typ, value string
	lenient             bool
}

// appendInputs are the inputs the tests of the two paths compare: every id
// of the mixed input; every testdata line, with its type and without, by
// the default and the lenient Validator; and inputs that take the less
// common paths, where run builds a country or a type as given, keeps or
// drops a label, or builds more than its stack buffer holds.
func appendInputs(t *testing.T) []appendInput {
	var in []appendInput
	for _, m := range readMixed(t) {
		in = append(in, appendInput{m.country, m.typ, m.value, false})
	}
	for _, tc := range readTestdata(t) {
		in = append(in, appendInput{tc.country, tc.typ, tc.value, false},
			appendInput{tc.country, "", tc.value, true})
	}
	long := strings.Repeat("1-2.", 40) // 160 bytes, 80 compact
	for _, c := range [][3]string{
		{"", "", ""}, {"", "cuit", "30-54668997-9"}, {"AR", "", ""}, {"AR", "cuit", "  "},
		{"xx", "", "30-54668997-9"}, {" Argentina ", "", "30.54668997"}, {"ÅR", "", "x"},
		{"a\xffr", "", "1"}, {"FR", "", "12 345"}, {"ar\"\\\n", "", "\"\\\n"},
		{"AR", "CUITS", "30-54668997-9"}, {"AR", "Cédula", "1"}, {"AR", "ÇUIT", "1"},
		{"AR", "x\xff", "1"}, {"BR", "CPF", "cpf 123.456.789-09"}, {"MX", "", "RFC-970701-NN8"},
		{"MX", "rfc", "rfc 970701 NN8"}, {"MX", "", "RFC: SAT970701NN3"}, {"BR", "", "CPF:"},
		{"PA", "", "RUC 8-NT-1-12541 DV 40"}, {"PA", "", "ruc 8 nt 1 12541 dv 40"},
		{"AR", "", long}, {long, long, long}, {"AR", "", "30-54668997-9\u2028"},
		{"MX", "", "muñ110218lj6"}, {"CL", "", "\u00a0CL\u00a061.704.000-k\u200f"},
		{"CO", "nit", "222.222.222.222"}, {"NI", "", "J0310000002835"},
	} {
		in = append(in, appendInput{c[0], c[1], c[2], false}, appendInput{c[0], c[1], c[2], true})
	}
	return in
}

// TestAppendValidate checks that AppendValidate writes exactly what
// Validate's result writes through AppendJSON, every field of it, and
// returns its Reason, for every input of appendInputs, after bytes
// already in the buffer.
func TestAppendValidate(t *testing.T) {
	in := appendInputs(t)
	require.Greater(t, len(in), 10_000)
	buf := make([]byte, 0, 1024)
	for _, c := range in {
		v := Validator{Lenient: c.lenient}
		r := v.Validate(c.country, c.typ, c.value)
		want := r.AppendJSON([]byte("[1,"))
		got, reason := v.AppendValidate(append(buf[:0], "[1,"...), c.country, c.typ, c.value)
		if !assert.Equal(t, string(want), string(got), "%+v", c) {
			continue
		}
		assert.Equal(t, r.Reason, reason, "%+v", c)
	}
	b, reason := AppendValidate(nil, "AR", "", "30-54668997-9")
	assert.Equal(t, string(Validate("AR", "", "30-54668997-9").AppendJSON(nil)), string(b))
	assert.Empty(t, reason)
}

// TestValidateAllocs holds the allocation promises: Validate allocates at
// most once for every input of appendInputs whose strings to build are at
// most 32 bytes; AppendValidate allocates nothing for the mixed input and
// the testdata when its buffer has room.
func TestValidateAllocs(t *testing.T) {
	in := appendInputs(t)
	for _, c := range in {
		v := Validator{Lenient: c.lenient}
		if r := v.Validate(c.country, c.typ, c.value); len(r.Normalized) > 32 ||
			len(strings.TrimSpace(c.country)) > 32 || len(strings.TrimSpace(c.typ)) > 32 {
			continue // longer than any identification: may cost one more
		}
		n := testing.AllocsPerRun(1, func() { v.Validate(c.country, c.typ, c.value) })
		if n > 1 {
			t.Errorf("%+v: %v allocations, want at most 1", c, n)
		}
	}
	mixed := readMixed(t)
	buf := make([]byte, 0, 1024)
	n := testing.AllocsPerRun(2, func() {
		for _, m := range mixed {
			buf, _ = AppendValidate(buf[:0], m.country, m.typ, m.value)
		}
	})
	assert.Zero(t, n, "AppendValidate over the mixed input")
	cases := readTestdata(t)
	n = testing.AllocsPerRun(2, func() {
		for _, tc := range cases {
			buf, _ = AppendValidate(buf[:0], tc.country, tc.typ, tc.value)
			buf, _ = Validator{Lenient: true}.AppendValidate(buf[:0], tc.country, "", tc.value)
		}
	})
	assert.Zero(t, n, "AppendValidate over the testdata")
}

// TestMXRFCChars checks the table of RFC characters against the SAT
// alphabet it encodes, in the high byte, and against the classes of the
// character parts, in the low byte (mxRFCClassesWant).
func TestMXRFCChars(t *testing.T) {
	const alphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ \xd1" // Ñ decoded as mxRFCEnye
	for c := range 256 {
		want := strings.IndexByte(alphabet, byte(c))
		if want < 0 {
			want = 0
		}
		assert.Equal(t, want, int(mxRFCChars[c]>>8), "%q", rune(c))
		assert.Equal(t, mxRFCClassesWant[c], uint8(mxRFCChars[c]), "%q", rune(c))
	}
}
