package address

import "github.com/ndval/ndval"

// Warnings are facts about an address that do not make it invalid, as a
// bit set; the JSON form is an array of their names.
type Warnings = ndval.Set[warningNames]

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
	// one written (São Paulo - RJ), or the neighborhood is a district of
	// another city than the one written (Usaquén, a localidad of Bogotá,
	// with Medellín).
	WarnCityRegionMismatch
	// WarnPlaceholder: the value is what sheets hold where an address is
	// missing ("-", "s/d", "sin dirección", "no tiene"): it is answered
	// missing_value with this warning, so that a record counts the
	// address as missing and says why.
	WarnPlaceholder
)

// warningNames names the warnings, in bit order: the type argument of Warnings.
type warningNames struct{}

// BitNames returns the snake_case names of the warnings, in bit order.
func (warningNames) BitNames() []string { return warningTable[:] }

var warningTable = [...]string{
	"postal_code_region_mismatch",
	"unparsed_text",
	"country_mismatch",
	"city_region_mismatch",
	"placeholder",
}

// Parts is a set of the parts of an address, as Result.Missing lists the
// ones an address lacks; the JSON form is an array of their names.
type Parts = ndval.Set[partNames]

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

// partNames names the parts, in bit order: the type argument of Parts.
type partNames struct{}

// BitNames returns the snake_case names of the parts, in bit order.
func (partNames) BitNames() []string { return partTable[:] }

var partTable = [...]string{"street", "number", "unit", "neighborhood", "city", "region", "postal_code"}
