package redisstore

import (
	"cmp"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/redis/go-redis/v9"
)

var (
	_ apikey.Store         = (*Store)(nil)
	_ apikey.AccountLister = (*Store)(nil)
	_ quota.Store          = (*Store)(nil)
)

// ErrUnavailable is wrapped by the errors of a Store that cannot decide
// without Redis: a key that is not cached, a quota decision in fail-closed
// mode, or beyond the fallback's share. The server answers 503.
var ErrUnavailable = errors.New("redisstore: Redis is unreachable")

var errAdminTake = errors.New("redisstore: an admin Store does not count usage")

// Store is an apikey.Store, an apikey.AccountLister and a quota.Store in
// Redis, shared by every replica that uses the same Redis and prefix.
type Store struct {
	c      redis.UniversalClient
	o      Options
	log    *slog.Logger
	cache  cache
	fb     fallback
	ledger ledger
	clock  offset
	id     string // this replica's id in the quota ledgers

	inflight atomic.Int64 // quota scripts under way

	down     atomic.Bool
	downAt   atomic.Int64 // unix nanoseconds of the last transition to down
	failures atomic.Int64 // operations failed in a row (see Options.FailAfter)
	counters counters
	warn     warnings

	// gate lets settleUp run with no quota script of this replica in
	// flight while Redis is up: takes hold it shared.
	gate sync.RWMutex

	stop context.CancelFunc
	wg   sync.WaitGroup
	once sync.Once
}

// Open connects to the Redis of rawURL (see ClientOptions; password is
// used when the URL has none) and returns a Store on it. Without
// o.Timeout, the URL's read and write timeouts bound each operation; with
// it, o.Timeout bounds them and dials take at least as long. It fails when
// Redis does not answer within a few seconds.
func Open(ctx context.Context, rawURL, password string, o Options) (*Store, error) {
	opt, err := ClientOptions(rawURL, password)
	if err != nil {
		return nil, err
	}
	if o.Timeout > 0 {
		opt.ReadTimeout, opt.WriteTimeout, opt.PoolTimeout = o.Timeout, o.Timeout, o.Timeout
		opt.DialTimeout = max(opt.DialTimeout, o.Timeout)
	} else {
		o.Timeout = max(opt.ReadTimeout, opt.WriteTimeout) // as the URL says, or the default
	}
	c := redis.NewClient(opt)
	s, err := New(ctx, c, o)
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("redis at %s: %w", Redact(rawURL), err)
	}
	return s, nil
}

// openPatience bounds how long New waits for a first answer from Redis;
// loadPatience how long it waits while Redis answers LOADING (it is
// reading its data from disk after a restart).
const (
	openPatience = 3 * time.Second
	loadPatience = 5 * time.Minute
)

// New returns a Store on client c, which it owns from now on (Close closes
// it). It pings Redis, measures its clock and, unless o.Admin, subscribes
// to the invalidation channel and starts following Redis's state.
func New(ctx context.Context, c redis.UniversalClient, o Options) (*Store, error) {
	o, err := o.withDefaults()
	if err != nil {
		return nil, err
	}
	s := &Store{c: c, o: o, log: o.Logger}
	s.cache.init(o.KeyCacheTTL, o.StaleFor)
	s.fb.init(o.Replicas)
	s.ledger.init()
	s.id = newToken()
	if err := s.firstPing(ctx); err != nil {
		return nil, err
	}
	pctx, cancel := context.WithTimeout(ctx, openPatience)
	defer cancel()
	if o.Admin {
		return s, nil
	}
	bg, stop := context.WithCancel(context.Background())
	s.stop = stop
	if err := s.subscribe(pctx, bg); err != nil {
		stop()
		return nil, err
	}
	s.checkPersistence(pctx)
	s.checkReplicas(pctx)
	s.wg.Go(func() { s.watch(bg) })
	return s, nil
}

