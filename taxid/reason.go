package taxid

import "errors"

// Reason says why a value is not a valid identification. Reasons are a
// closed set with stable snake_case names, used as-is on the wire.
type Reason string

// The reasons, from the most general to the most specific.
const (
	// ReasonMissingValue: the value is empty once separators and spaces are removed.
	ReasonMissingValue Reason = "missing_value"
	// ReasonMissingCountry: no country was given.
	ReasonMissingCountry Reason = "missing_country"
	// ReasonInvalidCountry: the country is not an ISO 3166-1 alpha-2 code.
	ReasonInvalidCountry Reason = "invalid_country"
	// ReasonUnsupportedCountry: the country exists but has no validator.
	ReasonUnsupportedCountry Reason = "unsupported_country"
	// ReasonUnknownType: the type is not one of the country's types or aliases.
	ReasonUnknownType Reason = "unknown_type"
	// ReasonInvalidLength: the value has the wrong number of characters.
	ReasonInvalidLength Reason = "invalid_length"
	// ReasonInvalidFormat: the characters or their arrangement are wrong,
	// e.g. a letter where a digit belongs.
	ReasonInvalidFormat Reason = "invalid_format"
	// ReasonInvalidChecksum: the check digit does not verify.
	ReasonInvalidChecksum Reason = "invalid_checksum"
	// ReasonInvalidComponent: a part of the value cannot exist, e.g. an
	// unassigned CUIT prefix, an impossible date in an RFC or CURP, an
	// unknown state or province code, or a number the issuer never assigns.
	ReasonInvalidComponent Reason = "invalid_component"
)

// Sentinel errors, one per reason, for use with errors.Is on the error
// returned by Result.Err.
var (
	ErrMissingValue       = errors.New("missing value")
	ErrMissingCountry     = errors.New("missing country")
	ErrInvalidCountry     = errors.New("invalid country code")
	ErrUnsupportedCountry = errors.New("unsupported country")
	ErrUnknownType        = errors.New("unknown type for country")
	ErrInvalidLength      = errors.New("invalid length")
	ErrInvalidFormat      = errors.New("invalid format")
	ErrInvalidChecksum    = errors.New("invalid check digit")
	ErrInvalidComponent   = errors.New("invalid component")
)

// Err returns the sentinel error of r, or nil for the empty reason.
func (r Reason) Err() error {
	switch r {
	case "":
		return nil
	case ReasonMissingValue:
		return ErrMissingValue
	case ReasonMissingCountry:
		return ErrMissingCountry
	case ReasonInvalidCountry:
		return ErrInvalidCountry
	case ReasonUnsupportedCountry:
		return ErrUnsupportedCountry
	case ReasonUnknownType:
		return ErrUnknownType
	case ReasonInvalidLength:
		return ErrInvalidLength
	case ReasonInvalidFormat:
		return ErrInvalidFormat
	case ReasonInvalidChecksum:
		return ErrInvalidChecksum
	case ReasonInvalidComponent:
		return ErrInvalidComponent
	}
	return errors.New("taxid: unknown reason " + string(r))
}

// rank orders the reasons of a failed document so that, when the type is
// resolved from the value, the most specific failure is reported: a value
// with the right shape and a wrong check digit says more than one of the
// wrong length.
func (r Reason) rank() int {
	switch r {
	case "":
		return 4
	case ReasonInvalidChecksum, ReasonInvalidComponent:
		return 3
	case ReasonInvalidFormat:
		return 2
	case ReasonInvalidLength:
		return 1
	}
	return 0
}

// Error is the error form of an invalid Result. It names the country, the
// type and the reason but never the value: identifications are personal data.
type Error struct {
	Country string // ISO 3166-1 alpha-2 code, upper case; may be empty
	Type    string // canonical type; empty when it could not be resolved
	Reason  Reason
}

// Error implements error. The message never contains the value.
func (e *Error) Error() string {
	msg := "taxid: "
	if e.Country != "" {
		msg += e.Country + " "
	}
	if e.Type != "" {
		msg += e.Type + ": "
	} else if e.Country != "" {
		msg = msg[:len(msg)-1] + ": "
	}
	if s := e.Reason.Err(); s != nil {
		return msg + s.Error()
	}
	return msg + "invalid"
}

// Unwrap returns the sentinel of the reason, so errors.Is(err,
// taxid.ErrInvalidChecksum) works.
func (e *Error) Unwrap() error { return e.Reason.Err() }
