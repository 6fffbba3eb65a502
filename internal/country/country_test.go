package country

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in, code string
		reason   ndval.Reason
	}{
		{"AR", "AR", ""},
		{"ar", "AR", ""},
		{" bR\t", "BR", ""},
		{"\u00a0mx\u00a0", "MX", ""}, // a pasted no-break space
		{"AQ", "AQ", ""},             // assigned, though no numbering plan or tax id
		{"", "", ndval.ReasonMissingCountry},
		{"  ", "", ndval.ReasonMissingCountry},
		{"ZZ", "", ndval.ReasonInvalidCountry}, // user-assigned range
		{"XK", "", ndval.ReasonInvalidCountry}, // Kosovo: user-assigned, not ISO
		{"UK", "", ndval.ReasonInvalidCountry}, // exceptionally reserved, not assigned
		{"ARG", "", ndval.ReasonInvalidCountry},
		{"A", "", ndval.ReasonInvalidCountry},
		{"A1", "", ndval.ReasonInvalidCountry},
		{"@R", "", ndval.ReasonInvalidCountry},
		{"[A", "", ndval.ReasonInvalidCountry},
		{"\xc3\xa1", "", ndval.ReasonInvalidCountry}, // á: two bytes, not letters
	} {
		code, reason := Parse(tc.in)
		assert.Equal(t, tc.code, code, "%q", tc.in)
		assert.Equal(t, tc.reason, reason, "%q", tc.in)
	}
}

func TestTables(t *testing.T) {
	all := Codes()
	assert.Len(t, all, 249)
	assert.IsIncreasing(t, all)
	for i, c := range all {
		assert.True(t, Assigned(c), c)
		got, reason := Parse(c)
		assert.Equal(t, c, got)
		assert.Empty(t, reason)
		assert.NotEmpty(t, Name(c), c)
		assert.Equal(t, i, lookup(c[0], c[1]))
	}
	assert.Equal(t, "Bolivia", Name("BO"))
	assert.Equal(t, "Argentina", Name("AR"))
	assert.Equal(t, "", Name("ar"))
	assert.Equal(t, "", Name("ZZ"))
	// Every other pair of letters is unassigned.
	n := 0
	for a := byte('A'); a <= 'Z'; a++ {
		for b := byte('A'); b <= 'Z'; b++ {
			if Assigned(string([]byte{a, b})) {
				n++
			}
		}
	}
	assert.Equal(t, 249, n)
}

func TestParseAllocs(t *testing.T) {
	assert.Zero(t, testing.AllocsPerRun(100, func() {
		_, _ = Parse("ar")
		_, _ = Parse(" CL ")
		_, _ = Parse("ZZ")
	}))
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = Parse("ar")
	}
}

// TestParsePairs checks Parse on every two bytes against the codes'
// table: an assigned code in any case is that code, in upper case,
// blanks are no country, and nothing else is a code.
func TestParsePairs(t *testing.T) {
	for a := range 256 {
		for b := range 256 {
			s := string([]byte{byte(a), byte(b)})
			want, reason := "", ndval.ReasonInvalidCountry
			trimmed := strings.TrimSpace(s)
			if trimmed == "" {
				reason = ndval.ReasonMissingCountry
			}
			for i := 0; i+2 <= len(codes); i += 2 {
				if strings.EqualFold(codes[i:i+2], trimmed) && len(trimmed) == 2 {
					want, reason = codes[i:i+2], ""
				}
			}
			code, why := Parse(s)
			if code != want || why != reason {
				t.Fatalf("Parse(%q) = %q, %q; want %q, %q", s, code, why, want, reason)
			}
		}
	}
}
