package taxid

import "github.com/ndval/ndval/internal/bitnames"

// Warnings mark a valid result that holds only thanks to a documented rule
// of the issuer, so that callers can treat it with care. They never make a
// value invalid. Warnings is a bit set, so reading it allocates nothing;
// Names and MarshalJSON give the snake_case names. The zero value holds
// none.
type Warnings uint8

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
)

var warningNames = [...]string{"generic", "issuer_exception", "checksum_mismatch"}

// Has reports whether every warning in x is set in w.
func (w Warnings) Has(x Warnings) bool { return w&x == x }

// Names returns the snake_case names of the warnings set in w, in bit
// order, or nil when none is set.
func (w Warnings) Names() []string { return bitnames.Names(w, warningNames[:]) }

// String returns the names joined by commas, or "" when none is set.
func (w Warnings) String() string { return bitnames.String(w, warningNames[:]) }

// MarshalJSON encodes w as an array of names; none set is [].
func (w Warnings) MarshalJSON() ([]byte, error) {
	return bitnames.MarshalJSON(w, warningNames[:]), nil
}

// UnmarshalJSON decodes an array of warning names, as MarshalJSON writes
// it.
func (w *Warnings) UnmarshalJSON(b []byte) error {
	x, err := bitnames.UnmarshalJSON[Warnings](b, warningNames[:], "taxid: unknown warning")
	if err != nil {
		return err
	}
	*w = x
	return nil
}

// appendJSON appends w as MarshalJSON encodes it, without allocating when
// b has room.
func (w Warnings) appendJSON(b []byte) []byte {
	return bitnames.AppendJSON(b, w, warningNames[:])
}
