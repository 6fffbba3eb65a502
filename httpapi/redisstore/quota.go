package redisstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ndval/ndval/httpapi/quota"
	"github.com/redis/go-redis/v9"
)

// takeScript counts cost items in one window, all or nothing, in one
// round trip: KEYS[1] the window's counter, KEYS[2] its "by" hash (see
// ledger.go); ARGV cost, limit, the keys' time to live (ms), a deadline in
// Redis's clock (µs since the epoch, 0 for none), and the replica's id. A script that Redis runs after the deadline, when
// the client has given up waiting (Redis was paused or stopped), does
// nothing and says so: a request that timed out was not counted, so the
// fallback can count it without counting it twice. It returns {1, used}
// when counted, {0, used} when the cost does not fit, {-1, 0} when late.
var takeScript = redis.NewScript(`
local deadline = tonumber(ARGV[4])
if deadline > 0 then
  local t = redis.call('TIME')
  if tonumber(t[1]) * 1000000 + tonumber(t[2]) > deadline then
    return {-1, 0}
  end
end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if used + cost > tonumber(ARGV[2]) then
  return {0, used}
end
if cost > 0 then
  used = redis.call('INCRBY', KEYS[1], cost)
  redis.call('HINCRBY', KEYS[2], ARGV[5], cost)
  for _, k in ipairs(KEYS) do
    if redis.call('PTTL', k) < 0 then
      redis.call('PEXPIRE', k, ARGV[3])
    end
  end
end
return {1, used}
`)

// errLate is the answer of a script Redis ran after its deadline.
var errLate = errors.New("redisstore: Redis ran the quota script after the client gave up")

// Take implements quota.Store: one script call per request. While Redis is
// unreachable (from a failure until a probe answers) it follows the
// failure policy: fail closed (an error wrapping ErrUnavailable) or the
// local fallback (see fallback.go). A script whose answer did not come may
// have counted: the ledger settles it when Redis returns (ledger.go), so
// the fallback may serve that request too. The script is not cancelled
// with the request, so that a client that goes away leaves no doubt.
func (s *Store) Take(ctx context.Context, account string, p quota.Policy, cost int64, now time.Time) (quota.Decision, error) {
	if cost < 0 {
		return quota.Decision{}, errors.New("redisstore: negative cost")
	}
	if s.o.Admin {
		return quota.Decision{}, errAdminTake
	}
	start, end := p.Period.Window(now)
	w := window{account, p.Period, start.Unix()}
	s.inflight.Add(1) // before reading down: see recover
	if !s.down.Load() {
		s.gate.RLock()
		used, allowed, err := s.take(context.WithoutCancel(ctx), w, p.Limit, cost, now, end)
		if err == nil {
			if allowed && cost > 0 {
				s.ledger.counted(w, cost)
			}
			s.gate.RUnlock()
			s.inflight.Add(-1)
			s.answered()
			s.fb.seen(account, p.Period, start, used)
			return decision(p, used, allowed, end), nil
		}
		if !errors.Is(err, errLate) {
			s.ledger.unknown(w, end)
		}
		s.gate.RUnlock()
		s.fail(context.Background(), "quota take", err)
	}
	s.inflight.Add(-1)
	if s.o.FailClosed {
		s.counters.closedRefused.Add(1)
		return quota.Decision{}, fmt.Errorf("%w (quota fails closed)", ErrUnavailable)
	}
	d, err := s.fb.take(account, p, cost, start, end)
	s.counters.fallback(d, err, cost)
	return d, err
}

// take runs takeScript.
func (s *Store) take(ctx context.Context, w window, limit, cost int64, now, end time.Time) (int64, bool, error) {
	octx, cancel := s.op(ctx)
	defer cancel()
	deadline := int64(0)
	if dl, ok := octx.Deadline(); ok {
		deadline = s.clock.redisDeadline(dl)
	}
	ttl := counterTTL(now, end).Milliseconds()
	counter := s.counterKey(w.account, w.period, time.Unix(w.start, 0))
	res, err := bounded(octx, func(ctx context.Context) ([]int64, error) {
		return takeScript.Run(ctx, s.c, []string{counter, counter + ":by"}, cost, limit, ttl, deadline, s.id).Int64Slice()
	})
	if err != nil {
		return 0, false, err
	}
	if len(res) != 2 {
		return 0, false, fmt.Errorf("redisstore: quota script answered %v", res)
	}
	if res[0] < 0 {
		return 0, false, errLate
	}
	return res[1], res[0] == 1, nil
}

func decision(p quota.Policy, used int64, allowed bool, end time.Time) quota.Decision {
	return quota.Decision{Allowed: allowed, Limit: p.Limit, Used: used, Remaining: max(p.Limit-used, 0), Reset: end}
}

// Peek implements quota.Store: the account's usage in Redis, taking none.
func (s *Store) Peek(ctx context.Context, account string, p quota.Policy, now time.Time) (quota.Decision, error) {
	start, end := p.Period.Window(now)
	octx, cancel := s.op(ctx)
	defer cancel()
	used, err := s.c.Get(octx, s.counterKey(account, p.Period, start)).Int64()
	if errors.Is(err, redis.Nil) {
		used, err = 0, nil
	}
	if err != nil {
		s.fail(ctx, "quota peek", err)
		return quota.Decision{}, err
	}
	s.answered()
	return decision(p, used, true, end), nil
}
