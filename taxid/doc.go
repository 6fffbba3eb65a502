// Package taxid validates and normalizes the tax and personal
// identifications of Latin American countries: check digits, length and
// shape, country by country.
//
// One call does the work:
//
//	r := taxid.Validate("AR", "", "30-54668997-9")
//	// r.Valid == true, r.Type == "cuit", r.Formatted == "30-54668997-9"
//
// The country is an ISO 3166-1 alpha-2 code. The type may be empty, in
// which case it is resolved from the value as written (a label naming the
// document, a check digit set off by a separator) and then from its shape
// and check digit within the country; Types lists a country's types in the
// order they are tried, Countries lists the supported countries and Info
// describes a type.
//
// # Ambiguous values
//
// A value is never valid as one document because it failed another's
// check digit without saying so. Where a compact value fits a document
// with a check digit, which it fails, and one without, as which it is
// valid (a 10-digit Colombian value: a NIT with a wrong DV or a cédula),
// it is valid as the latter with WarnAmbiguousType, and Result.OtherType
// names the former; each country's file gives its default reading and the
// rule it rests on. Written with its check digit set off ("900.123.456-7")
// or with a label ("NIT 9001234567"), the value is not ambiguous.
//
// The package speaks the vocabulary of the root package ndval: Result has
// Valid, Normalized (the form to store), Formatted (the form to show),
// Country, Type, Reason (an ndval.Reason) and Warnings, in that order,
// plus Entity (an ndval.Entity) and OtherType; Result.Err is the one
// "usable as it is" test.
//
// # What valid means
//
// A value is valid when its length, characters, components (prefixes,
// dates, region codes) and check digit are all right. Validation says
// nothing about whether the number was issued or is active: no registry is
// consulted. Where an issuer has no public check-digit rule, only length
// and shape are checked; each document's source file says which.
//
// Issuers sometimes assign numbers that break their own rules. Those listed
// publicly by the issuer are valid and carry WarnIssuerException. Where an
// issuer is documented to assign wrong check digits without publishing a
// list (the Mexican RFC, the Ecuadorian company RUC), Validator.Lenient
// accepts them with WarnChecksumMismatch; the zero Validator does not.
// Placeholders an issuer defines for everyone of a kind (the Mexican RFC
// of the general public) are valid with WarnGeneric.
//
// # Input
//
// The country is read as in every field package: any case, surrounding
// space ignored; empty is ndval.ReasonMissingCountry, a string that is not
// an assigned code ndval.ReasonInvalidCountry, an assigned code with no
// rules here ndval.ReasonUnsupportedCountry. The checks run in the order
// country, type, value.
//
// The value is read with the module's one separator rule: spaces of every
// kind, ASCII and Unicode dashes, dots, slashes, commas, underscores and
// invisible marks (direction marks, zero-width spaces, the soft hyphen)
// are dropped, full-width digits and letters are read as ASCII, and ASCII
// letters and ñ are upper-cased. Panama's ids keep their hyphens, which decide
// the check digit. A leading label is dropped too: one of the country's
// type names or aliases, with or without dots and a number sign ("CPF:",
// "R.U.T.", "CUIT N°"), or the country's own ISO code written VAT-style
// ("CL 12.531.909-2", "UY 21 140634 001 1"). When the value without the
// label is invalid but the value as written is valid (a company RFC whose
// letters spell a label), the value as written wins: a label is never
// dropped at the cost of a valid value.
//
// # Reasons and errors
//
// An invalid Result carries an ndval.Reason, a stable snake_case code:
// missing_value, missing_country, invalid_country, unsupported_country,
// unknown_type, invalid_length, invalid_format, invalid_checksum,
// invalid_component or excel_scientific_notation (a number a spreadsheet
// showed as 3.05467E+10, its digits lost; ndval.Reasons describes each).
// A placeholder where an id is missing ("-", "0", "N/A", "sin dato", zeros
// alone) is missing_value with WarnPlaceholder, and Excel's text
// apostrophe ("'30546689979") is dropped like a label. Result.Err returns an
// *ndval.Error with Field ndval.FieldTaxID, the country, the type and the
// reason, which errors.Is matches like any other field's:
//
//	if errors.Is(r.Err(), ndval.ReasonInvalidChecksum) { ... }
//
// Since an ndval.Reason is an error, fmt prints its message; string(r.Reason)
// is the code. Errors never contain the value, since identifications are
// personal data.
//
// # JSON
//
// Result.AppendJSON writes the one JSON encoding of a result: the members
// country, type, valid, normalized, formatted, then reason, entity and
// warnings when set. The struct tags give encoding/json the same value.
// AppendValidate validates and writes that encoding in one step, straight
// into the caller's buffer, and returns the result's reason: it is the
// path for a server or a tool that writes results into an output buffer
// (the HTTP API's tax-ids endpoint uses it), and it allocates nothing.
//
// # Data
//
// The rules are code, one file per document, each naming its source. The
// only data are the issuers' exception lists, copied with their source into
// data/ and generated into tables.go; DataVersion names their source.
//
// # Performance
//
// Validate builds the strings it must (the compact value when it had
// separators or lower case, the display form unless the value was typed
// in it) on its stack and keeps them in one allocation, so it allocates at
// most once, and not at all for a value typed in compact form whose
// display form is itself (an RFC, a CURP); a value typed in its display
// form gets the caller's own string as Formatted. AppendValidate and
// AppendJSON allocate nothing when their buffer has room (a value longer
// than 32 bytes once compacted, which no identification is, may cost an
// allocation or two). No regular expressions, no mutable package state:
// both are safe for concurrent use. BenchmarkMixed measures them on
// testdata/mixed.tsv, 12,000 ids written as people write them.
package taxid
