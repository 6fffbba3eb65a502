package record

import (
	"github.com/ndval/ndval"
)

// The readiness reasons: the conditions of payment and billing, each the
// stable code of one unmet condition, in the order they are checked. The
// root table (ndval.Reasons) lists them with their messages.
const (
	// ReasonMissingTaxID: the record has no tax id (payment, billing).
	ReasonMissingTaxID ndval.Reason = "missing_tax_id"
	// ReasonInvalidTaxID: the tax id is not valid (payment, billing).
	ReasonInvalidTaxID ndval.Reason = "invalid_tax_id"
	// ReasonMissingAccount: the record has no bank account (payment).
	ReasonMissingAccount ndval.Reason = "missing_account"
	// ReasonInvalidAccount: the account's length, characters or structure
	// are wrong for its type (payment).
	ReasonInvalidAccount ndval.Reason = "invalid_account"
	// ReasonAccountChecksumFailed: the account is well formed but a check
	// digit does not verify (payment).
	ReasonAccountChecksumFailed ndval.Reason = "account_checksum_failed"
	// ReasonAccountCountryMismatch: the account is of another country than
	// the declared one; the check country_matches_account failed (payment).
	ReasonAccountCountryMismatch ndval.Reason = "account_country_mismatch"
	// ReasonMissingName: the record has no name (billing).
	ReasonMissingName ndval.Reason = "missing_name"
	// ReasonInvalidName: the record's name is present but is not one the
	// name package accepts: no letters, digits alone, an email (billing).
	ReasonInvalidName ndval.Reason = "invalid_name"
)

// Unmet is a set of unmet readiness conditions, one bit per readiness
// reason in the order of the constants; its JSON form is an array of the
// reason codes.
type Unmet = ndval.Set[unmetNames]

// The conditions, named by the reason each gives when unmet.
const (
	UnmetMissingTaxID Unmet = 1 << iota
	UnmetInvalidTaxID
	UnmetMissingAccount
	UnmetInvalidAccount
	UnmetAccountChecksumFailed
	UnmetAccountCountryMismatch
	UnmetMissingName
	UnmetInvalidName
)

// unmetNames names the Unmet conditions by their reason codes, in bit
// order: the type argument of Unmet.
type unmetNames struct{}

// BitNames returns the reason codes of the conditions, in bit order.
func (unmetNames) BitNames() []string { return unmetTable[:] }

var unmetTable = [...]string{
	string(ReasonMissingTaxID), string(ReasonInvalidTaxID), string(ReasonMissingAccount),
	string(ReasonInvalidAccount), string(ReasonAccountChecksumFailed),
	string(ReasonAccountCountryMismatch), string(ReasonMissingName), string(ReasonInvalidName),
}

// firstUnmet returns the reason of the first condition in u, in the
// order of the constants, or "" when u is empty: a Flag's Reason.
func firstUnmet(u Unmet) ndval.Reason {
	for i, n := range unmetTable {
		if u&(1<<i) != 0 {
			return ndval.Reason(n)
		}
	}
	return ""
}

// Status is ready or not_ready.
type Status string

// The statuses of a Flag.
const (
	Ready    Status = "ready"
	NotReady Status = "not_ready"
)

// Flag is the readiness of a record for one use.
type Flag struct {
	// Status is Ready or NotReady.
	Status Status `json:"status"`
	// Reason is the first unmet condition; empty when ready.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Unmet holds every unmet condition; a missing field counts once
	// (missing_account, not also invalid_account).
	Unmet Unmet `json:"unmet"`
}

// Ready reports whether the flag's status is ready.
func (f Flag) Ready() bool { return f.Status == Ready }

// Readiness has exactly two members, payment and billing.
type Readiness struct {
	// Payment: the tax id is valid, the account is valid, its check digits
	// verify, and it is of the declared country.
	Payment Flag `json:"payment"`
	// Billing: the tax id is valid and the record has a name that the
	// name package accepts.
	Billing Flag `json:"billing"`
}

// unmet returns the unmet conditions of payment and of billing, from the
// fields and whether the check country_matches_account failed
// (accountElsewhere): a pair of bit sets, returned in registers, from
// which compose writes the Readiness in place. No other finding changes
// readiness.
func unmet(f *Fields, accountElsewhere bool) (pay, bill Unmet) {
	var tax Unmet
	switch t := f.TaxID; {
	case t == nil || !given(t.Reason):
		tax = UnmetMissingTaxID
	case !t.Valid:
		tax = UnmetInvalidTaxID
	}
	switch a := f.Account; {
	case a == nil || !given(a.Reason):
		pay = UnmetMissingAccount
	case !a.Valid:
		pay = UnmetInvalidAccount
	case !a.ChecksumValid:
		pay = UnmetAccountChecksumFailed
	}
	if accountElsewhere {
		pay |= UnmetAccountCountryMismatch
	}
	switch n := f.Name; {
	case n == nil || !given(n.Reason):
		bill = UnmetMissingName
	case !n.Valid:
		bill = UnmetInvalidName
	}
	return tax | pay, tax | bill
}

// unready is the Readiness of a record with some unmet condition, out of
// compose's way: the usual record is ready for both.
func unready(pay, bill Unmet) Readiness {
	return Readiness{Payment: flag(pay), Billing: flag(bill)}
}

// flag turns a set of unmet conditions into a Flag.
func flag(u Unmet) Flag {
	if u == 0 {
		return Flag{Status: Ready}
	}
	return Flag{Status: NotReady, Reason: firstUnmet(u), Unmet: u}
}
