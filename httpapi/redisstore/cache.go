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
// Redis is unreachable it is used up to stale. Every invalidation empties
// the cache and moves its generation on, so that a read that started
// before an invalidation does not put back what it read.
type cache struct {
	mu       sync.Mutex
	ttl      time.Duration
	stale    time.Duration
	gen      uint64
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

// record returns the cached record of h when it is younger than ttl, or
// than stale when degraded is set.
func (c *cache) record(h apikey.Hash, degraded bool) (apikey.Record, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.records[h]
	return e.v, ok && c.young(e.at, degraded)
}

func (c *cache) account(name string, degraded bool) (apikey.Account, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.accounts[name]
	return e.v, ok && c.young(e.at, degraded)
}

func (c *cache) young(at time.Time, degraded bool) bool {
	limit := c.ttl
	if degraded {
		limit = c.stale
	}
	return time.Since(at) < limit
}

// putRecord caches r, read at generation gen, unless the cache was
// invalidated since.
func (c *cache) putRecord(gen uint64, h apikey.Hash, r apikey.Record) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if len(c.records) >= cacheMax {
		clear(c.records)
	}
	c.records[h] = cached[apikey.Record]{r, time.Now()}
}

func (c *cache) putAccount(gen uint64, a apikey.Account) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if len(c.accounts) >= cacheMax {
		clear(c.accounts)
	}
	c.accounts[a.Name] = cached[apikey.Account]{a, time.Now()}
}
