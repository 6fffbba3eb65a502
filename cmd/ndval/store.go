package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/localstore"
	"github.com/ndval/ndval/httpapi/quota"
)

// storeConfig chooses the store of keys, accounts and quota usage. serve
// and every keys command register the same flags, so that a second kind
// of store (Redis) is one more flag here and one more case in openStore.
type storeConfig struct {
	dir string // the local data directory
}

func (c *storeConfig) register(fs *flag.FlagSet) {
	fs.StringVar(&c.dir, "data", "./ndval-data", "data directory for keys and quota usage")
}

// where names the store for messages.
func (c storeConfig) where() string { return c.dir }

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
func openStore(c storeConfig, o openOptions) (store, error) {
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
