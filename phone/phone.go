package phone

import (
	"strconv"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// MaxLength is the longest value, in bytes once surrounding space is
// trimmed, that Validate hands to phonenumbers; longer values are too_long
// without being parsed. phonenumbers runs regular expressions over its
// input and accepts up to 250 bytes; no phone number, even written with
// separators, a country prefix and an extension, needs more than 64.
const MaxLength = 64

// Result is the outcome of validating one phone number.
type Result struct {
	// Valid reports whether the number is in a range its region has
	// assigned (phonenumbers IsValidNumber). Nothing says the line exists
	// or is in service.
	Valid bool `json:"valid"`
	// Possible reports whether the number has a length its region uses for
	// complete numbers (phonenumbers IsPossibleNumberWithReason is
	// IS_POSSIBLE). It is true for every valid number, and also for numbers
	// in ranges the metadata does not know yet, which makes it the lenient
	// check. Unlike phonenumbers' IsPossibleNumber, a number that can only
	// be dialled locally, without its area code, is not possible here.
	Possible bool `json:"possible"`
	// E164 is the number in E.164 form, "+5491150500147": the canonical
	// form to store and compare. Empty unless Valid.
	E164 string `json:"e164"`
	// International is the number formatted for dialling from abroad,
	// "+54 9 11 5050-0147". Empty unless Valid, or with
	// Validator.SkipFormats.
	International string `json:"international"`
	// National is the number formatted as dialled within its country,
	// "011 15-5050-0147". Empty unless Valid, or with Validator.SkipFormats.
	National string `json:"national"`
	// Extension holds the digits of an extension written after the number
	// ("ext. 123", "int. 12", "#12"); International and National show it,
	// E164 does not.
	Extension string `json:"extension,omitempty"`
	// Type is the kind of line, from the range the number falls in;
	// "unknown" when the value parsed but is not valid, empty when it did
	// not parse.
	Type Type `json:"type"`
	// Region is the ISO 3166-1 alpha-2 code of the region the number
	// belongs to, which can differ from the country given: "+55 ..." with
	// country "AR" is a Brazilian number. It is "001" for non-geographic
	// numbers (+800, +882 ...), and empty when the number did not parse or
	// its country calling code is shared by several regions and the digits
	// do not say which.
	Region string `json:"region"`
	// CountryCode is the country calling code, 54 for Argentina; 0 when the
	// number did not parse.
	CountryCode int `json:"country_code"`
	// Reason is empty when Valid is true.
	Reason Reason `json:"reason,omitempty"`
	// MetadataVersion is the phonenumbers version whose metadata gave this
	// result; see MetadataVersion.
	MetadataVersion string `json:"metadata_version"`
}

// Err returns nil for a valid result and an *Error otherwise.
func (r Result) Err() error {
	if r.Valid {
		return nil
	}
	return &Error{Region: r.Region, Reason: r.Reason}
}

// Validator validates phone numbers with options. Its zero value applies the
// defaults: all three formats are filled in. A Validator is a plain value,
// safe for concurrent use.
type Validator struct {
	// SkipFormats leaves International and National empty, for callers
	// that store only E164: formatting them runs phonenumbers' formatting
	// rules (regular expressions) twice more per valid number.
	SkipFormats bool
}

// Validate validates value as a phone number, with the default Validator.
//
// Country is the ISO 3166-1 alpha-2 code, in any case, of the region the
// number is dialled from when it is written in national form ("011 15
// 5050-0147" in "AR"): phonenumbers' default region. It may be empty only
// when the number is written in international form, starting with + or 00.
//
// Value may be written as people write numbers: with spaces, dots, dashes,
// slashes and parentheses, a + or 00 prefix, the national trunk prefix,
// carrier codes and the Latin American habits the package documentation
// lists.
func Validate(value, country string) Result {
	return Validator{}.Validate(value, country)
}

// Validate is like the package-level Validate, with v's options.
func (v Validator) Validate(value, country string) Result {
	r := Result{MetadataVersion: metadataVersion}
	region, regionCC, reason := lookupRegion(country)
	if reason != "" {
		r.Reason = reason
		return r
	}
	value = strings.TrimSpace(value)
	in := scan(value)
	switch {
	case !in.content:
		r.Reason = ReasonMissingValue
		return r
	case len(value) > MaxLength:
		r.Reason = ReasonTooLong
		return r
	}
	if region == "" {
		switch in.prefix {
		case prefixPlus:
		case prefixIDD:
			value = plusForm(value, in.afterIDD)
		default:
			r.Reason = ReasonMissingCountry
			return r
		}
	}
	o := evaluate(value, region)
	// A value written with 00 in a given country gets a second reading
	// with +, unless the first already found a valid number of that
	// country (habits.go, chooseIDD).
	if in.prefix == prefixIDD && region != "" && !(o.valid() && o.countryCode() == regionCC) {
		o = chooseIDD(o, evaluate(plusForm(value, in.afterIDD), region), regionCC)
	}
	v.fill(&r, o, in)
	return r
}

// outcome is what phonenumbers made of one reading of a value: a parse
// error, or the number and its type.
type outcome struct {
	n   *phonenumbers.PhoneNumber
	err error
	typ phonenumbers.PhoneNumberType
}

func (o outcome) valid() bool { return o.err == nil && o.typ != phonenumbers.UNKNOWN }

func (o outcome) countryCode() int {
	if o.err != nil {
		return 0
	}
	return int(o.n.GetCountryCode())
}

// evaluate parses s with region as phonenumbers' default region and types
// the number. GetNumberType returns UNKNOWN exactly when IsValidNumber is
// false (both match the national number against the same region's
// patterns), so one call gives both answers. An invalid number gets one
// chance to be repaired (habits.go).
func evaluate(s, region string) outcome {
	n := &phonenumbers.PhoneNumber{}
	if err := phonenumbers.ParseToNumber(s, region, n); err != nil {
		return outcome{err: err}
	}
	typ := phonenumbers.GetNumberType(n)
	if typ == phonenumbers.UNKNOWN {
		if m := repairLegacy(n); m != nil {
			if t := phonenumbers.GetNumberType(m); t != phonenumbers.UNKNOWN {
				return outcome{n: m, typ: t}
			}
		}
	}
	return outcome{n: n, typ: typ}
}

// fill completes r from the outcome o of validating the scanned input in.
func (v Validator) fill(r *Result, o outcome, in input) {
	if o.err != nil {
		r.Reason = parseReason(o.err, in)
		return
	}
	n := o.n
	r.CountryCode = int(n.GetCountryCode())
	r.Region = phonenumbers.GetRegionCodeForNumber(n)
	r.Type = typeOf(o.typ)
	r.Extension = n.GetExtension()
	if !o.valid() {
		possibility := phonenumbers.IsPossibleNumberWithReason(n)
		r.Possible = possibility == phonenumbers.IS_POSSIBLE
		r.Reason = possibleReason(possibility)
		return
	}
	// A valid number matched a pattern of one of the region's types, whose
	// lengths are among the region's possible lengths: IS_POSSIBLE, which
	// TestMatchesPhonenumbers checks, so it is not computed again.
	r.Valid, r.Possible = true, true
	r.E164 = e164(n)
	if !v.SkipFormats {
		r.International = phonenumbers.Format(n, phonenumbers.INTERNATIONAL)
		r.National = national(n, r.International)
	}
}

// national formats n as dialled within its country, given its
// international form.
//
// It corrects a fault of phonenumbers v1.8.1 that only Argentine mobiles
// meet: their national formats ("$2 15-$3-$4") do not start with the first
// group, and phonenumbers inserts the national prefix formatting rule "0$1"
// literally where libphonenumber's Java code (Matcher.replaceFirst) turns
// its "$1" into the group the format starts with. phonenumbers so writes
// "09 15-5050-0147" (0 and the mobile token 9) where libphonenumber writes
// "011 15-5050-0147" (0 and the area code). The area code is the group after
// "+54 9" in the international form ("$1 $2 $3-$4"). TestNationalARFault
// fails once phonenumbers is fixed, so that this can go.
func national(n *phonenumbers.PhoneNumber, international string) string {
	s := phonenumbers.Format(n, phonenumbers.NATIONAL)
	if n.GetCountryCode() != 54 || !strings.HasPrefix(s, "09 ") {
		return s
	}
	rest, ok := strings.CutPrefix(international, "+54 9 ")
	area, _, found := strings.Cut(rest, " ")
	if !ok || !found {
		return s
	}
	return "0" + area + s[len("09"):]
}

// parseReason maps a phonenumbers parse error to a reason.
func parseReason(err error, in input) Reason {
	switch err {
	case phonenumbers.ErrInvalidCountryCode:
		return ReasonInvalidCountryCode
	case phonenumbers.ErrTooShortNSN, phonenumbers.ErrTooShortAfterIDD:
		return ReasonTooShort
	case phonenumbers.ErrNumTooLong:
		return ReasonTooLong
	case phonenumbers.ErrNotANumber:
		// phonenumbers wants at least two digits before it calls a value a
		// number; a value of digits and separators that has fewer is short,
		// not malformed.
		if in.letters == 0 && in.digits < minDigits {
			return ReasonTooShort
		}
	}
	return ReasonInvalidFormat
}

// minDigits is the fewest digits with which phonenumbers parses a value
// that carries a + prefix (a country code digit and MIN_LENGTH_FOR_NSN, 2).
const minDigits = 3

// possibleReason maps the IsPossibleNumberWithReason result of a number
// that is not valid to a reason.
func possibleReason(p phonenumbers.ValidationResult) Reason {
	switch p {
	case phonenumbers.TOO_SHORT, phonenumbers.IS_POSSIBLE_LOCAL_ONLY:
		return ReasonTooShort
	case phonenumbers.TOO_LONG:
		return ReasonTooLong
	case phonenumbers.INVALID_LENGTH:
		return ReasonInvalidLength
	case phonenumbers.INVALID_COUNTRY_CODE:
		return ReasonInvalidCountryCode
	}
	return ReasonInvalidNumber
}

// e164 formats n as phonenumbers.Format(n, phonenumbers.E164) does (plus,
// country code, leading zeros, national number; no extension), in one
// allocation instead of four.
func e164(n *phonenumbers.PhoneNumber) string {
	var buf [1 + 3 + 2*phonenumbers.MAX_LENGTH_FOR_NSN]byte
	b := append(buf[:0], '+')
	b = strconv.AppendInt(b, int64(n.GetCountryCode()), 10)
	if n.GetItalianLeadingZero() {
		for i := int32(0); i < n.GetNumberOfLeadingZeros() && i < phonenumbers.MAX_LENGTH_FOR_NSN; i++ {
			b = append(b, '0')
		}
	}
	b = strconv.AppendUint(b, n.GetNationalNumber(), 10)
	return string(b)
}
