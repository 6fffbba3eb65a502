package main

import (
	"context"
	"crypto/tls"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
)

// Connection limits of the API listener, what a trusted proxy's overload
// manager would do (issue 24): a bound on open connections, a short idle
// timeout for connections that never presented a valid key, and, when the
// bound is reached, idle connections closed oldest first so that a keyed
// request is still served during a flood.
const (
	// unkeyedIdleTimeout is how long a keep-alive connection that has not
	// presented a valid key stays open between requests (idleTimeout for
	// the others).
	unkeyedIdleTimeout = 5 * time.Second
	// fdReserve is what the connection bound leaves of the fd limit, at
	// least: Redis's pool, the data files, the metrics listener, logs.
	fdReserve = 64
	// minConns is the least bound a derived limit gives.
	minConns = 16
	// shedLogEvery is how often, at most, the server logs what it shed.
	shedLogEvery = 10 * time.Second
)

// connLimit derives the bound on open API connections from the process's
// file descriptor limit: what is left after a reserve of an eighth of it
// (at least fdReserve). A limit that cannot be read (0) gives a bound of
// 10,000, below the usual 20,000-fd limits of container runtimes.
func connLimit(nofile uint64) int {
	if nofile == 0 {
		return 10_000
	}
	reserve := max(nofile/8, fdReserve)
	if nofile <= reserve+minConns {
		return minConns
	}
	return int(min(nofile-reserve, 1<<30))
}

// Reasons a connection was shed, the label of ndval_connections_shed_total.
const (
	shedOldestIdle = "oldest_idle"  // closed to make room for a new one
	shedRefused    = "refused"      // new, closed at once: every open one was busy
	shedUnkeyed    = "unkeyed_idle" // idle past unkeyedIdleTimeout without a valid key
)

// connGuard bounds the open connections of an http.Server: it wraps its
// listener and follows each connection's state through ConnState. The
// zero value is not usable; see newConnGuard.
type connGuard struct {
	max         int
	unkeyedIdle time.Duration
	log         *slog.Logger

	mu    sync.Mutex
	conns map[*guardedConn]struct{}

	shed     [3]atomic.Uint64 // by shedReasons' order
	lastLog  time.Time        // under mu
	loggedAt [3]uint64        // shed counts at the last log line, under mu
}

var shedReasons = [3]string{shedOldestIdle, shedRefused, shedUnkeyed}

// guardedConn is a connection the guard follows.
type guardedConn struct {
	net.Conn
	g     *connGuard
	once  sync.Once
	state http.ConnState // under g.mu
	since time.Time      // of the state, under g.mu
	keyed atomic.Bool    // a request on it presented a valid key
}

func newConnGuard(maxConns int, unkeyedIdle time.Duration, log *slog.Logger) *connGuard {
	return &connGuard{max: maxConns, unkeyedIdle: unkeyedIdle, log: log, conns: make(map[*guardedConn]struct{})}
}

// Close closes the connection and forgets it.
func (c *guardedConn) Close() error {
	c.once.Do(func() {
		c.g.mu.Lock()
		delete(c.g.conns, c)
		c.g.mu.Unlock()
	})
	return c.Conn.Close()
}

// listener returns ln with every accepted connection counted against the
// bound.
func (g *connGuard) listener(ln net.Listener) net.Listener { return &guardListener{ln, g} }

type guardListener struct {
	net.Listener
	g *connGuard
}

func (l *guardListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if gc := l.g.admit(c); gc != nil {
			return gc, nil
		}
	}
}

// admit takes a new connection in, closing the oldest idle one (one that
// has not presented a valid key first) when the bound is reached, or
// returns nil after closing c when every open connection is busy.
func (g *connGuard) admit(c net.Conn) *guardedConn {
	now := time.Now()
	var victim *guardedConn
	g.mu.Lock()
	if len(g.conns) >= g.max {
		victim = g.oldestIdle()
		if victim == nil {
			g.mu.Unlock()
			g.count(1)
			c.Close()
			return nil
		}
		delete(g.conns, victim)
	}
	gc := &guardedConn{Conn: c, g: g, state: http.StateNew, since: now}
	g.conns[gc] = struct{}{}
	g.mu.Unlock()
	if victim != nil {
		g.count(0)
		victim.Close()
	}
	return gc
}

