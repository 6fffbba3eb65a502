package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/localstore"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/redisstore"
)

// redisPasswordEnv names the environment variable with the Redis password
// used when the --redis URL has none, so that it stays out of the process
// list.
const redisPasswordEnv = "NDVAL_REDIS_PASSWORD"

// adminRedisTimeout bounds each Redis operation of the keys commands,
// which are not on a request's path.
const adminRedisTimeout = 2 * time.Second

// storeConfig chooses the store of keys, accounts and quota usage: a local
// data directory, or Redis shared by several replicas. serve and every keys
// command register the same flags.
type storeConfig struct {
	fs     *flag.FlagSet
	dir    string // the local data directory
	redis  string // a redis:// or rediss:// URL; empty for the directory
	prefix string // of the Redis keys
	// serve only: the failure policy while Redis is unreachable.
	failClosed bool
	replicas   int
}

func (c *storeConfig) register(fs *flag.FlagSet) {
	c.fs = fs
	fs.StringVar(&c.dir, "data", "./ndval-data", "data directory for keys and quota usage")
	fs.StringVar(&c.redis, "redis", "", "keep keys and quota in Redis instead, shared by several replicas: redis://HOST:PORT/DB "+
		"or rediss:// for TLS; the password from the URL or "+redisPasswordEnv)
	fs.StringVar(&c.prefix, "redis-prefix", redisstore.DefaultPrefix, "with --redis: the prefix of every Redis key; "+
		"servers and commands with the same Redis and prefix share keys and quota")
}

// registerPolicy registers serve's flags for a Redis outage.
func (c *storeConfig) registerPolicy(fs *flag.FlagSet) {
	fs.BoolVar(&c.failClosed, "quota-fail-closed", false, "with --redis: answer 503 while Redis is unreachable, instead of "+
		"serving each account a share of its last seen remaining quota")
	fs.IntVar(&c.replicas, "replicas", redisstore.DefaultReplicas, "with --redis: the number of replicas; while Redis is "+
		"unreachable each serves at most 1/N of an account's last seen remaining quota")
}

// check refuses flags that do not go together.
func (c storeConfig) check() error {
	name := c.fs.Name()
	switch {
	case c.redis != "" && isSet(c.fs, "data"):
		return usagef(name, "--data and --redis are two different stores: give one")
	case c.redis == "" && (isSet(c.fs, "quota-fail-closed") || isSet(c.fs, "replicas") || isSet(c.fs, "redis-prefix")):
		return usagef(name, "--quota-fail-closed, --replicas and --redis-prefix go with --redis")
	case c.replicas < 1 && isSet(c.fs, "replicas"):
		return usagef(name, "--replicas must be at least 1, got %d", c.replicas)
	}
	return nil
}

// where names the store for messages, never with a password.
func (c storeConfig) where() string {
	if c.redis != "" {
		return redisstore.Redact(c.redis)
	}
	return c.dir
}

// kind names the store in the server's log line: "data" or "redis".
func (c storeConfig) kind() string {
	if c.redis != "" {
		return "redis"
	}
	return "data"
}

// flagText is the flag that chooses the store, for commands to print.
func (c storeConfig) flagText() string {
	if c.redis != "" && c.prefix != redisstore.DefaultPrefix {
		return "--redis " + c.where() + " --redis-prefix " + c.prefix
	}
	if c.redis != "" {
		return "--redis " + c.where()
	}
	return "--data " + c.dir
}

// takesEffect says when running servers apply a change.
func (c storeConfig) takesEffect() string {
	if c.redis != "" {
		return fmt.Sprintf("every replica refuses it at once (within %s if an invalidation is lost)", redisstore.DefaultKeyCacheTTL)
	}
	return "a running server refuses it within a second"
}

// store is what the commands use of a store.
type store interface {
	apikey.Store
	apikey.AccountLister
	quota.Store
	// Check returns why the store cannot serve its current keys, or nil;
	// the server reports not ready while it fails.
	Check() error
	// Close releases the store, writing what it still holds.
	Close() error
}

// flusher is a store that counts usage in memory and must be told to
// write it; the server calls Flush periodically.
type flusher interface{ Flush() error }

// openOptions say who opens a store.
type openOptions struct {
	server bool         // the one server of the store; else an admin command
	create bool         // create a missing store (serve, keys issue)
	log    *slog.Logger // the server's log; nil for commands
}

// openStore opens the store c chooses.
func openStore(ctx context.Context, c storeConfig, o openOptions) (store, error) {
	if c.redis != "" {
		ro := redisstore.Options{Prefix: c.prefix, Admin: !o.server, FailClosed: c.failClosed, Replicas: c.replicas, Logger: o.log}
		if !o.server {
			ro.Timeout = adminRedisTimeout
		}
		rs, err := redisstore.Open(ctx, c.redis, os.Getenv(redisPasswordEnv), ro)
		if err != nil {
			return nil, err
		}
		return rs, nil
	}
	st, err := localstore.OpenWith(c.dir, localstore.Options{Create: o.create, Admin: !o.server, Logger: o.log})
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("no data directory at %s: check --data (ndval serve and ndval keys issue create one)", c.dir)
	case errors.Is(err, localstore.ErrLocked):
		return nil, fmt.Errorf("another ndval serve is using %s: stop it, or give this server its own --data directory (%w)", c.dir, err)
	case err != nil:
		return nil, err
	}
	return st, nil
}

// usageNote says how current the usage read from st is, for keys list:
// the server writes it every flushEvery, so a running server may have
// counted more, and a crash loses what it counted since.
func (c storeConfig) usageNote(st store) string {
	if _, ok := st.(*redisstore.Store); ok {
		return "Shown: usage as counted in Redis now, by every replica together."
	}
	ls, ok := st.(*localstore.Store)
	if !ok {
		return ""
	}
	written := "no usage has been written yet"
	if t := ls.UsageWritten(); !t.IsZero() {
		written = "usage as the server last wrote it, at " + t.UTC().Format(time.RFC3339)
	}
	h, running, err := localstore.Running(c.dir)
	switch {
	case err != nil:
		return fmt.Sprintf("Shown: %s (whether a server is running is unknown: %v).", written, err)
	case running:
		return fmt.Sprintf("Shown: %s. A server is running on %s (%s): it writes usage every %s and at shutdown, "+
			"so up to %s of its latest usage is not shown yet, and a crash would lose it.", written, c.dir, h, flushEvery, flushEvery)
	}
	return fmt.Sprintf("Shown: %s. No server is running on %s, so this is all the usage counted.", written, c.dir)
}
