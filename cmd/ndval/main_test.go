package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

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
	addrRe  = regexp.MustCompile(`"msg":"serving","addr":"([^"]+)","tls":(true|false)`)
)

func runCmd(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, &out, &errOut)
	return out.String() + errOut.String(), err
}

func TestKeysCommands(t *testing.T) {
	dir := t.TempDir()
	out, err := runCmd(t, "keys", "issue", "--data", dir, "--account", "acme", "--env", "staging", "--quota", "50", "--period", "day")
	require.NoError(t, err, out)
	key := keyRe.FindString(out)
	id := keyIDRe.FindString(out)
	require.NotEmpty(t, key)
	require.NotEmpty(t, id)

	out, err = runCmd(t, "keys", "list", "--data", dir)
	require.NoError(t, err, out)
	assert.Contains(t, out, id)
	assert.Contains(t, out, "acme")
	assert.Contains(t, out, "staging")
	assert.Contains(t, out, "active")
	assert.Contains(t, out, "0/50 per day")
	assert.NotContains(t, out, key[3:], "list never shows a key")

	out, err = runCmd(t, "keys", "rotate", "--data", dir, id)
	require.NoError(t, err, out)
	newID := keyIDRe.FindAllString(out, -1)[0]
	assert.NotEqual(t, id, newID)
	assert.Contains(t, out, "keeps working until")

	out, err = runCmd(t, "keys", "revoke", "--data", dir, newID)
	require.NoError(t, err, out)
	out, err = runCmd(t, "keys", "list", "--data", dir)
	require.NoError(t, err)
	assert.Contains(t, out, "sunset")
	assert.Contains(t, out, "revoked")

	_, err = runCmd(t, "keys", "issue", "--data", dir)
	assert.Error(t, err, "--account is required")
	_, err = runCmd(t, "keys", "issue", "--data", dir, "--account", "x", "--period", "week")
	assert.Error(t, err)
	_, err = runCmd(t, "keys", "revoke", "--data", dir, "key_nope")
	assert.Error(t, err)
	_, err = runCmd(t, "keys", "rotate", "--data", dir)
	assert.Error(t, err)
	_, err = runCmd(t, "nope")
	assert.Error(t, err)
	_, err = runCmd(t)
	assert.Error(t, err)
}

func TestIsLoopback(t *testing.T) {
	for addr, want := range map[string]bool{
		"127.0.0.1:8080": true, "localhost:80": true, "[::1]:8080": true,
		":8080": false, "0.0.0.0:8080": false, "10.0.0.1:80": false, "nonsense": false,
	} {
		assert.Equal(t, want, isLoopback(addr), addr)
	}
	_, err := runCmd(t, "serve", "--addr", "0.0.0.0:0", "--data", t.TempDir())
	assert.ErrorContains(t, err, "loopback")
	_, err = runCmd(t, "serve", "--tls-cert", "x")
	assert.ErrorContains(t, err, "go together")
}

// startServer runs "ndval serve" until the test ends and returns its base
// URL, the development key it printed, and its output.
func startServer(t *testing.T, args ...string) (base, key string, out *syncBuffer, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out = new(syncBuffer)
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0", "--drain", "0s"}, args...), out, out)
	}()
	require.Eventually(t, func() bool { return strings.Contains(out.String(), `"msg":"serving"`) },
		10*time.Second, 10*time.Millisecond, out.String())
	m := addrRe.FindStringSubmatch(out.String())
	require.NotNil(t, m, out.String())
	base = "http://" + m[1]
	if m[2] == "true" {
		base = "https://" + m[1]
	}
	key = keyRe.FindString(out.String())
	stopped := false
	stop = func() {
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
	t.Cleanup(stop)
	return base, key, out, stop
}

