package redisstore

import (
	"bytes"
	"io"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// loadingProxy stands between the Stores and a real Redis and plays a
// Redis restart with a large data file: while loading, every connection
// is cut and every command answered LOADING, as redis-server does while
// it reads its append-only file; then the connections are cut again and
// forwarded.
type loadingProxy struct {
	ln      net.Listener
	target  string
	loading atomic.Bool
	mu      sync.Mutex
	conns   map[net.Conn]struct{}
}

func startLoadingProxy(t *testing.T, target string) *loadingProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	p := &loadingProxy{ln: ln, target: target, conns: map[net.Conn]struct{}{}}
	t.Cleanup(func() {
		ln.Close()
		p.cut()
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.mu.Lock()
			p.conns[c] = struct{}{}
			p.mu.Unlock()
			go p.handle(c)
		}
	}()
	return p
}

func (p *loadingProxy) url() string { return "redis://" + p.ln.Addr().String() + "/0" }

// setLoading starts or ends the loading, cutting every connection.
func (p *loadingProxy) setLoading(on bool) {
	p.loading.Store(on)
	p.cut()
}

func (p *loadingProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for c := range p.conns {
		c.Close()
		delete(p.conns, c)
	}
}

func (p *loadingProxy) handle(c net.Conn) {
	defer c.Close()
	if p.loading.Load() {
		buf := make([]byte, 64<<10)
		for {
			n, err := c.Read(buf)
			if err != nil {
				return
			}
			// One answer per command: each starts a line with "*".
			cmds := bytes.Count(buf[:n], []byte("\r\n*"))
			if n > 0 && buf[0] == '*' {
				cmds++
			}
			for range cmds {
				if _, err := io.WriteString(c, "-LOADING Redis is loading the dataset in memory\r\n"); err != nil {
					return
				}
			}
		}
	}
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		return
	}
	defer up.Close()
	go func() {
		_, _ = io.Copy(up, c)
		up.Close()
	}()
	_, _ = io.Copy(c, up)
}

// TestRestartKeepsKeys: while Redis restarts and loads its data (it
// answers LOADING), a key read before is accepted all along, before and
// after Redis answers again, however the re-subscription and the probes
// interleave; a key never read is refused with ErrUnavailable (503), not
// as unknown (401). Before, the re-subscription emptied the cache while
// the Store still counted Redis down: every key was refused until the
// next probe.
func TestRestartKeepsKeys(t *testing.T) {
	t.Parallel() // its own Redis; no latency is measured
	if testing.Short() {
		t.Skip("plays a Redis restart")
	}
	srv := redistest.Start(t)
	px := startLoadingProxy(t, srv.Addr)
	prefix := redistest.Prefix(t)
	s := open(t, px.url(), Options{Prefix: prefix, ProbeEvery: 20 * time.Millisecond})
	admin := open(t, srv.URL(), Options{Prefix: prefix, Admin: true, Timeout: 2 * time.Second})
	require.NoError(t, admin.PutAccount(ctx, apikey.Account{Name: "acme", Quota: daily}))
	known, _, err := apikey.Manager{Store: admin}.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	unseen, _, err := apikey.Manager{Store: admin}.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	m := apikey.Manager{Store: s}
	waitCached(t, s, known)
	stop := authenticateAlong(t, m, known, time.Millisecond, true)
	for range 3 {
		px.setLoading(true)
		require.Eventually(t, func() bool { return !s.Up() }, 5*time.Second, 5*time.Millisecond, "LOADING is an outage")
		_, err = m.Authenticate(ctx, unseen.Secret())
		assert.ErrorIs(t, err, ErrUnavailable, "a key never read is not refused as unknown")
		time.Sleep(100 * time.Millisecond)
		px.setLoading(false)
		require.Eventually(t, s.Up, 5*time.Second, 5*time.Millisecond)
		time.Sleep(100 * time.Millisecond)
	}
	accepted, refused := stop()
	t.Logf("known key: %d accepted, %d refused during 3 restarts", accepted, refused)
	_, err = m.Authenticate(ctx, unseen.Secret())
	assert.NoError(t, err, "read from Redis once it answers")
	assert.GreaterOrEqual(t, s.Stats().Outages, uint64(3), "one per restart at least")
}

