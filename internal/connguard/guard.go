// Package connguard bounds the open connections of an http.Server as a
// trusted proxy's overload manager would (Envoy's, nginx's limits): a
// bound derived from the process's file descriptor limit (Limit), a short
// idle timeout for connections that never presented a valid key, and, at
// the bound, idle connections closed oldest first (those without a key
// first), so that a keyed request is still served while a flood of idle
// connections lasts. It counts and logs what it sheds. ndval serve puts
// its API listener behind one.
package connguard

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
	// UnkeyedIdle is how long a keep-alive connection that has not
	// presented a valid key stays open between requests (idleTimeout for
	// the others).
	UnkeyedIdle = 5 * time.Second
	// fdReserve is what the connection bound leaves of the fd limit, at
	// least: Redis's pool, the data files, the metrics listener, logs.
	fdReserve = 64
	// MinConns is the least bound a derived limit gives.
	MinConns = 16
	// shedLogEvery is how often, at most, the server logs what it shed.
	shedLogEvery = 10 * time.Second
)

// Limit derives the bound on open API connections from the process's
// file descriptor limit: what is left after a reserve of an eighth of it
// (at least fdReserve). A limit that cannot be read (0) gives a bound of
// 10,000, below the usual 20,000-fd limits of container runtimes.
func Limit(nofile uint64) int {
	if nofile == 0 {
		return 10_000
	}
	reserve := max(nofile/8, fdReserve)
	if nofile <= reserve+MinConns {
		return MinConns
	}
	return int(min(nofile-reserve, 1<<30))
}

// Reasons a connection was shed, the label of ndval_connections_shed_total.
const (
	ShedOldestIdle = "oldest_idle"  // closed to make room for a new one
	ShedRefused    = "refused"      // new, closed at once: every open one was busy
	ShedUnkeyed    = "unkeyed_idle" // idle past UnkeyedIdle without a valid key
)

// Guard bounds the open connections of an http.Server: it wraps its
// listener and follows each connection's state through ConnState. The
// zero value is not usable; see New.
type Guard struct {
	max         int
	unkeyedIdle time.Duration
	log         *slog.Logger

	mu    sync.Mutex
	conns map[*guardedConn]struct{}

	shed     [3]atomic.Uint64 // by shedReasons' order
	lastLog  time.Time        // under mu
	loggedAt [3]uint64        // shed counts at the last log line, under mu
}

var shedReasons = [3]string{ShedOldestIdle, ShedRefused, ShedUnkeyed}

// guardedConn is a connection the guard follows.
type guardedConn struct {
	net.Conn
	g     *Guard
	once  sync.Once
	state http.ConnState // under g.mu
	since time.Time      // of the state, under g.mu
	keyed atomic.Bool    // a request on it presented a valid key
}

// New returns a Guard that keeps at most maxConns connections open,
// closes those idle for unkeyedIdle that never presented a valid key
// (once Run runs), and logs what it sheds to log. Put the server's
// listener behind Listener, and set the server's ConnState and
// ConnContext to the Guard's.
func New(maxConns int, unkeyedIdle time.Duration, log *slog.Logger) *Guard {
	return &Guard{max: maxConns, unkeyedIdle: unkeyedIdle, log: log, conns: make(map[*guardedConn]struct{})}
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

// Listener returns ln with every accepted connection counted against the
// bound.
func (g *Guard) Listener(ln net.Listener) net.Listener { return &guardListener{ln, g} }

type guardListener struct {
	net.Listener
	g *Guard
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
func (g *Guard) admit(c net.Conn) *guardedConn {
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
func (g *Guard) oldestIdle() *guardedConn {
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

// ConnState is http.Server.ConnState: it follows each connection's state.
func (g *Guard) ConnState(c net.Conn, st http.ConnState) {
	gc := unwrap(c)
	if gc == nil {
		return
	}
	g.mu.Lock()
	gc.state, gc.since = st, time.Now()
	g.mu.Unlock()
}

// ConnContext is http.Server.ConnContext: the context of every request
// carries its connection, for MarkKeyed.
func (g *Guard) ConnContext(ctx context.Context, c net.Conn) context.Context {
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

// MarkKeyed records that the connection of ctx presented a valid key.
func MarkKeyed(ctx context.Context) {
	if gc, ok := ctx.Value(connKey{}).(*guardedConn); ok {
		gc.keyed.Store(true)
	}
}

// Max returns the bound on open connections.
func (g *Guard) Max() int { return g.max }

// count counts one connection shed for reason i of shedReasons.
func (g *Guard) count(i int) { g.shed[i].Add(1) }

// Open returns the number of open connections.
func (g *Guard) Open() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.conns)
}

// Shed returns the connections shed so far, by reason.
func (g *Guard) Shed() map[string]uint64 {
	m := make(map[string]uint64, len(shedReasons))
	for i, r := range shedReasons {
		m[r] = g.shed[i].Load()
	}
	return m
}

// Run closes, every quarter of unkeyedIdle, the connections idle for
// longer than unkeyedIdle that never presented a valid key, and logs what
// was shed at most every shedLogEvery, until ctx ends.
func (g *Guard) Run(ctx context.Context) {
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

func (g *Guard) sweep(now time.Time) {
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
func (g *Guard) logShed(now time.Time) {
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

// Keys is the key store of the API (httpapi.Config.Keys) around Store: it
// marks the connection of a request whose key is valid (MarkKeyed), which
// then keeps the server's long idle timeout. Now is the clock the key's
// state is read with.
type Keys struct {
	apikey.Store
	Now func() time.Time
}

// ByHash implements apikey.Store.
func (k Keys) ByHash(ctx context.Context, h apikey.Hash) (apikey.Record, error) {
	r, err := k.Store.ByHash(ctx, h)
	if err == nil && r.Hash.Equal(h) {
		if s := r.State(k.Now()); s == apikey.Active || s == apikey.Sunset {
			MarkKeyed(ctx)
		}
	}
	return r, err
}