// firstPing waits openPatience for Redis to answer, then measures its
// clock. While Redis answers LOADING (a restart reading a large data
// file) it waits up to loadPatience instead, and says so once. A
// certificate that does not verify, or an answer from Redis that refuses
// (a wrong password), ends the wait at once.
func (s *Store) firstPing(ctx context.Context) error {
	start := time.Now()
	deadline := start.Add(openPatience)
	var last error // the last failure that says more than the deadline
	loggedLoading := false
	for {
		pctx, cancel := context.WithDeadline(ctx, deadline)
		err := s.c.Ping(pctx).Err()
		if err == nil {
			err = s.calibrate(pctx, true)
			cancel()
			return err
		}
		cancel()
		var cert *tls.CertificateVerificationError
		var refused redis.Error
		switch {
		case isLoading(err):
			deadline = start.Add(loadPatience)
			if !loggedLoading {
				s.log.Warn("redis is loading its data; waiting for it", "at_most", loadPatience.String())
				loggedLoading = true
			}
		case errors.As(err, &cert) || errors.As(err, &refused):
			return err
		}
		if !errors.Is(err, context.DeadlineExceeded) {
			last = err
		}
		if time.Now().After(deadline) {
			return cmp.Or(last, err)
		}
		select {
		case <-ctx.Done():
			return cmp.Or(last, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// isLoading reports whether err is Redis's LOADING answer: it restarted
// and is reading its data from disk.
func isLoading(err error) bool {
	var re redis.Error
	return errors.As(err, &re) && strings.HasPrefix(re.Error(), "LOADING")
}

// Up reports whether Redis answered the last operation or probe.
func (s *Store) Up() bool { return !s.down.Load() }

// Check returns an error wrapping ErrUnavailable while Redis is
// unreachable and the Store fails closed: it cannot serve then. In
// fail-open mode it returns nil, since the Store serves from its cache and
// fallback (a shared dependency must not make every replica unready at
// once); Up and Stats report the state.
func (s *Store) Check() error {
	if s.o.FailClosed && !s.o.Admin && s.down.Load() {
		return fmt.Errorf("%w (quota fails closed)", ErrUnavailable)
	}
	return nil
}

// Close stops the background work, tries once more to count in Redis
// what was served during an outage (logging what it could not), and
// closes the client. Closing twice does nothing more.
func (s *Store) Close() error {
	var err error
	s.once.Do(func() {
		if s.stop != nil {
			s.stop()
			s.wg.Wait()
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			s.repay(ctx)
			cancel()
			s.fb.logUnpaid(s.log)
		}
		err = s.c.Close()
	})
	return err
}

// answered records that Redis answered an operation, which ends a run of
// failures.
func (s *Store) answered() { s.failures.Store(0) }

// op returns the context of one Redis operation, bounded by Timeout.
func (s *Store) op(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, s.o.Timeout)
}

// fail records that a Redis operation failed (unless the caller's own
// context ended). After Options.FailAfter failures in a row an outage is
// declared: Redis counts as unreachable until a probe answers.
func (s *Store) fail(ctx context.Context, what string, err error) {
	if ctx.Err() != nil || errors.Is(err, redis.Nil) {
		return
	}
	s.counters.errors.Add(1)
	if s.failures.Add(1) < int64(s.o.FailAfter) || s.down.Swap(true) {
		return
	}
	s.counters.outages.Add(1)
	s.downAt.Store(time.Now().UnixNano())
	policy := fmt.Sprintf("fail open: each replica serves at most 1/%d of an account's last seen remaining quota, "+
		"counted and added to Redis when it returns", s.o.Replicas)
	if s.o.FailClosed {
		policy = "fail closed: quota decisions answer 503 until it returns"
	}
	s.log.Warn("redis unreachable", "op", what, "err", err.Error(), "failures_in_a_row", s.failures.Load(), "quota", policy,
		"keys", fmt.Sprintf("only keys read in the last %s are accepted", s.o.StaleFor))
}
