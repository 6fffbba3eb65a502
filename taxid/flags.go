package taxid

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
)

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

// Names returns the snake_case names of the flags set in f, in bit order.
func (f Flags) Names() []string {
	var names []string
	for i, n := range flagNames {
		if f&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return names
}

// String returns the names joined by commas, or "" when no flag is set.
func (f Flags) String() string { return strings.Join(f.Names(), ",") }

// MarshalJSON encodes f as an array of names, e.g. ["generic"].
func (f Flags) MarshalJSON() ([]byte, error) {
	b := []byte{'['}
	for i, n := range f.Names() {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, n...)
		b = append(b, '"')
	}
	return append(b, ']'), nil
}

// UnmarshalJSON decodes an array of flag names, as MarshalJSON writes it.
func (f *Flags) UnmarshalJSON(b []byte) error {
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return err
	}
	var x Flags
	for _, n := range names {
		i := slices.Index(flagNames[:], n)
		if i < 0 {
			return errors.New("taxid: unknown flag " + strconv.Quote(n))
		}
		x |= 1 << i
	}
	*f = x
	return nil
}
