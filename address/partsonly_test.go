package address

import (
	"fmt"
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

// requirePostalSet checks that p's parse has postalRegionSet's answer as
// its pset, whatever postalSet kept from the parses before it in p.
func requirePostalSet(t *testing.T, p *parser) {
	t.Helper()
	want := p.postalRegionSet(make([]uint16, 0, len(p.out.pset)))
	if got := p.out.pset[:p.out.npset]; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%s %q: pset %v, want %v", countryTable[p.ci].code, p.in, got, want)
	}
}

// TestPostalSet checks postalSet's kept answer in the sequences of parses
// in one memory that the package makes: every address of the test tables
// as every country, then in the same parser its usual forms (the
// read-back, keeping tokens), then the address after it in the tables as
// the next country (a Batch parser reused); and Argentine codes of one
// key, with and without the letter that names their province.
func TestPostalSet(t *testing.T) {
	p := new(parser)
	n := 0
	values := decisionValues(t)
	for ci := range countryTable {
		for vi, v := range values {
			if len(v) > MaxLength {
				continue
			}
			p.reset()
			p.init(v, ci)
			p.run()
			requirePostalSet(t, p)
			n++
			r := Validate(countryTable[ci].code, v)
			if r.Valid {
				f := fieldsOf(ci, &r)
				var buf [4 * MaxLength]byte
				for _, marked := range [...]bool{false, true} {
					if u := string(appendUsual(buf[:0], &f, marked)); len(u) <= MaxLength {
						p.keep(p.sharedTokens(u))
						p.startReadBack(u, &f)
						p.run()
						requirePostalSet(t, p)
						n++
					}
				}
			}
			if w := values[(vi+1)%len(values)]; len(w) <= MaxLength {
				p.reset()
				p.init(w, (ci+1)%len(countryTable))
				p.run()
				requirePostalSet(t, p)
				n++
			}
		}
	}
	// Codes of the same key and another region, or none (an Argentine
	// code's letter names its province), one after the other.
	for _, v := range []string{"Av. Corrientes 1234, C1043AAZ CABA", "Av. Corrientes 1234, 1043 CABA",
		"San Martín 50, B1043 Tandil", "San Martín 50, 1043 Tandil", "San Martín 50, X5000 Córdoba",
		"San Martín 50, 5000 Córdoba", "San Martín 50, X5000 Córdoba"} {
		p.reset()
		p.init(v, countryIndex("AR"))
		p.run()
		requirePostalSet(t, p)
	}
	t.Logf("%d parses checked", n)
	require.Greater(t, n, 10000)
}
