package record

import (
	"context"
	"sync"

	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// A Batch is a batch of items and the memory of their results, which it
// keeps from one batch to the next: a program that validates many batches
// (a server, one Batch per request it is serving) allocates the results of
// a batch only when it is larger than the Batch's earlier ones, and its
// garbage collector runs that much less often. Validator.ValidateBatch is
// a Batch used once, in parallel.
//
// Reset starts a batch; Validate validates a range of its items on the
// calling goroutine, so that several goroutines may validate disjoint
// ranges of one batch at once; Results returns the results; Clear drops
// every value of the batch before the Batch is kept for another. The zero
// Batch is an empty batch.
type Batch struct {
	items   []Item
	results []Result
	room    []itemRoom
	// The results of the items' fields, each as long as the items that
	// have that field, and the room of their checks.
	tax    []taxid.Result
	acc    []account.Result
	eml    []email.Result
	phn    []phone.Result
	nam    []name.Result
	adr    []address.Result
	checks []CheckResult
	// The memory the goroutines validating validate the groups'
	// addresses in, kept for the next groups: as many as have validated
	// at once.
	mu        sync.Mutex
	addresses []*addressGroup
}

// addressGroup is the memory a goroutine validates a group's addresses in,
// kept in Batch.addresses between groups.
type addressGroup struct {
	b         address.Batch
	countries [batchGroup]string
	values    [batchGroup]string
	out       [batchGroup]address.Result
}

// itemRoom is the memory of one item of a batch: its Fields, pointing at
// room for the results of the fields the item has, and its checks' list,
// empty with room for every check that may apply.
type itemRoom struct {
	f      Fields
	checks []CheckResult
}

// Reset makes items b's batch: every result zero, and room for the
// results of each item's fields, in memory b already holds when it is
// large enough. b keeps items (not a copy) until the next Reset or Clear;
// the results of the last batch are overwritten.
func (b *Batch) Reset(items []Item) {
	var n [6]int
	nc := 0
	for i := range items {
		it := &items[i]
		for k, s := range [...]string{it.TaxID, it.Account, it.Email, it.Phone, it.Name, it.Address} {
			if s != "" {
				n[k]++
			}
		}
		nc += maxChecks(it)
	}
	b.items = items
	if cap(b.results) < len(items) {
		b.results = make([]Result, len(items))
	} else {
		b.results = b.results[:len(items)]
		clear(b.results) // the last batch's
	}
	b.room = room(b.room, len(items))
	b.tax, b.acc, b.eml = room(b.tax, n[0]), room(b.acc, n[1]), room(b.eml, n[2])
	b.phn, b.nam, b.adr = room(b.phn, n[3]), room(b.nam, n[4]), room(b.adr, n[5])
	b.checks = room(b.checks, nc)
	tax, acc, eml, phn, nam, adr, checks := b.tax, b.acc, b.eml, b.phn, b.nam, b.adr, b.checks
	for i := range items {
		it := &items[i]
		b.room[i].f.point(it, next(&tax, it.TaxID), next(&acc, it.Account), next(&eml, it.Email),
			next(&phn, it.Phone), next(&nam, it.Name), next(&adr, it.Address))
		c := maxChecks(it)
		b.room[i].checks, checks = checks[:0:c], checks[c:]
	}
}

// room returns s with length n: s itself when it has the capacity, else
// new memory (the old is left to the collector).
func room[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// next takes the first element of *s for a value that is present, and nil
// for one that is not.
func next[T any](s *[]T, value string) *T {
	if value == "" {
		return nil
	}
	p := &(*s)[0]
	*s = (*s)[1:]
	return p
}

// Len returns the number of items of b's batch.
func (b *Batch) Len() int { return len(b.items) }

// Results returns the results of b's items, in their order: the zero
// Result for an item not validated yet. They live in b's memory, valid
// until the next Reset or Clear.
func (b *Batch) Results() []Result { return b.results }

// Validate validates items lo to hi-1 of b's batch with v, on the calling
// goroutine, field by field in groups (all the group's tax ids, then all
// its accounts ...), which keeps each package's code in the processor's
// caches; one by one when v.Email checks deliverability, whose look-ups
// wait on the network. It stops starting groups once ctx is done and then
// returns ctx.Err(), leaving the zero Result for the items it did not
// validate. Goroutines may validate disjoint ranges of one batch at once.
func (b *Batch) Validate(ctx context.Context, v Validator, lo, hi int) error {
	group := batchGroup
	if v.Email.CheckDeliverability {
		group = 1
	}
	done := ctx.Done()
	for ; lo < hi; lo += group {
		if stopped(done) {
			return ctx.Err()
		}
		b.validate(ctx, v, lo, min(lo+group, hi))
	}
	return nil
}

// validate validates items lo to hi-1, at most batchGroup, field by field.
func (b *Batch) validate(ctx context.Context, v Validator, lo, hi int) {
	var codes [batchGroup]string // the items' countries; "" for none
	items, out, room := b.items[lo:hi], b.results[lo:hi], b.room[lo:hi]
	for i := range items {
		code, reason := country.Parse(items[i].Country)
		if reason != "" {
			out[i], code = invalidCountry(&items[i], reason), ""
		}
		codes[i] = code
	}
	for k := range numFields {
		if k == fieldAddress && b.validateAddresses(v, items, codes[:len(items)], room) {
			continue
		}
		for i := range items {
			if codes[i] != "" {
				v.validateField(ctx, k, &items[i], codes[i], &room[i].f)
			}
		}
	}
	for i := range items {
		if codes[i] != "" {
			v.compose(&out[i], &items[i], codes[i], &room[i].f, room[i].checks)
		}
	}
}

// validateAddresses validates the addresses of a group through an
// address.Batch, each step of their parse for all of them at once (the
// address's code is larger than the instruction cache), and reports
// whether it did: a group of fewer than two addresses is left to
// validateField.
func (b *Batch) validateAddresses(v Validator, items []Item, codes []string, room []itemRoom) bool {
	var at [batchGroup]int // the items with an address to validate
	n := 0
	for i := range items {
		if codes[i] != "" && items[i].Address != "" {
			at[n] = i
			n++
		}
	}
	if n < 2 {
		return false
	}
	g := b.addressGroup()
	for j, i := range at[:n] {
		g.countries[j], g.values[j] = codes[i], items[i].Address
	}
	g.b.Validate(v.Address, g.countries[:n], g.values[:n], g.out[:n])
	for j, i := range at[:n] {
		*room[i].f.Address = g.out[j]
	}
	clear(g.countries[:n]) // a pooled group keeps no value
	clear(g.values[:n])
	clear(g.out[:n])
	b.mu.Lock()
	b.addresses = append(b.addresses, g)
	b.mu.Unlock()
	return true
}

// addressGroup takes an addressGroup kept in b, or a new one.
func (b *Batch) addressGroup() *addressGroup {
	b.mu.Lock()
	defer b.mu.Unlock()
	if n := len(b.addresses); n > 0 {
		g := b.addresses[n-1]
		b.addresses = b.addresses[:n-1]
		return g
	}
	return new(addressGroup)
}

// Clear zeroes b's memory and drops its items, so that a Batch kept for
// another batch (in a pool) keeps no value of the last one alive; it keeps
// the memory itself. b is then an empty batch.
func (b *Batch) Clear() {
	clear(b.results)
	clear(b.room)
	clear(b.tax)
	clear(b.acc)
	clear(b.eml)
	clear(b.phn)
	clear(b.nam)
	clear(b.adr)
	clear(b.checks)
	b.items, b.results, b.room = nil, b.results[:0], b.room[:0]
	b.tax, b.acc, b.eml, b.phn, b.nam, b.adr, b.checks = b.tax[:0], b.acc[:0], b.eml[:0], b.phn[:0], b.nam[:0], b.adr[:0], b.checks[:0]
}

// batchGroup is how many items Batch.Validate validates field by field:
// enough that each package's code is read into the caches once for many
// items, few enough that the workers of ValidateBatch share a batch
// evenly.
const batchGroup = 32
