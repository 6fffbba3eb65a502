// Package apikey makes, checks and manages ndval API keys.
//
// # Keys
//
// A key is "nd_" followed by 30 base62 characters: 24 random ones from
// crypto/rand (about 143 bits) and a 6-character base62 CRC32 of everything
// before it, so typos and look-alikes are rejected offline, before any
// store lookup (the scheme GitHub uses for its tokens). Stores keep only the
// SHA-256 of a key, under a public key id ("key_" + 12 base62) that is safe
// to log; the key itself is shown once, when it is issued. A Key's String
// gives only its Hint ("nd_…" and the last four characters), so a key
// printed with %v or logged with log/slog by mistake does not leak.
//
// # Life cycle
//
// A Manager works over a Store: Issue makes a key for an account and an
// environment (dev, staging, prod), Rotate makes a new key for the same
// account and environment and puts the old one in its sunset (DefaultSunset,
// 7 days, during which it still works), Revoke stops a key at once, and
// Authenticate checks a key as a client sends it, its form first and then
// its record. Record.State says where a key is at a given time: Active,
// Sunset, Expired or Revoked. Quota belongs to the account (Account.Quota),
// not to its keys, so a rotation neither resets nor doubles it.
//
// # Stores
//
// A Store keeps key records and accounts; an AccountLister lists the
// accounts, for admin tools. Memory is the in-process Store, for tests and
// embedding; httpapi/localstore keeps them in a data directory and
// httpapi/redisstore in Redis, shared by several servers. All three pass
// the conformance suite in apikeytest.
//
// # Errors
//
// The errors of Parse (ErrMalformed, ErrWrongPrefix, ErrChecksum) and of
// Authenticate (ErrUnknown, ErrExpired, ErrRevoked) mean the key is bad:
// each wraps ErrUnauthenticated, and a server answers them all alike, 401,
// so that a client cannot tell them apart. Any other error of
// Authenticate is a store failure, which a server answers 503.
package apikey
