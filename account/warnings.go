package account

import "github.com/ndval/ndval/internal/bitnames"

// Warnings are facts about a well-formed account that do not make it
// invalid. The zero value holds none.
type Warnings uint8

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
)

var warningNames = [...]string{"unknown_bank", "unknown_branch", "historic_bank", "national_check_unverified", "country_mismatch"}

// Has reports whether every warning in x is set in w.
func (w Warnings) Has(x Warnings) bool { return w&x == x }

// Names returns the snake_case names of the warnings set in w, in bit
// order, or nil when none is set.
func (w Warnings) Names() []string { return bitnames.Names(w, warningNames[:]) }

// String returns the names joined by commas, or "" when none is set.
func (w Warnings) String() string { return bitnames.String(w, warningNames[:]) }

// MarshalJSON encodes w as an array of names; none set is [].
func (w Warnings) MarshalJSON() ([]byte, error) {
	return bitnames.MarshalJSON(w, warningNames[:]), nil
}

// UnmarshalJSON decodes an array of warning names, as MarshalJSON writes it.
func (w *Warnings) UnmarshalJSON(b []byte) error {
	x, err := bitnames.UnmarshalJSON[Warnings](b, warningNames[:], "account: unknown warning")
	if err != nil {
		return err
	}
	*w = x
	return nil
}
