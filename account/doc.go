// Package account validates and normalizes bank account numbers used for
// payments in Latin America: the Argentine CBU and CVU, the Mexican CLABE,
// the Peruvian CCI and the IBAN, and names the bank they belong to.
//
//	r := account.Validate("AR", "", "0170356420000030382008")
//	// r.Type == account.CBU, r.Err() == nil,
//	// r.BankName == "Banco BBVA Argentina S.A."
//
// Options live in a Validator, whose zero value is the default; the
// package-level Validate uses it.
//
// # What valid means
//
// Valid reports that the length, the characters and the structure are
// right for the type (for an IBAN: a registry country, its length and the
// BBAN pattern of the SWIFT registry). ChecksumValid reports that every
// check digit verifies as well: both CBU/CVU blocks, the CLABE digit, both
// CCI digits, the IBAN's mod 97 and the national check digits of the IBAN
// countries that have them (iban_national.go). The two are kept apart
// because the service contract reports both (checksum_valid).
//
// Result.Err() == nil is the one test that an account can be used as it
// is: it means Valid and ChecksumValid. An account whose check digit fails
// is Valid, with the reason invalid_checksum, and its Err is not nil.
//
// # The country
//
// The country is an ISO 3166-1 alpha-2 code in any case, read by the
// module's one country rule: a string that is not an assigned code (ZZ,
// ARG, or Kosovo's XK, which IBANs use but ISO 3166-1 does not assign) is
// invalid_country. The checks run in one order: the country, the type,
// then the value.
//
// The country may be left empty when the type or the value says it: a
// national type names its country (cbu and cvu AR, clabe MX, cci PE), an
// IBAN carries its own (type iban, or a value written as one), and digits
// of a national shape no other format shares are that format's (22 digits
// AR, 18 MX, 20 PE). Otherwise, and always when the value is empty too,
// an empty country is missing_country. A country with neither a national
// type nor IBANs (US, CL...) is unsupported_country, unless the type or
// the value says what the account is: a Mexican CLABE given for CO, whose
// digits verify fully as a CLABE, is a valid CLABE of MX with the warning
// WarnCountryMismatch, so that a record says the account is fine but
// foreign.
//
// A value whose own country is not the country given is validated as
// what it is: Result.Country is the account's own, and the warning
// WarnCountryMismatch says so. A German IBAN given for AR is a valid
// German IBAN, warned; a CLABE given with the type clabe for AR is a
// Mexican CLABE, warned. A territory that uses another country's IBANs
// (GP, French Guiana's, FR...) is no mismatch. With no type, the country's
// own format is tried first; only when it fails and the digits verify
// fully (check digits included) as another country's national format is
// that format reported, with the warning: 22 digits given for MX are a
// CBU when they pass both CBU check digits, else the wrong length for a
// CLABE. A type given explicitly that does not fit the value is reported,
// not guessed away (type cbu with an IBAN is invalid_format).
//
// # Type detection
//
// When no type is given it is detected from the country and the value: a
// value that starts with two letters and two digits is an IBAN, whatever
// the country; 22 digits in AR are a CVU when they start with 000, else a
// CBU; 18 digits in MX are a CLABE; 20 digits in PE are a CCI; a value of
// another shape is reported against the country's own format (the CBU, the
// CLABE, the CCI, or the IBAN in an IBAN country).
//
// # Separators and labels
//
// Values are read with the module's one separator rule (internal/clean):
// spaces of every kind (no-break, thin, ideographic...), ASCII and Unicode
// dashes, dots, slashes, underscores and commas are removed, invisible
// marks are dropped, full-width digits and letters are read as ASCII, and
// letters are upper-cased; any other character is kept, to be reported as
// invalid_format. A leading label is dropped: "IBAN", "CBU", "CVU",
// "CLABE", "CCI", "Cuenta", "Cta", "interbancaria", with a colon or N°
// after it ("Cuenta CLABE: 002 ...", "C.B.U. N° 0170..."). No country code
// is dropped, since an IBAN's first letters are part of it. Values longer
// than 256 bytes are invalid_length and are not copied.
//
// # Reasons and errors
//
// An invalid result carries an ndval.Reason. The package gives only shared
// codes: invalid_country, missing_country, unsupported_country (the
// country), unknown_type (the type), missing_value, invalid_length,
// invalid_format, invalid_component and invalid_checksum (the value), and
// excel_scientific_notation for a number a spreadsheet showed as
// 1.70356E+20, whose digits are lost. A value that is a placeholder ("-",
// "N/A", "sin cuenta") is missing_value with WarnPlaceholder; digits
// alone that a spreadsheet stripped of their leading zeros are restored
// when they then verify, with WarnLeadingZerosRestored.
// invalid_component is a part that cannot exist: the entity of a CBU that
// is 000 (a CVU's) or of a CVU that is not, and an IBAN whose country
// letters are no IBAN country in the registry (XX..., a franc-zone SN...,
// or a territory's own code such as GF...: its IBANs start with FR). Those
// letters are a part of the value, not the country the caller gave, which
// is why it is not invalid_country or unsupported_country.
//
// Result.Err returns an *ndval.Error with Field ndval.FieldAccount, so
// errors.Is(err, ndval.ReasonInvalidChecksum) matches an account's bad
// check digit as it matches a tax id's. Since a Reason is an error, fmt
// prints it as its message; string(r.Reason) is the code. Errors never
// contain the account number.
//
// # Banks
//
// BankName comes from tables gathered from public sources (see
// data/SOURCES.md and DataVersion). Bank lists go stale, so an unknown bank
// or branch never makes a well-formed account invalid: it is reported in
// Warnings. A Validator can add or override bank entries at run time.
//
// # Shared state and performance
//
// The tables are generated Go values (go generate runs
// internal/geniban and internal/genlatam, see data.go), read-only and
// parsed by nothing at start-up. Validate is safe for concurrent use and
// allocates at most the normalized and the formatted strings, neither
// when the number is written in its display form; Result.AppendJSON
// allocates nothing when its buffer has room. BENCHMARKS.md has the
// figures.
package account
