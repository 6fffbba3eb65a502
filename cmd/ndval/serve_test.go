package main

import (
	"crypto/tls"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const twoIDs = `{"items":[{"id":"1","value":"30-54668997-9","country":"AR"},{"id":"2","value":"30-54668997-8","country":"AR"}]}`

func TestServe(t *testing.T) {
	dir := t.TempDir()
	s := startServer(t, "--data", dir)
	require.NotEmpty(t, s.key, "the first start prints a development key")
	assert.Contains(t, s.out.String(), "curl -s "+s.base+"/v1/validate/tax-ids")

	resp, body := postTaxIDs(t, http.DefaultClient, s.base, s.key, twoIDs)
	require.Equal(t, 200, resp.StatusCode, body)
	assert.Contains(t, body, `"summary":{"total":2,"valid":1,"invalid":1}`)

	req, err := http.NewRequest("GET", s.base+"/v1/version", nil)
	require.NoError(t, err)
	req.Header.Set("X-API-Key", s.key)
	vresp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	vbody, _ := io.ReadAll(vresp.Body)
	vresp.Body.Close()
	require.Equal(t, 200, vresp.StatusCode, string(vbody))
	assert.Contains(t, string(vbody), `{"version":"`+buildVersion()+`","data":{"taxid":`)
	assert.Empty(t, resp.Header.Get("Strict-Transport-Security"), "no HSTS over plain HTTP")

	code, _, metrics := get(t, http.DefaultClient, s.metrics+"/metrics")
	require.Equal(t, 200, code)
	assert.Contains(t, metrics, `ndval_http_requests_total{code="200",route="POST /v1/validate/tax-ids"} 1`)
	assert.Contains(t, metrics, `ndval_validated_items_total{endpoint="tax-ids",outcome="valid"} 1`)
	assert.Contains(t, metrics, `ndval_validated_items_total{endpoint="tax-ids",outcome="invalid"} 1`)
	assert.Contains(t, metrics, `ndval_quota_decisions_total{result="allowed"} 1`)
	assert.Contains(t, metrics, `ndval_http_request_duration_seconds_count{route="POST /v1/validate/tax-ids"} 1`)
	assert.NotContains(t, metrics, s.key[3:])

	s.stop()
	logs := s.out.String()
	assert.Contains(t, logs, `"msg":"stopped"`)
	assert.Equal(t, 1, strings.Count(logs, s.key), "the key is printed once and never logged")
	for _, line := range strings.Split(logs, "\n") {
		if strings.HasPrefix(line, "{") {
			assert.NotContains(t, line, "54668997", "values are never logged")
		}
	}

	// A restart keeps the key and the quota it used; no new key is
	// printed, and the server says how to issue one.
	_, err = os.Stat(filepath.Join(dir, "usage.json"))
	require.NoError(t, err, "usage flushed at shutdown")
	out, _, code := runCmd(t, "keys", "list", "--data", dir)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "2/100000 per month")
	s2 := startServer(t, "--data", dir)
	assert.Empty(t, s2.key)
	assert.Contains(t, s2.out.String(), "1 API key(s) in "+dir+"; no development key was issued. To issue one:")
	assert.Contains(t, s2.out.String(), "ndval keys issue --data "+dir+" --account NAME")
	resp, _ = postTaxIDs(t, http.DefaultClient, s2.base, s.key, twoIDs)
	assert.Equal(t, 200, resp.StatusCode)
	assert.True(t, strings.HasPrefix(resp.Header.Get("RateLimit"), `"items";r=99996;t=`), resp.Header.Get("RateLimit"))
}

