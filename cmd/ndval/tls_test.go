package main

import (
	"bytes"
	"crypto/tls"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/httpapi/redisstore/redistest"
)

// servedCert returns the leaf certificate a handshake with addr gets.
func servedCert(t *testing.T, addr string) []byte {
	t.Helper()
	conn, err := tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true})
	require.NoError(t, err, "the handshake must work whatever the files hold")
	defer conn.Close()
	return conn.ConnectionState().PeerCertificates[0].Raw
}

// TestServeTLSReload: a renewed certificate is served without a restart,
// and a broken renewal keeps the previous certificate in service.
func TestServeTLSReload(t *testing.T) {
	t.Parallel() // it waits on timers; the others need not wait for it
	dir := t.TempDir()
	certFile, keyFile := redistest.SelfSigned(t, dir)
	s := startServer(t, "--data", dir, "--tls-cert", certFile, "--tls-key", keyFile)
	addr := strings.TrimPrefix(s.base, "https://")
	first := servedCert(t, addr)
	assert.Contains(t, s.out.String(), `"msg":"TLS certificate","not_after"`)

	// A half-written renewal: the certificate file is not PEM.
	require.NoError(t, os.WriteFile(certFile, []byte("not a certificate"), 0o600))
	require.Eventually(t, func() bool {
		return assert.Equal(t, first, servedCert(t, addr)) &&
			strings.Contains(s.out.String(), "changed but cannot be used; still serving the previous certificate")
	}, 10*time.Second, 100*time.Millisecond, s.out.String())

	// The renewal completes: a new key and certificate.
	newCert, newKey := redistest.SelfSigned(t, t.TempDir())
	for src, dst := range map[string]string{newKey: keyFile, newCert: certFile} {
		b, err := os.ReadFile(src)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(dst, b, 0o600))
	}
	var second []byte
	require.Eventually(t, func() bool {
		second = servedCert(t, addr)
		return !bytes.Equal(first, second)
	}, 10*time.Second, 100*time.Millisecond, s.out.String())
	assert.Contains(t, s.out.String(), `"msg":"TLS certificate reloaded"`)

	// The files removed: still the last good certificate.
	require.NoError(t, os.Remove(certFile))
	require.Eventually(t, func() bool {
		return assert.Equal(t, second, servedCert(t, addr)) &&
			strings.Contains(s.out.String(), "cannot be read; still serving the previous certificate")
	}, 10*time.Second, 100*time.Millisecond, s.out.String())
}

// TestServeTLSBadFiles: a pair that cannot be used stops the start, before
// a development key is issued.
func TestServeTLSBadFiles(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := redistest.SelfSigned(t, dir)
	_, otherKey := redistest.SelfSigned(t, t.TempDir())
	for _, tc := range []struct{ name, cert, key string }{
		{"missing", certFile + ".missing", keyFile},
		{"key of another certificate", certFile, otherKey},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := t.TempDir()
			out, errOut, code := runCmd(t, "serve", "--addr", "127.0.0.1:0", "--metrics-addr", "off", "--data", data,
				"--tls-cert", tc.cert, "--tls-key", tc.key)
			assert.Equal(t, 1, code)
			assert.Contains(t, errOut, "--tls-cert and --tls-key:")
			assert.NotContains(t, out+errOut, "nd_", "no development key issued")
		})
	}
}
