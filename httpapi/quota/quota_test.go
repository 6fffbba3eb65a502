package quota

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var ctx = context.Background()

func TestWindow(t *testing.T) {
	now := time.Date(2026, 11, 25, 13, 45, 0, 0, time.FixedZone("ART", -3*3600))
	s, e := Month.Window(now)
	assert.Equal(t, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), s)
	assert.Equal(t, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), e)
	s, e = Day.Window(now)
	assert.Equal(t, time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC), s)
	assert.Equal(t, time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), e)
	s, e = Hour.Window(now)
	assert.Equal(t, time.Date(2026, 11, 25, 16, 0, 0, 0, time.UTC), s)
	assert.Equal(t, time.Date(2026, 11, 25, 17, 0, 0, 0, time.UTC), e)
	_, e = Month.Window(time.Date(2026, 12, 31, 23, 0, 0, 0, time.UTC))
	assert.Equal(t, time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), e)

	p, err := ParsePeriod("day")
	require.NoError(t, err)
	assert.Equal(t, Day, p)
	_, err = ParsePeriod("week")
	assert.ErrorIs(t, err, ErrPeriod)
}

// RunStoreTests is the conformance suite every Store passes.
func runStoreTests(t *testing.T, newStore func() Store) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	p := Policy{Limit: 10, Period: Month}

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
		big := Policy{Limit: 1000, Period: Day}
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

func TestMemory(t *testing.T) {
	runStoreTests(t, func() Store { return new(Memory) })

	var m Memory
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	_, err := m.Take(ctx, "a", Policy{Limit: 5, Period: Month}, -1, now)
	assert.Error(t, err)
	_, _ = m.Take(ctx, "a", Policy{Limit: 5, Period: Month}, 2, now)
	var back Memory
	back.Restore(m.Snapshot())
	d, _ := back.Peek(ctx, "a", Policy{Limit: 5, Period: Month}, now)
	assert.Equal(t, int64(2), d.Used)
}
