package httpapi

import (
	"context"
	"slices"
	"sync"
	"time"
)

// limiter bounds the batches validated at once (slots), and what one
// account may hold of them (perAccount), so that one key cannot keep every
// other account out. A request that finds no slot it may take waits in a
// FIFO queue of at most maxQueue requests, for at most wait, and is then
// refused: a short queue absorbs the bursts that a closed set of clients
// makes, without hiding an overload behind long waits. One account may
// fill the queue, but when it is full, a request of an account with fewer
// waiters takes the place of the newest waiter of the account with the
// most, so a flood of one account never shuts others out of the queue.
//
// Slots are taken only once a request's body is in memory (reading it is
// bounded by its own deadline instead) and given back before the response
// is written, so slow clients hold no slot.
type limiter struct {
	slots, perAccount int
	maxQueue          int
	wait              time.Duration

	mu       sync.Mutex
	inUse    int
	accounts map[string]accountLoad
	queue    []*waiter
}

// accountLoad is what one account holds and waits for.
type accountLoad struct{ held, waiting int }

// waiter is a request waiting for a slot. result receives true when it is
// given a slot, false when another account's request takes its place.
type waiter struct {
	account string
	result  chan bool
}

func newLimiter(slots, perAccount, maxQueue int, wait time.Duration) *limiter {
	return &limiter{slots: slots, perAccount: perAccount, maxQueue: maxQueue, wait: wait,
		accounts: make(map[string]accountLoad)}
}

// acquire takes a slot for account, waiting as the limiter allows; it
// reports false when it got none (no place in the queue, the wait ran out,
// its place was taken or ctx ended). Each true must be followed by one
// release.
func (l *limiter) acquire(ctx context.Context, account string) bool {
	l.mu.Lock()
	if a := l.accounts[account]; l.inUse < l.slots && a.held < l.perAccount {
		l.take(account, a)
		l.mu.Unlock()
		return true
	}
	w := l.enqueue(account)
	l.mu.Unlock()
	if w == nil {
		return false
	}

	t := time.NewTimer(l.wait)
	defer t.Stop()
	select {
	case ok := <-w.result:
		return ok
	case <-t.C:
	case <-ctx.Done():
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	select {
	case ok := <-w.result: // decided while the timer fired
		return ok
	default:
	}
	l.dequeue(slices.Index(l.queue, w))
	return false
}

// enqueue puts a waiter of account in the queue and returns it, or nil
// when there is no place for it. l.mu is held.
func (l *limiter) enqueue(account string) *waiter {
	if l.wait <= 0 || l.maxQueue <= 0 {
		return nil
	}
	if len(l.queue) >= l.maxQueue {
		// The newest waiter of the account with the most waiters gives
		// its place, if that account has more than account would.
		victim := -1
		most := l.accounts[account].waiting + 1
		for i := len(l.queue) - 1; i >= 0; i-- {
			if n := l.accounts[l.queue[i].account].waiting; n > most {
				victim, most = i, n
			}
		}
		if victim < 0 {
			return nil
		}
		l.dequeue(victim).result <- false
	}
	w := &waiter{account: account, result: make(chan bool, 1)}
	l.queue = append(l.queue, w)
	a := l.accounts[account]
	a.waiting++
	l.accounts[account] = a
	return w
}

// dequeue removes the waiter at index i from the queue and returns it.
// l.mu is held.
func (l *limiter) dequeue(i int) *waiter {
	w := l.queue[i]
	l.queue = slices.Delete(l.queue, i, i+1)
	a := l.accounts[w.account]
	a.waiting--
	l.store(w.account, a)
	return w
}

// release gives back a slot of account and hands free slots to the first
// waiters that may take them.
func (l *limiter) release(account string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.inUse--
	a := l.accounts[account]
	a.held--
	l.store(account, a)
	for i := 0; i < len(l.queue) && l.inUse < l.slots; {
		if l.accounts[l.queue[i].account].held >= l.perAccount {
			i++
			continue
		}
		w := l.dequeue(i)
		l.take(w.account, l.accounts[w.account])
		w.result <- true
	}
}

// take gives account, whose load is a, a slot. l.mu is held.
func (l *limiter) take(account string, a accountLoad) {
	l.inUse++
	a.held++
	l.accounts[account] = a
}

// store records a's load, forgetting an account that has none. l.mu is held.
func (l *limiter) store(account string, a accountLoad) {
	if a == (accountLoad{}) {
		delete(l.accounts, account)
		return
	}
	l.accounts[account] = a
}
