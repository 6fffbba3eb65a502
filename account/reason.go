package account

import "errors"

// Reason says why an account is not valid (Valid false) or does not pass
// its check digits (ChecksumValid false). Reasons are a closed set with
// stable snake_case names.
type Reason string

const (
	ReasonMissingValue        Reason = "missing_value"         // empty once separators are removed
	ReasonInvalidCountry      Reason = "invalid_country"       // country is not an ISO 3166-1 alpha-2 code
	ReasonUnknownType         Reason = "unknown_type"          // type not one of cbu, cvu, clabe, cci, iban
	ReasonUndetectable        Reason = "undetectable_type"     // no type given and none fits the value and country
	ReasonUnknownCountry      Reason = "unknown_country"       // IBAN country code not in the registry
	ReasonTypeCountryMismatch Reason = "type_country_mismatch" // a national type declared for another country, e.g. a CLABE for AR
	ReasonInvalidLength       Reason = "invalid_length"        // wrong number of characters for the type or IBAN country
	ReasonInvalidFormat       Reason = "invalid_format"        // characters or structure (BBAN pattern)
	ReasonInvalidComponent    Reason = "invalid_component"     // an impossible part, e.g. a CVU whose entity is not 000
	ReasonInvalidChecksum     Reason = "invalid_checksum"      // Valid, but a check digit does not verify
)

// Sentinel errors for errors.Is on Result.Err.
var (
	ErrMissingValue        = errors.New("missing value")
	ErrInvalidCountry      = errors.New("invalid country code")
	ErrUnknownType         = errors.New("unknown account type")
	ErrUndetectable        = errors.New("account type cannot be detected")
	ErrUnknownCountry      = errors.New("IBAN country not in the registry")
	ErrTypeCountryMismatch = errors.New("account type does not belong to the country")
	ErrInvalidLength       = errors.New("invalid length")
	ErrInvalidFormat       = errors.New("invalid format")
	ErrInvalidComponent    = errors.New("invalid component")
	ErrInvalidChecksum     = errors.New("invalid check digit")
)

// Err returns the sentinel of r, or nil for the empty reason.
func (r Reason) Err() error {
	switch r {
	case "":
		return nil
	case ReasonMissingValue:
		return ErrMissingValue
	case ReasonInvalidCountry:
		return ErrInvalidCountry
	case ReasonUnknownType:
		return ErrUnknownType
	case ReasonUndetectable:
		return ErrUndetectable
	case ReasonUnknownCountry:
		return ErrUnknownCountry
	case ReasonTypeCountryMismatch:
		return ErrTypeCountryMismatch
	case ReasonInvalidLength:
		return ErrInvalidLength
	case ReasonInvalidFormat:
		return ErrInvalidFormat
	case ReasonInvalidComponent:
		return ErrInvalidComponent
	case ReasonInvalidChecksum:
		return ErrInvalidChecksum
	}
	return errors.New("account: unknown reason " + string(r))
}

// Error is the error form of a Result that is not valid or whose check
// digits fail. It never holds the account number.
type Error struct {
	Type    Type
	Country string
	Reason  Reason
}

// Error implements error. The message never contains the value.
func (e *Error) Error() string {
	msg := "account: "
	if e.Type != "" {
		msg += string(e.Type) + ": "
	}
	if err := e.Reason.Err(); err != nil {
		return msg + err.Error()
	}
	return msg + "invalid"
}

// Unwrap returns the sentinel of the reason.
func (e *Error) Unwrap() error { return e.Reason.Err() }
