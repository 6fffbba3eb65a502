package apikey

import (
	"context"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"time"

	"github.com/ndval/ndval/httpapi/quota"
)

// Record is what a store keeps of a key: never the key, only its hash.
type Record struct {
	ID         string    `json:"id"`                    // public id, safe to log: "key_..."
	Account    string    `json:"account"`               // owner; quota is counted per account
	Env        string    `json:"env"`                   // environment label: dev, staging, prod
	Hash       Hash      `json:"hash"`                  // SHA-256 of the key; the key itself is never stored
	Hint       string    `json:"hint"`                  // "nd_…Ab12"
	CreatedAt  time.Time `json:"created_at"`            // when it was issued
	ExpiresAt  time.Time `json:"expires_at,omitzero"`   // set when rotated: end of the sunset
	RevokedAt  time.Time `json:"revoked_at,omitzero"`   // set when revoked: refused from then on
	ReplacedBy string    `json:"replaced_by,omitempty"` // id of the key that rotated it out
}

// State is the life-cycle state of a key at a given time.
type State string

const (
	Active  State = "active"  // works, with no end date
	Sunset  State = "sunset"  // rotated out; works until ExpiresAt
	Expired State = "expired" // its sunset has ended; refused
	Revoked State = "revoked" // revoked; refused
)

// State returns the state of r at now.
func (r Record) State(now time.Time) State {
	switch {
	case !r.RevokedAt.IsZero():
		return Revoked
	case r.ExpiresAt.IsZero():
		return Active
	case now.Before(r.ExpiresAt):
		return Sunset
	}
	return Expired
}

// MarshalText encodes a hash in hex.
func (h Hash) MarshalText() ([]byte, error) {
	return []byte(hex.EncodeToString(h[:])), nil
}

// UnmarshalText decodes a hex hash.
func (h *Hash) UnmarshalText(b []byte) error {
	if hex.DecodedLen(len(b)) != len(h) {
		return errors.New("apikey: bad hash length")
	}
	_, err := hex.Decode(h[:], b)
	return err
}

// Equal compares two hashes in constant time.
func (h Hash) Equal(o Hash) bool { return subtle.ConstantTimeCompare(h[:], o[:]) == 1 }

// Account is an owner of keys and of a quota.
type Account struct {
	Name  string       `json:"name"`  // as given to keys issue --account
	Quota quota.Policy `json:"quota"` // items per period, shared by all its keys
}

// ErrNotFound is returned by stores for an unknown key or account.
var ErrNotFound = errors.New("apikey: not found")

// Lookup is what serving requests reads of a store: a key's record by
// its hash, and the account that owns it. httpapi.Config.Keys is one.
// Implementations are safe for concurrent use.
type Lookup interface {
	// ByHash returns the record of the key with hash h.
	ByHash(ctx context.Context, h Hash) (Record, error)
	// Account returns the named account.
	Account(ctx context.Context, name string) (Account, error)
}

// Store keeps key records and accounts: a Lookup, and the writes and
// listings of the admin tools. Implementations are safe for concurrent
// use.
type Store interface {
	Lookup
	// ByID returns the record with the public id.
	ByID(ctx context.Context, id string) (Record, error)
	// Put creates or replaces records by id, all of them or none.
	Put(ctx context.Context, rs ...Record) error
	// Records returns every record.
	Records(ctx context.Context) ([]Record, error)
	// PutAccount creates or replaces an account.
	PutAccount(ctx context.Context, a Account) error
}

// AccountLister lists every account, for admin tools such as "ndval keys
// list". It is not part of Store, which is what serving needs; Memory and
// the reference server's stores implement both.
type AccountLister interface {
	// Accounts returns every account, sorted by name.
	Accounts(ctx context.Context) ([]Account, error)
}
