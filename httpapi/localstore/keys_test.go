package localstore

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDamagedKeysFile: a keys.json that goes bad under a running server
// leaves it with the last good key set, logged once and reported by
// Check until a good file is back.
func TestDamagedKeysFile(t *testing.T) {
	dir := t.TempDir()
	logs := new(bytes.Buffer) // the Store logs from the calls of this test
	s, err := OpenWith(dir, Options{Create: true, Logger: slog.New(slog.NewJSONHandler(logs, nil))})
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 5, Period: quota.Day}}))
	m := apikey.Manager{Store: s}
	k, _, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	path := filepath.Join(dir, keysFile)
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, s.Check())

	for _, damage := range []struct {
		name, want string
		do         func()
	}{
		{"truncated", "unexpected end of JSON input", func() {
			require.NoError(t, os.WriteFile(path, good[:len(good)/2], 0o600))
		}},
		{"removed", "has disappeared", func() { require.NoError(t, os.Remove(path)) }},
	} {
		t.Run(damage.name, func(t *testing.T) {
			before := strings.Count(logs.String(), `"level":"ERROR"`)
			damage.do()
			s.nextCheck.Store(0)
			_, err := m.Authenticate(ctx, k.Secret())
			assert.NoError(t, err, "the last good key set still answers")
			err = s.Check()
			assert.ErrorContains(t, err, damage.want)
			s.nextCheck.Store(0)
			assert.Error(t, s.Check(), "still damaged")
			assert.Equal(t, before+1, strings.Count(logs.String(), `"level":"ERROR"`), "logged once per damage")
			assert.Contains(t, logs.String(), "still serving the last good key set")

			require.NoError(t, os.WriteFile(path, good, 0o600))
			s.nextCheck.Store(0)
			assert.NoError(t, s.Check(), "a good file is back")
			assert.Contains(t, logs.String(), "keys file readable again")
		})
	}

	// A write on top of a damaged file is refused rather than losing keys.
	require.NoError(t, os.WriteFile(path, []byte("{"), 0o600))
	err = s.PutAccount(ctx, apikey.Account{Name: "other", Quota: quota.Policy{Limit: 1, Period: quota.Day}})
	assert.Error(t, err)
	b, _ := os.ReadFile(path)
	assert.Equal(t, "{", string(b))
}

// TestCheckIsCheap: between two stats of keys.json, Check answers from
// memory.
func TestCheckIsCheap(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir)
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 5, Period: quota.Day}}))
	require.NoError(t, os.WriteFile(filepath.Join(dir, keysFile), []byte("nope"), 0o600))
	s.nextCheck.Store(time.Now().Add(time.Hour).UnixNano())
	assert.NoError(t, s.Check(), "not looked at before the next check is due")
	s.nextCheck.Store(0)
	assert.Error(t, s.Check())
}
