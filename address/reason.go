package address

import "github.com/ndval/ndval"

// The reasons only addresses give; the root table (ndval.Reasons) lists
// them with their messages. An address can also give the shared
// ndval.ReasonMissingCountry, ndval.ReasonInvalidCountry,
// ndval.ReasonUnsupportedCountry, ndval.ReasonMissingValue and
// ndval.ReasonTooLong.
const (
	// ReasonInvalidPostalCode: a postal code written after a marker (CP,
	// C.P., CEP, Código Postal) does not have the country's format, or a
	// token shaped like the country's postal codes fails their pattern
	// (badpostal.go: B16360, C1425XY, a CEP of 4 digits).
	ReasonInvalidPostalCode ndval.Reason = "invalid_postal_code"
	// ReasonMissingStreet: no street was found, nor a rural locator (a km
	// mark, a manzana or lote) standing for one.
	ReasonMissingStreet ndval.Reason = "missing_street"
	// ReasonMissingLocality: no city, region or postal code was found.
	ReasonMissingLocality ndval.Reason = "missing_locality"
)
