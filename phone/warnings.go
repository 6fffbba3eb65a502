package phone

import "github.com/ndval/ndval/internal/bitnames"

// Warnings are facts about a valid number that do not make it invalid. The
// zero value holds none.
type Warnings uint8

const (
	// WarnCountryMismatch: the number belongs to another country than the
	// one given: "0054 9 11 5050-0147" given with BR is an Argentine
	// number, Result.Country AR. It is set on valid numbers whose Country
	// is known; a non-geographic number (+800 ...) belongs to no country
	// and never carries it.
	WarnCountryMismatch Warnings = 1 << iota
)

var warningNames = [...]string{"country_mismatch"}

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

// UnmarshalJSON decodes an array of warning names, as MarshalJSON writes it.
func (w *Warnings) UnmarshalJSON(b []byte) error {
	x, err := bitnames.UnmarshalJSON[Warnings](b, warningNames[:], "phone: unknown warning")
	if err != nil {
		return err
	}
	*w = x
	return nil
}
