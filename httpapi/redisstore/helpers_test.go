package redisstore

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"
)

var ctx = context.Background()

// open returns a Store on the Redis at url with a prefix of its own,
// closed when the test ends.
func open(t *testing.T, url string, o Options) *Store {
	t.Helper()
	if o.Prefix == "" {
		o.Prefix = redistest.Prefix(t)
	}
	s, err := Open(ctx, url, "", o)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// miniURL starts a miniredis for the test and returns its URL.
func miniURL(t *testing.T) string { return "redis://" + startMini(t) + "/0" }

// startMini starts a miniredis, closed when the test or benchmark ends,
// and returns its address.
func startMini(tb testing.TB) string {
	m, err := miniredis.Run()
	require.NoError(tb, err)
	tb.Cleanup(m.Close)
	return m.Addr()
}

// patient are the options of the conformance runs: timeouts that a
// loaded CI machine with -race does not reach, and no fallback, so that
// exact counts stay exact.
var patient = Options{Timeout: 10 * time.Second, FailClosed: true}

// patientClient returns the client options of url with patient timeouts,
// for tests that make their own client.
func patientClient(t *testing.T, url string) *redis.Options {
	opt, err := ClientOptions(url, "")
	require.NoError(t, err)
	opt.DialTimeout, opt.ReadTimeout, opt.WriteTimeout, opt.PoolTimeout = patient.Timeout, patient.Timeout, patient.Timeout, patient.Timeout
	return opt
}

// counter counts the commands a client sends, by name.
type counter struct {
	mu   sync.Mutex
	seen map[string]int
}

func (c *counter) DialHook(next redis.DialHook) redis.DialHook { return next }

func (c *counter) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		c.mu.Lock()
		c.seen[cmd.Name()]++
		c.mu.Unlock()
		return next(ctx, cmd)
	}
}

func (c *counter) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error {
		c.mu.Lock()
		for _, cmd := range cmds {
			c.seen[cmd.Name()]++
		}
		c.mu.Unlock()
		return next(ctx, cmds)
	}
}

// snapshot returns the counts, less the probes' pings and the setup of
// new connections (the pool opens one when a probe and a request meet),
// and resets them.
func (c *counter) snapshot() map[string]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.seen
	for _, setup := range []string{"ping", "hello", "client", "auth", "select"} {
		delete(out, setup)
	}
	c.seen = map[string]int{}
	return out
}
