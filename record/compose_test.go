package record

import (
	"slices"
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

// checksRef is checks as it was written before the outcomes were noted on
// the stack: each check appended in turn when it applies.
func checksRef(out []CheckResult, v *Validator, code string, it *Item, f *Fields) []CheckResult {
	add := func(c Check, ok bool, detail string, applies bool) {
		if applies {
			out = append(out, CheckResult{Check: c, OK: ok, Detail: detail})
		}
	}
	ok, detail, applies := v.countryMatchesTaxID(code, it.TaxID, f.TaxID)
	add(CheckCountryMatchesTaxID, ok, detail, applies)
	ok, detail, applies = countryMatchesAccount(code, f.Account)
	add(CheckCountryMatchesAccount, ok, detail, applies)
	ok, detail, applies = countryMatchesPhone(code, f.Phone)
	add(CheckCountryMatchesPhone, ok, detail, applies)
	ok, detail, applies = countryMatchesAddress(f.Address)
	add(CheckCountryMatchesAddress, ok, detail, applies)
	ok, detail, applies = taxIDMatchesName(f.TaxID, f.Name)
	add(CheckTaxIDMatchesName, ok, detail, applies)
	ok, detail, applies = entityMatchesName(f.TaxID, f.Name)
	add(CheckEntityMatchesName, ok, detail, applies)
	return out
}

// subsets calls fn with every item made of a subset of base's fields
// (its country kept), each with and without a reference id.
func subsets(base Item, fn func(it Item)) {
	values := [numFields]string{base.TaxID, base.Account, base.Email, base.Phone, base.Name, base.Address}
	for set := range 1 << numFields {
		var v [numFields]string
		for k := range v {
			if set&(1<<k) != 0 {
				v[k] = values[k]
			}
		}
		it := Item{Country: base.Country, TaxID: v[0], Account: v[1], Email: v[2], Phone: v[3], Name: v[4], Address: v[5]}
		for _, ref := range []string{"", "r-1"} {
			it.ReferenceID = ref
			fn(it)
		}
	}
}

// subsetBases are the records whose fields' subsets the tests of checks
// and AppendJSON run: valid records of two countries, one with every
// field invalid, one with every field blank or a placeholder, and two
// without a valid country.
var subsetBases = []Item{full, fullMX,
	{Country: "AR", TaxID: "30-54668997-8", Account: "0170356420000030382009", Email: "ana@empresa.test", Phone: "15", Name: "1234", Address: "x"},
	{Country: "MX", TaxID: " ", Account: "N/A", Email: " ", Phone: "-", Name: " ", Address: " "},
	{Country: "BR", TaxID: "30-54668997-9", Account: "DE89 3704 0044 0532 0130 00", Email: "a@b.com", Phone: "+52 55 8932 4827",
		Name: "Emma Gómez Díaz", Address: "Av. Reforma 505, 06500, CDMX"},
	{Country: "xx", TaxID: "1"}, {Country: ""}}

// TestChecksSubsets holds checks, which notes the outcomes on the stack
// and writes those that apply into the room maxChecks gave, to the checks
// appended one by one, on every subset of the fields of subsetBases, and
// to its list's capacity: it never leaves that room (it would panic). The account's mismatch it reports
// for readiness is the failed country_matches_account of the list.
func TestChecksSubsets(t *testing.T) {
	n, elsewhere := 0, 0
	for _, base := range subsetBases {
		subsets(base, func(it Item) {
			r := Validator{}.Validate(t.Context(), it)
			if r.Fields == nil {
				return
			}
			v := &Validator{}
			want := checksRef(make([]CheckResult, 0, maxChecks(&it)), v, r.Country, &it, r.Fields)
			room := make([]CheckResult, 0, maxChecks(&it))
			got, accountElsewhere := v.checks(room, r.Country, &it, r.Fields)
			require.Equal(t, want, got, "%+v", it)
			assert.Equal(t, slices.ContainsFunc(want, func(c CheckResult) bool {
				return c.Check == CheckCountryMatchesAccount && !c.OK
			}), accountElsewhere, "%+v", it)
			if accountElsewhere {
				elsewhere++
			}
			assert.Equal(t, want, r.Consistency)
			if len(got) > 0 {
				assert.Same(t, &room[:1][0], &got[0], "%+v", it)
			}
			n += len(got)
		})
	}
	assert.Greater(t, n, 1000)
	assert.Greater(t, elsewhere, 10)
}
