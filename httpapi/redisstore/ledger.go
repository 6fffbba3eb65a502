package redisstore

import (
	"context"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// ledger settles the quota scripts whose outcome a replica does not know:
// those whose answer did not come (a timeout, a closed connection, Redis
// stopping right after it ran one). The replica answered those requests
// by its failure policy (the fallback counts what it serves as a debt, or
// fail closed serves nothing), but Redis may have counted them too. Each replica
// has an id, and the take script also adds every count to the replica's
// field of the window's "by" hash; the replica adds the counts Redis
// confirmed to its ledger. When Redis returns, for each window with an
// unknown outcome, settleScript takes back the difference: what Redis
// counted for this replica and the replica never heard of.
type ledger struct {
	mu     sync.Mutex
	acked  map[window]int64     // items Redis confirmed counting for this replica
	unsure map[window]time.Time // windows with an unknown outcome, and their end
}

func (l *ledger) init() {
	l.acked = make(map[window]int64)
	l.unsure = make(map[window]time.Time)
}

// counted records items Redis confirmed.
func (l *ledger) counted(w window, items int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.acked[w] += items
}

// unknown records that a script for w may or may not have counted.
func (l *ledger) unknown(w window, end time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.unsure[w] = end
}

// settleScript takes back what Redis counted for a replica beyond what the
// replica confirmed: KEYS[1] the window's counter, KEYS[2] its "by" hash;
// ARGV the replica id and the items it confirmed. Run again, it finds
// nothing more to take back. It returns the items taken back, or a
// negative number when Redis has fewer than confirmed (it lost writes).
var settleScript = redis.NewScript(`
local excess = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0') - tonumber(ARGV[2])
if excess > 0 then
  redis.call('DECRBY', KEYS[1], excess)
  redis.call('HINCRBY', KEYS[2], ARGV[1], -excess)
end
return excess
`)

// settle runs settleScript for every window with an unknown outcome. No
// take of this replica may be in flight. It reports whether all are
// settled.
func (s *Store) settle(ctx context.Context) bool {
	l := &s.ledger
	l.mu.Lock()
	todo := make(map[window]int64, len(l.unsure))
	for w := range l.unsure {
		todo[w] = l.acked[w]
	}
	l.mu.Unlock()
	for w, acked := range todo {
		counter := s.counterKey(w.account, w.period, time.Unix(w.start, 0))
		octx, cancel := s.op(ctx)
		n, err := settleScript.Run(octx, s.c, []string{counter, counter + ":by"}, s.id, acked).Int64()
		cancel()
		if err != nil {
			s.fail(ctx, "settle unknown outcomes", err)
			return false
		}
		switch {
		case n > 0:
			s.counters.settledItems.Add(n)
		case n < 0:
			s.log.Error("redis has fewer items than it confirmed to this replica: it lost writes (restarted without persistence, or failed over)",
				"account", w.account, "period", string(w.period), "items", -n)
		}
		l.mu.Lock()
		delete(l.unsure, w)
		l.mu.Unlock()
	}
	s.ledger.prune(time.Now())
	return true
}

// pending reports whether some window has an unknown outcome.
func (l *ledger) pending() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.unsure) > 0
}

// settleUp settles the unknown outcomes of requests that failed while no
// outage was declared (fewer than FailAfter failures in a row): it holds
// this replica's quota scripts back while it runs, a round trip per
// window, so that none is in flight.
func (s *Store) settleUp(ctx context.Context) {
	s.gate.Lock()
	defer s.gate.Unlock()
	s.settle(ctx)
}

// prune forgets the windows that have ended, with their grace.
func (l *ledger) prune(now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for w := range l.acked {
		if _, open := l.unsure[w]; !open && now.Sub(time.Unix(w.start, 0)) > 32*24*time.Hour+counterGrace {
			delete(l.acked, w)
		}
	}
}
