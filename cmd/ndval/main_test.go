package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets the tests run this test binary as the ndval command
// itself (see runBinary): with NDVAL_RUN_MAIN=1 it is main.
func TestMain(m *testing.M) {
	// The tests expect English unless they pass --lang or set a locale:
	// the machine's locale is not theirs.
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(v)
	}
	if os.Getenv("NDVAL_RUN_MAIN") == "1" {
		lowerFDLimit()
		main()
		return
	}
	redistest.Quiet()
	os.Exit(m.Run())
}

// syncBuffer is a bytes.Buffer safe for a server goroutine and a test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

var (
	keyRe   = regexp.MustCompile(`nd_[0-9A-Za-z]{30}`)
	keyIDRe = regexp.MustCompile(`key_[0-9A-Za-z]{12}`)
	addrRe  = regexp.MustCompile(`"msg":"serving","addr":"([^"]+)","tls":(true|false),"metrics_addr":"([^"]+)"`)
)

// runCmd runs one command in process and returns its standard output,
// its standard error, and the exit status main would give.
func runCmd(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, &out, &errOut)
	code = exitCode(err, &errOut)
	return out.String(), errOut.String(), code
}

// server is an "ndval serve" started by startServer.
type testServer struct {
	base, metrics, key string
	out                *syncBuffer
	stop               func()
}

// startServer runs "ndval serve" in process until the test ends (or stop),
// on free loopback ports, and returns its addresses, the development key
// it printed and its output.
func startServer(t *testing.T, args ...string) testServer {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	s := testServer{out: new(syncBuffer)}
	done := make(chan error, 1)
	args = append([]string{"serve", "--addr", "127.0.0.1:0", "--metrics-addr", "127.0.0.1:0", "--drain", "0s"}, args...)
	go func() { done <- run(ctx, args, s.out, s.out) }()
	require.Eventually(t, func() bool { return strings.Contains(s.out.String(), `"msg":"serving"`) },
		10*time.Second, 10*time.Millisecond, s.out.String())
	m := addrRe.FindStringSubmatch(s.out.String())
	require.NotNil(t, m, s.out.String())
	s.base = "http://" + m[1]
	if m[2] == "true" {
		s.base = "https://" + m[1]
	}
	if m[3] != "off" {
		s.metrics = "http://" + m[3]
	}
	s.key = keyRe.FindString(s.out.String())
	stopped := false
	s.stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case err := <-done:
			require.NoError(t, err)
		case <-time.After(30 * time.Second):
			t.Fatal("server did not stop")
		}
	}
	t.Cleanup(s.stop)
	return s
}

// get fetches url and returns its status, headers and body.
func get(t *testing.T, c *http.Client, url string) (int, http.Header, string) {
	t.Helper()
	resp, err := c.Get(url)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, resp.Header, string(b)
}

// postTaxIDs posts a tax-ids batch with key and returns the response.
func postTaxIDs(t *testing.T, c *http.Client, base, key, body string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest("POST", base+"/v1/validate/tax-ids", strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("X-API-Key", key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, string(b)
}

// TestHelpAndExitCodes: -h and --help print the usage on standard output
// and exit 0 for every command; usage errors exit 2; failures exit 1.
func TestHelpAndExitCodes(t *testing.T) {
	for _, args := range [][]string{
		{"-h"}, {"--help"}, {"help"},
		{"serve", "-h"}, {"serve", "--help"},
		{"keys", "-h"}, {"keys", "--help"},
		{"keys", "issue", "-h"}, {"keys", "set-quota", "--help"}, {"keys", "rotate", "-h"},
		{"keys", "revoke", "--help"}, {"keys", "list", "-h"},
	} {
		stdout, stderr, code := runCmd(t, args...)
		assert.Equal(t, 0, code, "%v: %s", args, stderr)
		assert.Contains(t, stdout, "Usage:", args)
		assert.Empty(t, stderr, args)
	}
	stdout, _, _ := runCmd(t, "keys", "issue", "-h")
	assert.Contains(t, stdout, "-account")
	assert.Contains(t, stdout, "-data")

	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "no command"},
		{[]string{"nope"}, 2, `unknown command "nope"`},
		{[]string{"keys"}, 2, "name a command"},
		{[]string{"keys", "nope"}, 2, `unknown keys command "nope"`},
		{[]string{"keys", "issue", "--data", dir}, 2, "--account is required"},
		{[]string{"keys", "issue", "--bogus"}, 2, "flag provided but not defined"},
		{[]string{"keys", "rotate", "--data", dir}, 2, "want 1 argument, got 0"},
		{[]string{"keys", "list", "--data", dir, "extra"}, 2, "takes no arguments"},
		{[]string{"serve", "--tls-cert", "x"}, 2, "go together"},
		{[]string{"serve", "--addr", "0.0.0.0:0", "--data", dir}, 2, "loopback"},
		{[]string{"keys", "revoke", "--data", dir, "key_nope"}, 1, `no key with id "key_nope"`},
	} {
		_, stderr, code := runCmd(t, c.args...)
		assert.Equal(t, c.code, code, "%v: %s", c.args, stderr)
		assert.Contains(t, stderr, c.want, c.args)
		if c.code == 2 && len(c.args) > 1 && c.args[0] == "keys" && c.args[1] != "nope" {
			assert.Contains(t, stderr, `Run "ndval keys `+c.args[1]+` -h" for its usage.`, c.args)
		}
	}
}

func TestIsLoopback(t *testing.T) {
	for addr, want := range map[string]bool{
		"127.0.0.1:8080": true, "localhost:80": true, "[::1]:8080": true,
		":8080": false, "0.0.0.0:8080": false, "10.0.0.1:80": false, "nonsense": false,
	} {
		assert.Equal(t, want, isLoopback(addr), addr)
	}
}
