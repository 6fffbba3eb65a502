package taxid

import "github.com/ndval/ndval/internal/bitnames"

// Flags mark a valid result that holds only thanks to a documented rule of
// the issuer, so that callers can treat it with care. The zero value marks
// nothing.
type Flags uint8

const (
	// FlagGeneric: the value is a placeholder the issuer defines for
	// everyone of a kind, e.g. the Mexican RFC XAXX010101000 of the general
	// public, not the id of one taxpayer.
	FlagGeneric Flags = 1 << iota
	// FlagIssuerException: the value fails the published check digit but is
	// on the issuer's own list of numbers it assigned anyway (Dominican JCE
	// cedulas and DGII RNCs).
	FlagIssuerException
	// FlagChecksumMismatch: the check digit does not verify and the value was
	// accepted only because Validator.Lenient was set and the issuer is
	// documented to assign such numbers (Mexican RFC homoclave, Ecuadorian
	// company RUC).
	FlagChecksumMismatch
)

var flagNames = [...]string{"generic", "issuer_exception", "checksum_mismatch"}

// Has reports whether every flag in x is set in f.
func (f Flags) Has(x Flags) bool { return f&x == x }

// Names returns the snake_case names of the flags set in f, in bit
// order, or nil when none is set.
func (f Flags) Names() []string { return bitnames.Names(f, flagNames[:]) }

// String returns the names joined by commas, or "" when none is set.
func (f Flags) String() string { return bitnames.String(f, flagNames[:]) }

// MarshalJSON encodes f as an array of names; none set is [].
func (f Flags) MarshalJSON() ([]byte, error) {
	return bitnames.MarshalJSON(f, flagNames[:]), nil
}

// UnmarshalJSON decodes an array of flag names, as MarshalJSON writes it.
func (f *Flags) UnmarshalJSON(b []byte) error {
	x, err := bitnames.UnmarshalJSON[Flags](b, flagNames[:], "taxid: unknown flag")
	if err != nil {
		return err
	}
	*f = x
	return nil
}
