// Package localstore keeps API keys, accounts and quota usage in a local
// data directory, so that the reference server runs on a fresh machine
// with no other server and keeps its state across restarts.
//
// The directory holds two JSON files, each replaced atomically (write to a
// temporary file, sync, rename):
//
//   - keys.json: accounts and key records (hashes only, never keys). The
//     command line writes it under an advisory lock; a running server
//     notices changes within a second, so keys issued, rotated or revoked
//     from the command line take effect without a restart.
//   - usage.json: the quota counters. They are counted in memory and
//     written by Flush, which the server calls every few seconds and on
//     shutdown; a crash loses at most the usage since the last flush.
//
// One server process per directory. Stores for several machines (Redis)
// implement the same apikey.Store and quota.Store interfaces.
package localstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

const (
	keysFile  = "keys.json"
	usageFile = "usage.json"
	lockFile  = ".lock"
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
	dir string

	mu       sync.RWMutex
	keys     *apikey.Memory
	modTime  time.Time
	size     int64
	checked  time.Time
	quota    quota.Memory
	dirty    bool
	flushMu  sync.Mutex
	reloadMu sync.Mutex
}

// keysDoc is the layout of keys.json.
type keysDoc struct {
	Version  int              `json:"version"`
	Accounts []apikey.Account `json:"accounts"`
	Keys     []apikey.Record  `json:"keys"`
}

// usageDoc is the layout of usage.json.
type usageDoc struct {
	Version  int                      `json:"version"`
	Counters map[string]quota.Counter `json:"counters"`
}

// Open opens the data directory, creating it (mode 0700) when missing.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	s := &Store{dir: dir, keys: new(apikey.Memory)}
	if err := s.reload(true); err != nil {
		return nil, err
	}
	var u usageDoc
	switch b, err := os.ReadFile(filepath.Join(dir, usageFile)); {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, err
	default:
		if err := json.Unmarshal(b, &u); err != nil {
			return nil, fmt.Errorf("localstore: %s: %w", usageFile, err)
		}
		s.quota.Restore(u.Counters)
	}
	return s, nil
}

// Dir returns the data directory.
func (s *Store) Dir() string { return s.dir }

// reload reads keys.json when it changed since the last read, or when
// force is set. It is called at most once per reloadEvery otherwise.
func (s *Store) reload(force bool) error {
	s.reloadMu.Lock()
	defer s.reloadMu.Unlock()
	now := time.Now()
	s.mu.RLock()
	recent := now.Sub(s.checked) < reloadEvery
	s.mu.RUnlock()
	if recent && !force {
		return nil
	}
	path := filepath.Join(s.dir, keysFile)
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		s.mu.Lock()
		s.checked = now
		s.mu.Unlock()
		return nil
	}
	if err != nil {
		return err
	}
	s.mu.RLock()
	same := fi.ModTime().Equal(s.modTime) && fi.Size() == s.size
	s.mu.RUnlock()
	if same && !force {
		s.mu.Lock()
		s.checked = now
		s.mu.Unlock()
		return nil
	}
	doc, err := readKeys(path)
	if err != nil {
		return err
	}
	m, err := memoryOf(doc)
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.keys, s.modTime, s.size, s.checked = m, fi.ModTime(), fi.Size(), now
	s.mu.Unlock()
	return nil
}

func readKeys(path string) (keysDoc, error) {
	var doc keysDoc
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return doc, nil
	}
	if err != nil {
		return doc, err
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return doc, fmt.Errorf("localstore: %s: %w", keysFile, err)
	}
	return doc, nil
}

func memoryOf(doc keysDoc) (*apikey.Memory, error) {
	m := new(apikey.Memory)
	ctx := context.Background()
	for _, a := range doc.Accounts {
		if err := m.PutAccount(ctx, a); err != nil {
			return nil, err
		}
	}
	if err := m.Put(ctx, doc.Keys...); err != nil {
		return nil, err
	}
	return m, nil
}

