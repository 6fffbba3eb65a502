package localstore

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

const (
	keysFile       = "keys.json"
	usageFile      = "usage.json"
	lockFile       = ".lock"
	serverLockFile = "server.lock"
	// reloadEvery bounds how often keys.json is checked for changes made
	// by another process.
	reloadEvery = time.Second
)

var (
	_ apikey.Store         = (*Store)(nil)
	_ apikey.AccountLister = (*Store)(nil)
	_ quota.Store          = (*Store)(nil)
)

// Store is an apikey.Store, an apikey.AccountLister and a quota.Store
// backed by a directory.
type Store struct {
	dir     string
	admin   bool
	log     *slog.Logger
	release func() // the server lock; nil for an admin Store and once closed

	// keys.json as last read; see keys.go.
	reloadMu  sync.Mutex
	nextCheck atomic.Int64 // unix nanoseconds of the next stat of keys.json
	good, bad version      // the file as last read well, and as last failed
	loaded    bool         // a keys.json was read well at least once
	opened    bool         // Open has returned; failures are logged from now on

	mu      sync.RWMutex
	keys    *apikey.Memory
	keysErr error // why keys.json could not be read last time; nil when current

	// usage; see usage.go.
	quota   quota.Memory
	dirty   atomic.Bool // usage counted since the last Flush
	flushMu sync.Mutex  // serializes Flush; guards closed and usageAt
	closed  bool
	usageAt time.Time
}

// Options say how OpenWith opens a data directory. The zero value opens
// it as Open does, except that it does not create a missing directory.
type Options struct {
	// Create makes the directory (mode 0700) when it is missing. Without
	// it a missing directory is an error that wraps fs.ErrNotExist, so a
	// mistyped path is reported rather than created.
	Create bool
	// Admin opens the directory next to a server that may be running:
	// the Store takes no server lock, reads usage.json as it was when
	// opened, refuses Take, and writes only keys.json.
	Admin bool
	// Logger receives a line when keys.json becomes unreadable and when
	// it is readable again; nil discards them.
	Logger *slog.Logger
}

// Open opens dir as the Store of its one server, creating the directory
// (mode 0700) when missing. It holds the directory's server lock until
// Close, and fails with an error wrapping ErrLocked while another server
// Store has it open.
func Open(dir string) (*Store, error) { return OpenWith(dir, Options{Create: true}) }

// OpenWith opens dir as o says.
func OpenWith(dir string, o Options) (_ *Store, err error) {
	if err := checkDir(dir, o.Create); err != nil {
		return nil, err
	}
	s := &Store{dir: dir, admin: o.Admin, log: o.Logger, keys: new(apikey.Memory)}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if !o.Admin {
		if s.release, err = lockServer(dir); err != nil {
			return nil, err
		}
		defer func() {
			if err != nil {
				s.release()
			}
		}()
	}
	if !o.Admin {
		// Only the server writes usage.json, and it holds the server
		// lock; keys.json's writers hold the directory lock.
		removeStale(dir, usageFile)
		if unlock, err := lockWait(filepath.Join(dir, lockFile)); err == nil {
			removeStale(dir, keysFile)
			unlock()
		}
	}
	if err := s.reload(true); err != nil {
		return nil, err
	}
	if err := s.readUsage(); err != nil {
		return nil, err
	}
	s.reloadMu.Lock()
	s.opened = true
	s.reloadMu.Unlock()
	return s, nil
}

// checkDir makes sure dir is a directory, creating it when create is set.
func checkDir(dir string, create bool) error {
	if create {
		return os.MkdirAll(dir, 0o700)
	}
	fi, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("localstore: no data directory at %s: %w", dir, fs.ErrNotExist)
	}
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return fmt.Errorf("localstore: %s is not a directory", dir)
	}
	return nil
}

// Dir returns the data directory.
func (s *Store) Dir() string { return s.dir }

// Check reads keys.json again when due and returns why the Store does
// not have its current key set: the error of the last read of keys.json
// when it failed (the Store then still serves the last good set), or nil.
// A server reports not ready while Check fails.
func (s *Store) Check() error { return s.reload(false) }

// Close writes the usage counted since the last Flush and releases the
// server lock. Closing twice does nothing more.
func (s *Store) Close() error {
	err := s.Flush()
	s.flushMu.Lock()
	defer s.flushMu.Unlock()
	s.closed = true
	if s.release != nil {
		s.release()
		s.release = nil
	}
	return err
}
