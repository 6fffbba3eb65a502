package ndval

// Reason says why a value is not valid. Reasons are a closed set of stable
// snake_case codes, used as they are on the wire and in logs.
//
// Reason implements error, so the reason constants are the sentinels that
// errors.Is looks for: errors.Is(err, ndval.ReasonInvalidChecksum) matches
// a tax id's and an account's bad check digit alike. The message (Error)
// is short human text that never holds the value. Since a Reason is an
// error, fmt prints it as its message; string(r) is the code.
//
// The codes shared by several fields are declared here. A code that only
// one field can give is declared in that field's package as a Reason
// constant (email.ReasonReservedDomain), and listed here too, in the table
// Reasons returns, which is the one place every code and its message are
// written.
type Reason string

// The shared reasons, in the order the checks run: the country, the type,
// then the value.
const (
	// ReasonMissingValue: the value is empty once separators and spaces
	// are removed.
	ReasonMissingValue Reason = "missing_value"
	// ReasonMissingCountry: no country was given, and the value does not
	// carry its own (an IBAN, a phone number written with + or 00).
	ReasonMissingCountry Reason = "missing_country"
	// ReasonInvalidCountry: the country is not an assigned ISO 3166-1
	// alpha-2 code.
	ReasonInvalidCountry Reason = "invalid_country"
	// ReasonUnsupportedCountry: the country is an assigned ISO 3166-1
	// alpha-2 code, but the field has no rules for it.
	ReasonUnsupportedCountry Reason = "unsupported_country"
	// ReasonUnknownType: the type given is not one of the country's types
	// or their aliases.
	ReasonUnknownType Reason = "unknown_type"
	// ReasonInvalidLength: the value has a number of characters its type
	// never has.
	ReasonInvalidLength Reason = "invalid_length"
	// ReasonTooShort: the value has fewer characters than its type needs.
	ReasonTooShort Reason = "too_short"
	// ReasonTooLong: the value has more characters than its type allows.
	ReasonTooLong Reason = "too_long"
	// ReasonInvalidFormat: the characters or their arrangement are wrong,
	// e.g. a letter where a digit belongs.
	ReasonInvalidFormat Reason = "invalid_format"
	// ReasonInvalidChecksum: a check digit does not verify.
	ReasonInvalidChecksum Reason = "invalid_checksum"
	// ReasonInvalidComponent: a part of the value cannot exist, e.g. an
	// unassigned prefix, an impossible date, an unknown region code.
	ReasonInvalidComponent Reason = "invalid_component"
	// ReasonExcelScientificNotation: the value is a number in scientific
	// notation ("3.05467E+10"), as Excel shows a long number it stores as
	// a number: its digits are lost. The fix is in the sheet: format the
	// column as text and export it again.
	ReasonExcelScientificNotation Reason = "excel_scientific_notation"
	// ReasonMultipleValues: the value holds several values where the field
	// takes one ("a@x.com.ar; pagos@x.com.ar"): keep one per field.
	ReasonMultipleValues Reason = "multiple_values"
)

// Error implements error: it returns the reason's message, which never
// holds the value, or "invalid (code)" for a code outside the table.
func (r Reason) Error() string {
	if i := r.index(); i >= 0 {
		return reasons[i].Message
	}
	if r == "" {
		return "no reason"
	}
	return "invalid (" + string(r) + ")"
}

// Known reports whether r is one of the codes in the table Reasons
// returns.
func (r Reason) Known() bool { return r.index() >= 0 }

func (r Reason) index() int {
	for i := range reasons {
		if reasons[i].Reason == r {
			return i
		}
	}
	return -1
}

// ReasonInfo describes one reason code.
type ReasonInfo struct {
	Reason  Reason  // the code
	Message string  // short human text, as Reason.Error returns it
	Fields  []Field // the fields that can give the reason
}

