//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package main

// The tests of this file need the data directory lock, which is enforced
// where flock is (see httpapi/localstore).

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ndvalCmd returns a command that runs this test binary as ndval (see
// TestMain) with args.
func ndvalCmd(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "NDVAL_RUN_MAIN=1")
	return cmd
}

// runBinary runs ndval as its own process and returns its output and
// exit status.
func runBinary(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut strings.Builder
	cmd := ndvalCmd(args...)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}

// TestTwoProcesses runs the real command: a second "ndval serve" process
// on a data directory in use exits 1 naming the first; admin commands run
// next to it; exit statuses are 0, 1 and 2 as documented; SIGTERM stops
// the server cleanly and frees the directory.
func TestTwoProcesses(t *testing.T) {
	t.Parallel() // it waits on timers; the others need not wait for it
	if testing.Short() {
		t.Skip("starts processes")
	}
	dir := t.TempDir()
	logs := new(syncBuffer)
	first := ndvalCmd("serve", "--addr", "127.0.0.1:0", "--metrics-addr", "off", "--drain", "0s", "--data", dir)
	first.Stdout, first.Stderr = logs, logs
	require.NoError(t, first.Start())
	waited := make(chan error, 1)
	go func() { waited <- first.Wait() }()
	t.Cleanup(func() {
		_ = first.Process.Kill()
		<-waited
	})
	require.Eventually(t, func() bool { return strings.Contains(logs.String(), `"msg":"serving"`) },
		10*time.Second, 20*time.Millisecond, logs.String())

	_, errOut, code := runBinary(t, "serve", "--addr", "127.0.0.1:0", "--metrics-addr", "off", "--data", dir)
	assert.Equal(t, 1, code, errOut)
	assert.Contains(t, errOut, fmt.Sprintf("ndval: another ndval serve is using %s: stop it, or give this server its own --data directory (localstore: the data directory is in use by another server: %s is held by pid %d on ",
		dir, dir, first.Process.Pid))

	out, errOut, code := runBinary(t, "keys", "issue", "--data", dir, "--account", "acme")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "api key: nd_")
	out, _, code = runBinary(t, "keys", "list", "--data", dir)
	assert.Equal(t, 0, code)
	assert.Contains(t, out, fmt.Sprintf("A server is running on %s (pid %d on ", dir, first.Process.Pid))

	out, errOut, code = runBinary(t, "keys", "-h")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "Usage: ndval keys COMMAND")
	assert.Empty(t, errOut)
	_, errOut, code = runBinary(t, "keys", "issue", "--data", dir, "--account", "acme", "--env", "qa")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `Run "ndval keys issue -h" for its usage.`)
	_, errOut, code = runBinary(t, "keys", "list", "--data", filepath.Join(dir, "typo"))
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "no data directory at")

	require.NoError(t, first.Process.Signal(syscall.SIGTERM))
	select {
	case err := <-waited:
		waited <- err // for the cleanup
		require.NoError(t, err, logs.String())
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not stop on SIGTERM")
	}
	assert.Contains(t, logs.String(), `"msg":"stopped"`)
	out, _, code = runBinary(t, "keys", "list", "--data", dir)
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "No server is running on "+dir)
}

// TestSecondServerRefused: one server per data directory. A second one
// exits 1 with a message naming the first, which keeps serving and
// counting alone; keys commands still work next to it, and keys list says
// how current the usage it shows is.
func TestSecondServerRefused(t *testing.T) {
	t.Parallel() // it waits on timers; the others need not wait for it
	dir := t.TempDir()
	s := startServer(t, "--data", dir)
	_, errOut, code := runCmd(t, "serve", "--addr", "127.0.0.1:0", "--metrics-addr", "off", "--data", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "ndval: another ndval serve is using "+dir+": stop it, or give this server its own --data directory")
	assert.Contains(t, errOut, fmt.Sprintf("pid %d", os.Getpid()))

	out, errOut, code := runCmd(t, "keys", "issue", "--data", dir, "--account", "acme", "--quota", "10")
	require.Equal(t, 0, code, errOut)
	acme := keyRe.FindString(out)
	require.Eventually(t, func() bool {
		resp, _ := postTaxIDs(t, http.DefaultClient, s.base, acme, twoIDs)
		return resp.StatusCode == 200
	}, 5*time.Second, 50*time.Millisecond, "the server takes a key issued next to it")

	out, _, code = runCmd(t, "keys", "list", "--data", dir)
	require.Equal(t, 0, code)
	assert.Contains(t, out, fmt.Sprintf("A server is running on %s (pid %d on ", dir, os.Getpid()))
	assert.Contains(t, out, "it writes usage every 2s and at shutdown, so up to 2s of its latest usage is not shown yet")

	s.stop()
	out, _, _ = runCmd(t, "keys", "list", "--data", dir)
	assert.Regexp(t, `(?m)^acme +2/10 per month`, out, "usage written at shutdown")
	assert.Contains(t, out, "No server is running on "+dir)
}
