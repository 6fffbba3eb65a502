package redisstore

import (
	"errors"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// Defaults of Options.
const (
	DefaultPrefix      = "nd:"
	DefaultTimeout     = 100 * time.Millisecond
	DefaultDialTimeout = 200 * time.Millisecond
	DefaultKeyCacheTTL = 5 * time.Second
	DefaultStaleFor    = 5 * time.Minute
	DefaultProbeEvery  = 250 * time.Millisecond
	DefaultReplicas    = 2
	DefaultFailAfter   = 3
)

// Options say how a Store uses Redis. The zero value is the default of a
// serving Store that fails open.
type Options struct {
	// Prefix starts every Redis key and the invalidation channel; default
	// "nd:". Stores that share a prefix share keys, accounts and quota.
	Prefix string
	// Timeout bounds each Redis operation; default 100 ms. A slower
	// answer is a failure: the request it was for is answered by the
	// failure policy.
	Timeout time.Duration
	// FailAfter is how many operations in a row must fail (a timeout, a
	// refused connection, LOADING) before an outage is declared and every
	// request follows the failure policy until a probe answers; default
	// 3. One slow answer on a busy host is not an outage.
	FailAfter int
	// KeyCacheTTL is how long a key record or an account read from Redis
	// is used without asking again; default 5 s. Changes reach every
	// Store at once through pub/sub; KeyCacheTTL bounds them when a
	// message is lost.
	KeyCacheTTL time.Duration
	// StaleFor is how long after it was read a cached key is still
	// accepted while Redis is unreachable; default 5 min. A key that is
	// not in the cache is never accepted while Redis is unreachable.
	StaleFor time.Duration
	// FailClosed refuses every quota decision (the server answers 503)
	// while Redis is unreachable, instead of the local fallback.
	FailClosed bool
	// Replicas is how many replicas share the store; default 2. While
	// Redis is unreachable each serves at most 1/Replicas of what it last
	// saw remain of an account's quota.
	Replicas int
	// ProbeEvery is how often Redis is pinged to follow its state; default
	// 250 ms.
	ProbeEvery time.Duration
	// Admin opens a Store for the admin commands: no cache, no fallback,
	// no background work, and Take is refused.
	Admin bool
	// Logger receives the outage and recovery lines; nil discards them.
	Logger *slog.Logger
}

func (o Options) withDefaults() (Options, error) {
	if o.Prefix == "" {
		o.Prefix = DefaultPrefix
	}
	if strings.ContainsAny(o.Prefix, "{}") {
		return o, errors.New("redisstore: the prefix may not contain { or }, which make Redis Cluster hash tags")
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.KeyCacheTTL <= 0 {
		o.KeyCacheTTL = DefaultKeyCacheTTL
	}
	if o.StaleFor <= 0 {
		o.StaleFor = DefaultStaleFor
	}
	if o.StaleFor < o.KeyCacheTTL {
		o.StaleFor = o.KeyCacheTTL
	}
	if o.Replicas <= 0 {
		o.Replicas = DefaultReplicas
	}
	if o.FailAfter <= 0 {
		o.FailAfter = DefaultFailAfter
	}
	if o.ProbeEvery <= 0 {
		o.ProbeEvery = DefaultProbeEvery
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	return o, nil
}

// ClientOptions parses a redis:// or rediss:// URL (redis://[USER:PASSWORD@]HOST:PORT/DB)
// into go-redis client options with the short timeouts of a quota path:
// dial 200 ms (once), read and write 100 ms, no retries (an unanswered
// command is an outage, handled by the Store, never sent twice). password is used
// when the URL has none. rediss:// verifies the server's certificate
// against the system roots, with TLS 1.2 or later.
func ClientOptions(rawURL, password string) (*redis.Options, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "redis" && u.Scheme != "rediss") || u.Host == "" {
		return nil, errors.New("redisstore: want a redis://HOST:PORT/DB or rediss://HOST:PORT/DB URL")
	}
	opt, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, errors.New("redisstore: " + strings.ReplaceAll(err.Error(), rawURL, Redact(rawURL)))
	}
	if opt.Password == "" {
		opt.Password = password
	}
	if opt.DialTimeout == 0 {
		opt.DialTimeout = DefaultDialTimeout
	}
	if opt.ReadTimeout == 0 {
		opt.ReadTimeout = DefaultTimeout
	}
	if opt.WriteTimeout == 0 {
		opt.WriteTimeout = DefaultTimeout
	}
	if opt.PoolTimeout == 0 {
		opt.PoolTimeout = DefaultTimeout
	}
	opt.MaxRetries = -1
	opt.DialerRetries = 1 // one dial per attempt: a refused connection is an outage at once
	opt.ContextTimeoutEnabled = true
	return opt, nil
}

// Redact returns the URL without its password, for messages and logs.
func Redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "(an unparsable Redis URL)"
	}
	return u.Redacted()
}
