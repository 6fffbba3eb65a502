package name

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/clean"
	isocountry "github.com/ndval/ndval/internal/country"
)

// MaxLength is the longest value accepted, in bytes, once surrounding
// space is trimmed, and the longest Full: a longer one is
// ndval.ReasonTooLong.
const MaxLength = 256

// Order says how a name written without a comma is read. A name with a
// comma ("PÉREZ GONZÁLEZ, Juan Carlos") is always read surnames first.
type Order uint8

const (
	// OrderGivenFirst reads given names, then surnames: "Juan Carlos
	// Pérez González". It is the default.
	OrderGivenFirst Order = iota
	// OrderSurnamesFirst reads surnames, then given names, as government
	// lists and extracts write them: "PÉREZ GONZÁLEZ JUAN CARLOS".
	OrderSurnamesFirst
)

// String returns "given_first" or "surnames_first".
func (o Order) String() string {
	if o == OrderSurnamesFirst {
		return "surnames_first"
	}
	return "given_first"
}

// Validator holds the options of Validate. The zero value reads names
// given names first; a Validator is a plain value, safe for concurrent
// use.
type Validator struct {
	// Order is how a name without a comma is read.
	Order Order
}

// Result is what Validate found. Full and the parts are set only when
// Valid; each part is a substring of Full, and empty when the name has
// none. For a company, Full is set and the parts are empty.
type Result struct {
	// Valid reports that a name was found and has no character that
	// does not belong in one (see # What valid means).
	Valid bool `json:"valid"`
	// Country is the country validated, an ISO 3166-1 alpha-2 code; empty
	// when the country given was not one.
	Country string `json:"country"`
	// Reason says why the value is not valid; empty when Valid.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Warnings are facts about a valid name that make its split or its
	// entity less than certain.
	Warnings Warnings `json:"warnings,omitempty"`
	// Full is the value cleaned: trimmed, spaces collapsed to one, in
	// Unicode NFC, apostrophes written ' and hyphens -, and a person's
	// name put in name case when written all in capitals or all in lower
	// case (see # Casing). It is the form to store.
	Full string `json:"full"`
	// First holds all the given names ("Juan Carlos", "María del Carmen").
	First string `json:"first"`
	// Paternal is the first surname in Spanish-speaking countries, the
	// last one in Portuguese-speaking ones, with its particles ("de la
	// Cruz", "da Silva").
	Paternal string `json:"paternal"`
	// Maternal is the other surname, or surnames: the second in
	// Spanish-speaking countries, those before the last in
	// Portuguese-speaking ones.
	Maternal string `json:"maternal,omitempty"`
	// Entity is ndval.EntityPerson or ndval.EntityCompany; empty when not
	// Valid.
	Entity ndval.Entity `json:"entity,omitempty"`
	// Title holds the titles before the name (Sr., Dra., Lic., Doña).
	Title string `json:"title,omitempty"`
	// Suffix holds the suffix after the name (Jr., Filho, Neto, II).
	Suffix string `json:"suffix,omitempty"`
}

// Err returns nil when the name is valid, and otherwise an *ndval.Error
// with the field, the country and the reason, never the value.
func (r Result) Err() error {
	if r.Valid {
		return nil
	}
	return &ndval.Error{Field: ndval.FieldName, Country: r.Country, Reason: r.Reason}
}

// Validate validates a name written in country with the zero Validator:
// given names first unless a comma says otherwise.
func Validate(country, value string) Result { return Validator{}.Validate(country, value) }

// Validate cleans value, a person's or a company's name from country,
// tells which it is, and splits a person's name into given names and
// surnames.
func (v Validator) Validate(country, value string) (r Result) {
	c, why := isocountry.Parse(country)
	if why != "" {
		return Result{Reason: why}
	}
	lang := languageOf(c)
	if lang == noRules {
		return Result{Country: c, Reason: ndval.ReasonUnsupportedCountry}
	}
	s := strings.TrimSpace(value)
	switch {
	case len(s) > MaxLength:
		return Result{Country: c, Reason: ndval.ReasonTooLong}
	case s == "":
		return Result{Country: c, Reason: ndval.ReasonMissingValue}
	case clean.Placeholder(s):
		return Result{Country: c, Reason: ndval.ReasonMissingValue, Warnings: WarnPlaceholder}
	case latinNFC(s):
		// valid, and in NFC already: the common case, in one pass
	case !utf8.ValidString(s):
		return Result{Country: c, Reason: ndval.ReasonInvalidFormat}
	default:
		s = nfc(s)
	}
	var a analysis
	a.lang, a.country, a.order = lang, c, v.Order
	if why := a.run(s); why != "" {
		return Result{Country: c, Reason: why}
	}
	a.result(&r)
	return r
}

// nfc returns s, valid UTF-8, in Unicode NFC. A string whose characters
// are all below U+0180 (ASCII, Latin-1 and Latin Extended-A: every
// accented letter of Spanish and Portuguese) is in NFC already: none of
// them is changed by the normalization, combines with the one before it
// or is a combining mark (TestNFCLatin checks every one and every pair),
// so only a string with a later character is given to package norm, which
// allocates only for a string not in NFC (QuickSpanString does not).
func nfc(s string) string {
	if latinNFC(s) || norm.NFC.QuickSpanString(s) == len(s) {
		return s
	}
	return norm.NFC.String(s)
}
