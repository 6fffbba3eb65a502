// Package apikeytest is the conformance suite of apikey.Store
// implementations, the mirror of quota/quotatest: the in-memory store, the
// local data directory and Redis all pass it. A team that keeps keys in its
// own database runs it from its store's tests, with a fresh, empty store
// for each call of newStore:
//
//	func TestConformance(t *testing.T) {
//		apikeytest.Run(t, func() apikeytest.Store { return mystore.New(testDB(t)) })
//	}
package apikeytest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var ctx = context.Background()

// Store is what the suite checks: a key store that also lists accounts
// (apikey.AccountLister, the one signature for listing them).
type Store interface {
	apikey.Store
	apikey.AccountLister
}

// Run is the conformance suite every apikey.Store passes: unknown keys and
// accounts, lookups by hash and by id, replacement by id, records oldest
// first, accounts sorted by name and isolated from each other, rotation
// and its sunset on an injected clock, revocation, and concurrent issues.
// newStore returns an empty store.
func Run(t *testing.T, newStore func() Store) {
	t.Run("unknown keys and accounts", func(t *testing.T) { unknown(t, newStore()) })
	t.Run("lookup by hash and by id", func(t *testing.T) { lookup(t, newStore()) })
	t.Run("put replaces by id", func(t *testing.T) { replace(t, newStore()) })
	t.Run("records oldest first", func(t *testing.T) { records(t, newStore()) })
	t.Run("accounts sorted and isolated", func(t *testing.T) { accounts(t, newStore()) })
	t.Run("rotation sunset", func(t *testing.T) { rotation(t, newStore()) })
	t.Run("revocation", func(t *testing.T) { revocation(t, newStore()) })
	t.Run("concurrent issues", func(t *testing.T) { concurrent(t, newStore()) })
}

// clock is the injected clock of the Manager the suite drives, in unix
// nanoseconds.
type clock struct{ ns atomic.Int64 }

func (c *clock) now() time.Time      { return time.Unix(0, c.ns.Load()).UTC() }
func (c *clock) add(d time.Duration) { c.ns.Add(int64(d)) }

func newClock() *clock {
	c := new(clock)
	c.ns.Store(time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC).UnixNano())
	return c
}

var policy = quota.Policy{Limit: 100, Period: quota.Month}

func withAccount(t *testing.T, s Store, name string) apikey.Manager {
	t.Helper()
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: name, Quota: policy}))
	return apikey.Manager{Store: s, Now: newClock().now}
}

// sameRecord compares records field by field, times by instant, since a
// store may give them back in another location.
func sameRecord(t *testing.T, want, got apikey.Record) {
	t.Helper()
	assert.Equal(t, want.ID, got.ID)
	assert.Equal(t, want.Account, got.Account)
	assert.Equal(t, want.Env, got.Env)
	assert.True(t, want.Hash.Equal(got.Hash), "hash")
	assert.Equal(t, want.Hint, got.Hint)
	assert.Equal(t, want.ReplacedBy, got.ReplacedBy)
	for name, pair := range map[string][2]time.Time{
		"created": {want.CreatedAt, got.CreatedAt}, "expires": {want.ExpiresAt, got.ExpiresAt},
		"revoked": {want.RevokedAt, got.RevokedAt},
	} {
		assert.True(t, pair[0].Equal(pair[1]), "%s: want %s, got %s", name, pair[0], pair[1])
	}
}

func unknown(t *testing.T, s Store) {
	k, err := apikey.New()
	require.NoError(t, err)
	_, err = s.ByHash(ctx, k.Hash())
	assert.ErrorIs(t, err, apikey.ErrNotFound)
	_, err = s.ByID(ctx, "key_000000000000")
	assert.ErrorIs(t, err, apikey.ErrNotFound)
	_, err = s.Account(ctx, "nobody")
	assert.ErrorIs(t, err, apikey.ErrNotFound)
	recs, err := s.Records(ctx)
	require.NoError(t, err)
	assert.Empty(t, recs)
	accts, err := s.Accounts(ctx)
	require.NoError(t, err)
	assert.Empty(t, accts)
	_, err = apikey.Manager{Store: s}.Authenticate(ctx, k.Secret())
	assert.ErrorIs(t, err, apikey.ErrUnknown)
}

func lookup(t *testing.T, s Store) {
	m := withAccount(t, s, "acme")
	k, rec, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	got, err := s.ByHash(ctx, k.Hash())
	require.NoError(t, err)
	sameRecord(t, rec, got)
	got, err = s.ByID(ctx, rec.ID)
	require.NoError(t, err)
	sameRecord(t, rec, got)
	got, err = m.Authenticate(ctx, k.Secret())
	require.NoError(t, err)
	sameRecord(t, rec, got)
}

func replace(t *testing.T, s Store) {
	m := withAccount(t, s, "acme")
	k, rec, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	rec.Env = "staging"
	rec.ExpiresAt = time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	require.NoError(t, s.Put(ctx, rec))
	got, err := s.ByHash(ctx, k.Hash())
	require.NoError(t, err)
	sameRecord(t, rec, got)
	recs, err := s.Records(ctx)
	require.NoError(t, err)
	assert.Len(t, recs, 1, "replaced, not added")
}

