package httpapi

import (
	"context"
	"runtime"
	"sync"

	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/record"
)

// Chunk sizes: a chunk is validated in one turn, a few milliseconds at
// most of one core's time, however costly its items.
const (
	recordChunk = 8   // records, up to ~0.2 ms each with every field long
	taxIDChunk  = 256 // tax ids, a few µs each
)

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

// validateRecords validates the items of b in chunks of recordChunk, each
// in a turn, on as many workers as the Validator's Parallelism (default
// GOMAXPROCS). ctx is never done here (the batch is paid for): see
// records.
func (h *handler) validateRecords(ctx context.Context, account string, b *record.Batch) {
	v := h.cfg.Validator
	workers := v.Parallelism
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	n := b.Len()
	chunks := (n + recordChunk - 1) / recordChunk
	workers = max(min(workers, chunks), 1)
	next := make(chan int, chunks)
	for i := range chunks {
		next <- i * recordChunk
	}
	close(next)
	work := func() {
		for start := range next {
			h.turns.do(account, func() {
				_ = b.Validate(ctx, v, start, min(start+recordChunk, n))
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
