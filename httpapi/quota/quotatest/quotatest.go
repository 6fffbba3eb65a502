// Package quotatest is the conformance suite of quota.Store
// implementations, shared by the in-memory store and the others. A team
// with its own quota store runs it from that store's tests, with a fresh,
// empty store for each call of newStore:
//
//	func TestConformance(t *testing.T) {
//		quotatest.Run(t, func() quota.Store { return mystore.NewQuota(testDB(t)) })
//	}
package quotatest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var ctx = context.Background()

// Run is the conformance suite every quota.Store passes: exact limits,
// all-or-nothing takes, window rollover on the clock passed to Take (month,
// day and hour), Peek that counts nothing, isolation between accounts, and
// 64 goroutines whose takes sum exactly to the limit. newStore returns an
// empty store.
func Run(t *testing.T, newStore func() quota.Store) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	p := quota.Policy{Limit: 10, Period: quota.Month}

	t.Run("exact limit then one over", func(t *testing.T) {
		s := newStore()
		d, err := s.Take(ctx, "a", p, 10, now)
		require.NoError(t, err)
		assert.True(t, d.Allowed)
		assert.Equal(t, int64(0), d.Remaining)
		d, err = s.Take(ctx, "a", p, 1, now)
		require.NoError(t, err)
		assert.False(t, d.Allowed)
		assert.Equal(t, int64(10), d.Used)
	})
	t.Run("all or nothing", func(t *testing.T) {
		s := newStore()
		_, _ = s.Take(ctx, "a", p, 7, now)
		d, _ := s.Take(ctx, "a", p, 4, now)
		assert.False(t, d.Allowed)
		assert.Equal(t, int64(3), d.Remaining, "the refused batch cost nothing")
		d, _ = s.Take(ctx, "a", p, 3, now)
		assert.True(t, d.Allowed)
	})
	t.Run("cost above limit", func(t *testing.T) {
		d, _ := newStore().Take(ctx, "a", p, 11, now)
		assert.False(t, d.Allowed)
		assert.Equal(t, int64(10), d.Remaining)
	})
	t.Run("window rollover", func(t *testing.T) {
		s := newStore()
		_, _ = s.Take(ctx, "a", p, 10, now)
		d, _ := s.Take(ctx, "a", p, 10, now.AddDate(0, 1, 0))
		assert.True(t, d.Allowed)
		assert.Equal(t, time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), d.Reset)
	})
	t.Run("rollover at the edge of each period", func(t *testing.T) {
		s := newStore()
		for _, per := range []quota.Period{quota.Hour, quota.Day, quota.Month} {
			pp := quota.Policy{Limit: 3, Period: per}
			_, end := per.Window(now)
			last := end.Add(-time.Millisecond)
			d, err := s.Take(ctx, "edge-"+string(per), pp, 3, last)
			require.NoError(t, err)
			require.True(t, d.Allowed)
			d, _ = s.Take(ctx, "edge-"+string(per), pp, 1, last)
			assert.False(t, d.Allowed, "%s: the last millisecond is in the spent window", per)
			d, _ = s.Take(ctx, "edge-"+string(per), pp, 3, end)
			assert.True(t, d.Allowed, "%s: a new window at its first instant", per)
			assert.Equal(t, int64(3), d.Used)
		}
	})
	t.Run("peek counts nothing", func(t *testing.T) {
		s := newStore()
		_, _ = s.Take(ctx, "a", p, 4, now)
		for range 3 {
			d, err := s.Peek(ctx, "a", p, now)
			require.NoError(t, err)
			assert.Equal(t, int64(4), d.Used)
			assert.Equal(t, int64(6), d.Remaining)
		}
		d, _ := s.Take(ctx, "a", p, 0, now)
		assert.True(t, d.Allowed, "a zero cost fits")
		assert.Equal(t, int64(4), d.Used)
	})
	t.Run("accounts are isolated", func(t *testing.T) {
		s := newStore()
		_, _ = s.Take(ctx, "a", p, 10, now)
		d, _ := s.Peek(ctx, "b", p, now)
		assert.Equal(t, int64(10), d.Remaining)
	})
	t.Run("concurrent takes sum exactly to the limit", func(t *testing.T) {
		s := newStore()
		big := quota.Policy{Limit: 1000, Period: quota.Day}
		var ok atomic.Int64
		var wg sync.WaitGroup
		for range 64 {
			wg.Go(func() {
				for range 50 {
					if d, err := s.Take(ctx, "a", big, 1, now); err == nil && d.Allowed {
						ok.Add(1)
					}
				}
			})
		}
		wg.Wait()
		assert.Equal(t, int64(1000), ok.Load())
	})
}
