package redisstore

import (
	"encoding/hex"
	"strings"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

// The Redis keys of a Store with prefix P (default "nd:"); {A} is the
// account's hash tag, so that every key of one account is in one Redis
// Cluster slot and the scripts and transactions over them work there:
//
//	P{A}:account              string  the account, JSON (apikey.Account)
//	P{A}:keys                 hash    key id -> key record, JSON (apikey.Record: hash, never the key)
//	P{A}:q:<period>:<window>  string  items counted in one window, e.g. P{acme}:q:month:2026-11
//	P{A}:q:<...>:by           hash    replica id -> items its scripts counted there (see ledger.go)
//	P{A}:r:<token>            string  a repaid fallback debt (see fallback.go), kept a day
//	Pkey:<sha256 hex>         string  {"account","id"} of the key with that SHA-256
//	Pid:<key id>              string  the account of a key id
//	Paccounts, Powners        sets    accounts with a record; accounts with keys
//	Pinvalidate               channel a key or an account changed: caches are dropped

// tag returns the hash-tagged start of an account's keys. Characters
// other than letters, digits and "._@-" are escaped as %XX, so that no
// account name can close the tag or look like another account's keys.
func (s *Store) tag(account string) string {
	var b strings.Builder
	b.Grow(len(s.o.Prefix) + len(account) + 2)
	b.WriteString(s.o.Prefix)
	b.WriteByte('{')
	for i := 0; i < len(account); i++ {
		c := account[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("._@-", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteString(strings.ToUpper(hex.EncodeToString([]byte{c})))
	}
	b.WriteByte('}')
	return b.String()
}

func (s *Store) accountKey(account string) string { return s.tag(account) + ":account" }
func (s *Store) keysKey(account string) string    { return s.tag(account) + ":keys" }
func (s *Store) hashKey(h apikey.Hash) string     { return s.o.Prefix + "key:" + hex.EncodeToString(h[:]) }
func (s *Store) idKey(id string) string           { return s.o.Prefix + "id:" + id }
func (s *Store) accountsKey() string              { return s.o.Prefix + "accounts" }
func (s *Store) ownersKey() string                { return s.o.Prefix + "owners" }
func (s *Store) channel() string                  { return s.o.Prefix + "invalidate" }

// counterKey names the counter of an account's window that starts at start.
func (s *Store) counterKey(account string, p quota.Period, start time.Time) string {
	layout := "2006-01"
	switch p {
	case quota.Day:
		layout = "2006-01-02"
	case quota.Hour:
		layout = "2006-01-02T15"
	}
	return s.tag(account) + ":q:" + string(p) + ":" + start.UTC().Format(layout)
}

func (s *Store) tokenKey(account, token string) string { return s.tag(account) + ":r:" + token }

// counterGrace keeps a window's counter this long after the window ends,
// so that replicas whose clocks lag a little still find it.
const counterGrace = time.Hour

// counterTTL is the time to live of a window's counter set at now.
func counterTTL(now, end time.Time) time.Duration {
	return max(end.Sub(now), 0) + counterGrace
}
