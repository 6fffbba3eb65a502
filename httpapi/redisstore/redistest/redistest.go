// Package redistest gives tests a real Redis: the shared server that CI
// starts (its address in NDVAL_TEST_REDIS_ADDR), or a private
// redis-server that a test may pause, stop and restart.
//
// Outside CI a test that needs one skips, saying why. Under CI=true it
// fails instead, so that a missing install cannot turn CI green.
package redistest

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// AddrEnv names the environment variable with the address (HOST:PORT) of
// the shared Redis.
const AddrEnv = "NDVAL_TEST_REDIS_ADDR"

// ServerEnv names the environment variable that may give the path of
// redis-server for private servers; the default is the one on PATH.
const ServerEnv = "NDVAL_TEST_REDIS_SERVER"

// missing skips the test, or fails it under CI=true.
func missing(t testing.TB, what string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s, and CI=true: .ci/run installs and starts Redis", what)
	}
	t.Skipf("%s: skipped (CI=true makes this a failure)", what)
}

// Addr returns the address of the shared Redis. Tests on it keep to
// their own Prefix and never flush it.
func Addr(t testing.TB) string {
	t.Helper()
	addr := os.Getenv(AddrEnv)
	if addr == "" {
		missing(t, AddrEnv+" is not set")
	}
	return addr
}

// URL returns the redis:// URL of the shared Redis.
func URL(t testing.TB) string { return "redis://" + Addr(t) + "/0" }

// Prefix returns a key prefix no other test uses.
func Prefix(t testing.TB) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return "ndtest:" + hex.EncodeToString(b) + ":"
}

// Server is a private redis-server on a free loopback port, with its data
// in a temporary directory, persisted to an append-only file synced at
// every write so that a restart keeps everything.
type Server struct {
	t    testing.TB
	bin  string
	dir  string
	Addr string // host:port to dial
	cmd  *exec.Cmd
	o    Options
}

// Options change a private server.
type Options struct {
	// TLSCert and TLSKey (PEM files) make the server speak TLS only; the
	// test's own client does not verify it.
	TLSCert, TLSKey string
	// Cluster runs the server as a Redis Cluster of one node that holds
	// every slot, so that commands over keys of different slots fail
	// with CROSSSLOT as on a real cluster.
	Cluster bool
}

// Start starts a private redis-server, stopped when the test ends.
func Start(t testing.TB) *Server { return StartWith(t, Options{}) }

// StartWith starts a private redis-server as o says.
func StartWith(t testing.TB, o Options) *Server {
	t.Helper()
	bin := os.Getenv(ServerEnv)
	if bin == "" {
		var err error
		if bin, err = exec.LookPath("redis-server"); err != nil {
			missing(t, "redis-server is not installed")
		}
	}
	s := &Server{t: t, bin: bin, dir: t.TempDir(), Addr: freeAddr(t), o: o}
	s.Restart()
	t.Cleanup(s.Stop)
	if o.Cluster {
		s.claimSlots()
	}
	return s
}

// claimSlots gives the one node every slot and waits for the cluster to
// say it is ok.
func (s *Server) claimSlots() {
	c := s.Client()
	defer c.Close()
	ctx := context.Background()
	if err := c.Do(ctx, "CLUSTER", "ADDSLOTSRANGE", "0", "16383").Err(); err != nil {
		s.t.Fatal(err)
	}
	for i := 0; ; i++ {
		info, _ := c.ClusterInfo(ctx).Result()
		if strings.Contains(info, "cluster_state:ok") {
			return
		}
		if i == 100 {
			s.t.Fatalf("the cluster is not ok after 5 s:\n%s", info)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func freeAddr(t testing.TB) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// Restart starts the server again on the same port and data.
func (s *Server) Restart() {
	s.t.Helper()
	_, port, _ := net.SplitHostPort(s.Addr)
	args := []string{"--port", port, "--bind", "127.0.0.1", "--dir", s.dir,
		"--save", "", "--appendonly", "yes", "--appendfsync", "always", "--logfile", filepath.Join(s.dir, "redis.log")}
	if s.o.TLSCert != "" {
		args = append(args, "--port", "0", "--tls-port", port, "--tls-cert-file", s.o.TLSCert,
			"--tls-key-file", s.o.TLSKey, "--tls-ca-cert-file", s.o.TLSCert, "--tls-auth-clients", "no")
	}
	if s.o.Cluster {
		args = append(args, "--cluster-enabled", "yes", "--cluster-config-file", filepath.Join(s.dir, "nodes.conf"))
	}
	s.cmd = exec.Command(s.bin, args...)
	if err := s.cmd.Start(); err != nil {
		s.t.Fatal(err)
	}
	c := s.Client()
	defer c.Close()
	for i := 0; ; i++ {
		if c.Ping(context.Background()).Err() == nil {
			return
		}
		if i == 100 {
			log, _ := os.ReadFile(filepath.Join(s.dir, "redis.log"))
			s.t.Fatalf("redis-server did not answer on %s within 5 s:\n%s", s.Addr, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Stop shuts the server down, keeping its data; stopping twice does
// nothing more.
func (s *Server) Stop() {
	if s.cmd == nil {
		return
	}
	c := s.Client()
	_ = c.Shutdown(context.Background()).Err() // the connection closes: an error is expected
	c.Close()
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
	s.cmd = nil
}

// Kill kills the server (SIGKILL), as a crash would; what it wrote to its
// append-only file stays. Restart starts it again on it.
func (s *Server) Kill() {
	if s.cmd == nil {
		return
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	s.cmd = nil
}

// Pause makes the server hold every client's commands for d (CLIENT
// PAUSE ALL): a slow Redis.
func (s *Server) Pause(d time.Duration) {
	s.t.Helper()
	c := s.Client()
	defer c.Close()
	if err := c.Do(context.Background(), "CLIENT", "PAUSE", strconv.FormatInt(d.Milliseconds(), 10), "ALL").Err(); err != nil {
		s.t.Fatal(err)
	}
}

// URL returns the server's redis:// (or rediss://) URL.
func (s *Server) URL() string {
	if s.o.TLSCert != "" {
		return fmt.Sprintf("rediss://%s/0", s.Addr)
	}
	return fmt.Sprintf("redis://%s/0", s.Addr)
}

// Client returns a plain client of the server, for the test's own checks.
func (s *Server) Client() *redis.Client {
	o := &redis.Options{Addr: s.Addr, DialTimeout: time.Second, MaxRetries: -1}
	if s.o.TLSCert != "" {
		o.TLSConfig = &tls.Config{InsecureSkipVerify: true} //nolint:gosec // the test's own checks
	}
	return redis.NewClient(o)
}
