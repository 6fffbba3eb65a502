package address

import "github.com/ndval/ndval/internal/bitnames"

// Warnings are facts about an address that do not make it invalid, as a
// bit set; the JSON form is an array of their names.
type Warnings uint8

const (
	// WarnPostalCodeRegionMismatch: the postal code's prefix belongs to
	// another region than the one written (a CEP of São Paulo with RJ).
	WarnPostalCodeRegionMismatch Warnings = 1 << iota
	// WarnUnparsedText: some words were not understood as any part; they
	// are left out of the parts and of Formatted.
	WarnUnparsedText
	// WarnCountryMismatch: the address ends with the name of another
	// country than the one given ("..., Brasil" for AR).
	WarnCountryMismatch
	// WarnCityRegionMismatch: the city is known in another region than the
	// one written (São Paulo - RJ).
	WarnCityRegionMismatch
)

var warningNames = [...]string{
	"postal_code_region_mismatch",
	"unparsed_text",
	"country_mismatch",
	"city_region_mismatch",
}

// Has reports whether all of the warnings in x are set in w.
func (w Warnings) Has(x Warnings) bool { return w&x == x }

// Names returns the names of the warnings set, in bit order, or nil.
func (w Warnings) Names() []string { return bitnames.Names(w, warningNames[:]) }

// String returns the names of the warnings set, joined by commas.
func (w Warnings) String() string { return bitnames.String(w, warningNames[:]) }

// MarshalJSON encodes w as an array of names.
func (w Warnings) MarshalJSON() ([]byte, error) { return bitnames.MarshalJSON(w, warningNames[:]), nil }

// UnmarshalJSON decodes an array of names.
func (w *Warnings) UnmarshalJSON(b []byte) error {
	v, err := bitnames.UnmarshalJSON[Warnings](b, warningNames[:], "address: unknown warning")
	*w = v
	return err
}

// Parts is a set of the parts of an address, as Result.Missing lists the
// ones an address lacks; the JSON form is an array of their names.
type Parts uint8

// The parts, named as the JSON members of Result.
const (
	PartStreet       Parts = 1 << iota // street
	PartNumber                         // number
	PartUnit                           // unit
	PartNeighborhood                   // neighborhood
	PartCity                           // city
	PartRegion                         // region
	PartPostalCode                     // postal_code
)

var partNames = [...]string{"street", "number", "unit", "neighborhood", "city", "region", "postal_code"}

// Has reports whether all of the parts in x are in s.
func (s Parts) Has(x Parts) bool { return s&x == x }

// Names returns the names of the parts in s, in the order of the
// constants, or nil.
func (s Parts) Names() []string { return bitnames.Names(s, partNames[:]) }

// String returns the names of the parts in s, joined by commas.
func (s Parts) String() string { return bitnames.String(s, partNames[:]) }

// MarshalJSON encodes s as an array of names; the empty set is [].
func (s Parts) MarshalJSON() ([]byte, error) { return bitnames.MarshalJSON(s, partNames[:]), nil }

// UnmarshalJSON decodes an array of names.
func (s *Parts) UnmarshalJSON(b []byte) error {
	v, err := bitnames.UnmarshalJSON[Parts](b, partNames[:], "address: unknown part")
	*s = v
	return err
}
