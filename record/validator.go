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

// fieldResults holds the results of a record with most of its fields, so
// that Fields, its six results and the checks' list take one allocation. A
// record with at most three fields allocates only the results it has
// (fieldsFor).
type fieldResults struct {
	f      Fields
	tax    taxid.Result
	acc    account.Result
	eml    email.Result
	phn    phone.Result
	nam    name.Result
	adr    address.Result
	checks [numChecks]CheckResult
}

// fieldsAnd is Fields with the result of one field, the first the record
// has, in one allocation.
type fieldsAnd[T any] struct {
	f Fields
	r T
}

// newFieldsAnd allocates Fields with room for one result, which slot (the
// member of Fields that points to it) is set to.
func newFieldsAnd[T any](slot func(*Fields) **T) *Fields {
	w := new(fieldsAnd[T])
	*slot(&w.f) = &w.r
	return &w.f
}

// present counts the fields an item has.
func present(it *Item) int {
	return has(it.TaxID) + has(it.Account) + has(it.Email) + has(it.Phone) + has(it.Name) + has(it.Address)
}

// maxChecks is how many checks can apply to an item, from the fields it has.
func maxChecks(it *Item) int {
	return has(it.TaxID) + has(it.Account) + has(it.Phone) + has(it.Address) + 2*(has(it.TaxID)&has(it.Name))
}

// has is 1 for a value the item has (not empty), else 0.
func has(s string) int { return min(len(s), 1) }

// roomFor returns the Fields of a record, with every member for a field
// the item has pointing at room for its result, and its checks' list,
// empty with room for every check that may apply: one allocation for a
// record of four fields or more; otherwise one per field (the first with
// Fields) and one for the checks, so that a record of two fields
// allocates for those two alone.
func roomFor(it *Item) (*Fields, []CheckResult) {
	if present(it) > 3 {
		fr := new(fieldResults)
		fr.f.point(it, &fr.tax, &fr.acc, &fr.eml, &fr.phn, &fr.nam, &fr.adr)
		return &fr.f, fr.checks[:0:maxChecks(it)]
	}
	return fieldsFor(it), make([]CheckResult, 0, maxChecks(it))
}

// fieldsFor is the Fields of a record of at most three fields: one
// allocation per field, the first with Fields.
func fieldsFor(it *Item) *Fields {
	var f *Fields
	switch {
	case it.TaxID != "":
		f = newFieldsAnd(func(f *Fields) **taxid.Result { return &f.TaxID })
	case it.Account != "":
		f = newFieldsAnd(func(f *Fields) **account.Result { return &f.Account })
	case it.Email != "":
		f = newFieldsAnd(func(f *Fields) **email.Result { return &f.Email })
	case it.Phone != "":
		f = newFieldsAnd(func(f *Fields) **phone.Result { return &f.Phone })
	case it.Name != "":
		f = newFieldsAnd(func(f *Fields) **name.Result { return &f.Name })
	case it.Address != "":
		f = newFieldsAnd(func(f *Fields) **address.Result { return &f.Address })
	default:
		return new(Fields)
	}
	f.point(it, f.TaxID, f.Account, f.Email, f.Phone, f.Name, f.Address)
	if it.Account != "" && f.Account == nil {
		f.Account = new(account.Result)
	}
	if it.Email != "" && f.Email == nil {
		f.Email = new(email.Result)
	}
	if it.Phone != "" && f.Phone == nil {
		f.Phone = new(phone.Result)
	}
	if it.Name != "" && f.Name == nil {
		f.Name = new(name.Result)
	}
	if it.Address != "" && f.Address == nil {
		f.Address = new(address.Result)
	}
	return f
}

// point sets every member of f for a field the item has to the room given
// for it, and the others to nil.
func (f *Fields) point(it *Item, tax *taxid.Result, acc *account.Result, eml *email.Result,
	phn *phone.Result, nam *name.Result, adr *address.Result) {
	*f = Fields{}
	if it.TaxID != "" {
		f.TaxID = tax
	}
	if it.Account != "" {
		f.Account = acc
	}
	if it.Email != "" {
		f.Email = eml
	}
	if it.Phone != "" {
		f.Phone = phn
	}
	if it.Name != "" {
		f.Name = nam
	}
	if it.Address != "" {
		f.Address = adr
	}
}

// Validate validates one record: the country, then every field the item
// has with its package, exactly as that package validates it on its own,
// then the consistency checks and readiness. Ctx reaches the field
// validators that can do I/O (email's deliverability check, when
// Validator.Email asks for it).
func (v Validator) Validate(ctx context.Context, it Item) (r Result) {
	code, reason := country.Parse(it.Country)
	if reason != "" {
		return invalidCountry(&it, reason)
	}
	f, checks := roomFor(&it)
	v.validateFields(ctx, &it, code, f)
	v.compose(&r, &it, code, f, checks)
	return r
}

// invalidCountry is the result of a record whose country is missing or not
// a code.
func invalidCountry(it *Item, reason ndval.Reason) Result {
	return Result{ReferenceID: it.ReferenceID, Reason: reason, Country: strings.ToUpper(strings.TrimSpace(it.Country))}
}

// The fields of a record, in the order its errors are listed.
const (
	fieldTaxID = iota
	fieldAccount
	fieldEmail
	fieldPhone
	fieldName
	fieldAddress
	numFields
)