// TestMetricsListener: /metrics is not on the API listener; it has its
// own (loopback by default), whose requests are logged and counted; off
// turns it off.
func TestMetricsListener(t *testing.T) {
	s := startServer(t, "--data", t.TempDir())
	code, _, _ := get(t, http.DefaultClient, s.base+"/metrics")
	assert.Equal(t, 404, code, "not on the API listener")
	code, _, _ = get(t, http.DefaultClient, s.metrics+"/nope")
	assert.Equal(t, 404, code)
	code, _, body := get(t, http.DefaultClient, s.metrics+"/metrics")
	require.Equal(t, 200, code)
	assert.Contains(t, body, `ndval_http_requests_total{code="404",route="unmatched"} 1`, "the metrics listener's own requests count")
	for _, name := range []string{"go_goroutines", "go_memstats_heap_alloc_bytes", "process_open_fds", "process_max_fds",
		"process_cpu_seconds_total", "ndval_connections_open", "ndval_connections_max", "ndval_usage_write_failures_total",
		"ndval_start_time_seconds", `ndval_quota_decisions_total{result="refused"}`, `ndval_connections_shed_total{reason="oldest_idle"}`} {
		assert.True(t, strings.Contains(body, "\n"+name+" "), "%s is exposed", name)
	}
	logs := s.out.String()
	assert.Regexp(t, `"msg":"request","listener":"metrics","remote":"127\.0\.0\.1:\d+","method":"GET","route":"GET /metrics","status":200,"dur_ms":`, logs)
	assert.Contains(t, logs, `"listener":"metrics","remote"`)
	assert.Regexp(t, `"listener":"metrics",.*"route":"","status":404`, logs)

	off := startServer(t, "--data", t.TempDir(), "--metrics-addr", "off")
	assert.Empty(t, off.metrics)
	code, _, _ = get(t, http.DefaultClient, off.base+"/metrics")
	assert.Equal(t, 404, code)

	assert.Equal(t, "127.0.0.1:9464", defaultMetricsAddr)
	assert.True(t, isLoopback(defaultMetricsAddr))

	// A metrics address in use fails the start, and frees the directory.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	dir := t.TempDir()
	_, errOut, code := runCmd(t, "serve", "--addr", "127.0.0.1:0", "--data", dir, "--metrics-addr", ln.Addr().String())
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "metrics listener (--metrics-addr, or off)")
	startServer(t, "--data", dir)
}

// TestServeTLS: TLS 1.2 or later, and Strict-Transport-Security on every
// response.
func TestServeTLS(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := redistest.SelfSigned(t, dir)
	s := startServer(t, "--data", dir, "--tls-cert", certFile, "--tls-key", keyFile)
	require.True(t, strings.HasPrefix(s.base, "https://"), s.base)
	addr := strings.TrimPrefix(s.base, "https://")

	conn, err := tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true, MaxVersion: tls.VersionTLS11})
	if err == nil {
		conn.Close()
	}
	assert.Error(t, err, "TLS 1.1 is refused")

	c := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true, MinVersion: tls.VersionTLS12}}}
	defer c.CloseIdleConnections()
	for _, path := range []string{"/livez", "/nope"} {
		_, hdr, _ := get(t, c, s.base+path)
		assert.Equal(t, "max-age=31536000", hdr.Get("Strict-Transport-Security"), path)
	}
	resp, _ := postTaxIDs(t, c, s.base, "nd_wrong", twoIDs)
	assert.Equal(t, 401, resp.StatusCode)
	assert.Equal(t, "max-age=31536000", resp.Header.Get("Strict-Transport-Security"), "errors too")
}

// TestGracefulShutdown sends a request whose body is still arriving when
// the server is told to stop: the server waits for it and answers 200.
func TestGracefulShutdown(t *testing.T) {
	s := startServer(t, "--data", t.TempDir())
	pr, pw := io.Pipe()
	req, _ := http.NewRequest("POST", s.base+"/v1/validate/tax-ids", pr)
	req.Header.Set("X-API-Key", s.key)
	req.Header.Set("Content-Type", "application/json")
	type result struct {
		code int
		err  error
	}
	done := make(chan result, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			done <- result{err: err}
			return
		}
		resp.Body.Close()
		done <- result{code: resp.StatusCode}
	}()
	_, err := pw.Write([]byte(`{"items":[{"value":"30-54668997-9",`))
	require.NoError(t, err)
	time.Sleep(100 * time.Millisecond) // the request is in the handler now

	stopped := make(chan struct{})
	go func() { s.stop(); close(stopped) }()
	require.Eventually(t, func() bool { return strings.Contains(s.out.String(), `"msg":"shutting down"`) },
		5*time.Second, 10*time.Millisecond)
	time.Sleep(100 * time.Millisecond)
	_, err = pw.Write([]byte(`"country":"AR"}]}`))
	require.NoError(t, err)
	require.NoError(t, pw.Close())

	r := <-done
	require.NoError(t, r.err)
	assert.Equal(t, 200, r.code, "the in-flight request finished")
	<-stopped
}

