package name

import (
	"testing"

	"github.com/ndval/ndval/internal/testfile"
)

var fuzzCountries = [...]string{"MX", "BR", "ES", "PT", "AR", "", "US", "xx"}

// FuzzValidate checks the properties of checkResult on any value, country
// and order: no panic, a valid result's Full validates again to the same
// result, every part is a substring of Full, one JSON encoding.
func FuzzValidate(f *testing.F) {
	for _, file := range []string{"testdata/persons.txt", "testdata/companies.txt"} {
		for _, rec := range testfile.Read(f, file, 2) {
			f.Add(uint8(0), rec.Fields[1], false)
			f.Add(uint8(1), rec.Fields[1], true)
		}
	}
	for _, s := range []string{"", " ", "DE LA CRUZ, MARÍA", "O'HIGGINS", "ΣΟΦΊΑ ΠΑΠΑΔΟΠΟΎΛΟΥ", "ǄURO Ǉ",
		"İSMAİL", "Juan - - Pérez", "y y y", ", , ,", "S.A. S.A.", "Dr. Dr. Juan", "a\u0301\u0301 b", "ß STRASSE"} {
		f.Add(uint8(0), s, false)
	}
	f.Fuzz(func(t *testing.T, c uint8, value string, surnamesFirst bool) {
		v := Validator{}
		if surnamesFirst {
			v.Order = OrderSurnamesFirst
		}
		r := v.Validate(fuzzCountries[int(c)%len(fuzzCountries)], value)
		checkResult(t, v, value, r)
	})
}
