package taxid

import "github.com/ndval/ndval"

// Warnings mark a valid result that holds only thanks to a documented rule
// of the issuer, or that rests on a reading of the type that the value
// alone cannot settle, so that callers can treat it with care. They never make a
// value invalid; WarnPlaceholder alone goes with an invalid result. Warnings is a bit set, so reading it allocates nothing;
// Names and MarshalJSON give the snake_case names. The zero value holds
// none.
type Warnings = ndval.Set[warningNames]

const (
	// WarnGeneric (generic): the value is a placeholder the issuer defines
	// for everyone of a kind, e.g. the Mexican RFC XAXX010101000 of the
	// general public, not the id of one taxpayer.
	WarnGeneric Warnings = 1 << iota
	// WarnIssuerException (issuer_exception): the value fails the
	// published check digit but is on the issuer's own list of numbers it
	// assigned anyway (Dominican JCE cédulas and DGII RNCs, see
	// DataVersion).
	WarnIssuerException
	// WarnChecksumMismatch (checksum_mismatch): the check digit does not
	// verify and the value was accepted only because Validator.Lenient was
	// set and the issuer is documented to assign such numbers (Mexican RFC
	// homoclave, Ecuadorian company RUC).
	WarnChecksumMismatch
	// WarnAmbiguousType (ambiguous_type): the type was resolved from the
	// value, which fits two documents of the country: one with a check
	// digit, which it fails, and one without, as which it is valid. It is
	// answered as the document without a check digit, the default reading
	// that the country's file gives with its source; Result.OtherType
	// names the document with the check digit, as which the value would
	// be invalid_checksum (a mistyped digit of it would read the same).
	// Give the type, or write the check digit set off ("80012345-6"), to
	// settle it.
	WarnAmbiguousType
	// WarnPlaceholder (placeholder): the value is what sheets hold where
	// an id is missing ("-", "0", "N/A", "sin dato", "no tiene"): it is
	// answered missing_value, as an empty value is, with this warning, so
	// that a record treats the tax id as absent and says why.
	WarnPlaceholder
)

// warningNames names the warnings, in bit order: the type argument of Warnings.
type warningNames struct{}

// BitNames returns the snake_case names of the warnings, in bit order.
func (warningNames) BitNames() []string { return warningTable[:] }

var warningTable = [...]string{"generic", "issuer_exception", "checksum_mismatch", "ambiguous_type", "placeholder"}
