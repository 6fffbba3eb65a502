package main

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConnectionFlood runs ndval serve as a process whose open-file limit
// is 256, and opens 400 keep-alive connections that each make one
// unauthenticated request and then stay idle: a request with a valid key
// is still served at once, and what was shed is logged and counted.
// Without the bound, accept fails with "too many open files" and the keyed
// request waits for the flood's idle timeout.
func TestConnectionFlood(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process and opens 400 connections")
	}
	t.Setenv(nofileEnv, "256")
	base, metrics, logs := serveProcess(t, "--data", t.TempDir())
	key := keyRe.FindString(logs.String())
	require.NotEmpty(t, key, logs.String())
	addr := strings.TrimPrefix(base, "http://")
	for i := range 400 {
		c, err := net.Dial("tcp", addr)
		require.NoError(t, err)
		t.Cleanup(func() { c.Close() })
		_, err = fmt.Fprintf(c, "GET /livez HTTP/1.1\r\nHost: x\r\n\r\n")
		require.NoError(t, err, "connection %d", i)
		// Read the answer, if any: a connection shed before its
		// request was read gets none.
		_ = c.SetReadDeadline(time.Now().Add(2 * time.Second))
		if resp, err := http.ReadResponse(bufio.NewReader(c), nil); err == nil {
			resp.Body.Close()
		}
	}
	client := &http.Client{Timeout: 3 * time.Second}
	start := time.Now()
	resp, body := postTaxIDs(t, client, base, key, `{"items":[{"country":"MX","type":"rfc","value":"GODE561231GR8"}]}`)
	assert.Equal(t, http.StatusOK, resp.StatusCode, body)
	t.Logf("a keyed request during the flood: %s", time.Since(start))
	assert.False(t, strings.Contains(logs.String(), "too many open files"), "accept never ran out of file descriptors")
	require.Eventually(t, func() bool { return strings.Contains(logs.String(), `"msg":"connections shed"`) },
		15*time.Second, 50*time.Millisecond, "the shedding is logged")
	_, _, m := get(t, client, metrics+"/metrics")
	assert.True(t, regexp.MustCompile(`ndval_connections_shed_total\{reason="oldest_idle"\} [1-9]`).MatchString(m), "shed connections counted")
	assert.True(t, regexp.MustCompile(`ndval_connections_open \d+`).MatchString(m))
}
