package phone

import "errors"

// Reason says why a value is not a valid phone number. Reasons are a closed
// set with stable snake_case names, used as-is on the wire.
type Reason string

// The reasons, from the most general to the most specific. Each one names
// the phonenumbers outcome it stands for: a parse error (Parse) or a result
// of IsPossibleNumberWithReason (the number parsed but is not valid).
const (
	// ReasonMissingValue: the value holds no digit and no letter (empty,
	// blank or punctuation only).
	ReasonMissingValue Reason = "missing_value"
	// ReasonMissingCountry: no country was given and the number is written
	// in national form (it does not start with + or 00), so its country
	// cannot be known.
	ReasonMissingCountry Reason = "missing_country"
	// ReasonInvalidCountry: the country is not a region phonenumbers knows:
	// not an ISO 3166-1 alpha-2 code, or one without a numbering plan of its
	// own (AQ, BV, GS, HM, PN, TF, UM).
	ReasonInvalidCountry Reason = "invalid_country"
	// ReasonInvalidCountryCode: the number starts with + or 00 followed by
	// digits that are not an assigned country calling code (phonenumbers
	// ErrInvalidCountryCode, or INVALID_COUNTRY_CODE).
	ReasonInvalidCountryCode Reason = "invalid_country_code"
	// ReasonInvalidFormat: the value is not recognizable as a phone number,
	// e.g. letters only or stray characters (phonenumbers ErrNotANumber).
	ReasonInvalidFormat Reason = "invalid_format"
	// ReasonTooShort: too few digits for a complete number of the region
	// (phonenumbers ErrTooShortNSN, ErrTooShortAfterIDD, TOO_SHORT), or a
	// number that can be dialled only locally, without its area code
	// (IS_POSSIBLE_LOCAL_ONLY).
	ReasonTooShort Reason = "too_short"
	// ReasonTooLong: more digits than any number of the region (TOO_LONG),
	// or a value longer than MaxLength bytes or than phonenumbers accepts
	// (ErrNumTooLong).
	ReasonTooLong Reason = "too_long"
	// ReasonInvalidLength: the digit count lies between the lengths the
	// region uses but matches none of them (INVALID_LENGTH).
	ReasonInvalidLength Reason = "invalid_length"
	// ReasonInvalidNumber: the length is possible but the digits fall in no
	// range the region has assigned (IS_POSSIBLE, yet not IsValidNumber).
	ReasonInvalidNumber Reason = "invalid_number"
)

// Sentinel errors, one per reason, for use with errors.Is on the error
// returned by Result.Err.
var (
	ErrMissingValue       = errors.New("missing value")
	ErrMissingCountry     = errors.New("missing country")
	ErrInvalidCountry     = errors.New("invalid country code")
	ErrInvalidCountryCode = errors.New("invalid country calling code")
	ErrInvalidFormat      = errors.New("invalid format")
	ErrTooShort           = errors.New("too short")
	ErrTooLong            = errors.New("too long")
	ErrInvalidLength      = errors.New("invalid length")
	ErrInvalidNumber      = errors.New("invalid number")
)

// Err returns the sentinel error of r, or nil for the empty reason.
func (r Reason) Err() error {
	if err := r.sentinel(); err != nil || r == "" {
		return err
	}
	return errors.New("phone: unknown reason " + string(r))
}

// sentinel returns the sentinel of r, or nil when r is empty or not one of
// the reasons.
func (r Reason) sentinel() error {
	switch r {
	case ReasonMissingValue:
		return ErrMissingValue
	case ReasonMissingCountry:
		return ErrMissingCountry
	case ReasonInvalidCountry:
		return ErrInvalidCountry
	case ReasonInvalidCountryCode:
		return ErrInvalidCountryCode
	case ReasonInvalidFormat:
		return ErrInvalidFormat
	case ReasonTooShort:
		return ErrTooShort
	case ReasonTooLong:
		return ErrTooLong
	case ReasonInvalidLength:
		return ErrInvalidLength
	case ReasonInvalidNumber:
		return ErrInvalidNumber
	}
	return nil
}

// Error is the error form of an invalid Result. It names the region and the
// reason but never the number: phone numbers are personal data.
type Error struct {
	Region string // the number's region when known, else empty
	Reason Reason
}

// Error implements error. The message never contains the value.
func (e *Error) Error() string {
	msg := "phone: "
	if e.Region != "" {
		msg += e.Region + ": "
	}
	if s := e.Reason.sentinel(); s != nil {
		return msg + s.Error()
	}
	return msg + "invalid"
}

// Unwrap returns the sentinel of the reason, so errors.Is(err,
// phone.ErrTooShort) works.
func (e *Error) Unwrap() error { return e.Reason.Err() }
