package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestKeysCommands(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runCmd(t, "keys", "issue", "--data", dir, "--account", "acme", "--env", "staging", "--quota", "50", "--period", "day")
	require.Equal(t, 0, code, errOut)
	key := keyRe.FindString(out)
	id := keyIDRe.FindString(out)
	require.NotEmpty(t, key)
	require.NotEmpty(t, id)

	out, errOut, code = runCmd(t, "keys", "list", "--data", dir)
	require.Equal(t, 0, code, errOut)
	assert.Regexp(t, `(?m)^acme +0/50 per day +20\d\d-`, out)
	assert.Regexp(t, `(?m)^`+id+` +acme +staging +nd_…\w{4} +active +- +20\d\d-`, out)
	assert.NotContains(t, out, key[3:], "list never shows a key")
	assert.Contains(t, out, "No server is running on "+dir)

	out, errOut, code = runCmd(t, "keys", "rotate", "--data", dir, id)
	require.Equal(t, 0, code, errOut)
	newID := keyIDRe.FindAllString(out, -1)[0]
	assert.NotEqual(t, id, newID)
	assert.Contains(t, out, "keeps working until")

	out, errOut, code = runCmd(t, "keys", "revoke", "--data", dir, newID)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "revoked "+newID)
	out, errOut, code = runCmd(t, "keys", "revoke", "--data", dir, newID)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, newID+" (account acme) was already revoked at ")
	assert.Contains(t, out, "nothing changed")

	out, _, code = runCmd(t, "keys", "list", "--data", dir)
	require.Equal(t, 0, code)
	assert.Regexp(t, `(?m)^`+id+` .* sunset `, out)
	assert.Regexp(t, `(?m)^`+newID+` .* revoked `, out)

	_, errOut, code = runCmd(t, "keys", "rotate", "--data", dir, newID)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "revoked, not active")
}

// TestKeysFlagChecks: --env, --quota and --period are checked before the
// store is opened, and a mistake changes nothing.
func TestKeysFlagChecks(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"issue", "--account", "a", "--env", "qa"}, `--env "qa": want dev, staging or prod`},
		{[]string{"issue", "--account", "a", "--quota", "0"}, "--quota must be at least 1, got 0"},
		{[]string{"issue", "--account", "a", "--quota", "-5"}, "--quota must be at least 1, got -5"},
		{[]string{"issue", "--account", "a", "--period", "week"}, `--period "week": want month, day or hour`},
		{[]string{"set-quota", "--quota", "10"}, "--account is required"},
		{[]string{"set-quota", "--account", "a"}, "give --quota, --period or both"},
		{[]string{"set-quota", "--account", "a", "--quota", "0"}, "--quota must be at least 1"},
	} {
		args := append([]string{"keys", c.args[0], "--data", dir}, c.args[1:]...)
		_, errOut, code := runCmd(t, args...)
		assert.Equal(t, 2, code, "%v: %s", c.args, errOut)
		assert.Contains(t, errOut, c.want, c.args)
	}
	_, err := os.Stat(dir)
	assert.True(t, os.IsNotExist(err), "no usage error created the data directory")
}

// TestSetQuota changes an account's quota without issuing a key, and keeps
// the usage counted.
func TestSetQuota(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runCmd(t, "keys", "issue", "--data", dir, "--account", "acme", "--quota", "50", "--period", "day")
	require.Equal(t, 0, code, errOut)
	keysBefore := len(keyIDRe.FindAllString(out, -1))

	out, errOut, code = runCmd(t, "keys", "set-quota", "--data", dir, "--account", "acme", "--quota", "500")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "account acme: quota 500 per day (was 50 per day)")
	out, errOut, code = runCmd(t, "keys", "set-quota", "--data", dir, "--account", "acme", "--period", "month")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "quota 500 per month (was 500 per day)")

	out, _, _ = runCmd(t, "keys", "list", "--data", dir)
	assert.Regexp(t, `(?m)^acme +0/500 per month `, out)
	assert.Len(t, regexp.MustCompile(`(?m)^key_`).FindAllString(out, -1), keysBefore, "no key was issued")

	// Issuing a second key keeps the account's quota unless one is given.
	_, errOut, code = runCmd(t, "keys", "issue", "--data", dir, "--account", "acme")
	require.Equal(t, 0, code, errOut)
	out, _, _ = runCmd(t, "keys", "list", "--data", dir)
	assert.Regexp(t, `(?m)^acme +0/500 per month `, out)

	_, errOut, code = runCmd(t, "keys", "set-quota", "--data", dir, "--account", "nobody", "--quota", "5")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, `no account "nobody" (keys issue creates accounts)`)
}

