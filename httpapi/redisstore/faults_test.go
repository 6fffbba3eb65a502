package redisstore

import (
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// latencyBound is what the fault tests allow one decision to take with
// the default 100 ms timeout: the timeout, and room for a loaded CI
// machine running -race. The measured figures are logged.
const latencyBound = time.Second

var daily = quota.Policy{Limit: 1_000_000, Period: quota.Day}

// load takes 3 items at a time from each store, from 4 goroutines per
// store, until stop is closed, and records what was served and how long
// each decision took.
type load struct {
	served, failed, refused atomic.Int64
	mu                      sync.Mutex
	took                    []time.Duration
	wg                      sync.WaitGroup
	stop                    chan struct{}
}

func startLoad(t *testing.T, stores ...*Store) *load {
	l := &load{stop: make(chan struct{})}
	for _, s := range stores {
		for range 4 {
			l.wg.Go(func() {
				for {
					select {
					case <-l.stop:
						return
					default:
					}
					start := time.Now()
					d, err := s.Take(ctx, "acme", daily, 3, time.Now())
					took := time.Since(start)
					l.mu.Lock()
					l.took = append(l.took, took)
					l.mu.Unlock()
					time.Sleep(100 * time.Microsecond) // a steady load, not a spin
					switch {
					case err != nil:
						assert.ErrorIs(t, err, ErrUnavailable)
						l.failed.Add(1)
					case d.Allowed:
						l.served.Add(3)
					default:
						l.refused.Add(1)
					}
				}
			})
		}
	}
	return l
}

// end stops the load and returns the slowest decision and the 99th
// percentile.
func (l *load) end() (slowest, p99 time.Duration) {
	close(l.stop)
	l.wg.Wait()
	slices.Sort(l.took)
	return l.took[len(l.took)-1], l.took[len(l.took)*99/100]
}

// faultStores returns two replicas on a private redis-server, with the
// default timeouts and the account's usage seen by both, and an admin
// Store with patient timeouts for the test's own reads. They log to the
// test's output (the log lines are checked in cmd/ndval's TestRedisOutage).
func faultStores(t *testing.T, failClosed bool) (srv *redistest.Server, a, b, admin *Store) {
	srv = redistest.Start(t)
	o := Options{Prefix: redistest.Prefix(t), FailClosed: failClosed, Logger: slog.New(slog.NewJSONHandler(t.Output(), nil))}
	a, b = open(t, srv.URL(), o), open(t, srv.URL(), o)
	admin = open(t, srv.URL(), Options{Prefix: o.Prefix, Admin: true, Timeout: 2 * time.Second})
	require.NoError(t, admin.PutAccount(ctx, apikey.Account{Name: "acme", Quota: daily}))
	for _, s := range []*Store{a, b} {
		require.Eventually(t, func() bool {
			_, err := s.Take(ctx, "acme", daily, 0, time.Now())
			return err == nil && s.Up()
		}, 5*time.Second, 10*time.Millisecond)
	}
	return srv, a, b, admin
}

// counted returns what Redis counted for the account today.
func counted(t *testing.T, admin *Store) int64 {
	d, err := admin.Peek(ctx, "acme", daily, time.Now())
	require.NoError(t, err)
	return d.Used
}

// recovered waits until both stores use Redis again with nothing owed.
func recovered(t *testing.T, stores ...*Store) {
	require.Eventually(t, func() bool {
		for _, s := range stores {
			if st := s.Stats(); !st.Up || st.UnpaidItems != 0 {
				return false
			}
		}
		return true
	}, 10*time.Second, 10*time.Millisecond)
}

// TestFaultsFailOpen: Redis paused (CLIENT PAUSE), then stopped and
// restarted, under a steady load through two replicas. Every decision
// stays within the latency bound, the replicas serve from their fallback
// during the fault, and afterwards Redis has counted exactly what was
// served: nothing lost, nothing twice.
func TestFaultsFailOpen(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a Redis server through faults")
	}
	srv, a, b, admin := faultStores(t, false)
	for _, fault := range []struct {
		name         string
		start, heal  func()
		during, tail time.Duration
	}{
		{"paused", func() { srv.Pause(1500 * time.Millisecond) }, func() {}, 1500 * time.Millisecond, 500 * time.Millisecond},
		{"stopped and restarted", srv.Stop, srv.Restart, time.Second, 500 * time.Millisecond},
	} {
		t.Run(fault.name, func(t *testing.T) {
			before := counted(t, admin)
			fbBefore := a.Stats().FallbackItems + b.Stats().FallbackItems
			l := startLoad(t, a, b)
			time.Sleep(200 * time.Millisecond)
			fault.start()
			time.Sleep(fault.during)
			fault.heal()
			time.Sleep(fault.tail)
			slowest, p99 := l.end()
			recovered(t, a, b)

			fb := a.Stats().FallbackItems + b.Stats().FallbackItems - fbBefore
			t.Logf("%s: served %d items (%d by the fallback), %d unavailable, %d refused; slowest decision %s, p99 %s",
				fault.name, l.served.Load(), fb, l.failed.Load(), l.refused.Load(), slowest, p99)
			assert.Positive(t, fb, "the fallback served during the fault")
			assert.Less(t, slowest, latencyBound)
			assert.Equal(t, l.served.Load(), counted(t, admin)-before, "Redis counted every item served, once")
		})
	}
}

