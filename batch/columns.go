package batch

import (
	"strings"

	iso "github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/internal/header"
)

// knownCountry reports whether s is an ISO 3166-1 code or a country's
// name (iso.ByName).
func knownCountry(s string) bool {
	_, ok := iso.ByName(s)
	return ok
}

// countryCode returns the code of the country a cell names ("Argentina",
// "México", "ARG"), or the cell itself, for the field packages to answer.
func countryCode(s string) string {
	if len(s) == 2 {
		return s // a code, or not: the field packages' one rule says
	}
	if code, ok := iso.ByName(s); ok {
		return code
	}
	return s
}

// maxTitleLines bounds the rows read before the header: a sheet's title,
// its date and blank lines above the column names.
const maxTitleLines = 10

// A column's claim on a field, from the weakest to the strongest: a word
// of its name, its whole name in the tables of internal/header, the
// field's own name, an Options.Map entry.
const (
	claimNone = iota
	claimWord
	claimName
	claimField
	claimMap
)

// claim returns the field of kind k that the header cell name holds, how
// strongly it says so, and what the name implies: a document's type and
// country ("CUIT": cuit, AR).
func claim(maps []Mapping, k *kindSpec, name string) (field string, strength int, implied header.Column) {
	name = strings.TrimSpace(name)
	for _, m := range maps {
		if strings.EqualFold(m.Column, name) {
			return m.Field, claimMap, header.Recognize(name)
		}
	}
	if f := strings.ToLower(name); fieldIndex(k, f) >= 0 {
		return f, claimField, header.Column{}
	}
	if strings.ContainsAny(name, ";,|\t") {
		return "", claimNone, header.Column{} // several names: read with the wrong delimiter
	}
	c := header.Recognize(name)
	f := kindField(k, c.Field)
	switch {
	case f == "":
		return "", claimNone, header.Column{}
	case c.Exact:
		return f, claimName, c
	}
	return f, claimWord, c
}

// kindField returns the field of kind k that holds what internal/header
// calls field, or "" when k has none.
func kindField(k *kindSpec, field string) string {
	if k == &taxIDsKind {
		switch field {
		case header.ReferenceID:
			return "id"
		case header.TaxID:
			return "value"
		case header.Type, header.Country:
			return field
		}
		return ""
	}
	if fieldIndex(k, field) >= 0 {
		return field
	}
	return ""
}
