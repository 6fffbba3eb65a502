//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package localstore

import (
	"os"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOneServerPerDirectory: a second server Store on a directory fails
// and names the first; admin Stores open next to it; Close frees it.
func TestOneServerPerDirectory(t *testing.T) {
	dir := t.TempDir()
	_, running, err := Running(dir)
	require.NoError(t, err)
	assert.False(t, running, "no lock file yet")

	first, err := Open(dir)
	require.NoError(t, err)
	_, err = Open(dir)
	require.ErrorIs(t, err, ErrLocked)
	assert.Contains(t, err.Error(), "pid ")
	assert.Contains(t, err.Error(), dir)

	h, running, err := Running(dir)
	require.NoError(t, err)
	require.True(t, running)
	assert.Equal(t, os.Getpid(), h.PID)
	assert.WithinDuration(t, time.Now(), h.Since, 2*time.Second)
	_, err = Open(dir)
	require.ErrorIs(t, err, ErrLocked, "Running's probe released what it took")

	admin, err := OpenWith(dir, Options{Admin: true})
	require.NoError(t, err, "admin commands run next to the server")
	require.NoError(t, admin.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 10, Period: quota.Day}}))
	require.NoError(t, admin.Close())
	_, running, _ = Running(dir)
	assert.True(t, running, "closing an admin Store leaves the server's lock alone")

	require.NoError(t, first.Close())
	require.NoError(t, first.Close(), "a second Close does nothing")
	_, running, err = Running(dir)
	require.NoError(t, err)
	assert.False(t, running)
	second, err := Open(dir)
	require.NoError(t, err, "the directory is free again")
	require.NoError(t, second.Close())
}