func TestServe(t *testing.T) {
	dir := t.TempDir()
	base, key, out, stop := startServer(t, "--data", dir)
	require.NotEmpty(t, base)
	require.NotEmpty(t, key, "the first start prints a development key")
	assert.Contains(t, out.String(), "curl -s "+base+"/v1/validate/tax-ids")

	body := `{"items":[{"id":"1","value":"30-54668997-9","country":"AR"},{"id":"2","value":"30-54668997-8","country":"AR"}]}`
	req, _ := http.NewRequest("POST", base+"/v1/validate/tax-ids", strings.NewReader(body))
	req.Header.Set("X-API-Key", key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.Equal(t, 200, resp.StatusCode, string(b))
	assert.Contains(t, string(b), `"summary":{"total":2,"valid":1,"invalid":1}`)

	resp, err = http.Get(base + "/metrics")
	require.NoError(t, err)
	b, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	metrics := string(b)
	assert.Contains(t, metrics, `ndval_http_requests_total{route="POST /v1/validate/tax-ids",code="200"} 1`)
	assert.Contains(t, metrics, `ndval_validated_items_total{endpoint="tax-ids",outcome="valid"} 1`)
	assert.Contains(t, metrics, `ndval_validated_items_total{endpoint="tax-ids",outcome="invalid"} 1`)
	assert.Contains(t, metrics, `ndval_quota_decisions_total{result="allowed"} 1`)
	assert.Contains(t, metrics, `ndval_http_request_duration_seconds_count{route="POST /v1/validate/tax-ids"} 1`)
	assert.NotContains(t, metrics, key[3:])

	stop()
	logs := out.String()
	assert.Contains(t, logs, `"msg":"stopped"`)
	assert.Equal(t, 1, strings.Count(logs, key), "the key is printed once and never logged")
	for _, line := range strings.Split(logs, "\n") {
		if strings.HasPrefix(line, "{") {
			assert.NotContains(t, line, "54668997", "values are never logged")
		}
	}

	// A restart keeps the key and the quota it used; no new key is printed.
	_, err = os.Stat(filepath.Join(dir, "usage.json"))
	require.NoError(t, err, "usage flushed at shutdown")
	out2, err := runCmd(t, "keys", "list", "--data", dir)
	require.NoError(t, err)
	assert.Contains(t, out2, "2/100000 per month")
	base, key2, _, _ := startServer(t, "--data", dir)
	assert.Empty(t, key2)
	req, _ = http.NewRequest("POST", base+"/v1/validate/tax-ids", strings.NewReader(body))
	req.Header.Set("X-API-Key", key)
	req.Header.Set("Content-Type", "application/json")
	resp, err = http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, 200, resp.StatusCode)
	assert.Equal(t, `"items";r=99996;t=`, resp.Header.Get("RateLimit")[:len(`"items";r=99996;t=`)])
}

func TestServeTLS(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := writeSelfSigned(t, dir)
	base, _, _, _ := startServer(t, "--data", dir, "--tls-cert", certFile, "--tls-key", keyFile)
	require.True(t, strings.HasPrefix(base, "https://"), base)
	addr := strings.TrimPrefix(base, "https://")

	conn, err := tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true, MaxVersion: tls.VersionTLS11})
	if err == nil {
		conn.Close()
	}
	assert.Error(t, err, "TLS 1.1 is refused")
	conn, err = tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true, MinVersion: tls.VersionTLS12})
	require.NoError(t, err)
	conn.Close()
}

func TestMetricsSeparateAddr(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	maddr := ln.Addr().String()
	ln.Close()
	base, _, _, _ := startServer(t, "--data", t.TempDir(), "--metrics-addr", maddr)
	resp, err := http.Get(base + "/metrics")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, 404, resp.StatusCode, "not on the API listener")
	require.Eventually(t, func() bool {
		resp, err := http.Get("http://" + maddr + "/metrics")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == 200
	}, 5*time.Second, 20*time.Millisecond)
}

func writeSelfSigned(t *testing.T, dir string) (certFile, keyFile string) {
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "127.0.0.1"},
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &priv.PublicKey, priv)
	require.NoError(t, err)
	kb, err := x509.MarshalECPrivateKey(priv)
	require.NoError(t, err)
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	require.NoError(t, os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600))
	require.NoError(t, os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600))
	return certFile, keyFile
}

// TestGracefulShutdown sends a request whose body is still arriving when
// the server is told to stop: the server waits for it and answers 200.
func TestGracefulShutdown(t *testing.T) {
	dir := t.TempDir()
	base, key, out, stop := startServer(t, "--data", dir)
	pr, pw := io.Pipe()
	req, _ := http.NewRequest("POST", base+"/v1/validate/tax-ids", pr)
	req.Header.Set("X-API-Key", key)
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
	go func() { stop(); close(stopped) }()
	require.Eventually(t, func() bool { return strings.Contains(out.String(), `"msg":"shutting down"`) },
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
