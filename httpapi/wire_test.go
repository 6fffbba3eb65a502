package httpapi

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Tests of what happens on the wire, with a real server and raw
// connections: slow bodies, paths as sent, and the errors net/http answers
// itself.

// wireServer serves f's handler on loopback, counting the connections
// whose request is being served.
func wireServer(t *testing.T, f *fixture, tweak func(*http.Server)) (*httptest.Server, *atomic.Int64) {
	active := new(atomic.Int64)
	srv := httptest.NewUnstartedServer(f.h)
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		switch s {
		case http.StateActive:
			active.Add(1)
		case http.StateIdle, http.StateClosed, http.StateHijacked:
			active.Add(-1)
		}
	}
	if tweak != nil {
		tweak(srv.Config)
	}
	srv.Start()
	t.Cleanup(srv.Close)
	return srv, active
}

// rawRequest writes req on a new connection to srv and returns the
// response read from it (with its body read), and the connection.
func rawRequest(t *testing.T, srv *httptest.Server, req string) (*http.Response, []byte, net.Conn) {
	t.Helper()
	c, err := net.Dial("tcp", srv.Listener.Addr().String())
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	require.NoError(t, c.SetDeadline(time.Now().Add(30*time.Second)))
	_, err = io.WriteString(c, req)
	require.NoError(t, err)
	return readResponse(t, c)
}

func readResponse(t *testing.T, c net.Conn) (*http.Response, []byte, net.Conn) {
	t.Helper()
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	require.NoError(t, err)
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, body, c
}

func wireProblem(t *testing.T, resp *http.Response, body []byte, status int, code string) {
	t.Helper()
	require.Equal(t, status, resp.StatusCode, string(body))
	assert.Equal(t, "application/problem+json", resp.Header.Get("Content-Type"))
	var p problem
	require.NoError(t, json.Unmarshal(body, &p))
	assert.Equal(t, code, p.Code)
}

func TestSlowBodyHoldsNoSlot(t *testing.T) {
	f := newFixture(t, 100, func(c *Config) {
		c.MaxConcurrent = 1
		c.BodyTimeout = 2 * time.Second
	})
	srv, active := wireServer(t, f, nil)
	other := f.newKey("other")
	body := oneItem
	head := "POST /v1/validate/tax-ids HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
		"X-API-Key: " + f.key + "\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n"

	// Three clients send the headers and half the body, and stall.
	var stalled []net.Conn
	for range 3 {
		c, err := net.Dial("tcp", srv.Listener.Addr().String())
		require.NoError(t, err)
		t.Cleanup(func() { c.Close() })
		require.NoError(t, c.SetDeadline(time.Now().Add(30*time.Second)))
		_, err = io.WriteString(c, head+body[:len(body)/2])
		require.NoError(t, err)
		stalled = append(stalled, c)
	}
	require.Eventually(t, func() bool { return active.Load() == 3 }, 10*time.Second, time.Millisecond)

	// The one slot is free for everyone else meanwhile.
	req, err := http.NewRequest("POST", srv.URL+"/v1/validate/tax-ids", strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("X-API-Key", other)
	req.Header.Set("Content-Type", "application/json")
	resp, err := srv.Client().Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, 200, resp.StatusCode, "a stalled body holds no validation slot")

	// The stalled ones get 408 once their body deadline passes, and the
	// connection is closed.
	for _, c := range stalled {
		resp, b, _ := readResponse(t, c)
		wireProblem(t, resp, b, 408, CodeRequestTimeout)
		assert.True(t, resp.Close, "Connection: close")
		_, err := c.Read(make([]byte, 1))
		assert.ErrorIs(t, err, io.EOF)
	}
	assert.Zero(t, f.used(), "nothing charged for the stalled requests")
	assert.Contains(t, f.logs.String(), `"status":408`)
	assert.Contains(t, f.logs.String(), `"bytes_in":`+strconv.Itoa(len(body)/2))
}

func TestPathsOnTheWire(t *testing.T) {
	f := newFixture(t, 10)
	srv, _ := wireServer(t, f, nil)
	for _, target := range []string{"//livez", "/v1/validate/../../livez", "/./readyz"} {
		resp, body, _ := rawRequest(t, srv, "GET "+target+" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
		wireProblem(t, resp, body, 404, CodeNotFound)
		assert.Empty(t, resp.Header.Get("Location"), target)
	}
	resp, body, _ := rawRequest(t, srv, "POST /v1//validate/tax-ids HTTP/1.1\r\nHost: x\r\nX-API-Key: "+f.key+
		"\r\nContent-Type: application/json\r\nContent-Length: "+strconv.Itoa(len(oneItem))+"\r\nConnection: close\r\n\r\n"+oneItem)
	wireProblem(t, resp, body, 404, CodeNotFound)
}

// TestTransportErrors pins the answers net/http gives itself, before the
// handler runs, which the package documentation lists: they are plain
// text, not problems.
func TestTransportErrors(t *testing.T) {
	f := newFixture(t, 10)
	srv, _ := wireServer(t, f, func(s *http.Server) { s.MaxHeaderBytes = 1 << 10 })
	for _, tc := range []struct {
		name, req string
		status    int
	}{
		{"malformed header line", "GET /livez HTTP/1.1\r\nHost: x\r\nno colon\r\n\r\n", 400},
		{"no Host", "GET /livez HTTP/1.1\r\n\r\n", 400},
		{"headers too large", "GET /livez HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 8<<10) + "\r\n\r\n", 431},
		{"HTTP version", "GET /livez HTTP/3.0\r\nHost: x\r\n\r\n", 505},
		{"transfer coding", "POST /livez HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 501},
		{"expectation", "POST /livez HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 0\r\n\r\n", 417},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, _, _ := rawRequest(t, srv, tc.req)
			assert.Equal(t, tc.status, resp.StatusCode)
			assert.NotEqual(t, "application/problem+json", resp.Header.Get("Content-Type"))
		})
	}
}

func TestKeepAliveAfterBodyDeadline(t *testing.T) {
	f := newFixture(t, 100, func(c *Config) { c.BodyTimeout = 100 * time.Millisecond })
	srv, _ := wireServer(t, f, nil)
	req := "POST /v1/validate/tax-ids HTTP/1.1\r\nHost: x\r\nX-API-Key: " + f.key +
		"\r\nContent-Type: application/json\r\nContent-Length: " + strconv.Itoa(len(oneItem)) + "\r\n\r\n" + oneItem
	resp, _, c := rawRequest(t, srv, req)
	require.Equal(t, 200, resp.StatusCode)
	// The body deadline ends with the body: a kept-alive connection idle
	// for longer than it still serves the next request.
	time.Sleep(300 * time.Millisecond)
	_, err := io.WriteString(c, req)
	require.NoError(t, err)
	resp, _, _ = readResponse(t, c)
	assert.Equal(t, 200, resp.StatusCode)
}
