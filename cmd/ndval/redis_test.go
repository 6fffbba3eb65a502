package main

import (
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serveProcess starts "ndval serve" as a process of its own with args and
// returns its API base URL, its metrics URL and its output; it is stopped
// with SIGTERM when the test ends, and must stop cleanly.
func serveProcess(t *testing.T, args ...string) (base, metrics string, logs *syncBuffer) {
	t.Helper()
	logs = new(syncBuffer)
	cmd := ndvalCmd(append([]string{"serve", "--addr", "127.0.0.1:0", "--metrics-addr", "127.0.0.1:0", "--drain", "0s"}, args...)...)
	cmd.Stdout, cmd.Stderr = logs, logs
	require.NoError(t, cmd.Start())
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case err := <-waited:
			assert.NoError(t, err, logs.String())
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
			t.Error("the server did not stop on SIGTERM")
		}
	})
	require.Eventually(t, func() bool { return addrRe.MatchString(logs.String()) }, 10*time.Second, 20*time.Millisecond, logs.String())
	m := addrRe.FindStringSubmatch(logs.String())
	return "http://" + m[1], "http://" + m[3], logs
}

// TestRedisReplicas runs two "ndval serve --redis" processes on one Redis,
// as two replicas behind a load balancer: concurrent batches through both
// never exceed the account's quota in total, and a key revoked by
// "ndval keys revoke --redis" is refused by both at once.
func TestRedisReplicas(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	store := []string{"--redis", redistest.URL(t) + "?read_timeout=2s&write_timeout=2s", "--redis-prefix", redistest.Prefix(t)}
	out, errOut, code := runCmd(t, append([]string{"keys", "issue", "--account", "acme", "--quota", "40"}, store...)...)
	require.Equal(t, 0, code, errOut)
	key, id := keyRe.FindString(out), keyIDRe.FindString(out)

	a, metricsA, logsA := serveProcess(t, store...)
	b, _, logsB := serveProcess(t, store...)
	assert.Contains(t, logsA.String(), "1 API key(s) in "+store[1]+"; no development key was issued")

	got := redistest.Hammer(16, 4, func(i int) int {
		base := a
		if i%2 == 1 {
			base = b
		}
		resp, _ := postTaxIDs(t, http.DefaultClient, base, key, twoIDs)
		return resp.StatusCode
	})
	// Exactly the quota is served, whatever else a loaded machine does:
	// a request that finds every slot busy for longer than the queue
	// waits is 503, which neither spends quota nor breaks the count.
	assert.Equal(t, 20, got[200], "40 items in batches of 2, through both replicas together: %v", got)
	assert.Equal(t, 64-20, got[429]+got[503], "the rest refused: %v", got)
	assert.Len(t, got, map[bool]int{true: 3, false: 2}[got[503] > 0], "no other status: %v", got)
	out, _, code = runCmd(t, append([]string{"keys", "list"}, store...)...)
	require.Equal(t, 0, code)
	assert.Regexp(t, `(?m)^acme +40/40 per month`, out)
	assert.Contains(t, out, "Shown: usage as counted in Redis now, by every replica together.")

	out, errOut, code = runCmd(t, append(append([]string{"keys", "revoke"}, store...), id)...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "every replica refuses it at once")
	for _, base := range []string{a, b} {
		require.Eventually(t, func() bool {
			resp, _ := postTaxIDs(t, http.DefaultClient, base, key, twoIDs)
			return resp.StatusCode == 401
		}, time.Second, 5*time.Millisecond, "revoked on %s", base)
	}

	code, _, body := get(t, http.DefaultClient, metricsA+"/metrics")
	require.Equal(t, 200, code)
	assert.Contains(t, body, "ndval_redis_up 1\n")
	assert.Contains(t, body, `ndval_quota_outage_decisions_total{policy="fail_open",result="allowed"} 0`)
	// The shared Redis keeps nothing on disk (.ci/run starts it with
	// --save '' --appendonly no): that is named at the start and in
	// /readyz.
	code, _, body = get(t, http.DefaultClient, a+"/readyz")
	assert.Equal(t, 200, code)
	assert.Contains(t, body, `"warnings":["Redis keeps nothing on disk`)
	assert.Contains(t, logsA.String(), `"level":"WARN","msg":"Redis keeps nothing on disk`)
	for _, logs := range []*syncBuffer{logsA, logsB} {
		assert.Contains(t, logs.String(), `"redis":"`+store[1]+`"`)
		assert.NotContains(t, logs.String(), key[3:], "keys are never logged")
	}
}

