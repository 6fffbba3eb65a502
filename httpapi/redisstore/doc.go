// Package redisstore keeps API keys, accounts and quota usage in Redis (or
// Valkey, which speaks the same protocol), so that several replicas of a
// server share them exactly: a key issued, rotated or revoked through one
// is seen by all, and all of them together never count an account past
// its quota. It uses github.com/redis/go-redis/v9.
//
// A Store is an apikey.Store, an apikey.AccountLister and a quota.Store:
// the HTTP handler does not know which store it has.
//
// # Keys
//
// Records hold the SHA-256 of a key, never the key (see apikey). A serving
// Store caches the records and accounts it reads for KeyCacheTTL (5 s). A
// write publishes on the invalidation channel and every Store empties its
// cache when the message arrives, and again when its subscription comes
// back after a lost connection: a revocation or rotation reaches every
// replica as soon as the message does (milliseconds), and within
// KeyCacheTTL in any case.
//
// # Quota
//
// A batch is counted by one Lua script, in one round trip: all of it or
// none, in the counter of the account's window (month, day or hour, UTC).
// The script is given the instant the client stops waiting, in Redis's
// clock (measured with TIME); run later than that, because Redis was paused
// or stopped, it counts nothing. A script whose answer was lost in time
// (Redis stopped right after running it) may have counted: each count is
// also recorded under the replica's id, and when Redis returns the
// replica takes back what Redis counted beyond what it heard of. So the
// failure policy below answers such a request without counting it twice.
//
// # When Redis is slow or down
//
// Every operation has a short timeout (100 ms; connections 200 ms) and is
// never retried; a request stops waiting at its deadline even when the
// client would wait longer (see bounded.go). A request whose operation
// fails is answered by the failure policy below; its quota script's
// outcome is settled while Redis is up. Options.FailAfter (3) failures in
// a row, a LOADING answer among them, declare an outage: from then on
// requests do not wait for Redis, a probe pings it every 250 ms, and
//
//   - a key is accepted only from the cache, up to StaleFor (5 min) after
//     it was read; any other key gets an error wrapping ErrUnavailable (503);
//   - fail open (the default): each replica serves an account at most
//     1/Replicas of what Redis last told it remained of the window, less
//     what it still owes, and nothing to an account it has no answer for;
//     a batch beyond that share is refused with ErrUnavailable (503), one
//     beyond what remains at all is refused as over quota (429). The items
//     it serves are owed: when Redis answers again, before the Store uses
//     it, each debt is added to the window's counter by a script that
//     records the debt's token, so a repayment retried after a lost answer
//     is not added twice. Items served by a replica that stops before
//     Redis returns are not counted (Close logs them);
//   - fail closed (Options.FailClosed): every quota decision is an error
//     wrapping ErrUnavailable (503), and Check fails, so /readyz is 503.
//
// A new subscription after a lost connection (a Redis restart) does not
// empty the key cache: its entries are read again once Redis answers and
// used meanwhile, so a restart, and the LOADING that follows it, costs no
// key read in the last StaleFor. A Store opened while Redis answers
// LOADING waits for it.
//
// Stats counts the outages and the fallback for metrics; the transitions
// are logged. Warnings names settings that lose data or over-admit:
// Redis keeping nothing on disk, more replicas than Options.Replicas.
//
// # Redis Cluster and Valkey
//
// Every key of one account carries the account's hash tag ({acme}), so
// the scripts and transactions over them stay in one Cluster slot; the
// global keys (pointers by key hash and by id, the account sets) are each
// used on their own. The Store takes any redis.UniversalClient. It uses
// strings, hashes, sets, EVALSHA and pub/sub, the subset Redis 7 and
// Valkey share. Redis replication is asynchronous: a failover can lose
// the last increments, an undercount in the customer's favour.
package redisstore
