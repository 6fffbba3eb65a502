package redisstore

import (
	"sync"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
)

// cacheMax bounds the entries of a cache; a full cache is emptied.
const cacheMax = 100_000

// cache holds the key records and accounts a serving Store read from
// Redis, with the time it read them. An entry is fresh for ttl; while
// Redis is unreachable (or answers LOADING) it is used up to stale. An
// invalidation message empties the cache; a new subscription (after a
// reconnection, when messages may have been lost) only makes every entry
// stale, so that it is read again from Redis as soon as Redis answers but
// still serves while it does not: a Redis restart costs no key. Both move
// the generation on, so that a read that started before does not put back
// what it read.
type cache struct {
	mu       sync.Mutex
	ttl      time.Duration
	stale    time.Duration
	gen      uint64
	since    time.Time // entries read before are stale (see suspect)
	records  map[apikey.Hash]cached[apikey.Record]
	accounts map[string]cached[apikey.Account]
}

type cached[T any] struct {
	v  T
	at time.Time
}

func (c *cache) init(ttl, stale time.Duration) {
	c.ttl, c.stale = ttl, stale
	c.records = make(map[apikey.Hash]cached[apikey.Record])
	c.accounts = make(map[string]cached[apikey.Account])
}

// generation returns the generation to pass to a later put.
func (c *cache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// clear empties the cache.
func (c *cache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.records)
	clear(c.accounts)
}

// suspect makes every entry stale: used only while Redis does not answer.
func (c *cache) suspect() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.since = time.Now()
}

// record returns the cached record of h when it is younger than ttl, or
// than stale when degraded is set.
func (c *cache) record(h apikey.Hash, degraded bool) (apikey.Record, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return get(c.records, h, c.limit(degraded), c.after(degraded))
}

func (c *cache) account(name string, degraded bool) (apikey.Account, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return get(c.accounts, name, c.limit(degraded), c.after(degraded))
}

// after is the time before which an entry was read too early to be used:
// the last suspect, except while degraded.
func (c *cache) after(degraded bool) time.Time {
	if degraded {
		return time.Time{}
	}
	return c.since
}

func (c *cache) limit(degraded bool) time.Duration {
	if degraded {
		return c.stale
	}
	return c.ttl
}

// putRecord caches r, read at generation gen, unless the cache was
// invalidated since.
func (c *cache) putRecord(gen uint64, h apikey.Hash, r apikey.Record) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.gen {
		put(c.records, h, r)
	}
}

func (c *cache) putAccount(gen uint64, a apikey.Account) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.gen {
		put(c.accounts, a.Name, a)
	}
}

func get[K comparable, V any](m map[K]cached[V], k K, limit time.Duration, after time.Time) (V, bool) {
	e, ok := m[k]
	return e.v, ok && time.Since(e.at) < limit && e.at.After(after)
}

func put[K comparable, V any](m map[K]cached[V], k K, v V) {
	if len(m) >= cacheMax {
		clear(m)
	}
	m[k] = cached[V]{v, time.Now()}
}