// TestRedisOutage: with Redis stopped, a fail-open server stays ready and
// serves a known key within its share, with the state in its metrics; a
// fail-closed server answers 503 and fails /readyz until Redis is back.
func TestRedisOutage(t *testing.T) {
	t.Parallel() // it waits on timers; the others need not wait for it
	if testing.Short() {
		t.Skip("stops a Redis server")
	}
	srv := redistest.Start(t)
	// Timeouts a loaded CI machine does not reach while Redis is up; a
	// stopped Redis refuses connections at once.
	store := []string{"--redis", srv.URL() + "?read_timeout=2s&write_timeout=2s"}
	out, errOut, code := runCmd(t, append([]string{"keys", "issue", "--account", "acme", "--quota", "1000"}, store...)...)
	require.Equal(t, 0, code, errOut)
	key := keyRe.FindString(out)
	open := startServer(t, store...)
	closed := startServer(t, append(store, "--quota-fail-closed")...)
	for _, s := range []testServer{open, closed} {
		resp, body := postTaxIDs(t, http.DefaultClient, s.base, key, twoIDs)
		require.Equal(t, 200, resp.StatusCode, body)
	}

	srv.Stop()
	resp, body := postTaxIDs(t, http.DefaultClient, open.base, key, twoIDs)
	assert.Equal(t, 200, resp.StatusCode, body)
	// The outage is declared after three failures in a row (the probes').
	var hdr http.Header
	require.Eventually(t, func() bool {
		code, hdr, _ = get(t, http.DefaultClient, open.base+"/readyz")
		return hdr.Get("Nd-Redis") != "up"
	}, 5*time.Second, 20*time.Millisecond)
	assert.Equal(t, 200, code, "fail open: still ready")
	assert.Equal(t, "down; quota fails open", hdr.Get("Nd-Redis"))
	require.Eventually(t, func() bool {
		code, hdr, _ = get(t, http.DefaultClient, closed.base+"/readyz")
		return hdr.Get("Nd-Redis") != "up"
	}, 5*time.Second, 20*time.Millisecond)
	assert.Equal(t, 503, code, "fail closed: not ready")
	assert.Equal(t, "down; quota fails closed", hdr.Get("Nd-Redis"))
	resp, body = postTaxIDs(t, http.DefaultClient, closed.base, key, twoIDs)
	assert.Equal(t, 503, resp.StatusCode)
	assert.Contains(t, body, `"code":"service_unavailable"`)
	_, _, metrics := get(t, http.DefaultClient, open.metrics+"/metrics")
	assert.Contains(t, metrics, "ndval_redis_up 0\n")
	assert.Contains(t, metrics, "ndval_quota_fallback_items_total 2\n")
	assert.Contains(t, metrics, "ndval_quota_fallback_unpaid_items 2\n")
	assert.Contains(t, open.out.String(), `"msg":"redis unreachable"`)
	assert.Contains(t, open.out.String(), `"quota":"fail open: each replica serves at most 1/2 of an account's last seen remaining quota`)
	assert.Contains(t, closed.out.String(), `"quota":"fail closed: quota decisions answer 503 until it returns"`)

	srv.Restart()
	require.Eventually(t, func() bool {
		code, hdr, _ := get(t, http.DefaultClient, closed.base+"/readyz")
		return code == 200 && hdr.Get("Nd-Redis") == "up"
	}, 5*time.Second, 20*time.Millisecond)
	require.Eventually(t, func() bool { return strings.Contains(open.out.String(), `"msg":"redis reachable again"`) },
		5*time.Second, 20*time.Millisecond)
	assert.Regexp(t, `"msg":"redis reachable again","outage":"[0-9.]+m?s","repaid_items":2,`, open.out.String())
	out, _, code = runCmd(t, append([]string{"keys", "list"}, store...)...)
	require.Equal(t, 0, code)
	assert.Regexp(t, `(?m)^acme +6/1000 per month`, out, "2 + 2 served before, 2 by the fallback, repaid once")
}

// TestRedisFlags: the store flags go together or not at all, and a
// password never shows in a message.
func TestRedisFlags(t *testing.T) {
	t.Parallel() // it waits on timers; the others need not wait for it
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--data", "d", "--redis", "redis://127.0.0.1:1/0"}, "--data and --redis are two different stores"},
		{[]string{"serve", "--quota-fail-closed"}, "go with --redis"},
		{[]string{"keys", "list", "--redis-prefix", "x:"}, "go with --redis"},
		{[]string{"serve", "--redis", "redis://127.0.0.1:1/0", "--replicas", "0"}, "--replicas must be at least 1"},
	} {
		_, errOut, code := runCmd(t, c.args...)
		assert.Equal(t, 2, code, "%v: %s", c.args, errOut)
		assert.Contains(t, errOut, c.want)
	}
	_, errOut, code := runCmd(t, "keys", "list", "--redis", "redis://:hunter2@127.0.0.1:1/0")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "redis at redis://:xxxxx@127.0.0.1:1/0")
	assert.NotContains(t, errOut, "hunter2")
	_, errOut, code = runCmd(t, "keys", "list", "--redis", "localhost:6379")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "want a redis://HOST:PORT/DB or rediss://HOST:PORT/DB URL")
}