// oldestIdle returns the connection to shed: among those waiting for a
// request (new or idle), the oldest that never presented a valid key, else
// the oldest. It is called with g.mu held; an O(n) scan, made only when
// the bound is reached.
func (g *connGuard) oldestIdle() *guardedConn {
	var best *guardedConn
	for c := range g.conns {
		if c.state != http.StateNew && c.state != http.StateIdle {
			continue
		}
		if best == nil || better(c, best) {
			best = c
		}
	}
	return best
}

func better(c, than *guardedConn) bool {
	if ck, tk := c.keyed.Load(), than.keyed.Load(); ck != tk {
		return !ck
	}
	return c.since.Before(than.since)
}

// connState is http.Server.ConnState.
func (g *connGuard) connState(c net.Conn, st http.ConnState) {
	gc := unwrap(c)
	if gc == nil {
		return
	}
	g.mu.Lock()
	gc.state, gc.since = st, time.Now()
	g.mu.Unlock()
}

// connContext is http.Server.ConnContext: the context of every request
// carries its connection, for markKeyed.
func (g *connGuard) connContext(ctx context.Context, c net.Conn) context.Context {
	if gc := unwrap(c); gc != nil {
		return context.WithValue(ctx, connKey{}, gc)
	}
	return ctx
}

type connKey struct{}

// unwrap returns the guarded connection under c (a TLS server sees a
// *tls.Conn around it).
func unwrap(c net.Conn) *guardedConn {
	if tc, ok := c.(*tls.Conn); ok {
		c = tc.NetConn()
	}
	gc, _ := c.(*guardedConn)
	return gc
}

// markKeyed records that the connection of ctx presented a valid key.
func markKeyed(ctx context.Context) {
	if gc, ok := ctx.Value(connKey{}).(*guardedConn); ok {
		gc.keyed.Store(true)
	}
}

// count counts one connection shed for reason i of shedReasons.
func (g *connGuard) count(i int) { g.shed[i].Add(1) }

// open returns the number of open connections.
func (g *connGuard) open() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.conns)
}

// shedCounts returns the connections shed so far, by reason.
func (g *connGuard) shedCounts() map[string]uint64 {
	m := make(map[string]uint64, len(shedReasons))
	for i, r := range shedReasons {
		m[r] = g.shed[i].Load()
	}
	return m
}

// run closes, every quarter of unkeyedIdle, the connections idle for
// longer than unkeyedIdle that never presented a valid key, and logs what
// was shed at most every shedLogEvery, until ctx ends.
func (g *connGuard) run(ctx context.Context) {
	t := time.NewTicker(max(g.unkeyedIdle/4, 10*time.Millisecond))
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			g.sweep(now)
			g.logShed(now)
		}
	}
}

func (g *connGuard) sweep(now time.Time) {
	var idle []*guardedConn
	g.mu.Lock()
	for c := range g.conns {
		if c.state == http.StateIdle && !c.keyed.Load() && now.Sub(c.since) >= g.unkeyedIdle {
			idle = append(idle, c)
		}
	}
	g.mu.Unlock()
	for _, c := range idle {
		g.count(2)
		c.Close()
	}
}

// logShed logs the connections shed since the last line, if any, at most
// every shedLogEvery: one line per period, not one per connection.
func (g *connGuard) logShed(now time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if now.Sub(g.lastLog) < shedLogEvery {
		return
	}
	var attrs []any
	for i, r := range shedReasons {
		n := g.shed[i].Load()
		if d := n - g.loggedAt[i]; d > 0 {
			attrs = append(attrs, r, d)
		}
		g.loggedAt[i] = n
	}
	if attrs == nil {
		return
	}
	g.lastLog = now
	g.log.Warn("connections shed", append(attrs, "open", len(g.conns), "max_conns", g.max)...)
}

// keyedConns is the key store of the API: it marks the connection of a
// request whose key is valid, which then keeps the long idle timeout.
type keyedConns struct {
	apikey.Store
	now func() time.Time
}

// ByHash implements apikey.Store.
func (k keyedConns) ByHash(ctx context.Context, h apikey.Hash) (apikey.Record, error) {
	r, err := k.Store.ByHash(ctx, h)
	if err == nil && r.Hash.Equal(h) {
		if s := r.State(k.now()); s == apikey.Active || s == apikey.Sunset {
			markKeyed(ctx)
		}
	}
	return r, err
}
