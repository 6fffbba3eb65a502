package taxid

import (
	"strings"

	iso "github.com/ndval/ndval/internal/country"
)

// Countries returns the ISO 3166-1 alpha-2 codes of the supported
// countries, in alphabetical order. The slice is a fresh copy.
func Countries() []string {
	var codes []string
	for _, code := range iso.Codes() {
		if findCountry(code) != nil {
			codes = append(codes, code)
		}
	}
	return codes
}

// Types returns the canonical type names of a country, in the order in
// which a value of unknown type is tried (types that are validated only
// when named, see TypeInfo.ByNameOnly, are listed but never tried), or nil
// when the country is not supported. The slice is a fresh copy.
func Types(country string) []string {
	c, _, reason := lookupCountry(country)
	if reason != "" {
		return nil
	}
	names := make([]string, len(c.docs))
	for i, d := range c.docs {
		names[i] = d.name
	}
	return names
}

// TypeInfo describes one supported type, for documentation and discovery.
type TypeInfo struct {
	Country    string   `json:"country"`               // ISO 3166-1 alpha-2 code
	Type       string   `json:"type"`                  // canonical type name
	Aliases    []string `json:"aliases,omitempty"`     // other names Validate takes for Type
	Title      string   `json:"title"`                 // full name in the country's language
	CheckDigit string   `json:"check_digit,omitempty"` // the method; empty when shape only
	// ByNameOnly: a value of unknown type is never taken for this type,
	// whose shape overlaps another's; it is validated only when named.
	ByNameOnly bool `json:"by_name_only,omitempty"`
}

// Info returns the description of a type of a country, resolving aliases.
func Info(country, typ string) (TypeInfo, bool) {
	c, _, reason := lookupCountry(country)
	if reason != "" {
		return TypeInfo{}, false
	}
	d := c.lookup(strings.TrimSpace(typ))
	if d == nil {
		return TypeInfo{}, false
	}
	return TypeInfo{
		Country:    c.code,
		Type:       d.name,
		Aliases:    append([]string(nil), d.aliases...),
		Title:      d.title,
		CheckDigit: d.algo,
		ByNameOnly: d.byName,
	}, true
}
