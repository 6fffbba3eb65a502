package record

// Item is one record to validate, with the members of the contract's
// record item. An empty string is an absent field: spreadsheets and
// exports leave empty cells, and an empty value has nothing to validate.
// A field of only spaces is present, and its package answers
// missing_value.
type Item struct {
	// ReferenceID is the caller's correlation id, echoed in the Result.
	ReferenceID string `json:"reference_id,omitempty"`
	// Country is the ISO 3166-1 alpha-2 code the record declares, in any
	// case: every field is validated for it, and the consistency checks
	// compare the fields with it. Required.
	Country string `json:"country"`
	// TaxID is a tax or national id; its type is resolved within the
	// country.
	TaxID string `json:"tax_id,omitempty"`
	// Account is a bank account number: CBU, CVU, CLABE, CCI or IBAN.
	Account string `json:"account,omitempty"`
	// AccountType is cbu, cvu, clabe, cci or iban; empty to detect it.
	AccountType string `json:"account_type,omitempty"`
	// Email is an email address.
	Email string `json:"email,omitempty"`
	// Phone is a phone number, read with the country as the region it is
	// dialled from.
	Phone string `json:"phone,omitempty"`
	// Name is a person's or a company's name.
	Name string `json:"name,omitempty"`
	// Address is a postal address written on one line.
	Address string `json:"address,omitempty"`
}
