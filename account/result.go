package account

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/jsonwrite"
)

// Result is the outcome of validating one account number. Err() == nil is
// the one test that it can be used as it is: Valid alone is not, since an
// account whose check digit fails is Valid (see the package
// documentation).
type Result struct {
	// Valid: length, characters and structure are right for Type.
	Valid bool `json:"valid"`
	// Normalized is the number to store: without separators and label,
	// letters upper-cased; set even when not valid.
	Normalized string `json:"normalized"`
	// Formatted is the usual grouped display form; empty when not Valid.
	Formatted string `json:"formatted"`
	// Country is the account's own country: the national type's (AR, MX,
	// PE) or the IBAN's. Until a value shows its own, it is the country
	// given (upper case); empty when none was given or it was not an ISO
	// 3166-1 alpha-2 code.
	Country string `json:"country"`
	// Type is the type given or detected; empty when neither.
	Type Type `json:"type"`
	// Reason says why Err is not nil: empty when the account is usable,
	// invalid_checksum when it is Valid but a check digit fails.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Warnings are facts about a Valid account that do not make it
	// invalid; always zero when not Valid.
	Warnings Warnings `json:"warnings,omitempty"`
	// ChecksumValid: Valid, and every check digit verifies.
	ChecksumValid bool   `json:"checksum_valid"`
	BankCode      string `json:"bank_code,omitempty"` // as in Bank.Code; empty when the format has none
	BankName      string `json:"bank_name,omitempty"` // empty when the bank is unknown
	// Branch is the branch code where the format has one (CBU branch, CCI
	// office, IBAN branch), or the CLABE plaza.
	Branch string `json:"branch,omitempty"`
	// BranchName is the CLABE plaza's locality, or several separated by
	// " / " when the code covers several.
	BranchName string `json:"branch_name,omitempty"`
	// Provider names the payment service provider of a CVU, when it can be
	// named reliably.
	Provider string `json:"provider,omitempty"`
}

// Err returns nil exactly when the account can be used as it is: Valid
// and ChecksumValid. Otherwise it returns an *ndval.Error with Field
// ndval.FieldAccount, the result's Country and Type, and its Reason, which
// errors.Is matches (ndval.ReasonInvalidChecksum for a Valid account
// whose check digit fails). The error never holds the account number.
func (r Result) Err() error {
	if r.Valid && r.ChecksumValid {
		return nil
	}
	return &ndval.Error{Field: ndval.FieldAccount, Country: r.Country, Type: string(r.Type), Reason: r.Reason}
}

// AppendJSON appends r to b as one JSON object, the encoding the server
// and the command-line tool write: the members of the json tags, in their
// order (reason, warnings and the bank and branch members omitted when
// empty). It allocates nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	// jsonwrite.Core opens the object; every member after it is written
	// with its comma and key as one constant.
	b = jsonwrite.Core(b, r.Valid, r.Normalized, r.Formatted, r.Country, string(r.Type), string(r.Reason))
	if r.Warnings != 0 {
		b = r.Warnings.AppendJSON(append(b, `,"warnings":`...))
	}
	b = jsonwrite.Bool(append(b, `,"checksum_valid":`...), r.ChecksumValid)
	for _, m := range [...]struct{ member, value string }{
		{`,"bank_code":`, r.BankCode}, {`,"bank_name":`, r.BankName}, {`,"branch":`, r.Branch},
		{`,"branch_name":`, r.BranchName}, {`,"provider":`, r.Provider},
	} {
		if m.value != "" {
			b = jsonwrite.String(append(b, m.member...), m.value)
		}
	}
	return append(b, '}')
}
