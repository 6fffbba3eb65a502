package redisstore

import (
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSettleTakesBackALostAnswer: a script that counted although its
// answer never came is taken back once, however often settle runs.
func TestSettleTakesBackALostAnswer(t *testing.T) {
	s := open(t, miniURL(t), patient)
	p := quota.Policy{Limit: 100, Period: quota.Month}
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	_, err := s.Take(ctx, "acme", p, 5, now)
	require.NoError(t, err)

	start, end := p.Period.Window(now)
	w := window{"acme", p.Period, start.Unix()}
	_, _, err = s.take(ctx, w, p.Limit, 3, now, end) // counted, but as if the answer were lost:
	require.NoError(t, err)
	s.ledger.unknown(w, end) // the ledger does not hear of it
	s.ledger.counted(w, 0)
	d, _ := s.Peek(ctx, "acme", p, now)
	require.Equal(t, int64(8), d.Used)

	for range 2 {
		require.True(t, s.settle(ctx))
		d, _ = s.Peek(ctx, "acme", p, now)
		assert.Equal(t, int64(5), d.Used, "the 3 nobody was served are taken back, once")
	}
	assert.Equal(t, uint64(3), s.Stats().SettledItems)
}

// TestRepayOnce: a debt repaid twice with its token is added once, and
// the fallback's view of the window includes it.
func TestRepayOnce(t *testing.T) {
	s := open(t, miniURL(t), Options{Prefix: "nd:", Timeout: 2 * time.Second})
	p := quota.Policy{Limit: 100, Period: quota.Month}
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	start, end := p.Period.Window(now)
	s.fb.seen("acme", p.Period, start, 0)
	d, err := s.fb.take("acme", p, 4, start, end)
	require.NoError(t, err)
	require.True(t, d.Allowed)
	debts := s.fb.owed()
	require.Len(t, debts, 1)
	_, err = s.fb.take("acme", p, 2, start, end)
	require.NoError(t, err, "served while the first debt is repaid: a new debt")
	assert.Equal(t, int64(6), s.fb.unpaid())

	added, ok := s.repay(ctx)
	require.True(t, ok)
	assert.Equal(t, int64(6), added)
	keys := []string{s.counterKey("acme", p.Period, start), s.tokenKey("acme", debts[0].token)}
	n, err := repayScript.Run(ctx, s.c, keys, debts[0].items, time.Hour.Milliseconds(), tokenTTL.Milliseconds()).Int64()
	require.NoError(t, err)
	assert.Zero(t, n, "a retry of a repaid debt adds nothing")
	got, _ := s.Peek(ctx, "acme", p, now)
	assert.Equal(t, int64(6), got.Used)
	assert.Zero(t, s.fb.unpaid())
	assert.Equal(t, int64(6), s.fb.last["acme"].used, "the fallback counts what it repaid")
}

// TestFallbackShare: the share is 1/replicas of what remained, an
// account never answered for gets nothing, and a cost over what remains
// at all is a refusal rather than an outage.
func TestFallbackShare(t *testing.T) {
	var f fallback
	f.init(4)
	p := quota.Policy{Limit: 100, Period: quota.Month}
	start, end := p.Period.Window(time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC))
	_, err := f.take("new", p, 1, start, end)
	assert.ErrorIs(t, err, ErrUnavailable)

	f.seen("acme", p.Period, start, 20)
	d, err := f.take("acme", p, 81, start, end)
	require.NoError(t, err)
	assert.False(t, d.Allowed)
	assert.Equal(t, int64(80), d.Remaining)
	d, err = f.take("acme", p, 20, start, end)
	require.NoError(t, err)
	assert.True(t, d.Allowed, "80 / 4 = 20")
	assert.Equal(t, int64(60), d.Remaining)
	_, err = f.take("acme", p, 1, start, end)
	assert.ErrorIs(t, err, ErrUnavailable)

	next, nextEnd := p.Period.Window(end)
	d, err = f.take("acme", p, 25, next, nextEnd)
	require.NoError(t, err)
	assert.True(t, d.Allowed, "a new window starts from the full limit: 100 / 4")
}
