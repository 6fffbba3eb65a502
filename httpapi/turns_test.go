package httpapi

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ndval/ndval/record"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTurnsRoundRobin: with every turn taken, the waiters of an account
// that queued many chunks and of one that queued a single chunk are served
// in turn, each account's in order: the small request waits for one chunk,
// not for the large batch.
func TestTurnsRoundRobin(t *testing.T) {
	for _, tc := range []struct {
		name   string
		queued []string // in the order they start waiting
		want   []string // the order they get the turn
	}{
		{"one account", []string{"a1", "a2", "a3"}, []string{"a1", "a2", "a3"}},
		{"a small request after a large batch", []string{"a1", "a2", "a3", "a4", "b1"}, []string{"a1", "b1", "a2", "a3", "a4"}},
		{"three accounts", []string{"a1", "a2", "b1", "b2", "c1"}, []string{"a1", "b1", "c1", "a2", "b2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := newTurns(1)
			tr.acquire("busy")
			var mu sync.Mutex
			var got []string
			var wg sync.WaitGroup
			for _, w := range tc.queued {
				wg.Go(func() {
					tr.do(w[:1], func() {
						mu.Lock()
						got = append(got, w)
						mu.Unlock()
					})
				})
				// Wait until it waits, so that the order is known.
				assert.Eventually(t, func() bool {
					tr.mu.Lock()
					defer tr.mu.Unlock()
					n := 0
					for _, q := range tr.waiting {
						n += len(q)
					}
					return n == len(got)+countUpTo(tc.queued, w)
				}, 10*time.Second, time.Millisecond) // a loaded CI machine may take a while to start a goroutine
			}
			tr.release()
			wg.Wait()
			assert.Equal(t, tc.want, got)
			assert.Equal(t, 1, tr.free, "the turn is free again")
		})
	}
}

// countUpTo returns how many of qs come before w, w included.
func countUpTo(qs []string, w string) int {
	for i, q := range qs {
		if q == w {
			return i + 1
		}
	}
	return 0
}

// TestRecordTurns: the turns cover the batch in order, each of one record
// at least and recordTurnMax at most, within the budget unless it holds a
// single record; records as people write them go 20 or more to a turn,
// and records with every field at the longest recordChunk.
func TestRecordTurns(t *testing.T) {
	usual := make([]record.Item, 500)
	for i := range usual {
		usual[i] = benchRecords[i%len(benchRecords)]
	}
	longest := make([]record.Item, 500)
	for i := range longest {
		f := strings.Repeat("x", DefaultMaxFieldChars)
		longest[i] = record.Item{Country: "MX", TaxID: f, Account: f, Email: f, Phone: f, Name: f, Address: f}
	}
	huge := []record.Item{{Country: "MX", Address: strings.Repeat("x", 20*recordBudget(DefaultMaxFieldChars))}, usual[0]}
	budget := recordBudget(DefaultMaxFieldChars)
	for _, tc := range []struct {
		name     string
		items    []record.Item
		min, max int // records a turn, but the last
	}{
		{"usual", usual, 20, recordTurnMax},
		{"longest", longest, recordChunk, recordChunk},
		{"a record over the budget alone", huge, 1, 1},
		{"none", nil, 0, 0},
		{"one", usual[:1], 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ends := recordTurns(nil, tc.items, budget)
			start := 0
			for k, end := range ends {
				n := end - start
				require.Positive(t, n, "turn %d", k)
				assert.LessOrEqual(t, n, recordTurnMax, "turn %d", k)
				if k < len(ends)-1 {
					assert.GreaterOrEqual(t, n, tc.min, "turn %d", k)
					assert.LessOrEqual(t, n, tc.max, "turn %d", k)
				}
				cost := 0
				for i := start; i < end; i++ {
					cost += recordCost(&tc.items[i])
				}
				if n > 1 {
					assert.LessOrEqual(t, cost, budget, "turn %d", k)
				}
				start = end
			}
			assert.Equal(t, len(tc.items), start, "every record in a turn")
		})
	}
}