func records(t *testing.T, s Store) {
	c := newClock()
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: policy}))
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "beta", Quota: policy}))
	m := apikey.Manager{Store: s, Now: c.now}
	var ids []string
	for _, acct := range []string{"beta", "acme", "beta"} {
		_, rec, err := m.Issue(ctx, acct, "dev")
		require.NoError(t, err)
		ids = append(ids, rec.ID)
		c.add(time.Minute)
	}
	recs, err := s.Records(ctx)
	require.NoError(t, err)
	require.Len(t, recs, 3)
	for i, r := range recs {
		assert.Equal(t, ids[i], r.ID, "record %d", i)
	}
}

func accounts(t *testing.T, s Store) {
	for _, a := range []apikey.Account{
		{Name: "zeta", Quota: quota.Policy{Limit: 5, Period: quota.Day}},
		{Name: "acme", Quota: quota.Policy{Limit: 100000, Period: quota.Month}},
		{Name: "mid co", Quota: quota.Policy{Limit: 7, Period: quota.Hour}},
	} {
		require.NoError(t, s.PutAccount(ctx, a))
	}
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 250000, Period: quota.Month}}))
	accts, err := s.Accounts(ctx)
	require.NoError(t, err)
	require.Len(t, accts, 3, "replaced by name")
	assert.Equal(t, []string{"acme", "mid co", "zeta"}, []string{accts[0].Name, accts[1].Name, accts[2].Name})
	assert.Equal(t, quota.Policy{Limit: 250000, Period: quota.Month}, accts[0].Quota)
	a, err := s.Account(ctx, "mid co")
	require.NoError(t, err)
	assert.Equal(t, quota.Policy{Limit: 7, Period: quota.Hour}, a.Quota)

	// A key belongs to its account alone.
	m := apikey.Manager{Store: s, Now: newClock().now}
	k, _, err := m.Issue(ctx, "zeta", "dev")
	require.NoError(t, err)
	got, err := m.Authenticate(ctx, k.Secret())
	require.NoError(t, err)
	assert.Equal(t, "zeta", got.Account)
	_, _, err = m.Issue(ctx, "nobody", "dev")
	assert.ErrorIs(t, err, apikey.ErrNotFound, "a key needs an account")
}

func rotation(t *testing.T, s Store) {
	c := newClock()
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: policy}))
	m := apikey.Manager{Store: s, Now: c.now, Sunset: time.Hour}
	oldKey, oldRec, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	newKey, newRec, err := m.Rotate(ctx, oldRec.ID)
	require.NoError(t, err)

	got, err := m.Authenticate(ctx, oldKey.Secret())
	require.NoError(t, err, "the old key works during its sunset")
	assert.Equal(t, apikey.Sunset, got.State(c.now()))
	assert.Equal(t, newRec.ID, got.ReplacedBy)
	assert.True(t, c.now().Add(time.Hour).Equal(got.ExpiresAt))
	_, err = m.Authenticate(ctx, newKey.Secret())
	require.NoError(t, err)
	_, _, err = m.Rotate(ctx, oldRec.ID)
	assert.Error(t, err, "a key in its sunset is not rotated again")

	c.add(time.Hour - time.Second)
	_, err = m.Authenticate(ctx, oldKey.Secret())
	assert.NoError(t, err, "one second before the end of the sunset")
	c.add(time.Second)
	_, err = m.Authenticate(ctx, oldKey.Secret())
	assert.ErrorIs(t, err, apikey.ErrExpired, "at the end of the sunset")
	_, err = m.Authenticate(ctx, newKey.Secret())
	assert.NoError(t, err, "the new key goes on")
}

func revocation(t *testing.T, s Store) {
	m := withAccount(t, s, "acme")
	k, rec, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	other, _, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	_, err = m.Authenticate(ctx, k.Secret())
	require.NoError(t, err, "authenticated once, so a caching store holds it")
	_, err = m.Revoke(ctx, rec.ID)
	require.NoError(t, err)
	_, err = m.Authenticate(ctx, k.Secret())
	assert.ErrorIs(t, err, apikey.ErrRevoked, "refused at once by the store that revoked it")
	_, err = m.Authenticate(ctx, other.Secret())
	assert.NoError(t, err, "the account's other key still works")
	_, err = m.Revoke(ctx, "key_nope00000000")
	assert.ErrorIs(t, err, apikey.ErrNotFound)
}

func concurrent(t *testing.T, s Store) {
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: policy}))
	m := apikey.Manager{Store: s}
	const n = 32
	secrets := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			k, _, err := m.Issue(ctx, "acme", "prod")
			if assert.NoError(t, err) {
				secrets[i] = k.Secret()
			}
		})
	}
	wg.Wait()
	for i, sec := range secrets {
		_, err := m.Authenticate(ctx, sec)
		assert.NoError(t, err, fmt.Sprintf("key %d", i))
	}
	recs, err := s.Records(ctx)
	require.NoError(t, err)
	assert.Len(t, recs, n)
}
