package address

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// requirePartsOnly checks that a parse of s as an address of country row
// ci gives the same parts with partsOnly (a read-back's parse) as without:
// all of parts but the warnings and the unparsed flag, which only sets a
// warning, and the tokens with their roles. It reports whether the parse
// is valid.
func requirePartsOnly(t *testing.T, ci int, s string, ps *[2]parser) bool {
	t.Helper()
	full, only := &ps[0], &ps[1]
	*full, *only = parser{}, parser{}
	full.init(s, ci)
	full.run()
	only.init(s, ci)
	only.partsOnly = true
	only.run()
	want, got := full.out, only.out
	want.warnings, want.unparsed, got.warnings, got.unparsed = 0, false, 0, false
	if got != want || only.toks != full.toks || only.n != full.n {
		t.Fatalf("%s %q: the parts with partsOnly\n%+v\nwant\n%+v", countryTable[ci].code, s, got, want)
	}
	return full.reason() == ""
}

// TestPartsOnly checks that a read-back's parse, which sets no warnings,
// finds the same parts as a full one: on every usual form formatted reads
// back (with and without the neighborhood's marker) of every address of
// the test tables as every country, and on those addresses themselves.
func TestPartsOnly(t *testing.T) {
	ps := new([2]parser)
	n := 0
	for ci := range countryTable {
		for _, v := range decisionValues(t) {
			if len(v) > MaxLength {
				continue
			}
			requirePartsOnly(t, ci, v, ps)
			n++
			r := Validate(countryTable[ci].code, v)
			if !r.Valid {
				continue
			}
			f := fieldsOf(ci, &r)
			var buf [4 * MaxLength]byte
			for _, marked := range [...]bool{false, true} {
				if u := appendUsual(buf[:0], &f, marked); len(u) <= MaxLength {
					requirePartsOnly(t, ci, string(u), ps)
					n++
				}
			}
		}
	}
	t.Logf("%d parses compared", n)
	require.Greater(t, n, 10000)
}

// FuzzPartsOnly checks that partsOnly leaves the parts of any input as
// they are.
func FuzzPartsOnly(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("CO", "Cra 7 # 32-16, Usaquén, Medellín")
	f.Add("MX", "Alcaldía Cuauhtémoc, Chih.")
	f.Fuzz(func(t *testing.T, country, s string) {
		ci := countryIndex(country)
		if ci < 0 || len(s) > MaxLength {
			return
		}
		requirePartsOnly(t, ci, s, new([2]parser))
	})
}
