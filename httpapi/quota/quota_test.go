package quota_test

import (
	"context"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/quota/quotatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var ctx = context.Background()

func TestWindow(t *testing.T) {
	now := time.Date(2026, 11, 25, 13, 45, 0, 0, time.FixedZone("ART", -3*3600))
	s, e := quota.Month.Window(now)
	assert.Equal(t, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), s)
	assert.Equal(t, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), e)
	s, e = quota.Day.Window(now)
	assert.Equal(t, time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC), s)
	assert.Equal(t, time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), e)
	s, e = quota.Hour.Window(now)
	assert.Equal(t, time.Date(2026, 11, 25, 16, 0, 0, 0, time.UTC), s)
	assert.Equal(t, time.Date(2026, 11, 25, 17, 0, 0, 0, time.UTC), e)
	_, e = quota.Month.Window(time.Date(2026, 12, 31, 23, 0, 0, 0, time.UTC))
	assert.Equal(t, time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), e)

	p, err := quota.ParsePeriod("day")
	require.NoError(t, err)
	assert.Equal(t, quota.Day, p)
	_, err = quota.ParsePeriod("week")
	assert.ErrorIs(t, err, quota.ErrPeriod)
}

func TestMemory(t *testing.T) {
	quotatest.Run(t, func() quota.Store { return new(quota.Memory) })

	var m quota.Memory
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	_, err := m.Take(ctx, "a", quota.Policy{Limit: 5, Period: quota.Month}, -1, now)
	assert.Error(t, err)
	_, _ = m.Take(ctx, "a", quota.Policy{Limit: 5, Period: quota.Month}, 2, now)
	var back quota.Memory
	back.Restore(m.Snapshot())
	d, _ := back.Peek(ctx, "a", quota.Policy{Limit: 5, Period: quota.Month}, now)
	assert.Equal(t, int64(2), d.Used)
}
