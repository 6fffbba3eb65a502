package httpapi

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// acquireAsync starts acquire in a goroutine and returns where its answer
// arrives, once the request is in the queue (or answered).
func acquireAsync(t *testing.T, l *limiter, ctx context.Context, account string) <-chan bool {
	t.Helper()
	queued := func() int {
		l.mu.Lock()
		defer l.mu.Unlock()
		return l.accounts[account].waiting
	}
	before := queued()
	got := make(chan bool, 1)
	go func() { got <- l.acquire(ctx, account) }()
	require.Eventually(t, func() bool { return queued() > before || len(got) > 0 },
		5*time.Second, time.Millisecond, "the request neither waited nor was answered")
	return got
}

func TestLimiterPerAccount(t *testing.T) {
	l := newLimiter(4, 2, 8, time.Millisecond)
	ctx := context.Background()
	require.True(t, l.acquire(ctx, "a"))
	require.True(t, l.acquire(ctx, "a"))
	assert.False(t, l.acquire(ctx, "a"), "a third slot for a is more than its share, and none frees up")
	assert.True(t, l.acquire(ctx, "b"), "b still finds slots")
	assert.True(t, l.acquire(ctx, "b"))
	assert.False(t, l.acquire(ctx, "c"), "every slot is taken")
	l.release("a")
	assert.True(t, l.acquire(ctx, "c"))
	for _, acct := range []string{"a", "b", "b", "c"} {
		l.release(acct)
	}
	assert.Zero(t, l.inUse)
	assert.Empty(t, l.accounts, "idle accounts are forgotten")
	assert.Empty(t, l.queue)
}

func TestLimiterQueue(t *testing.T) {
	ctx := context.Background()
	t.Run("a freed slot goes to the first waiter that may take it", func(t *testing.T) {
		l := newLimiter(2, 1, 8, time.Minute)
		require.True(t, l.acquire(ctx, "a"))
		require.True(t, l.acquire(ctx, "b"))
		a2 := acquireAsync(t, l, ctx, "a") // first in the queue
		b2 := acquireAsync(t, l, ctx, "b")
		l.release("b") // a2 is first, but a holds its share: b2 gets it
		assert.True(t, <-b2)
		l.release("a")
		assert.True(t, <-a2)
		l.release("a")
		l.release("b")
		assert.Empty(t, l.accounts)
	})
	t.Run("the wait is bounded", func(t *testing.T) {
		l := newLimiter(1, 1, 8, 5*time.Millisecond)
		require.True(t, l.acquire(ctx, "a"))
		assert.False(t, l.acquire(ctx, "b"))
		assert.Empty(t, l.queue, "a waiter that gave up leaves the queue")
		assert.Equal(t, accountLoad{}, l.accounts["b"])
	})
	t.Run("no queue", func(t *testing.T) {
		for _, l := range []*limiter{newLimiter(1, 1, 0, time.Minute), newLimiter(1, 1, 8, -1)} {
			require.True(t, l.acquire(ctx, "a"))
			assert.False(t, l.acquire(ctx, "b"))
		}
	})
	t.Run("a cancelled request leaves the queue", func(t *testing.T) {
		l := newLimiter(1, 1, 8, time.Minute)
		require.True(t, l.acquire(ctx, "a"))
		cctx, cancel := context.WithCancel(ctx)
		got := acquireAsync(t, l, cctx, "b")
		cancel()
		assert.False(t, <-got)
		assert.Empty(t, l.queue)
	})
	t.Run("a full queue makes room for an account with fewer waiters", func(t *testing.T) {
		l := newLimiter(1, 1, 2, time.Minute)
		require.True(t, l.acquire(ctx, "a"))
		a2 := acquireAsync(t, l, ctx, "a")
		a3 := acquireAsync(t, l, ctx, "a")
		assert.False(t, l.acquire(ctx, "a"), "the queue is full, and a has the most waiters")
		b := acquireAsync(t, l, ctx, "b")
		assert.False(t, <-a3, "the newest waiter of a gave its place to b")
		l.release("a")
		assert.True(t, <-a2)
		l.release("a")
		assert.True(t, <-b)
		l.release("b")
		assert.Empty(t, l.accounts)
	})
}

func TestLimiterConcurrent(t *testing.T) {
	l := newLimiter(3, 2, 16, time.Second)
	var held, most atomic.Int64
	done := make(chan struct{})
	for i := range 40 {
		go func() {
			defer func() { done <- struct{}{} }()
			acct := string(rune('a' + i%3))
			if !l.acquire(context.Background(), acct) {
				return
			}
			n := held.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			time.Sleep(time.Millisecond)
			held.Add(-1)
			l.release(acct)
		}()
	}
	for range 40 {
		<-done
	}
	assert.LessOrEqual(t, most.Load(), int64(3), "never more than the slots")
	assert.Zero(t, l.inUse)
	assert.Empty(t, l.accounts)
	assert.Empty(t, l.queue)
}
