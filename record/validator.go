package record

import (
	"context"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// Validator validates records with the field validators it holds. Its zero
// value uses every field package's defaults. A Validator is a plain value,
// safe for concurrent use as long as its slices (Account.Banks) are not
// modified.
type Validator struct {
	// The options of each field's package, applied as that package's
	// own Validator applies them.
	TaxID   taxid.Validator
	Account account.Validator
	Email   email.Validator
	Phone   phone.Validator
	Name    name.Validator
	Address address.Validator

	// Parallelism bounds how many items ValidateBatch validates at once;
	// zero or negative means runtime.GOMAXPROCS(0).
	Parallelism int
}

// fieldResults holds the results of one record's fields, so that Fields
// and its six results take one allocation (one per batch in
// ValidateBatch).
type fieldResults struct {
	f   Fields
	tax taxid.Result
	acc account.Result
	eml email.Result
	phn phone.Result
	nam name.Result
	adr address.Result
}

// Validate validates one record: the country, then every field the item
// has with its package, exactly as that package validates it on its own,
// then the consistency checks and readiness. Ctx reaches the field
// validators that can do I/O (email's deliverability check, when
// Validator.Email asks for it).
func (v Validator) Validate(ctx context.Context, it Item) Result {
	return v.validate(ctx, it, new(fieldResults), make([]CheckResult, 0, numChecks))
}

// validate is Validate with the memory for the fields' results and the
// checks given: checks is empty, with room for every check.
func (v Validator) validate(ctx context.Context, it Item, fr *fieldResults, checks []CheckResult) Result {
	r := Result{ReferenceID: it.ReferenceID}
	code, reason := country.Parse(it.Country)
	if reason != "" {
		r.Reason = reason
		r.Country = strings.ToUpper(strings.TrimSpace(it.Country))
		return r
	}
	r.Country = code
	f := &fr.f
	r.Fields = f
	if it.TaxID != "" {
		fr.tax = v.TaxID.Validate(code, "", it.TaxID)
		f.TaxID = keep(&r, &fr.tax)
	}
	if it.Account != "" {
		fr.acc = v.Account.Validate(code, it.AccountType, it.Account)
		f.Account = keep(&r, &fr.acc)
	}
	if it.Email != "" {
		fr.eml = v.Email.ValidateContext(ctx, it.Email)
		f.Email = keep(&r, &fr.eml)
	}
	if it.Phone != "" {
		fr.phn = v.Phone.Validate(code, it.Phone)
		f.Phone = keep(&r, &fr.phn)
	}
	if it.Name != "" {
		fr.nam = v.Name.Validate(code, it.Name)
		f.Name = keep(&r, &fr.nam)
	}
	if it.Address != "" {
		fr.adr = v.Address.Validate(code, it.Address)
		f.Address = keep(&r, &fr.adr)
	}
	r.Consistency = v.checks(checks, code, &it, f)
	r.Readiness = readiness(f, r.Consistency)
	return r
}

// ValidateBatch validates items in parallel, at most Parallelism at once,
// and returns their results in the order of the items. It stops starting
// items once ctx is done and then returns ctx.Err(), with the zero Result
// for every item it did not validate.
func (v Validator) ValidateBatch(ctx context.Context, items []Item) ([]Result, error) {
	out := make([]Result, len(items))
	frs := make([]fieldResults, len(items))
	checks := make([]CheckResult, numChecks*len(items))
	done := ctx.Done()
	var next atomic.Int64
	// work validates the next item not taken yet, until none is left or
	// ctx is done; each worker runs it.
	work := func() {
		for {
			i := int(next.Add(1)) - 1
			if i >= len(items) || stopped(done) {
				return
			}
			c := checks[i*numChecks : i*numChecks : (i+1)*numChecks]
			out[i] = v.validate(ctx, items[i], &frs[i], c)
		}
	}
	workers := v.Parallelism
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(min(workers, len(items)), 1)
	var wg sync.WaitGroup
	for range workers - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
	// Each worker ends with one look past what it validated: all items
	// were validated exactly when next went that far.
	if int(next.Load()) < len(items)+workers {
		return out, ctx.Err()
	}
	return out, nil
}

// keep adds the error of a field's result, if any, to r.Errors, and
// returns the result. A field answered missing_value (spaces alone, or a
// placeholder such as "N/A") is one the record does not have, as an empty
// one: no error of the record.
func keep[R interface{ Err() error }](r *Result, res *R) *R {
	if e, ok := (*res).Err().(*ndval.Error); ok && e != nil && e.Reason != ndval.ReasonMissingValue {
		r.Errors = append(r.Errors, e)
	}
	return res
}

// stopped reports whether done is closed, without waiting.
func stopped(done <-chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}