// Reasons returns every reason code with its message and the fields that
// can give it, the shared codes first. The slice is a fresh copy.
func Reasons() []ReasonInfo {
	out := make([]ReasonInfo, len(reasons))
	for i, r := range reasons {
		r.Fields = append([]Field(nil), r.Fields...)
		out[i] = r
	}
	return out
}

// Field sets for the table below.
var (
	idFields      = []Field{FieldTaxID, FieldAccount}
	countryFields = []Field{FieldTaxID, FieldAccount, FieldPhone, FieldName, FieldAddress}
	allFields     = []Field{FieldTaxID, FieldAccount, FieldEmail, FieldPhone, FieldName, FieldAddress}
)

// reasons is the table of every code. A field package's own codes are
// written here as literals (the root package imports none of them); each
// package's tests check that its codes are here with its field.
var reasons = [...]ReasonInfo{
	{ReasonMissingValue, "missing value", allFields},
	{ReasonMissingCountry, "missing country", countryFields},
	{ReasonInvalidCountry, "country is not an ISO 3166-1 alpha-2 code", countryFields},
	{ReasonUnsupportedCountry, "country is a valid ISO 3166-1 code but not supported", countryFields},
	{ReasonUnknownType, "type not known for the country", idFields},
	{ReasonInvalidLength, "wrong number of characters", []Field{FieldTaxID, FieldAccount, FieldPhone}},
	{ReasonTooShort, "too short", []Field{FieldPhone}},
	{ReasonTooLong, "too long", []Field{FieldEmail, FieldPhone, FieldName, FieldAddress}},
	{ReasonInvalidFormat, "wrong characters or arrangement", allFields},
	{ReasonInvalidChecksum, "check digit does not verify", idFields},
	{ReasonInvalidComponent, "a part of the value cannot exist", idFields},
	{ReasonExcelScientificNotation, "a number in scientific notation: digits were lost; export the column as text", []Field{FieldTaxID, FieldAccount, FieldPhone}},
	{ReasonMultipleValues, "several values where one is expected: keep one", []Field{FieldEmail, FieldPhone}},

	// tax_id: a warning on a valid value, listed here so that record can
	// put it on the field with its message
	{"ambiguous_type", "fits two documents: valid as the one without a check digit, fails the other's check digit", []Field{FieldTaxID}},

	// email
	{"unsafe_character", "unsafe or invisible character", []Field{FieldEmail}},
	{"invalid_local_part", "invalid local part", []Field{FieldEmail}},
	{"invalid_domain", "invalid domain", []Field{FieldEmail}},
	{"reserved_domain", "reserved domain that cannot exist on the Internet", []Field{FieldEmail}},
	{"domain_literal", "domain literal not allowed", []Field{FieldEmail}},
	{"quoted_local_part", "quoted local part not allowed", []Field{FieldEmail}},
	{"non_ascii_local_part", "non-ASCII local part not allowed", []Field{FieldEmail}},
	{"undeliverable", "domain does not receive mail", []Field{FieldEmail}},

	// phone
	{"invalid_country_code", "country calling code not assigned", []Field{FieldPhone}},
	{"invalid_number", "number not in an assigned range", []Field{FieldPhone}},

	// address
	{"invalid_postal_code", "postal code not in the country's format", []Field{FieldAddress}},
	{"missing_street", "no street or rural locator", []Field{FieldAddress}},
	{"missing_locality", "no city, region or postal code", []Field{FieldAddress}},

	// record: the readiness conditions, each named by the field it is about
	{"missing_tax_id", "no tax id", []Field{FieldTaxID}},
	{"invalid_tax_id", "tax id not valid", []Field{FieldTaxID}},
	{"missing_account", "no bank account", []Field{FieldAccount}},
	{"invalid_account", "bank account not well formed", []Field{FieldAccount}},
	{"account_checksum_failed", "bank account check digit does not verify", []Field{FieldAccount}},
	{"account_country_mismatch", "bank account of another country than the record's", []Field{FieldAccount}},
	{"missing_name", "no name", []Field{FieldName}},
	{"invalid_name", "name not usable: no letters, digits alone or an email", []Field{FieldName}},
}
