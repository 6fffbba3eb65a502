package taxid

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/jsonwrite"
)

// Result is the outcome of validating one identification. Its fields open
// with the words every field package's Result shares, in their order
// (Valid, Normalized, Formatted, Country, Type, Reason, Warnings), then its
// own (Entity, OtherType). Its JSON form, from encoding/json and from
// AppendJSON alike, has the members valid, normalized, formatted, country,
// type, reason, warnings, entity and other_type, in that order; the last
// four are left out when empty.
type Result struct {
	// Valid reports whether the value passes the format, length and check
	// digit rules of Type (or was accepted by a documented exception, see
	// Warnings).
	Valid bool `json:"valid"`
	// Normalized is the form to store: the value without its label
	// ("CUIT N°"), separators, spaces and invisible marks, and the
	// letters DV before a check digit ("900.123.456 DV 7"), full-width
	// characters read as ASCII, ASCII letters and ñ in upper case. It is
	// set even when Valid is false. Panama keeps the hyphens typed
	// between the parts of its ids, because they decide the check digit
	// (8-NT-1-12541DV40).
	Normalized string `json:"normalized"`
	// Formatted is the form to show, the usual display form in the
	// country, e.g. CUIT 20-12345678-6. It is empty when Valid is false.
	Formatted string `json:"formatted"`
	// Country is the upper-case ISO 3166-1 alpha-2 code that was asked
	// for, the country whose rules were applied. For a country that is not
	// a code it is the given string, trimmed and upper-cased; it is empty
	// when no country was given.
	Country string `json:"country"`
	// Type is the canonical type name ("cuit", "cpf", "rfc", ...), resolved
	// from the value when the caller gave none. Empty when it could not be
	// resolved.
	Type string `json:"type"`
	// Reason says why the value is not valid; it is empty when Valid is
	// true.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Warnings mark valid results that rest on an exception of the issuer
	// or on a reading of the type that the value alone cannot settle
	// (WarnAmbiguousType).
	Warnings Warnings `json:"warnings,omitempty"`
	// Entity is person or company when the identification says which,
	// valid or not.
	Entity ndval.Entity `json:"entity,omitempty"`
	// OtherType is set with WarnAmbiguousType: the canonical name of the
	// other document of Country the value fits, one with a check digit
	// that the value fails ("nit" for a Colombian cédula). It is empty
	// otherwise.
	OtherType string `json:"other_type,omitempty"`
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
// buffer, in the strconv Append style: the members valid, normalized,
// formatted, country and type, then reason, warnings, entity and
// other_type when they are not empty. It decodes to the same value as
// json.Marshal(r) gives, and allocates nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	return appendResultJSON(b, r.Valid, r.Normalized, r.Formatted, r.Country, r.Type,
		r.Reason, r.Warnings, r.Entity, r.OtherType)
}

// appendResultJSON writes a Result's JSON from its fields, for
// Result.AppendJSON and AppendValidate alike.
func appendResultJSON(b []byte, valid bool, normalized, formatted, country, typ string,
	reason ndval.Reason, warnings Warnings, entity ndval.Entity, otherType string) []byte {
	// jsonwrite.Core opens the object; every member after it is written
	// with its comma and key as one constant.
	b = jsonwrite.Core(b, valid, normalized, formatted, country, typ, string(reason))
	if warnings != 0 {
		b = warnings.AppendJSON(append(b, `,"warnings":`...))
	}
	if entity != "" {
		b = jsonwrite.String(append(b, `,"entity":`...), string(entity))
	}
	if otherType != "" {
		b = jsonwrite.String(append(b, `,"other_type":`...), otherType)
	}
	return append(b, '}')
}