// TestStartWhileLoading: a Store opened while Redis answers LOADING waits
// for it to finish instead of failing.
func TestStartWhileLoading(t *testing.T) {
	t.Parallel() // it waits on its own Redis; the timing tests run alone
	if testing.Short() {
		t.Skip("plays a Redis restart")
	}
	srv := redistest.Start(t)
	px := startLoadingProxy(t, srv.Addr)
	px.setLoading(true)
	time.AfterFunc(openPatience+time.Second, func() { px.setLoading(false) }) // longer than a start waits for a Redis that is down
	var logs bytes.Buffer
	var mu sync.Mutex
	start := time.Now()
	s, err := Open(ctx, px.url(), "", Options{Prefix: redistest.Prefix(t), Logger: slog.New(slog.NewJSONHandler(lockedWriter{&mu, &logs}, nil))})
	require.NoError(t, err)
	defer s.Close()
	t.Logf("opened after %s", time.Since(start))
	mu.Lock()
	assert.Contains(t, logs.String(), "redis is loading its data; waiting for it")
	mu.Unlock()
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// TestSlowAnswerIsNotAnOutage: one operation that times out (Redis paused
// for longer than Timeout) is answered by the failure policy, but does not
// put the replica in its outage: the next requests use Redis, no outage is
// counted, and what Redis counted stays exact (the unknown outcome is
// settled while Redis is up). FailAfter failures in a row do declare one.
func TestSlowAnswerIsNotAnOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("pauses a Redis server")
	}
	for _, failClosed := range []bool{false, true} {
		srv := redistest.Start(t)
		prefix := redistest.Prefix(t)
		// A timeout a loaded CI host does not reach, and a pause longer.
		s := open(t, srv.URL(), Options{Prefix: prefix, FailClosed: failClosed, ProbeEvery: time.Hour, Timeout: 500 * time.Millisecond})
		admin := open(t, srv.URL(), Options{Prefix: prefix, Admin: true, Timeout: 2 * time.Second})
		p := quota.Policy{Limit: 1000, Period: quota.Day}
		require.NoError(t, admin.PutAccount(ctx, apikey.Account{Name: "acme", Quota: p}))
		_, err := s.Take(ctx, "acme", p, 1, time.Now())
		require.NoError(t, err)

		srv.Pause(time.Second)
		pausedAt := time.Now()
		d, err := s.Take(ctx, "acme", p, 1, time.Now())
		if failClosed {
			assert.ErrorIs(t, err, ErrUnavailable, "the request with no answer follows the policy")
		} else {
			require.NoError(t, err)
			assert.True(t, d.Allowed, "the request with no answer follows the policy")
		}
		assert.True(t, s.Up(), "one slow answer is not an outage")
		assert.NoError(t, s.Check())
		time.Sleep(time.Until(pausedAt.Add(1100 * time.Millisecond)))
		for range 5 {
			_, err := s.Take(ctx, "acme", p, 1, time.Now())
			require.NoError(t, err, "failClosed=%v", failClosed)
		}
		st := s.Stats()
		assert.Zero(t, st.Outages)
		assert.Equal(t, uint64(1), st.Errors)
		served := int64(6)
		if !failClosed {
			served = 7
			s.repay(ctx)
		}
		s.settleUp(ctx)
		d, err = admin.Peek(ctx, "acme", p, time.Now())
		require.NoError(t, err)
		assert.Equal(t, served, d.Used, "failClosed=%v: Redis counted what was served, once", failClosed)

		srv.Stop()
		for range DefaultFailAfter {
			_, _ = s.Take(ctx, "acme", p, 1, time.Now())
		}
		assert.False(t, s.Up(), "%d failures in a row are an outage", DefaultFailAfter)
		assert.GreaterOrEqual(t, s.Stats().Outages, uint64(1))
	}
}

// TestKillKeepsKeys: a real redis-server with 200,000 other keys in its
// append-only file is killed and restarted on it while a replica keeps
// authenticating a key it read before: the key is accepted all along
// (from the cache while Redis is down and loading, then from Redis), and
// the outage is counted once.
func TestKillKeepsKeys(t *testing.T) {
	t.Parallel() // its own Redis; no latency is measured
	if testing.Short() {
		t.Skip("kills a Redis server")
	}
	srv := redistest.Start(t)
	c := srv.Client()
	for i := 0; i < 200_000; i += 10_000 {
		_, err := c.Pipelined(ctx, func(p redis.Pipeliner) error {
			for j := i; j < i+10_000; j++ {
				p.Set(ctx, "junk:"+strconv.Itoa(j), strings.Repeat("x", 64), 0)
			}
			return nil
		})
		require.NoError(t, err)
	}
	c.Close()
	prefix := redistest.Prefix(t)
	s := open(t, srv.URL(), Options{Prefix: prefix})
	admin := open(t, srv.URL(), Options{Prefix: prefix, Admin: true, Timeout: 2 * time.Second})
	require.NoError(t, admin.PutAccount(ctx, apikey.Account{Name: "acme", Quota: daily}))
	known, _, err := apikey.Manager{Store: admin}.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	m := apikey.Manager{Store: s}
	waitCached(t, s, known)
	stop := authenticateAlong(t, m, known, 500*time.Microsecond, false)
	time.Sleep(50 * time.Millisecond)
	srv.Kill()
	require.Eventually(t, func() bool { return !s.Up() }, 5*time.Second, 5*time.Millisecond)
	start := time.Now()
	srv.Restart() // returns once Redis answers PING, after loading
	t.Logf("Redis loaded its file in %s", time.Since(start))
	require.Eventually(t, s.Up, 5*time.Second, 5*time.Millisecond)
	time.Sleep(300 * time.Millisecond)
	accepted, refused := stop()
	t.Logf("known key: %d accepted, %d refused", accepted, refused)
	assert.Zero(t, refused, "a key read before is accepted through the crash and the restart")
	assert.GreaterOrEqual(t, s.Stats().Outages, uint64(1))
}

// waitCached waits until key is in s's cache, once the invalidations of
// its issue have arrived.
func waitCached(t *testing.T, s *Store, key apikey.Key) {
	t.Helper()
	m := apikey.Manager{Store: s}
	require.Eventually(t, func() bool {
		_, err := m.Authenticate(ctx, key.Secret())
		_, cached := s.cache.record(key.Hash(), false)
		return err == nil && cached
	}, 2*time.Second, 5*time.Millisecond)
}

// authenticateAlong authenticates key with m every pause until the
// returned stop is called, which returns how many times it was accepted
// and refused; with strict, a refusal fails the test at once.
func authenticateAlong(t *testing.T, m apikey.Manager, key apikey.Key, pause time.Duration, strict bool) (stop func() (accepted, refused int64)) {
	var acc, ref atomic.Int64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			select {
			case <-done:
				return
			default:
			}
			if _, err := m.Authenticate(ctx, key.Secret()); err != nil {
				ref.Add(1)
				if strict {
					t.Errorf("a known key refused: %v", err)
				}
			} else {
				acc.Add(1)
			}
			time.Sleep(pause)
		}
	})
	return func() (int64, int64) {
		close(done)
		wg.Wait()
		return acc.Load(), ref.Load()
	}
}
