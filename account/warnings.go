package account

import "github.com/ndval/ndval"

// Warnings are facts about a well-formed account that do not make it
// invalid. The zero value holds none.
type Warnings = ndval.Set[warningNames]

const (
	// WarnUnknownBank: the bank code is not in the tables. Bank lists go
	// stale (new banks, fintechs), so the account may well be right.
	WarnUnknownBank Warnings = 1 << iota
	// WarnUnknownBranch: the branch or CLABE plaza code is not in the
	// tables. Modern CLABEs use plaza codes loosely.
	WarnUnknownBranch
	// WarnHistoricBank: the bank code appears only in old lists; the bank
	// may have merged or closed.
	WarnHistoricBank
	// WarnNationalCheckUnverified: the IBAN's country has national check
	// digits this package does not verify (ChecksumValid then rests on the
	// IBAN's mod 97 alone).
	WarnNationalCheckUnverified
	// WarnCountryMismatch: the account's own country (Result.Country) is
	// not the country given, nor, for an IBAN, the country whose IBANs a
	// given territory uses. The account was validated as what it is: a
	// German IBAN given for AR, or a CLABE given with the type clabe for
	// AR.
	WarnCountryMismatch
	// WarnPlaceholder: the value is what sheets hold where an account is
	// missing ("-", "N/A", "sin cuenta", zeros alone): it is answered
	// missing_value, as an empty value would be, with this warning, so
	// that a record treats the account as absent and says why.
	WarnPlaceholder
	// WarnLeadingZerosRestored: the value was a national account without
	// the leading zeros a spreadsheet drops from a number ("17035642..."
	// for the CBU 017035642...); it verifies once they are put back, and
	// Normalized and Formatted are the restored account. Check it against
	// the source before paying.
	WarnLeadingZerosRestored
)

// warningNames names the warnings, in bit order: the type argument of Warnings.
type warningNames struct{}

// BitNames returns the snake_case names of the warnings, in bit order.
func (warningNames) BitNames() []string { return warningTable[:] }

var warningTable = [...]string{"unknown_bank", "unknown_branch", "historic_bank", "national_check_unverified", "country_mismatch", "placeholder", "leading_zeros_restored"}