// TestDevKeyFile: the first start writes the development key to a 0600
// file and does not print it.
func TestDevKeyFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(t.TempDir(), "dev.key")
	require.NoError(t, os.WriteFile(file, []byte("stale"), 0o644))
	s := startServer(t, "--data", dir, "--dev-key-file", file)
	assert.Empty(t, s.key, "the key is not printed")
	assert.Contains(t, s.out.String(), "It was written to "+file+" (mode 0600)")

	b, err := os.ReadFile(file)
	require.NoError(t, err)
	key := strings.TrimSuffix(string(b), "\n")
	require.Regexp(t, `^nd_[0-9A-Za-z]{30}$`, key)
	fi, err := os.Stat(file)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), "a file that was wider is narrowed")
	resp, _ := postTaxIDs(t, http.DefaultClient, s.base, key, twoIDs)
	assert.Equal(t, 200, resp.StatusCode)

	// A key file that cannot be written stops the start before a key is issued.
	dir2 := t.TempDir()
	_, errOut, code := runCmd(t, "serve", "--addr", "127.0.0.1:0", "--metrics-addr", "off", "--data", dir2,
		"--dev-key-file", filepath.Join(t.TempDir(), "no", "such", "dir", "key"))
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "--dev-key-file")
	out, _, _ := runCmd(t, "keys", "list", "--data", dir2)
	assert.NotContains(t, out, "key_", "no key was issued")
}

// TestDamagedKeysNotReady: a keys.json damaged under a running server
// leaves the keys it had working, fails /readyz, and is logged; a good
// file makes it ready again.
func TestDamagedKeysNotReady(t *testing.T) {
	t.Parallel() // it waits on timers; the others need not wait for it
	dir := t.TempDir()
	s := startServer(t, "--data", dir)
	code, _, _ := get(t, http.DefaultClient, s.base+"/readyz")
	require.Equal(t, 200, code)
	path := filepath.Join(dir, "keys.json")
	good, err := os.ReadFile(path)
	require.NoError(t, err)

	require.NoError(t, os.WriteFile(path, []byte(`{"version":1,"keys":[`), 0o600))
	require.Eventually(t, func() bool {
		code, _, _ := get(t, http.DefaultClient, s.base+"/readyz")
		return code == 503
	}, 5*time.Second, 50*time.Millisecond, "not ready while keys.json is damaged")
	resp, _ := postTaxIDs(t, http.DefaultClient, s.base, s.key, twoIDs)
	assert.Equal(t, 200, resp.StatusCode, "the last good key set still serves")
	assert.Regexp(t, `"level":"ERROR","msg":"keys file unreadable: still serving the last good key set; fix or restore the file","path":"[^"]*keys.json"`, s.out.String())

	require.NoError(t, os.WriteFile(path, good, 0o600))
	require.Eventually(t, func() bool {
		code, _, _ := get(t, http.DefaultClient, s.base+"/readyz")
		return code == 200
	}, 5*time.Second, 50*time.Millisecond, "ready again")
	assert.Contains(t, s.out.String(), `"msg":"keys file readable again"`)

	// A damaged keys.json at start is refused with the reason.
	s.stop()
	require.NoError(t, os.WriteFile(path, []byte("{"), 0o600))
	_, errOut, code := runCmd(t, "serve", "--addr", "127.0.0.1:0", "--metrics-addr", "off", "--data", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "keys.json: unexpected end of JSON input")
}

