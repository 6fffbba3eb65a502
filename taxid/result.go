package taxid

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/jsonwrite"
)

// Result is the outcome of validating one identification. Its JSON form,
// from encoding/json and from AppendJSON alike, has the members country,
// type, valid, normalized, formatted, reason, entity and warnings; the last
// three are left out when empty.
type Result struct {
	// Country is the upper-case ISO 3166-1 alpha-2 code that was asked
	// for, the country whose rules were applied. For a country that is not
	// a code it is the given string, trimmed and upper-cased; it is empty
	// when no country was given.
	Country string `json:"country"`
	// Type is the canonical type name ("cuit", "cpf", "rfc", ...), resolved
	// from the value when the caller gave none. Empty when it could not be
	// resolved.
	Type string `json:"type"`
	// Valid reports whether the value passes the format, length and check
	// digit rules of Type (or was accepted by a documented exception, see
	// Warnings).
	Valid bool `json:"valid"`
	// Normalized is the form to store: the value without its label
	// ("CUIT N°"), separators, spaces and invisible marks, full-width
	// characters read as ASCII, ASCII letters and ñ in upper case. It is
	// set even when Valid is false. Panama keeps the hyphens typed
	// between the parts of its ids, because they decide the check digit
	// (8-NT-1-12541DV40).
	Normalized string `json:"normalized"`
	// Formatted is the form to show, the usual display form in the
	// country, e.g. CUIT 20-12345678-6. It is empty when Valid is false.
	Formatted string `json:"formatted"`
	// Reason says why the value is not valid; it is empty when Valid is
	// true.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Entity is person or company when the identification says which,
	// valid or not.
	Entity ndval.Entity `json:"entity,omitempty"`
	// Warnings mark valid results that rest on an exception of the issuer.
	Warnings Warnings `json:"warnings,omitempty"`
}

// Err returns nil when the result is usable as it is, which for an
// identification is exactly when it is Valid, and otherwise an
// *ndval.Error with Field ndval.FieldTaxID, the result's Country and Type,
// and its Reason, which errors.Is matches: errors.Is(err,
// ndval.ReasonInvalidChecksum). The error never holds the value.
func (r Result) Err() error {
	if r.Valid {
		return nil
	}
	return &ndval.Error{Field: ndval.FieldTaxID, Country: r.Country, Type: r.Type, Reason: r.Reason}
}

// AppendJSON appends r to b as one JSON object and returns the extended
// buffer, in the strconv Append style: the members country, type, valid,
// normalized and formatted, then reason, entity and warnings when they are
// not empty. It decodes to the same value as json.Marshal(r) gives, and
// allocates nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	return appendResultJSON(b, r.Country, r.Type, r.Valid, r.Normalized, r.Formatted,
		r.Reason, r.Entity, r.Warnings)
}

// appendResultJSON writes a Result's JSON from its fields, for
// Result.AppendJSON and AppendValidate alike.
func appendResultJSON(b []byte, country, typ string, valid bool, normalized, formatted string,
	reason ndval.Reason, entity ndval.Entity, warnings Warnings) []byte {
	b = append(b, '{')
	b = jsonwrite.Key(b, "country")
	b = jsonwrite.String(b, country)
	b = jsonwrite.Key(b, "type")
	b = jsonwrite.String(b, typ)
	b = jsonwrite.Key(b, "valid")
	b = jsonwrite.Bool(b, valid)
	b = jsonwrite.Key(b, "normalized")
	b = jsonwrite.String(b, normalized)
	b = jsonwrite.Key(b, "formatted")
	b = jsonwrite.String(b, formatted)
	b = jsonwrite.Optional(b, "reason", string(reason))
	b = jsonwrite.Optional(b, "entity", string(entity))
	if warnings != 0 {
		b = jsonwrite.Key(b, "warnings")
		b = warnings.AppendJSON(b)
	}
	return append(b, '}')
}
