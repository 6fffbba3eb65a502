package localstore

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/apikey/apikeytest"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/quota/quotatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var ctx = context.Background()

func TestPersistence(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	s, err := Open(dir)
	require.NoError(t, err)
	pol := quota.Policy{Limit: 100, Period: quota.Month}
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: pol}))
	m := apikey.Manager{Store: s}
	k, rec, err := m.Issue(ctx, "acme", "dev")
	require.NoError(t, err)
	now := time.Now()
	d, err := s.Take(ctx, "acme", pol, 40, now)
	require.NoError(t, err)
	require.True(t, d.Allowed)
	require.NoError(t, s.Close())

	// Nothing secret on disk: the key is not in keys.json, only its hash.
	b, err := os.ReadFile(filepath.Join(dir, keysFile))
	require.NoError(t, err)
	assert.NotContains(t, string(b), k.Secret())
	fi, err := os.Stat(filepath.Join(dir, keysFile))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm())

	// A restart keeps keys and usage.
	s2, err := Open(dir)
	require.NoError(t, err)
	defer s2.Close()
	got, err := apikey.Manager{Store: s2}.Authenticate(ctx, k.Secret())
	require.NoError(t, err)
	assert.Equal(t, rec.ID, got.ID)
	d, err = s2.Peek(ctx, "acme", pol, now)
	require.NoError(t, err)
	assert.Equal(t, int64(40), d.Used)
	accts, err := s2.Accounts(ctx)
	require.NoError(t, err)
	assert.Len(t, accts, 1)
	recs, err := s2.Records(ctx)
	require.NoError(t, err)
	assert.Len(t, recs, 1)
	assert.Equal(t, dir, s2.Dir())
}

func TestChangesFromAnotherProcess(t *testing.T) {
	dir := t.TempDir()
	server, err := Open(dir)
	require.NoError(t, err)
	t.Cleanup(func() { server.Close() })
	cli, err := OpenWith(dir, Options{Admin: true})
	require.NoError(t, err)

	require.NoError(t, cli.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 5, Period: quota.Day}}))
	k, rec, err := apikey.Manager{Store: cli}.Issue(ctx, "acme", "prod")
	require.NoError(t, err)

	server.nextCheck.Store(0) // as if a second had passed
	_, err = apikey.Manager{Store: server}.Authenticate(ctx, k.Secret())
	require.NoError(t, err, "the server sees a key the command line issued")

	_, err = apikey.Manager{Store: cli}.Revoke(ctx, rec.ID)
	require.NoError(t, err)
	server.nextCheck.Store(0)
	_, err = apikey.Manager{Store: server}.Authenticate(ctx, k.Secret())
	assert.ErrorIs(t, err, apikey.ErrRevoked, "and its revocation")
}

func TestFlushOnlyWhenDirty(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir)
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.Flush())
	_, err = os.Stat(filepath.Join(dir, usageFile))
	assert.True(t, os.IsNotExist(err), "nothing to write yet")
	_, err = s.Take(ctx, "a", quota.Policy{Limit: 1, Period: quota.Day}, 2, time.Now())
	require.NoError(t, err)
	require.NoError(t, s.Flush())
	_, err = os.Stat(filepath.Join(dir, usageFile))
	assert.True(t, os.IsNotExist(err), "a refused take changes nothing")
}

func TestCorruptFiles(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, keysFile), []byte("{"), 0o600))
	_, err := Open(dir)
	assert.Error(t, err)

	dir = t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, usageFile), []byte("nope"), 0o600))
	_, err = Open(dir)
	assert.Error(t, err)
}

func TestQuotaConformance(t *testing.T) {
	quotatest.Run(t, func() quota.Store {
		s, err := Open(t.TempDir())
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		return s
	})
}

func TestKeysConformance(t *testing.T) {
	t.Run("server", func(t *testing.T) {
		apikeytest.Run(t, func() apikeytest.Store {
			s, err := Open(t.TempDir())
			require.NoError(t, err)
			t.Cleanup(func() { s.Close() })
			return s
		})
	})
	t.Run("admin", func(t *testing.T) {
		apikeytest.Run(t, func() apikeytest.Store {
			s, err := OpenWith(t.TempDir(), Options{Admin: true})
			require.NoError(t, err)
			t.Cleanup(func() { s.Close() })
			return s
		})
	})
}
