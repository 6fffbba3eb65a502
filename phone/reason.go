package phone

import (
	"github.com/nyaruka/phonenumbers"

	"github.com/ndval/ndval"
)

// The reasons only phone numbers give. The others are the shared codes of
// package ndval; each names the phonenumbers outcome it stands for, a
// parse error (Parse) or a result of IsPossibleNumberWithReason (the
// number parsed but is not valid):
//
//   - ndval.ReasonMissingValue: the value holds no digit and no letter
//     (blank or punctuation only) and a country was given.
//   - ndval.ReasonMissingCountry: no country was given and the number is
//     not written in international form (it does not start with + or
//     00), so its country cannot be known; also for an empty value.
//   - ndval.ReasonInvalidCountry: the country is not an assigned ISO
//     3166-1 alpha-2 code (internal/country), e.g. ZZ, or AC, TA and XK,
//     which phonenumbers knows but ISO 3166-1 does not assign.
//   - ndval.ReasonUnsupportedCountry: an assigned code with no numbering
//     plan of its own in phonenumbers: AQ, BV, GS, HM, PN, TF, UM.
//   - ndval.ReasonInvalidFormat: not recognizable as a phone number, e.g.
//     letters only or stray characters (ErrNotANumber).
//   - ndval.ReasonTooShort: too few digits for a complete number of the
//     region (ErrTooShortNSN, ErrTooShortAfterIDD, TOO_SHORT), or a number
//     that can be dialled only locally, without its area code
//     (IS_POSSIBLE_LOCAL_ONLY).
//   - ndval.ReasonTooLong: more digits than any number of the region
//     (TOO_LONG), or a value longer than MaxLength bytes or than
//     phonenumbers accepts (ErrNumTooLong).
//   - ndval.ReasonInvalidLength: the digit count lies between the lengths
//     the region uses but matches none of them (INVALID_LENGTH).
//   - ndval.ReasonExcelScientificNotation: a number a spreadsheet showed
//     in scientific notation (5.49115E+12): its digits are lost.
//   - ndval.ReasonMultipleValues: the value is a list of numbers ("11
//     4329-2000 / 11 4329-2001"), as a sheet's cell may hold.
//
// A placeholder ("-", "0", "N/A", "sin teléfono") is missing_value with
// WarnPlaceholder, once the country is known to be usable.
const (
	// ReasonInvalidCountryCode: the number starts with + or 00 followed by
	// digits that are not an assigned country calling code (phonenumbers
	// ErrInvalidCountryCode, or INVALID_COUNTRY_CODE).
	ReasonInvalidCountryCode ndval.Reason = "invalid_country_code"
	// ReasonInvalidNumber: the length is possible but the digits fall in
	// no range the region has assigned (IS_POSSIBLE, yet not
	// IsValidNumber).
	ReasonInvalidNumber ndval.Reason = "invalid_number"
)

// parseReason maps a phonenumbers parse error, for value as readValue
// returned it, to a reason.
func parseReason(err error, value string) ndval.Reason {
	switch err {
	case phonenumbers.ErrInvalidCountryCode:
		return ReasonInvalidCountryCode
	case phonenumbers.ErrTooShortNSN, phonenumbers.ErrTooShortAfterIDD:
		return ndval.ReasonTooShort
	case phonenumbers.ErrNumTooLong:
		return ndval.ReasonTooLong
	case phonenumbers.ErrNotANumber:
		// phonenumbers wants at least two digits before it calls a value a
		// number; a value of digits and separators that has fewer is short,
		// not malformed.
		if in := scan(value); in.letters == 0 && in.digits < minDigits {
			return ndval.ReasonTooShort
		}
	}
	return ndval.ReasonInvalidFormat
}

// minDigits is the fewest digits with which phonenumbers parses a value
// that carries a + prefix (a country code digit and MIN_LENGTH_FOR_NSN, 2).
const minDigits = 3

// possibleReason maps the IsPossibleNumberWithReason result of a number
// that is not valid to a reason.
func possibleReason(p phonenumbers.ValidationResult) ndval.Reason {
	switch p {
	case phonenumbers.TOO_SHORT, phonenumbers.IS_POSSIBLE_LOCAL_ONLY:
		return ndval.ReasonTooShort
	case phonenumbers.TOO_LONG:
		return ndval.ReasonTooLong
	case phonenumbers.INVALID_LENGTH:
		return ndval.ReasonInvalidLength
	case phonenumbers.INVALID_COUNTRY_CODE:
		return ReasonInvalidCountryCode
	}
	return ReasonInvalidNumber
}
