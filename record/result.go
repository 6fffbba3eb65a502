package record

import (
	"errors"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// Result is the outcome of validating one record. A record whose country
// is missing or not an ISO 3166-1 alpha-2 code has a Reason and nothing
// else: no field is validated without a country. Every other record has
// Fields, Consistency (possibly empty) and Readiness.
type Result struct {
	// ReferenceID is the item's, echoed; empty when the item had none.
	ReferenceID string `json:"reference_id,omitempty"`
	// Country is the declared country in upper case; when it is not an
	// ISO code, the value given, trimmed (empty when none was given).
	Country string `json:"country"`
	// Reason is ndval.ReasonMissingCountry or ndval.ReasonInvalidCountry
	// when the record could not be validated, else empty.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Fields holds the result of every field the item had; nil when Reason
	// is set.
	Fields *Fields `json:"fields,omitempty"`
	// Consistency holds the checks between the fields and against the
	// country, in the order of the Check constants, each present when both
	// its sides are; nil when Reason is set.
	Consistency []CheckResult `json:"consistency,omitzero"`
	// Readiness says whether the record is ready for payment and for
	// billing; zero when Reason is set.
	Readiness Readiness `json:"readiness,omitzero"`
	// Errors holds the error of every field that is not usable as it is
	// (its Result.Err), in the order of Fields; a field answered
	// missing_value (spaces alone, a placeholder) is absent, not an error.
	Errors []*ndval.Error `json:"-"`
}

// Fields holds one field package's Result for every field of the item, and
// nil for the fields the item did not have. Each is exactly what that
// package's Validate (email's ValidateContext) returns for the value and
// the declared country, with the Validator's options for it.
type Fields struct {
	TaxID   *taxid.Result   `json:"tax_id,omitempty"`
	Account *account.Result `json:"account,omitempty"`
	Email   *email.Result   `json:"email,omitempty"`
	Phone   *phone.Result   `json:"phone,omitempty"`
	Name    *name.Result    `json:"name,omitempty"`
	Address *address.Result `json:"address,omitempty"`
}

// Err returns nil when the record was validated and every field it has is
// usable as it is. Otherwise it returns an *ndval.Error for the record's
// country (Reason set), or the fields' errors joined (errors.Join), which
// errors.Is and errors.As see through.
func (r Result) Err() error {
	if r.Reason != "" {
		return &ndval.Error{Reason: r.Reason}
	}
	switch len(r.Errors) {
	case 0:
		return nil
	case 1:
		return r.Errors[0]
	}
	errs := make([]error, len(r.Errors))
	for i, e := range r.Errors {
		errs[i] = e
	}
	return errors.Join(errs...)
}
