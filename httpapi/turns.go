package httpapi

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/record"
)

// A turn validates a chunk: a few milliseconds at most of one core's
// time, however costly its items. Tax ids cost a few µs each and go
// taxIDChunk to a turn. A record's cost is mostly the same whatever its
// length (the phone's metadata, the results, the checks), plus a part
// that grows with its fields' bytes (addresses and names, token by
// token); so a turn takes records while their estimated cost, recordBase
// plus the bytes of their fields, stays within what recordChunk records
// with every field at the longest allowed cost (recordBudget), and at most
// recordTurnMax of them. Records as people write them (100 to 300 bytes)
// then go 20 to 32 to a turn, and the longest 8, as many as before, for
// the same bound on how long another account's request waits (issue 24):
// a turn of more records validates each field's records together longer,
// with that field's code in the processor's caches (issue 26).
const (
	taxIDChunk    = 256 // tax ids, a few µs each
	recordChunk   = 8   // records with every field at the longest, ~25 µs each (BenchmarkRecordCost)
	recordBase    = 512 // a record's fixed cost, in bytes of its fields' (BenchmarkRecordCost)
	recordTurnMax = 32  // record.Batch's group: the most it validates field by field
)

// recordBudget is what a turn may spend on records, in recordCost's units:
// recordChunk records with each of their six validated fields
// maxFieldChars ASCII characters long (a record of longer UTF-8
// characters counts more bytes, so that fewer go to its turn).
func recordBudget(maxFieldChars int) int {
	return recordChunk * (recordBase + 6*maxFieldChars)
}

// recordCost estimates the validation time of it, in the units of
// recordBudget: recordBase, plus its validated fields' bytes.
func recordCost(it *record.Item) int {
	return recordBase + len(it.TaxID) + len(it.Account) + len(it.Email) + len(it.Phone) + len(it.Name) + len(it.Address)
}

// recordTurns appends to dst where each turn of items ends: turns of at
// least one record, at most recordTurnMax, whose costs add up to budget at
// most.
func recordTurns(dst []int, items []record.Item, budget int) []int {
	cost, n := 0, 0
	for i := range items {
		c := recordCost(&items[i])
		if n > 0 && (n == recordTurnMax || cost+c > budget) {
			dst = append(dst, i)
			cost, n = 0, 0
		}
		cost += c
		n++
	}
	if n > 0 {
		dst = append(dst, len(items))
	}
	return dst
}

// turns lets at most one validation per core run at once, a chunk at a
// time: a large batch gives its core back between chunks, and the next
// turn goes to the accounts that wait in turn (round robin), each
// account's chunks in order. So the small request of another account,
// which holds a slot of its own, waits for one chunk at most instead of
// behind every goroutine of the large batches in the scheduler's queue
// (issue 24, item 7).
type turns struct {
	mu      sync.Mutex
	free    int
	waiting map[string][]chan struct{} // by account, in order
	order   []string                   // accounts with waiters, next first
}

// newTurns returns n turns, or GOMAXPROCS when n is 0 or less.
func newTurns(n int) *turns {
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	return &turns{free: n, waiting: make(map[string][]chan struct{})}
}

// do runs f in a turn of account.
func (t *turns) do(account string, f func()) {
	t.acquire(account)
	defer t.release()
	f()
}

func (t *turns) acquire(account string) {
	t.mu.Lock()
	if t.free > 0 && len(t.order) == 0 {
		t.free--
		t.mu.Unlock()
		return
	}
	ch := make(chan struct{}, 1)
	if len(t.waiting[account]) == 0 {
		t.order = append(t.order, account)
	}
	t.waiting[account] = append(t.waiting[account], ch)
	t.mu.Unlock()
	<-ch
}

// release hands the turn to the first waiter of the next account, which
// goes to the back of the order if it has more, or frees it.
func (t *turns) release() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.order) == 0 {
		t.free++
		return
	}
	account := t.order[0]
	t.order = t.order[1:]
	q := t.waiting[account]
	q[0] <- struct{}{}
	if len(q) == 1 {
		delete(t.waiting, account)
	} else {
		t.waiting[account] = q[1:]
		t.order = append(t.order, account)
	}
}

// validateRecords validates items, b's batch, in turns (recordTurns), on
// as many workers as the Validator's Parallelism (default GOMAXPROCS).
// ctx is never done here (the batch is paid for): see records.
func (h *handler) validateRecords(ctx context.Context, account string, items []record.Item, b *record.Batch) {
	v := h.cfg.Validator
	workers := v.Parallelism
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var room [64]int // the turns' ends: 500 records with every field at the longest make 63
	ends := recordTurns(room[:0], items, recordBudget(h.cfg.MaxFieldChars))
	workers = max(min(workers, len(ends)), 1)
	var next atomic.Int64
	work := func() {
		for {
			k := int(next.Add(1)) - 1
			if k >= len(ends) {
				return
			}
			start := 0
			if k > 0 {
				start = ends[k-1]
			}
			h.turns.do(account, func() {
				_ = b.Validate(ctx, v, start, ends[k])
			})
		}
	}
	var wg sync.WaitGroup
	for range workers - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
}

// appendTaxIDItems appends the results of items, comma-separated, their
// messages in l, in turns of taxIDChunk items, and returns the number of
// valid ones.
func (h *handler) appendTaxIDItems(b []byte, account string, items []wire.TaxIDItem, l message.Lang) ([]byte, int) {
	valid := 0
	for start := 0; start < len(items); start += taxIDChunk {
		end := min(start+taxIDChunk, len(items))
		h.turns.do(account, func() {
			for i := start; i < end; i++ {
				if i > 0 {
					b = append(b, ',')
				}
				var ok bool
				b, ok = appendTaxIDItem(b, i, &items[i], h.cfg.Validator.TaxID, l)
				if ok {
					valid++
				}
			}
		})
	}
	return b, valid
}
