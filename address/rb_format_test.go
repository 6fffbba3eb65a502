package address

import (
	"testing"
)

// FuzzAppendUsual compares appendUsual with appendUsualRef on any parts,
// in a buffer of MaxLength bytes as the read-back writes it (a longer
// form moves to the heap), and after a prefix already in the buffer, in
// every country with each of its regions or none.
func FuzzAppendUsual(f *testing.F) {
	f.Add(uint8(17), uint8(3), false, "Av. Paseo de la Reforma", "505", "", "Cuauhtémoc", "Ciudad de México", "06500")
	f.Add(uint8(2), uint8(0), true, "Rua Augusta", "", "Apto 4", "", "São Paulo", "01310-100")
	f.Add(uint8(0), uint8(255), true, "", "S/N", "Piso 3", "Palermo", "", "")
	f.Fuzz(func(t *testing.T, c, r uint8, marked bool, street, number, unit, hood, city, postal string) {
		ci := int(c) % len(countryTable)
		fs := fields{ci: ci, street: street, number: number, unit: unit, hood: hood, city: city, postal: postal, reg: -1}
		lo, hi := int(countryTable[ci].regionLo), int(countryTable[ci].regionHi)
		if hi > lo && int(r) < 2*(hi-lo) {
			fs.reg = lo + int(r)%(hi-lo)
			fs.region, fs.regionCode = regionTable[fs.reg].name, regionTable[fs.reg].code
		}
		want := string(appendUsualRef(nil, &fs, marked))
		var buf [MaxLength]byte
		if got := string(appendUsual(buf[:0], &fs, marked)); got != want {
			t.Fatalf("%+v marked %v: %q, want %q", fs, marked, got, want)
		}
		if got := string(appendUsual(append(buf[:0], "x, "...), &fs, marked)); got != "x, "+want {
			t.Fatalf("%+v marked %v after a prefix: %q, want %q", fs, marked, got, "x, "+want)
		}
	})
}
