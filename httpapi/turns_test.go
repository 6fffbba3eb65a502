package httpapi

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
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