// TestFaultsFailClosed: with FailClosed, quota decisions are refused
// quickly while Redis is down, Check fails (so /readyz does), and Redis
// counted exactly what was served.
func TestFaultsFailClosed(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a Redis server through faults")
	}
	srv, a, b, admin := faultStores(t, true)
	l := startLoad(t, a, b)
	time.Sleep(200 * time.Millisecond)
	srv.Stop()
	require.Eventually(t, func() bool { return a.Check() != nil && b.Check() != nil }, 2*time.Second, 5*time.Millisecond)
	assert.ErrorIs(t, a.Check(), ErrUnavailable)
	failedBefore := l.failed.Load()
	time.Sleep(500 * time.Millisecond)
	assert.Greater(t, l.failed.Load(), failedBefore, "503s while Redis is down")
	srv.Restart()
	recovered(t, a, b)
	assert.NoError(t, a.Check())
	time.Sleep(100 * time.Millisecond)
	slowest, p99 := l.end()
	recovered(t, a, b) // again: a loaded machine may have timed out a take since
	t.Logf("served %d items, %d unavailable; slowest decision %s, p99 %s", l.served.Load(), l.failed.Load(), slowest, p99)
	assert.Less(t, slowest, latencyBound)
	assert.Zero(t, a.Stats().FallbackItems+b.Stats().FallbackItems)
	assert.Positive(t, a.Stats().ClosedRefused)
	assert.Equal(t, l.served.Load(), counted(t, admin))
}

// TestOutagePolicy: while Redis is down a replica serves at most its
// share of what it last saw remain, refuses a batch larger than what
// remains as over quota, accepts only the keys it has cached, and repays
// what it served when Redis returns.
func TestOutagePolicy(t *testing.T) {
	if testing.Short() {
		t.Skip("stops a Redis server")
	}
	srv := redistest.Start(t)
	s := open(t, srv.URL(), Options{Prefix: redistest.Prefix(t), Replicas: 2, Timeout: patient.Timeout})
	p := quota.Policy{Limit: 100, Period: quota.Month}
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: p}))
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "idle", Quota: p}))
	m := apikey.Manager{Store: s}
	known, _, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	unseen, _, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	require.Eventually(t, func() bool { return s.Stats().Invalidations >= 4 }, time.Second, time.Millisecond)
	_, err = m.Authenticate(ctx, known.Secret())
	require.NoError(t, err)
	now := time.Now()
	d, err := s.Take(ctx, "acme", p, 40, now)
	require.NoError(t, err)
	require.Equal(t, int64(60), d.Remaining)

	srv.Stop()
	d, err = s.Take(ctx, "acme", p, 1, now)
	require.NoError(t, err, "the request that finds Redis down is served by the fallback")
	assert.True(t, d.Allowed)
	require.Eventually(t, func() bool { return !s.Up() }, 5*time.Second, 10*time.Millisecond, "the probes declare the outage")
	assert.NoError(t, s.Check(), "fail open: still ready")
	_, err = m.Authenticate(ctx, known.Secret())
	assert.NoError(t, err, "a cached key is accepted")
	_, err = m.Authenticate(ctx, unseen.Secret())
	assert.ErrorIs(t, err, ErrUnavailable, "a key not in the cache is not")
	d, err = s.Take(ctx, "acme", p, 61, now)
	require.NoError(t, err)
	assert.False(t, d.Allowed, "more than remains at all: over quota")
	served := int64(1)
	for {
		d, err = s.Take(ctx, "acme", p, 1, now)
		if err != nil {
			break
		}
		require.True(t, d.Allowed)
		served++
	}
	assert.ErrorIs(t, err, ErrUnavailable)
	assert.Equal(t, int64(30), served, "half of the 60 last seen remaining")
	_, err = s.Take(ctx, "idle", p, 1, now)
	assert.ErrorIs(t, err, ErrUnavailable, "no answer seen for this account: nothing")
	assert.Equal(t, int64(30), s.Stats().UnpaidItems)

	srv.Restart()
	recovered(t, s)
	d, err = s.Peek(ctx, "acme", p, now)
	require.NoError(t, err)
	assert.Equal(t, int64(70), d.Used, "the 30 served during the outage were added once")
	assert.Equal(t, uint64(30), s.Stats().RepaidItems)
}