// validateFields validates every field the item has, each with its
// package, into its room in f: one record's fields. They are tested in a
// row, not found by a loop and a switch: 54 instructions a record fewer.
func (v *Validator) validateFields(ctx context.Context, it *Item, code string, f *Fields) {
	if it.TaxID != "" {
		*f.TaxID = v.TaxID.Validate(code, "", it.TaxID)
	}
	if it.Account != "" {
		*f.Account = v.Account.Validate(code, it.AccountType, it.Account)
	}
	if it.Email != "" {
		*f.Email = v.Email.ValidateContext(ctx, it.Email)
	}
	if it.Phone != "" {
		*f.Phone = v.Phone.Validate(code, it.Phone)
	}
	if it.Name != "" {
		*f.Name = v.Name.Validate(code, it.Name)
	}
	if it.Address != "" {
		*f.Address = v.Address.Validate(code, it.Address)
	}
}

// validateField validates field k (one of the constants) of the item, if
// it has it, as validateFields does: a Batch's pass over one field of a
// group's items.
func (v *Validator) validateField(ctx context.Context, k int, it *Item, code string, f *Fields) {
	switch {
	case k == fieldTaxID && it.TaxID != "":
		*f.TaxID = v.TaxID.Validate(code, "", it.TaxID)
	case k == fieldAccount && it.Account != "":
		*f.Account = v.Account.Validate(code, it.AccountType, it.Account)
	case k == fieldEmail && it.Email != "":
		*f.Email = v.Email.ValidateContext(ctx, it.Email)
	case k == fieldPhone && it.Phone != "":
		*f.Phone = v.Phone.Validate(code, it.Phone)
	case k == fieldName && it.Name != "":
		*f.Name = v.Name.Validate(code, it.Name)
	case k == fieldAddress && it.Address != "":
		*f.Address = v.Address.Validate(code, it.Address)
	}
}

// compose writes into r the Result of an item whose fields are validated
// in f: their errors, in the fields' order, then the consistency checks
// and readiness. f points at a result for exactly the fields the item has.
// It writes every member in place: a Result returned by value is copied,
// 184 bytes, at each frame it goes through.
func (v *Validator) compose(r *Result, it *Item, code string, f *Fields, checks []CheckResult) {
	var errs []*ndval.Error
	if !f.usable() {
		errs = f.errors()
	}
	r.ReferenceID, r.Country, r.Reason, r.Fields, r.Errors = it.ReferenceID, code, "", f, errs
	var accountElsewhere bool
	r.Consistency, accountElsewhere = v.checks(checks, code, it, f)
	if pay, bill := unmet(f, accountElsewhere); pay|bill == 0 {
		r.Readiness = Readiness{Payment: Flag{Status: Ready}, Billing: Flag{Status: Ready}}
	} else {
		r.Readiness = unready(pay, bill)
	}
}

// usable reports whether every field f holds is usable as it is (its Err
// is nil): the usual record's case, which then has no errors to collect.
func (f *Fields) usable() bool {
	return (f.TaxID == nil || f.TaxID.Valid) &&
		(f.Account == nil || f.Account.Valid && f.Account.ChecksumValid) &&
		(f.Email == nil || f.Email.Valid) && (f.Phone == nil || f.Phone.Valid) &&
		(f.Name == nil || f.Name.Valid) && (f.Address == nil || f.Address.Valid)
}

// errors returns the error of every field f holds that is not usable, in
// the fields' order, but for a field answered missing_value (keep): out of
// compose's way, for the records that have one.
func (f *Fields) errors() []*ndval.Error {
	var r Result
	if f.TaxID != nil {
		keep(&r, f.TaxID.Err())
	}
	if f.Account != nil {
		keep(&r, f.Account.Err())
	}
	if f.Email != nil {
		keep(&r, f.Email.Err())
	}
	if f.Phone != nil {
		keep(&r, f.Phone.Err())
	}
	if f.Name != nil {
		keep(&r, f.Name.Err())
	}
	if f.Address != nil {
		keep(&r, f.Address.Err())
	}
	return r.Errors
}

// ValidateBatch validates items in parallel, at most Parallelism at once,
// and returns their results in the order of the items: a Batch used once.
// A worker takes the items in groups of up to batchGroup and validates a
// group field by field (Batch.Validate); with Email.CheckDeliverability,
// whose look-ups wait on the network, it takes them one by one. It stops
// starting groups once ctx is done and then returns ctx.Err(), with the
// zero Result for every item it did not validate.
func (v Validator) ValidateBatch(ctx context.Context, items []Item) ([]Result, error) {
	var b Batch
	b.Reset(items)
	done := ctx.Done()
	workers := v.Parallelism
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	// Groups of batchGroup, but at least two for each of several workers,
	// so that they share a short batch too; one by one when email's
	// look-ups wait.
	group := batchGroup
	if workers > 1 {
		group = min(max(len(items)/(2*workers), 1), batchGroup)
	}
	if v.Email.CheckDeliverability {
		group = 1
	}
	groups := (len(items) + group - 1) / group
	workers = max(min(workers, groups), 1)
	var next atomic.Int64
	// work validates the next group not taken yet, until none is left or
	// ctx is done; each worker runs it.
	work := func() {
		for {
			lo := (int(next.Add(1)) - 1) * group
			if lo >= len(items) || stopped(done) {
				return
			}
			b.validate(ctx, v, lo, min(lo+group, len(items)))
		}
	}
	var wg sync.WaitGroup
	for range workers - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
	// Each worker ends with one look past what it validated: all groups
	// were validated exactly when next went that far.
	if int(next.Load()) < groups+workers {
		return b.results, ctx.Err()
	}
	return b.results, nil
}

// keep adds err, the error of a field's result (its Err, which the
// compiler inlines without copying the result), if any, to r.Errors. A
// field answered missing_value (spaces alone, or a placeholder such as
// "N/A") is one the record does not have, as an empty one: no error of the
// record.
func keep(r *Result, err error) {
	if e, ok := err.(*ndval.Error); ok && e != nil && e.Reason != ndval.ReasonMissingValue {
		r.Errors = append(r.Errors, e)
	}
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
