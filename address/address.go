package address

import (
	"strings"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/clean"
	"github.com/ndval/ndval/internal/country"
)

// MaxLength is the longest address accepted, in bytes; a longer one gets
// ndval.ReasonTooLong. Five hundred and twelve bytes hold the longest
// real addresses with their organisation's name several times over. An
// address in the strict form (the package documentation, "Formatted") may
// be twice as long.
const MaxLength = 512

// Result is what Validate found in an address. The parts are as written
// in the address (Street "Av. Paulista"), except Number ("S/N" for "sin
// número"), City and Region (their canonical names when the tables know
// them), RegionCode and PostalCode (normalized: "01310-100", "C1425DKE").
type Result struct {
	// Valid: see the package documentation, "What valid means".
	Valid bool `json:"valid"`
	// Formatted is the address on one line in the country's usual order
	// (libaddressinput's format), built from the parts, or in the strict
	// form when the usual line would read back differently (see the
	// package documentation, "Formatted"); it always reads back to the
	// same parts. Empty when the address is not valid.
	Formatted string `json:"formatted"`
	// Country is the ISO 3166-1 alpha-2 code the address was read as.
	Country string `json:"country"`
	// Reason says why the address is not valid; empty when it is.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Warnings are facts that do not make the address invalid.
	Warnings Warnings `json:"warnings,omitempty"`
	// Street is the street's name with its type, or the locator standing
	// for it: "Av. Paulista", "Carrera 7", "Jr. de la Unión".
	Street string `json:"street,omitempty"`
	// Number is the house number without its sign ("1578", "71-21",
	// "491-A", "al 3000", "Km 12.5"), or "S/N".
	Number string `json:"number,omitempty"`
	// Unit holds the floor, apartment, office, lot, tower ... as written:
	// "Piso 3, Depto. B", "MZ 4 Lote 5".
	Unit string `json:"unit,omitempty"`
	// Neighborhood is the colonia, barrio, bairro, urbanización or
	// district, without its marker ("Roma Norte" for "Col. Roma Norte").
	Neighborhood string `json:"neighborhood,omitempty"`
	// City is the city, town, comuna or municipality.
	City string `json:"city,omitempty"`
	// Region is the state, province or department by its usual name:
	// "Jalisco", "Ciudad Autónoma de Buenos Aires", "São Paulo".
	Region string `json:"region,omitempty"`
	// RegionCode is the region's ISO 3166-2 code: "MX-JAL", "AR-C".
	RegionCode string `json:"region_code,omitempty"`
	// PostalCode is the postal code in its normal form.
	PostalCode string `json:"postal_code,omitempty"`
	// Missing lists the parts a postal address of the country needs
	// (libaddressinput's required parts, and a number for a street) that
	// this one lacks.
	Missing Parts `json:"missing"`
}

// Err returns nil for a valid address and an *ndval.Error otherwise.
func (r Result) Err() error {
	if r.Valid {
		return nil
	}
	return &ndval.Error{Field: ndval.FieldAddress, Country: r.Country, Reason: r.Reason}
}

// Validator parses addresses. Its zero value is the default; it has no
// options yet, and is a plain value, safe for concurrent use.
type Validator struct{}

// Validate parses value as an address of country with the default
// Validator.
func Validate(country, value string) Result {
	return Validator{}.Validate(country, value)
}

// Validate parses value as an address of country (an ISO 3166-1 alpha-2
// code, in any case).
func (v Validator) Validate(countryCode, value string) (r Result) {
	ci := prepare(countryCode, value, &r)
	if ci < 0 {
		return r
	}
	var p parser
	p.init(value, ci)
	p.run()
	p.resultTo(&r)
	return r
}

// prepare makes the checks that come before a parse: the country, an
// empty value or a placeholder, the strict form, the length. It returns
// the country's row to parse value in, or -1 when the checks decide, with
// the Result in r.
func prepare(countryCode, value string, r *Result) int {
	code, reason := country.Parse(countryCode)
	if reason != "" {
		*r = Result{Reason: reason}
		return -1
	}
	ci := countryIndex(code)
	switch {
	case ci < 0:
		*r = Result{Country: code, Reason: ndval.ReasonUnsupportedCountry}
		return -1
	case strings.TrimSpace(value) == "":
		*r = Result{Country: code, Reason: ndval.ReasonMissingValue}
		return -1
	case clean.Placeholder(value):
		*r = Result{Country: code, Reason: ndval.ReasonMissingValue, Warnings: WarnPlaceholder}
		return -1
	}
	// readStrict's first test, strictLabel, needs a colon after the label:
	// IndexByte rules most addresses out at a fraction of its cost.
	if len(value) <= 2*MaxLength && strings.IndexByte(value, ':') >= 0 && strictLabel(value, 0) >= 0 {
		if f, ok := readStrict(ci, value); ok {
			*r = strictResult(&f) // the strict form Formatted falls back to (strict.go)
			return -1
		}
	}
	if len(value) > MaxLength {
		*r = Result{Country: code, Reason: ndval.ReasonTooLong}
		return -1
	}
	return ci
}
