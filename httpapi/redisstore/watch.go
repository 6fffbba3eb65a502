package redisstore

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

// repayScript adds a fallback debt to a window's counter once: KEYS[1]
// the counter, KEYS[2] the debt's token (same hash tag, same slot); ARGV
// items, the counter's time to live (ms), the token's (ms). The items were
// served already, so they are added even past the limit. It returns 1
// when it added them, 0 when the token shows an earlier call did.
var repayScript = redis.NewScript(`
if not redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[3]) then
  return 0
end
redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
`)

// tokenTTL keeps a repaid debt's token long enough for any retry.
const tokenTTL = 24 * time.Hour

// calibrateEvery is how many probes pass between two clock measures.
const calibrateEvery = 40

// watch pings Redis every ProbeEvery until ctx ends. While Redis is
// unreachable, a ping that answers starts the recovery: the clock is
// measured again, the debts of the fallback are repaid, and the Store
// uses Redis again. Debts left over (served while the recovery ran) are
// repaid at the next probes.
func (s *Store) watch(ctx context.Context) {
	t := time.NewTicker(s.o.ProbeEvery)
	defer t.Stop()
	for n := 1; ; n++ {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		octx, cancel := s.op(ctx)
		err := s.c.Ping(octx).Err()
		cancel()
		if err == nil {
			s.answered()
		}
		switch {
		case err != nil:
			s.fail(ctx, "probe", err)
		case s.down.Load():
			s.recover(ctx)
		default:
			if s.ledger.pending() {
				s.settleUp(ctx)
			}
			if s.fb.unpaid() > 0 {
				s.repay(ctx)
			}
			if n%calibrateEvery == 0 {
				_ = s.calibrate(ctx, false)
				s.checkReplicas(ctx)
				s.checkPersistence(ctx)
			}
		}
	}
}

// recover brings the Store back to Redis once the unknown outcomes are
// settled and the debts repaid. Takes that saw Redis up before it went
// down may still be under way; they end within Timeout, and recover waits
// for them, since the settlement must know all they confirmed.
func (s *Store) recover(ctx context.Context) {
	if s.inflight.Load() > 0 {
		return
	}
	if err := s.calibrate(ctx, true); err != nil {
		return
	}
	if !s.settle(ctx) {
		return
	}
	repaid, ok := s.repay(ctx)
	if !ok {
		return
	}
	s.down.Store(false)
	s.fb.recovered()
	outage := time.Since(time.Unix(0, s.downAt.Load())).Round(time.Millisecond)
	s.log.Info("redis reachable again", "outage", outage.String(), "repaid_items", repaid,
		"settled_items_total", s.counters.settledItems.Load(),
		"fallback_items_total", s.counters.fallbackItems.Load())
}

// repay adds the fallback's debts to Redis, each at most once. It returns
// the items added and whether every debt is repaid.
func (s *Store) repay(ctx context.Context) (int64, bool) {
	var added int64
	for _, d := range s.fb.owed() {
		octx, cancel := s.op(ctx)
		ttl := counterTTL(time.Now(), d.end).Milliseconds()
		keys := []string{s.counterKey(d.w.account, d.w.period, time.Unix(d.w.start, 0)), s.tokenKey(d.w.account, d.token)}
		n, err := repayScript.Run(octx, s.c, keys, d.items, ttl, tokenTTL.Milliseconds()).Int64()
		cancel()
		if err != nil {
			s.fail(ctx, "repay fallback items", err)
			return added, false
		}
		s.fb.paid(d.token)
		if n == 1 {
			added += d.items
			s.counters.repaidItems.Add(d.items)
		}
	}
	return added, true
}
