package phone

import "github.com/ndval/ndval"

// Warnings are facts about a valid number that do not make it invalid. The
// zero value holds none.
type Warnings = ndval.Set[warningNames]

const (
	// WarnCountryMismatch: the number belongs to another country than the
	// one given: "0054 9 11 5050-0147" given with BR is an Argentine
	// number, Result.Country AR. It is set on valid numbers whose Country
	// is known; a non-geographic number (+800 ...) belongs to no country
	// and never carries it.
	WarnCountryMismatch Warnings = 1 << iota
	// WarnPlaceholder: the value is what sheets hold where a number is
	// missing ("-", "0", "N/A", "sin teléfono", "não tem"): it is answered
	// missing_value with this warning, so that a record treats the phone
	// as absent and says why.
	WarnPlaceholder
)

// warningNames names the warnings, in bit order: the type argument of Warnings.
type warningNames struct{}

// BitNames returns the snake_case names of the warnings, in bit order.
func (warningNames) BitNames() []string { return warningTable[:] }

var warningTable = [...]string{"country_mismatch", "placeholder"}
