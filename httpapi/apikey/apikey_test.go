package apikey

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewAndParse(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		k, err := New()
		require.NoError(t, err)
		s := k.Secret()
		assert.Len(t, s, 33)
		assert.True(t, strings.HasPrefix(s, "nd_"))
		assert.False(t, seen[s])
		seen[s] = true
		back, err := Parse(s)
		require.NoError(t, err)
		assert.Equal(t, k.Hash(), back.Hash())
		assert.NotContains(t, k.String(), s[3:27], "String redacts the key")
	}
}

func TestParseRejects(t *testing.T) {
	k, err := New()
	require.NoError(t, err)
	s := k.Secret()
	typo := []byte(s)
	typo[10] ^= 1 // a changed character is caught by the checksum
	if !isBase62(typo[10]) {
		typo[10] = '0'
	}
	swapped := []byte(s)
	swapped[5], swapped[6] = swapped[6], swapped[5]

	for name, tc := range map[string]struct {
		in   string
		want error
	}{
		"empty":         {"", ErrMalformed},
		"short":         {s[:32], ErrMalformed},
		"long":          {s + "a", ErrMalformed},
		"hyphen prefix": {"nd-" + s[3:], ErrWrongPrefix},
		"other prefix":  {"sk_" + s[3:], ErrMalformed},
		"bad char":      {s[:10] + "-" + s[11:], ErrMalformed},
		"typo":          {string(typo), ErrChecksum},
	} {
		_, err := Parse(tc.in)
		assert.ErrorIs(t, err, tc.want, name)
	}
	if swapped[5] != swapped[6] {
		_, err = Parse(string(swapped))
		assert.ErrorIs(t, err, ErrChecksum, "transposition")
	}
}

func TestRandomBase62RejectsBiasedBytes(t *testing.T) {
	// Bytes 248..255 would make 0..7 more likely after % 62; they are skipped.
	src := append(bytes.Repeat([]byte{255, 250, 248}, 30), bytes.Repeat([]byte{61}, 64)...)
	dst := make([]byte, 10)
	require.NoError(t, randomBase62(bytes.NewReader(src), dst))
	assert.Equal(t, strings.Repeat("z", 10), string(dst))
	assert.Error(t, randomBase62(bytes.NewReader([]byte{1, 2}), dst), "short reader")
}

func TestHashText(t *testing.T) {
	k, _ := New()
	h := k.Hash()
	b, err := h.MarshalText()
	require.NoError(t, err)
	var back Hash
	require.NoError(t, back.UnmarshalText(b))
	assert.True(t, h.Equal(back))
	assert.Error(t, back.UnmarshalText([]byte("abc")))
}

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestManagerLifecycle(t *testing.T) {
	ctx := context.Background()
	c := &clock{t: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	store := new(Memory)
	m := Manager{Store: store, Now: c.now}

	_, _, err := m.Issue(ctx, "acme", "prod")
	require.ErrorIs(t, err, ErrNotFound, "the account must exist")
	require.NoError(t, store.PutAccount(ctx, Account{Name: "acme", Quota: quota.Policy{Limit: 100, Period: quota.Month}}))

	k1, r1, err := m.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(r1.ID, "key_"))
	assert.Equal(t, Active, r1.State(c.t))

	got, err := m.Authenticate(ctx, k1.Secret())
	require.NoError(t, err)
	assert.Equal(t, r1.ID, got.ID)

	// Rotation: both keys work during the sunset, then the old one stops.
	k2, r2, err := m.Rotate(ctx, r1.ID)
	require.NoError(t, err)
	assert.Equal(t, "acme", r2.Account)
	old, err := m.Authenticate(ctx, k1.Secret())
	require.NoError(t, err)
	assert.Equal(t, Sunset, old.State(c.t))
	assert.Equal(t, c.t.Add(7*24*time.Hour), old.ExpiresAt)
	assert.Equal(t, r2.ID, old.ReplacedBy)
	_, _, err = m.Rotate(ctx, r1.ID)
	assert.Error(t, err, "a key in sunset cannot be rotated again")

	c.t = c.t.Add(7*24*time.Hour - time.Second)
	_, err = m.Authenticate(ctx, k1.Secret())
	assert.NoError(t, err)
	c.t = c.t.Add(time.Second)
	_, err = m.Authenticate(ctx, k1.Secret())
	assert.ErrorIs(t, err, ErrExpired)
	_, err = m.Authenticate(ctx, k2.Secret())
	assert.NoError(t, err)

	// Revocation is immediate.
	_, err = m.Revoke(ctx, r2.ID)
	require.NoError(t, err)
	_, err = m.Authenticate(ctx, k2.Secret())
	assert.ErrorIs(t, err, ErrRevoked)
	_, err = m.Revoke(ctx, "key_nope")
	assert.ErrorIs(t, err, ErrNotFound)

	// Unknown and malformed keys.
	k3, _ := New()
	_, err = m.Authenticate(ctx, k3.Secret())
	assert.ErrorIs(t, err, ErrUnknown)
	_, err = m.Authenticate(ctx, "nd-"+k3.Secret()[3:])
	assert.ErrorIs(t, err, ErrWrongPrefix)
	for _, e := range []error{ErrMalformed, ErrWrongPrefix, ErrChecksum, ErrUnknown, ErrExpired, ErrRevoked} {
		assert.ErrorIs(t, e, ErrUnauthenticated)
	}
	assert.NotErrorIs(t, context.DeadlineExceeded, ErrUnauthenticated)

	recs, err := store.Records(ctx)
	require.NoError(t, err)
	assert.Len(t, recs, 2)
	var lister AccountLister = store
	accts, err := lister.Accounts(ctx)
	require.NoError(t, err)
	assert.Len(t, accts, 1)
}

func FuzzParse(f *testing.F) {
	k, _ := New()
	f.Add(k.Secret())
	f.Add("nd-" + k.Secret()[3:])
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		key, err := Parse(s)
		if err == nil && key.Secret() != s {
			t.Fatalf("Parse(%q) = %q", s, key.Secret())
		}
	})
}