// current returns the key index, reloading it first when due.
func (s *Store) current() (*apikey.Memory, error) {
	if err := s.reload(false); err != nil {
		return nil, err
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.keys, nil
}

// ByHash implements apikey.Store, from the keys file as last read.
func (s *Store) ByHash(ctx context.Context, h apikey.Hash) (apikey.Record, error) {
	m, err := s.current()
	if err != nil {
		return apikey.Record{}, err
	}
	return m.ByHash(ctx, h)
}

// ByID implements apikey.Store.
func (s *Store) ByID(ctx context.Context, id string) (apikey.Record, error) {
	m, err := s.current()
	if err != nil {
		return apikey.Record{}, err
	}
	return m.ByID(ctx, id)
}

// Records implements apikey.Store.
func (s *Store) Records(ctx context.Context) ([]apikey.Record, error) {
	m, err := s.current()
	if err != nil {
		return nil, err
	}
	return m.Records(ctx)
}

// Account implements apikey.Store.
func (s *Store) Account(ctx context.Context, name string) (apikey.Account, error) {
	m, err := s.current()
	if err != nil {
		return apikey.Account{}, err
	}
	return m.Account(ctx, name)
}

// Accounts implements apikey.AccountLister: every account, sorted by name.
func (s *Store) Accounts(ctx context.Context) ([]apikey.Account, error) {
	m, err := s.current()
	if err != nil {
		return nil, err
	}
	return m.Accounts(ctx)
}

// Put writes records to keys.json, under the directory lock, on top of
// the file's latest content.
func (s *Store) Put(_ context.Context, rs ...apikey.Record) error {
	return s.update(func(doc *keysDoc) {
		for _, r := range rs {
			replaced := false
			for i := range doc.Keys {
				if doc.Keys[i].ID == r.ID {
					doc.Keys[i], replaced = r, true
				}
			}
			if !replaced {
				doc.Keys = append(doc.Keys, r)
			}
		}
	})
}

// PutAccount writes an account to keys.json.
func (s *Store) PutAccount(_ context.Context, a apikey.Account) error {
	return s.update(func(doc *keysDoc) {
		for i := range doc.Accounts {
			if doc.Accounts[i].Name == a.Name {
				doc.Accounts[i] = a
				return
			}
		}
		doc.Accounts = append(doc.Accounts, a)
	})
}

// update applies change to the latest keys.json and writes it back
// atomically, holding the directory lock against other processes.
func (s *Store) update(change func(*keysDoc)) error {
	unlock, err := lockDir(filepath.Join(s.dir, lockFile))
	if err != nil {
		return err
	}
	defer unlock()
	path := filepath.Join(s.dir, keysFile)
	doc, err := readKeys(path)
	if err != nil {
		return err
	}
	change(&doc)
	doc.Version = 1
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	if err := writeAtomic(path, b); err != nil {
		return err
	}
	return s.reload(true)
}

// Take counts usage in memory; Flush persists it.
func (s *Store) Take(ctx context.Context, account string, p quota.Policy, cost int64, now time.Time) (quota.Decision, error) {
	d, err := s.quota.Take(ctx, account, p, cost, now)
	if err == nil && d.Allowed && cost > 0 {
		s.mu.Lock()
		s.dirty = true
		s.mu.Unlock()
	}
	return d, err
}

// Peek implements quota.Store: the account's usage without taking any.
func (s *Store) Peek(ctx context.Context, account string, p quota.Policy, now time.Time) (quota.Decision, error) {
	return s.quota.Peek(ctx, account, p, now)
}

// Flush writes the quota counters to usage.json when they changed.
func (s *Store) Flush() error {
	s.flushMu.Lock()
	defer s.flushMu.Unlock()
	s.mu.Lock()
	dirty := s.dirty
	s.dirty = false
	s.mu.Unlock()
	if !dirty {
		return nil
	}
	b, err := json.MarshalIndent(usageDoc{Version: 1, Counters: s.quota.Snapshot()}, "", "  ")
	if err == nil {
		err = writeAtomic(filepath.Join(s.dir, usageFile), b)
	}
	if err != nil {
		s.mu.Lock()
		s.dirty = true
		s.mu.Unlock()
	}
	return err
}

// Close flushes the counters.
func (s *Store) Close() error { return s.Flush() }

// writeAtomic replaces path with b: a temporary file in the same
// directory, synced, then renamed over path, then the directory synced.
func writeAtomic(path string, b []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	ok := false
	defer func() {
		if !ok {
			_ = os.Remove(tmp)
		}
	}()
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	ok = true
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
