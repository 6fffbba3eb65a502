package apikey

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// DefaultSunset is how long a rotated-out key keeps working.
const DefaultSunset = 7 * 24 * time.Hour

// Errors of Authenticate, besides those of Parse, each wrapping
// ErrUnauthenticated. Callers answer all of them the same way (401) so
// that a client cannot tell them apart.
var (
	ErrUnknown error = &authError{"apikey: unknown key"}
	ErrExpired error = &authError{"apikey: key expired"}
	ErrRevoked error = &authError{"apikey: key revoked"}
)

// Manager issues, rotates, revokes and authenticates keys over a Store.
type Manager struct {
	Store  Store            // where records and accounts are kept
	Now    func() time.Time // nil means time.Now
	Sunset time.Duration    // 0 means DefaultSunset
}

func (m Manager) now() time.Time {
	if m.Now != nil {
		return m.Now()
	}
	return time.Now()
}

// Issue makes a key for an account, which must exist, and stores its
// record. The returned Key is the only time the secret is available.
func (m Manager) Issue(ctx context.Context, account, env string) (Key, Record, error) {
	if _, err := m.Store.Account(ctx, account); err != nil {
		return Key{}, Record{}, fmt.Errorf("apikey: account %q: %w", account, err)
	}
	k, r, err := m.newRecord(account, env)
	if err != nil {
		return Key{}, Record{}, err
	}
	if err := m.Store.Put(ctx, r); err != nil {
		return Key{}, Record{}, err
	}
	return k, r, nil
}

func (m Manager) newRecord(account, env string) (Key, Record, error) {
	k, err := New()
	if err != nil {
		return Key{}, Record{}, err
	}
	id, err := NewID()
	if err != nil {
		return Key{}, Record{}, err
	}
	return k, Record{
		ID: id, Account: account, Env: env,
		Hash: k.Hash(), Hint: k.String(), CreatedAt: m.now().UTC(),
	}, nil
}

// Rotate issues a new key for the account and environment of key id and
// puts the old key in its sunset: it keeps working until now + Sunset.
// Quota belongs to the account, so rotation neither resets nor doubles it.
func (m Manager) Rotate(ctx context.Context, id string) (Key, Record, error) {
	old, err := m.Store.ByID(ctx, id)
	if err != nil {
		return Key{}, Record{}, err
	}
	now := m.now()
	if s := old.State(now); s != Active {
		return Key{}, Record{}, fmt.Errorf("apikey: key %s is %s, not active", id, s)
	}
	k, r, err := m.newRecord(old.Account, old.Env)
	if err != nil {
		return Key{}, Record{}, err
	}
	sunset := m.Sunset
	if sunset == 0 {
		sunset = DefaultSunset
	}
	old.ExpiresAt = now.Add(sunset).UTC()
	old.ReplacedBy = r.ID
	if err := m.Store.Put(ctx, old, r); err != nil {
		return Key{}, Record{}, err
	}
	return k, r, nil
}

// Revoke stops key id at once.
func (m Manager) Revoke(ctx context.Context, id string) (Record, error) {
	r, err := m.Store.ByID(ctx, id)
	if err != nil {
		return Record{}, err
	}
	if r.RevokedAt.IsZero() {
		r.RevokedAt = m.now().UTC()
		if err := m.Store.Put(ctx, r); err != nil {
			return Record{}, err
		}
	}
	return r, nil
}

// Authenticate checks a key as sent by a client, with Authenticate and
// m's clock.
func (m Manager) Authenticate(ctx context.Context, secret string) (Record, error) {
	return Authenticate(ctx, m.Store, secret, m.now())
}

// Authenticate checks a key as sent by a client: its form first, offline,
// then its record in keys, at now. It returns the record of an active or
// sunset key, or an error: one of Parse's, ErrUnknown, ErrExpired or
// ErrRevoked, all wrapping ErrUnauthenticated, or a store failure (which
// does not, so callers can answer 503, not 401).
func Authenticate(ctx context.Context, keys Lookup, secret string, now time.Time) (Record, error) {
	k, err := Parse(secret)
	if err != nil {
		return Record{}, err
	}
	h := k.Hash()
	r, err := keys.ByHash(ctx, h)
	if errors.Is(err, ErrNotFound) {
		return Record{}, ErrUnknown
	}
	if err != nil {
		return Record{}, err
	}
	if !r.Hash.Equal(h) { // a store that looks up by less than the hash
		return Record{}, ErrUnknown
	}
	switch r.State(now) {
	case Revoked:
		return Record{}, ErrRevoked
	case Expired:
		return Record{}, ErrExpired
	}
	return r, nil
}
