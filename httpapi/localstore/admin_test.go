package localstore

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAdminStoreNeverWritesUsage: only the server's Store writes
// usage.json, so an admin command cannot overwrite what a server counted.
func TestAdminStoreNeverWritesUsage(t *testing.T) {
	dir := t.TempDir()
	pol := quota.Policy{Limit: 1000, Period: quota.Month}
	now := time.Now()
	server, err := Open(dir)
	require.NoError(t, err)
	_, err = server.Take(ctx, "acme", pol, 600, now)
	require.NoError(t, err)
	require.NoError(t, server.Flush())
	written := server.UsageWritten()
	assert.WithinDuration(t, time.Now(), written, 2*time.Second)

	admin, err := OpenWith(dir, Options{Admin: true})
	require.NoError(t, err)
	_, err = admin.Take(ctx, "acme", pol, 1, now)
	assert.Error(t, err, "an admin Store does not count")
	d, err := admin.Peek(ctx, "acme", pol, now)
	require.NoError(t, err)
	assert.Equal(t, int64(600), d.Used, "usage as the server last wrote it")
	assert.False(t, admin.UsageWritten().IsZero())

	_, err = server.Take(ctx, "acme", pol, 300, now)
	require.NoError(t, err)
	require.NoError(t, admin.Close())
	require.NoError(t, server.Close())

	again, err := Open(dir)
	require.NoError(t, err)
	defer again.Close()
	d, err = again.Peek(ctx, "acme", pol, now)
	require.NoError(t, err)
	assert.Equal(t, int64(900), d.Used, "nothing the server counted was lost")
}

func TestFlushAfterClose(t *testing.T) {
	s, err := Open(t.TempDir())
	require.NoError(t, err)
	require.NoError(t, s.Close())
	_, err = s.Take(ctx, "a", quota.Policy{Limit: 5, Period: quota.Day}, 1, time.Now())
	require.NoError(t, err)
	assert.ErrorIs(t, s.Flush(), errClosed, "a closed Store no longer holds the directory")
}

func TestMissingDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "typo", "path")
	_, err := OpenWith(dir, Options{Admin: true})
	require.ErrorIs(t, err, os.ErrNotExist)
	assert.Contains(t, err.Error(), "no data directory at "+dir)
	_, err = os.Stat(dir)
	assert.True(t, os.IsNotExist(err), "a missing directory is not created")

	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o600))
	_, err = OpenWith(file, Options{})
	assert.ErrorContains(t, err, "not a directory")

	s, err := OpenWith(dir, Options{Create: true})
	require.NoError(t, err)
	defer s.Close()
	fi, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), fi.Mode().Perm())
}

// TestStaleTempFilesRemoved: the temporary files a killed writer left
// (.keys.json.tmp*, .usage.json.tmp*) are removed when the server opens
// the directory, and keys.json's by the next admin write; other files
// stay.
func TestStaleTempFilesRemoved(t *testing.T) {
	for _, tc := range []struct {
		name string
		open func(t *testing.T, dir string)
		gone []string
		kept []string
	}{
		{"server start", func(t *testing.T, dir string) {
			s, err := Open(dir)
			require.NoError(t, err)
			require.NoError(t, s.Close())
		}, []string{".keys.json.tmp123", ".keys.json.tmp456", ".usage.json.tmp9"}, []string{"notes.txt"}},
		{"admin write", func(t *testing.T, dir string) {
			s, err := OpenWith(dir, Options{Admin: true, Create: true})
			require.NoError(t, err)
			require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 1, Period: quota.Day}}))
		}, []string{".keys.json.tmp123", ".keys.json.tmp456"}, []string{"notes.txt", ".usage.json.tmp9"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, f := range append(append([]string{}, tc.gone...), tc.kept...) {
				require.NoError(t, os.WriteFile(filepath.Join(dir, f), []byte("{"), 0o600))
			}
			tc.open(t, dir)
			for _, f := range tc.gone {
				assert.NoFileExists(t, filepath.Join(dir, f))
			}
			for _, f := range tc.kept {
				assert.FileExists(t, filepath.Join(dir, f))
			}
		})
	}
}