// TestReadOnlyCommandsNeedTheDirectory: a mistyped --data is reported, not
// created; only serve and keys issue create a data directory.
func TestReadOnlyCommandsNeedTheDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "typo", "path")
	for _, args := range [][]string{
		{"keys", "list", "--data", dir},
		{"keys", "rotate", "--data", dir, "key_AAAAAAAAAAAA"},
		{"keys", "revoke", "--data", dir, "key_AAAAAAAAAAAA"},
		{"keys", "set-quota", "--data", dir, "--account", "acme", "--quota", "5"},
	} {
		out, errOut, code := runCmd(t, args...)
		assert.Equal(t, 1, code, args)
		assert.Empty(t, out)
		assert.Contains(t, errOut, "ndval: no data directory at "+dir+": check --data", args)
		_, err := os.Stat(dir)
		require.True(t, os.IsNotExist(err), "%v created the directory", args)
	}
	_, errOut, code := runCmd(t, "keys", "issue", "--data", dir, "--account", "acme")
	require.Equal(t, 0, code, errOut)
	fi, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), fi.Mode().Perm())
}

// writes is an apikey.Store that counts its writes.
type writes struct {
	*apikey.Memory
	calls []string
}

func (w *writes) PutAccount(ctx context.Context, a apikey.Account) error {
	w.calls = append(w.calls, "account")
	return w.Memory.PutAccount(ctx, a)
}

func (w *writes) Put(ctx context.Context, rs ...apikey.Record) error {
	w.calls = append(w.calls, "keys")
	return w.Memory.Put(ctx, rs...)
}

func (w *writes) PutAccountAndKeys(ctx context.Context, a apikey.Account, rs ...apikey.Record) error {
	w.calls = append(w.calls, "account and keys")
	if err := w.Memory.PutAccount(ctx, a); err != nil {
		return err
	}
	return w.Memory.Put(ctx, rs...)
}

// TestIssueOneStep: "keys issue" writes a new account (or a changed quota)
// and the key in one step, so that a kill between two writes cannot leave
// an account without its key.
func TestIssueOneStep(t *testing.T) {
	for _, tc := range []struct {
		name   string
		exists bool
		quota  string
		want   []string
	}{
		{"new account", false, "", []string{"account and keys"}},
		{"new account with a quota", false, "50", []string{"account and keys"}},
		{"existing account", true, "", []string{"keys"}},
		{"existing account, quota changed", true, "70", []string{"account and keys"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &writes{Memory: new(apikey.Memory)}
			if tc.exists {
				require.NoError(t, st.Memory.PutAccount(t.Context(), apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 10, Period: quota.Day}}))
			}
			fs := newFlagSet("issue", "", "")
			q := registerQuota(fs, "")
			args := []string{}
			if tc.quota != "" {
				args = append(args, "--quota", tc.quota)
			}
			require.NoError(t, fs.Parse(args))
			k, r, err := issueKey(t.Context(), st, "acme", "prod", q)
			require.NoError(t, err)
			assert.Equal(t, tc.want, st.calls)
			got, err := apikey.Manager{Store: st}.Authenticate(t.Context(), k.Secret())
			require.NoError(t, err)
			assert.Equal(t, r.ID, got.ID)
			a, err := st.Account(t.Context(), "acme")
			require.NoError(t, err)
			if tc.quota != "" {
				assert.Equal(t, tc.quota, strconv.FormatInt(a.Quota.Limit, 10))
			}
		})
	}
}
