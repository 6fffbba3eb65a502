package address

import "testing"

// missingPartsRef is missingParts as it was, reading the country's
// require string on every call. TestMissingParts compares the two.
func missingPartsRef(ci int, r *Result, locator, landmark bool) Parts {
	req := countryTable[ci].require
	if req == "" {
		req = "AC"
	}
	var m Parts
	for i := 0; i < len(req); i++ {
		switch req[i] {
		case 'A':
			if r.Street == "" && !locator {
				m |= PartStreet
			}
		case 'C':
			if r.City == "" {
				m |= PartCity
			}
		case 'S':
			if r.Region == "" && countryTable[ci].regionHi > countryTable[ci].regionLo {
				m |= PartRegion
			}
		case 'Z':
			if r.PostalCode == "" {
				m |= PartPostalCode
			}
		}
	}
	if r.Street != "" && r.Number == "" && !locator && !landmark {
		m |= PartNumber
	}
	return m
}

// TestMissingParts compares missingParts with missingPartsRef in every
// country, with each of the parts it reads (street, number, city, region,
// postal code) present or not, with and without a locator and a
// landmark: every input it can tell apart.
func TestMissingParts(t *testing.T) {
	n := 0
	for ci := range countryTable {
		for mask := range 1 << 7 {
			var r Result
			for k, p := range []*string{&r.Street, &r.Number, &r.City, &r.Region, &r.PostalCode} {
				if mask&(1<<k) != 0 {
					*p = "x"
				}
			}
			locator, landmark := mask&(1<<5) != 0, mask&(1<<6) != 0
			if got, want := missingParts(ci, &r, locator, landmark), missingPartsRef(ci, &r, locator, landmark); got != want {
				t.Fatalf("%s %+v locator %v landmark %v: %v, want %v", countryTable[ci].code, r, locator, landmark, got, want)
			}
			n++
		}
	}
	if n < 1000 {
		t.Fatalf("only %d cases", n)
	}
}
