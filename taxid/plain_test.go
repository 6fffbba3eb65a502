package taxid

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlain checks that Validate's shortcut for valid values of digits
// and separators (plain) gives what the general path (validate) gives,
// on the golden inputs and on every document's valid value written bare,
// in its display form and with surrounding space, and that it is taken
// for the forms it is for.
func TestPlain(t *testing.T) {
	in := goldenInputs(t, 50000)
	for _, d := range goldenDocuments {
		r := Validate(d[0], d[1], d[2])
		require.True(t, r.Valid, "%v", d)
		for _, s := range []string{r.Normalized, r.Formatted, r.Formatted + " ", r.Normalized + "\t",
			strings.ReplaceAll(r.Formatted, "-", "."), "0" + r.Normalized, r.Normalized + "0"} {
			in = append(in, goldenInput{d[0], d[1], s, false}, goldenInput{d[0], strings.ToUpper(d[1]), s, true})
		}
	}
	taken := 0
	for _, g := range in {
		v := Validator{Lenient: g.lenient}
		var got Result
		ok := takesPlain(v, &got, g.country, g.typ, g.value)
		if !ok {
			continue
		}
		taken++
		assert.Equal(t, v.validate(g.country, g.typ, g.value), got, "%+v", g)
	}
	t.Logf("plain took %d of %d inputs", taken, len(in))
	assert.Greater(t, taken, 1000)
	for _, bc := range append(benchCases[:2:2], bareCases...) {
		var r Result
		ok := takesPlain(Validator{}, &r, bc.country, bc.typ, bc.value)
		assert.True(t, ok, "%s %q", bc.name, bc.value)
	}
}

// TestZerosBound checks that no document accepts more zeros than
// clean.Zeros counts as a placeholder, so that run's test of a valid
// value is the same as the zeros(n) it replaced.
func TestZerosBound(t *testing.T) {
	for _, c := range Countries() {
		for _, typ := range Types(c) {
			for n := 35; n <= 64; n++ {
				r := Validate(c, typ, strings.Repeat("0", n))
				assert.False(t, r.Valid, "%s %s %d zeros", c, typ, n)
			}
		}
	}
}

// takesPlain is Validate's call of plain: for a value that starts with a
// digit.
func takesPlain(v Validator, r *Result, country, typ, value string) bool {
	return value != "" && isDigit(value[0]) && v.plain(r, country, typ, value)
}

// validate is Validate without plain: the general path alone, as
// Validate writes it.
func (v Validator) validate(country, typ, value string) (r Result) {
	var stack [scratchSize]byte
	buf, sp := v.run(&r, stack[:0], country, typ, value)
	if len(buf) > 0 {
		s := string(buf)
		sp.country.in(s, &r.Country)
		sp.typ.in(s, &r.Type)
		sp.norm.in(s, &r.Normalized)
		sp.formatted.in(s, &r.Formatted)
	}
	return r
}
