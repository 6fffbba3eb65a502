package phone

import (
	"strconv"
	"strings"

	"github.com/nyaruka/phonenumbers"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/clean"
	"github.com/ndval/ndval/internal/country"
)

// MaxLength is the longest value, in bytes once normalized (invisible
// marks dropped, Unicode spaces, dashes and full-width characters written
// in ASCII) and trimmed of surrounding space, that Validate hands to
// phonenumbers; longer values are too_long without being parsed.
// phonenumbers runs regular expressions over its input and accepts up to
// 250 bytes; no phone number, even written with separators, a country
// prefix and an extension, needs more than 64. A value of more than four
// times MaxLength bytes as given is too_long before it is read.
const MaxLength = 64

// Result is the outcome of validating one phone number.
type Result struct {
	// Valid reports whether the number is in a range its region has
	// assigned (phonenumbers IsValidNumber). Nothing says the line exists
	// or is in service.
	Valid bool `json:"valid"`
	// Normalized is the number in E.164 form, "+5491150500147": the form
	// to store and compare. Empty unless Valid.
	Normalized string `json:"normalized"`
	// Formatted is the number formatted for dialling from abroad, the
	// international format, "+54 9 11 5050-0147": the form to show. Empty
	// unless Valid, or with Validator.SkipFormats.
	Formatted string `json:"formatted"`
	// Country is the ISO 3166-1 alpha-2 code of the country the number
	// belongs to, which can differ from the country given: "+55 ..." with
	// country AR is a Brazilian number, Country BR (and, when valid,
	// WarnCountryMismatch). It is empty for non-geographic numbers (+800,
	// +882 ...: CountryCode says which), when the number did not parse,
	// and when its country calling code is shared by several countries and
	// the digits do not say which. Numbers of Ascension and Tristan da
	// Cunha are SH; Kosovo's (+383), whose XK is not an ISO code, have none.
	Country string `json:"country"`
	// Type is the kind of line, from the range the number falls in;
	// "unknown" when the value parsed but is not valid, empty when it did
	// not parse.
	Type Type `json:"type"`
	// Reason is empty when Valid is true.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Warnings are set only on valid results.
	Warnings Warnings `json:"warnings,omitempty"`
	// Possible reports whether the number has a length its region uses for
	// complete numbers (phonenumbers IsPossibleNumberWithReason is
	// IS_POSSIBLE). It is true for every valid number, and also for numbers
	// in ranges the metadata does not know yet, which makes it the lenient
	// check. Unlike phonenumbers' IsPossibleNumber, a number that can only
	// be dialled locally, without its area code, is not possible here.
	Possible bool `json:"possible"`
	// National is the number formatted as dialled within its country,
	// "011 15-5050-0147". Empty unless Valid, or with Validator.SkipFormats.
	National string `json:"national,omitempty"`
	// Extension holds the digits of an extension written after the number
	// ("ext. 123", "int. 12", "#12"); Formatted and National show it,
	// Normalized does not.
	Extension string `json:"extension,omitempty"`
	// CountryCode is the country calling code, 54 for Argentina; 0 when the
	// number did not parse.
	CountryCode int `json:"country_code,omitempty"`
}

// Err returns nil for a valid result and an *ndval.Error otherwise, with
// Field ndval.FieldPhone and the number's Country when known. Its message
// never holds the number.
func (r Result) Err() error {
	if r.Valid {
		return nil
	}
	return &ndval.Error{Field: ndval.FieldPhone, Country: r.Country, Reason: r.Reason}
}

// Validator validates phone numbers with options. Its zero value applies the
// defaults: all three forms are filled in. A Validator is a plain value,
// safe for concurrent use.
type Validator struct {
	// SkipFormats leaves Formatted and National empty, for callers that
	// store only Normalized. It saves little when the compiled metadata
	// answers (see the package documentation), and, for the values left to
	// phonenumbers, its formatting rules (regular expressions) twice per
	// valid number.
	SkipFormats bool
}

// Validate validates value as a phone number, with the default Validator.
//
// Country is the ISO 3166-1 alpha-2 code, in any case, of the country the
// number is dialled from when it is written in national form ("011 15
// 5050-0147" in AR): phonenumbers' default region. It may be empty only
// when the number is written in international form, starting with + or
// 00; Result.Country says whose number it is.
//
// Value may be written as people write numbers: with spaces, dots, dashes,
// slashes and parentheses (Unicode ones too), a + or 00 prefix, the
// national trunk prefix, carrier codes and the Latin American habits the
// package documentation lists; invisible marks are ignored.
func Validate(country, value string) Result {
	return Validator{}.Validate(country, value)
}