// TestServeReleasesTheDirectory: a server that stopped has released its
// data directory, so the next one starts at once.
func TestServeReleasesTheDirectory(t *testing.T) {
	dir := t.TempDir()
	for range 3 {
		s := startServer(t, "--data", dir)
		s.stop()
	}
}

// TestTrustedProxy: the access log takes the client's address from
// X-Forwarded-For only when the peer is a proxy named with
// --trusted-proxy (issue 10, item 15).
func TestTrustedProxy(t *testing.T) {
	logged := func(args ...string) string {
		s := startServer(t, append([]string{"--data", t.TempDir()}, args...)...)
		req, err := http.NewRequest("GET", s.base+"/v1/nothing", nil)
		require.NoError(t, err)
		req.Header.Set("X-Forwarded-For", "198.51.100.7, 203.0.113.9")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		s.stop()
		for _, line := range strings.Split(s.out.String(), "\n") {
			if strings.Contains(line, `"route":"/"`) || strings.Contains(line, `"status":404`) {
				return line
			}
		}
		t.Fatalf("no access log line in %s", s.out.String())
		return ""
	}
	line := logged()
	assert.Contains(t, line, `"client_ip":"127.0.0.1"`)
	assert.NotContains(t, line, "203.0.113.9")

	line = logged("--trusted-proxy", "127.0.0.1")
	assert.Contains(t, line, `"client_ip":"203.0.113.9"`)
	assert.Contains(t, line, `"proxy_ip":"127.0.0.1"`)

	line = logged("--trusted-proxy", "127.0.0.0/8", "--trusted-proxy", "203.0.113.0/24")
	assert.Contains(t, line, `"client_ip":"198.51.100.7"`, "the rightmost address that is not a trusted proxy")

	_, _, code := runCmd(t, "serve", "--trusted-proxy", "not-an-address")
	assert.Equal(t, 2, code)
}

func TestParsePrefix(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1": "127.0.0.1/32", "10.1.2.3/8": "10.0.0.0/8", "::1": "::1/128", "::ffff:10.0.0.1": "10.0.0.1/32",
	} {
		p, err := parsePrefix(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, p.String(), in)
	}
	_, err := parsePrefix("example.com")
	assert.Error(t, err)
}

// TestUsageWriteFailing: while the periodic write of quota usage fails
// (here usage.json is a directory, as a full disk would fail it), /readyz
// answers 503 with Nd-Usage-Write: failing and the failures are counted;
// once a write works again it answers 200.
func TestUsageWriteFailing(t *testing.T) {
	t.Parallel() // it waits on timers; the others need not wait for it
	if testing.Short() {
		t.Skip("waits for two periodic writes")
	}
	dir := t.TempDir()
	s := startServer(t, "--data", dir)
	blocker := filepath.Join(dir, "usage.json", "x")
	require.NoError(t, os.MkdirAll(blocker, 0o700))
	resp, body := postTaxIDs(t, http.DefaultClient, s.base, s.key, `{"items":[{"country":"MX","type":"rfc","value":"GODE561231GR8"}]}`)
	require.Equal(t, 200, resp.StatusCode, body)
	require.Eventually(t, func() bool {
		code, h, _ := get(t, http.DefaultClient, s.base+"/readyz")
		return code == 503 && h.Get(usageHeader) == "failing"
	}, 3*flushEvery, 50*time.Millisecond)
	_, _, m := get(t, http.DefaultClient, s.metrics+"/metrics")
	assert.Regexp(t, `ndval_usage_write_failures_total [1-9]`, m)
	assert.Equal(t, 1, strings.Count(s.out.String(), "/readyz fails until a write works"), "logged once")

	require.NoError(t, os.RemoveAll(filepath.Join(dir, "usage.json")))
	require.Eventually(t, func() bool {
		code, h, _ := get(t, http.DefaultClient, s.base+"/readyz")
		return code == 200 && h.Get(usageHeader) == ""
	}, 3*flushEvery, 50*time.Millisecond)
	assert.Contains(t, s.out.String(), "flush quota usage: writing again")
}
