// Package quotatest is the conformance suite of quota.Store
// implementations, shared by the in-memory store and the others.
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
// all-or-nothing takes, window rollover, isolation between accounts, and
// concurrent takes that sum exactly to the limit. newStore returns an
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
