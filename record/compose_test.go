package record

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// errorsRef is compose's errors as they were collected before usable: the
// Err of every field f holds, in order, but for missing_value (keep).
func errorsRef(f *Fields) []*ndval.Error {
	var r Result
	for _, err := range fieldErrs(f) {
		keep(&r, err)
	}
	return r.Errors
}

// fieldErrs returns the Err of every field f holds, in order.
func fieldErrs(f *Fields) []error {
	var errs []error
	if f.TaxID != nil {
		errs = append(errs, f.TaxID.Err())
	}
	if f.Account != nil {
		errs = append(errs, f.Account.Err())
	}
	if f.Email != nil {
		errs = append(errs, f.Email.Err())
	}
	if f.Phone != nil {
		errs = append(errs, f.Phone.Err())
	}
	if f.Name != nil {
		errs = append(errs, f.Name.Err())
	}
	if f.Address != nil {
		errs = append(errs, f.Address.Err())
	}
	return errs
}

// TestFieldsUsable holds usable, compose's shortcut, to the fields' Err,
// and errors to the errors collected field by field, for every field
// absent, valid, invalid, missing_value, and an account valid whose check
// digits do not verify, in every combination.
func TestFieldsUsable(t *testing.T) {
	whole := Validator{}.Validate(t.Context(), full).Fields
	require.True(t, whole.usable())
	// Each field's states (variant): 0 absent, 1 as validated, 2 invalid,
	// 3 missing_value, and for the account 4, valid with a check digit
	// that does not verify.
	states := [numFields]int{4, 5, 4, 4, 4, 4}
	var combos, unusable int
	var set func(f *Fields, k int)
	set = func(f *Fields, k int) {
		if k == numFields {
			combos++
			usable := true
			for _, err := range fieldErrs(f) {
				usable = usable && err == nil
			}
			require.Equal(t, usable, f.usable(), "%+v", *f)
			if !usable {
				unusable++
				assert.Equal(t, errorsRef(f), f.errors(), "%+v", *f)
			}
			return
		}
		for s := range states[k] {
			g := *f
			switch k {
			case fieldTaxID:
				g.TaxID = variant(whole.TaxID, s, func(r *taxid.Result, valid bool, reason ndval.Reason) { r.Valid, r.Reason = valid, reason })
			case fieldAccount:
				g.Account = variant(whole.Account, min(s, 3), func(r *account.Result, valid bool, reason ndval.Reason) {
					r.Valid, r.ChecksumValid, r.Reason = valid, valid, reason
				})
				if s == 4 {
					g.Account.Valid, g.Account.ChecksumValid = true, false
				}
			case fieldEmail:
				g.Email = variant(whole.Email, s, func(r *email.Result, valid bool, reason ndval.Reason) { r.Valid, r.Reason = valid, reason })
			case fieldPhone:
				g.Phone = variant(whole.Phone, s, func(r *phone.Result, valid bool, reason ndval.Reason) { r.Valid, r.Reason = valid, reason })
			case fieldName:
				g.Name = variant(whole.Name, s, func(r *name.Result, valid bool, reason ndval.Reason) { r.Valid, r.Reason = valid, reason })
			case fieldAddress:
				g.Address = variant(whole.Address, s, func(r *address.Result, valid bool, reason ndval.Reason) { r.Valid, r.Reason = valid, reason })
			}
			set(&g, k+1)
		}
	}
	set(new(Fields), 0)
	assert.Equal(t, 4*5*4*4*4*4, combos)
	assert.Positive(t, unusable)
}

// variant returns nil for state 0, a copy of r for 1, and a copy made
// invalid (2) or missing_value (3) by with.
func variant[R any](r *R, state int, with func(r *R, valid bool, reason ndval.Reason)) *R {
	if state == 0 {
		return nil
	}
	c := *r
	switch state {
	case 2:
		with(&c, false, ndval.ReasonInvalidFormat)
	case 3:
		with(&c, false, ndval.ReasonMissingValue)
	}
	return &c
}
