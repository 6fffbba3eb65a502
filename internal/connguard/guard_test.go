package connguard

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestConnLimit(t *testing.T) {
	for _, tc := range []struct {
		nofile uint64
		want   int
	}{
		{0, 10_000},
		{20, MinConns},
		{80, MinConns},
		{256, 256 - 64},
		{1024, 1024 - 128},
		{20_000, 17_500},
		{1 << 62, 1 << 30},
	} {
		assert.Equal(t, tc.want, Limit(tc.nofile), "%d", tc.nofile)
	}
}

// guardedServer serves, behind a Guard, a handler that marks the
// connection keyed when the request has "Key: valid", and holds a request
// with "Hold: yes" until release is closed.
func guardedServer(t *testing.T, maxConns int, unkeyedIdle time.Duration) (g *Guard, addr string, release chan struct{}) {
	t.Helper()
	release = make(chan struct{})
	g = New(maxConns, unkeyedIdle, slog.New(slog.DiscardHandler))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Key") == "valid" {
			MarkKeyed(r.Context())
		}
		if r.Header.Get("Hold") == "yes" {
			<-release
		}
		io.WriteString(w, "ok")
	}), ConnState: g.ConnState, ConnContext: g.ConnContext, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(g.Listener(ln))
	ctx, cancel := context.WithCancel(context.Background())
	go g.Run(ctx)
	t.Cleanup(func() {
		cancel()
		select {
		case <-release:
		default:
			close(release)
		}
		srv.Close()
	})
	return g, ln.Addr().String(), release
}

// keepAlive is a client connection that sends requests one at a time.
type keepAlive struct {
	c net.Conn
	r *bufio.Reader
}

func dialKeepAlive(t *testing.T, addr string) *keepAlive {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	return &keepAlive{c, bufio.NewReader(c)}
}

// get sends a GET with the extra header lines and returns the status, or
// an error when the server closed the connection.
func (k *keepAlive) get(headers ...string) (int, error) {
	_ = k.c.SetDeadline(time.Now().Add(5 * time.Second))
	req := "GET / HTTP/1.1\r\nHost: x\r\n" + strings.Join(append(headers, ""), "\r\n") + "\r\n"
	if _, err := io.WriteString(k.c, req); err != nil {
		return 0, err
	}
	resp, err := http.ReadResponse(k.r, nil)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	_, err = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, err
}

// closed reports whether the server has closed the connection.
func (k *keepAlive) closed() bool {
	_ = k.c.SetReadDeadline(time.Now().Add(20 * time.Millisecond))
	_, err := k.r.Peek(1)
	return err == io.EOF
}

// TestConnGuard: a connection that never presented a valid key is closed
// once idle for unkeyedIdle, a keyed one is not; at the bound, the oldest
// idle connection (unkeyed first) makes room for a new one, and a new
// connection is refused only when every open one is busy.
func TestConnGuard(t *testing.T) {
	t.Run("unkeyed idle timeout", func(t *testing.T) {
		g, addr, _ := guardedServer(t, 10, 100*time.Millisecond)
		unkeyed, keyed := dialKeepAlive(t, addr), dialKeepAlive(t, addr)
		for _, c := range []struct {
			k      *keepAlive
			header string
		}{{unkeyed, "Key: none"}, {keyed, "Key: valid"}} {
			code, err := c.k.get(c.header)
			require.NoError(t, err)
			require.Equal(t, 200, code)
		}
		require.Eventually(t, unkeyed.closed, 2*time.Second, 10*time.Millisecond, "the unkeyed connection is closed")
		assert.False(t, keyed.closed(), "the keyed connection stays")
		assert.Equal(t, 1, g.Open())
		assert.Equal(t, uint64(1), g.Shed()[ShedUnkeyed])
	})
	t.Run("oldest idle shed at the bound", func(t *testing.T) {
		g, addr, release := guardedServer(t, 3, time.Hour)
		var conns []*keepAlive
		for i := range 3 {
			k := dialKeepAlive(t, addr)
			h := "Key: none"
			if i == 0 {
				h = "Key: valid" // the oldest, but keyed: shed last
			}
			code, err := k.get(h)
			require.NoError(t, err)
			require.Equal(t, 200, code)
			conns = append(conns, k)
			waitStates(t, g, http.StateIdle) // so that the order of going idle is the order of the loop
		}
		k := dialKeepAlive(t, addr)
		code, err := k.get()
		require.NoError(t, err, "a new connection is served at the bound")
		assert.Equal(t, 200, code)
		assert.False(t, conns[0].closed(), "the keyed one is not shed first")
		assert.True(t, conns[1].closed(), "the oldest unkeyed idle one is")
		assert.False(t, conns[2].closed())
		assert.Equal(t, uint64(1), g.Shed()[ShedOldestIdle])

		// Every connection busy: a new one is refused.
		busy := []*keepAlive{conns[0], conns[2], k}
		for _, b := range busy {
			_, err := io.WriteString(b.c, "GET / HTTP/1.1\r\nHost: x\r\nHold: yes\r\n\r\n")
			require.NoError(t, err)
		}
		waitStates(t, g, http.StateActive)
		extra := dialKeepAlive(t, addr)
		_, err = extra.get()
		assert.Error(t, err, "refused while every connection is busy")
		assert.Equal(t, uint64(1), g.Shed()[ShedRefused])
		close(release)
		for _, b := range busy {
			_ = b.c.SetReadDeadline(time.Now().Add(5 * time.Second))
			resp, err := http.ReadResponse(b.r, nil)
			require.NoError(t, err)
			resp.Body.Close()
		}
	})
}

// waitStates waits until every connection of g is in state st.
func waitStates(t *testing.T, g *Guard, st http.ConnState) {
	t.Helper()
	require.Eventually(t, func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		for c := range g.conns {
			if c.state != st {
				return false
			}
		}
		return true
	}, 2*time.Second, time.Millisecond)
}
