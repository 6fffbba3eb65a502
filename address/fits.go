package address

import (
	"github.com/ndval/ndval/address/internal/fold"
	"github.com/ndval/ndval/internal/country"
)

// FitsCountry reports whether a postal code and a region, as plain
// strings, fit the country: the postal code (when not empty) has the
// country's format, the region (when not empty) is one of the country's
// subdivisions by name, abbreviation or ISO 3166-2 code, and, when both
// are given, the code's prefix does not put it in another region. It is
// the check a record makes of "the address fits the declared country"
// once the address is parsed: FitsCountry(declared, r.PostalCode,
// r.RegionCode). An address parsed with Validate already carries the same
// facts as WarnPostalCodeRegionMismatch, WarnCountryMismatch and
// ReasonInvalidPostalCode. A country the package does not cover fits
// nothing.
func FitsCountry(countryCode, postalCode, region string) bool {
	code, reason := country.Parse(countryCode)
	if reason != "" || countryIndex(code) < 0 {
		return false
	}
	ci := countryIndex(code)
	reg := -1
	if region != "" {
		if reg = regionByName(ci, region); reg < 0 {
			return false
		}
	}
	if postalCode == "" {
		return true
	}
	if len(postalCode) > 32 {
		return false
	}
	var p parser
	p.init(postalCode, ci)
	p.tokenize()
	m, ok := p.wholePostal()
	if !ok {
		return false
	}
	if reg < 0 {
		return true
	}
	p.out.postalKey, p.out.postalRegion = m.key, m.region
	var buf [8]uint16
	set := p.postalRegionSet(buf[:0])
	return len(set) == 0 || containsRegion(set, reg)
}

// wholePostal reads the parser's whole input as one postal code, with or
// without a marker.
func (p *parser) wholePostal() (postalMatch, bool) {
	first := 0
	if end, ok := p.postalMarker(0); ok {
		first = end + 1
		for first < p.n && p.toks[first].kind == fold.Punct {
			first++
		}
	}
	if first >= p.n || p.c.postal.none {
		return postalMatch{}, false
	}
	m, ok := p.readPostal(first)
	if !ok || m.last != p.n-1 {
		return postalMatch{}, false
	}
	return m, true
}

// regionByName returns the region a whole string names (a name,
// abbreviation or ISO code of the country's regions), or -1.
func regionByName(ci int, s string) int {
	var buf [128]byte
	if len(s) > 100 {
		return -1
	}
	key := fold.Key(buf[:0], s)
	c := &countryTable[ci]
	row := findPhrase(int(c.phraseLo), int(c.phraseHi), key)
	if row < 0 {
		return -1
	}
	return regionOf(row)
}