// Validate is like the package-level Validate, with v's options.
func (v Validator) Validate(country, value string) Result {
	var r Result
	v.validateInto(&r, country, value, fastUsable())
	if r.Valid || !usableCountry(r.Reason) {
		return r
	}
	// Only an invalid answer is looked at again: no number is
	// punctuation, zeros or words alone, nor a list.
	switch {
	case clean.Placeholder(value):
		return Result{Reason: ndval.ReasonMissingValue, Warnings: WarnPlaceholder}
	case clean.Scientific(value):
		return Result{Reason: ndval.ReasonExcelScientificNotation}
	case clean.MultipleValues(value, 0, minListDigits):
		return Result{Reason: ndval.ReasonMultipleValues}
	}
	return r
}

// minListDigits is how many digits each part of a value needs for the
// value to be read as a list of numbers: the shortest national numbers
// of the region with an area code.
const minListDigits = 6

// usableCountry reports whether a result's reason leaves the country
// usable: a country that cannot be used is answered first, whatever the
// value.
func usableCountry(reason ndval.Reason) bool {
	switch reason {
	case ndval.ReasonInvalidCountry, ndval.ReasonUnsupportedCountry, ndval.ReasonMissingCountry:
		return false
	}
	return true
}

// validateInto writes Validate's result into r, which is zero, from the
// compiled metadata when fast is set and the value is written as the fast
// path reads it (fast.go), from phonenumbers otherwise; it reports whether
// the compiled metadata answered. Validate's result is written in place,
// not copied on its way out.
func (v Validator) validateInto(r *Result, country, value string, fast bool) bool {
	region, p, regionCC, reason := lookupPlan(country)
	if reason != "" {
		r.Reason = reason
		return false
	}
	var in input
	value, reason = readValue(value, region, &in)
	if reason != "" {
		r.Reason = reason
		return false
	}
	fast = fast && v.validateFast(r, value, in, region, p, regionCC)
	if !fast {
		v.validateSlow(r, value, in, region, regionCC)
	}
	if r.Valid && region != "" && r.Country != "" && r.Country != region {
		r.Warnings |= WarnCountryMismatch
	}
	return fast
}

// validateSlow fills r with phonenumbers' answers for a value readValue
// returned and read as in.
func (v Validator) validateSlow(r *Result, value string, in input, region string, regionCC int) {
	read := value
	if region == "" && in.prefix == prefixIDD {
		read = plusForm(value, in.afterIDD)
	}
	o := evaluate(read, region)
	// A value written with 00 in a given country gets a second reading
	// with +, unless the first already found a valid number of that
	// country (habits.go, chooseIDD).
	if in.prefix == prefixIDD && region != "" && !(o.valid() && o.countryCode() == regionCC) {
		o = chooseIDD(o, evaluate(plusForm(value, in.afterIDD), region), regionCC)
	}
	v.fill(r, o, value)
}

// readValue normalizes value and reads its prefix into in (leaving the
// counts, which parseReason alone needs, to scan), and checks what can be
// checked before phonenumbers runs: that the number carries its country
// when none was given (region empty), that it is not blank, and its
// length. It returns the value to parse, or the reason it is invalid.
func readValue(value, region string, in *input) (string, ndval.Reason) {
	value = clean.TrimSpace(value)
	if len(value) > maxRaw {
		return "", ndval.ReasonTooLong
	}
	if n := normalize(value); len(n) != len(value) {
		// normalize shortens every value it changes (TestNormalizeShortens):
		// one it returns at the same length is the trimmed value itself.
		value = strings.TrimSpace(n)
	}
	in.prefix, in.afterIDD = prefixOf(value)
	if region == "" && in.prefix == prefixNone {
		return "", ndval.ReasonMissingCountry
	}
	in.content = hasContent(value)
	switch {
	case !in.content:
		return "", ndval.ReasonMissingValue
	case len(value) > MaxLength:
		return "", ndval.ReasonTooLong
	}
	return value, ""
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
		nsn := phonenumbers.GetNationalSignificantNumber(n)
		if repaired, ok := repairLegacy(int(n.GetCountryCode()), []byte(nsn)); ok {
			nn, _ := strconv.ParseUint(string(repaired), 10, 64)
			m := &phonenumbers.PhoneNumber{CountryCode: n.CountryCode, NationalNumber: &nn, Extension: n.Extension}
			if t := phonenumbers.GetNumberType(m); t != phonenumbers.UNKNOWN {
				return outcome{n: m, typ: t}
			}
		}
	}
	return outcome{n: n, typ: typ}
}

// fill completes r from the outcome o of validating value.
func (v Validator) fill(r *Result, o outcome, value string) {
	if o.err != nil {
		r.Reason = parseReason(o.err, value)
		return
	}
	n := o.n
	r.CountryCode = int(n.GetCountryCode())
	r.Country = country.OfRegion(phonenumbers.GetRegionCodeForNumber(n))
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
	r.Normalized = e164(n)
	if !v.SkipFormats {
		r.Formatted = phonenumbers.Format(n, phonenumbers.INTERNATIONAL)
		r.National = national(n, r.Formatted)
	}
}
