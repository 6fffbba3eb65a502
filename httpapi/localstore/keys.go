package localstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
)

// keysDoc is the layout of keys.json.
type keysDoc struct {
	Version  int              `json:"version"`
	Accounts []apikey.Account `json:"accounts"`
	Keys     []apikey.Record  `json:"keys"`
}

// version tells one content of keys.json from another.
type version struct {
	mod  time.Time
	size int64
}

func (v version) same(o version) bool { return v.mod.Equal(o.mod) && v.size == o.size }

// reload reads keys.json when it changed since it was last read, or when
// force is set; otherwise at most once per reloadEvery. It returns why the
// key set is not current (the Store keeps the last good one), or nil.
func (s *Store) reload(force bool) error {
	if !force && time.Now().UnixNano() < s.nextCheck.Load() {
		return s.lastErr()
	}
	s.reloadMu.Lock()
	defer s.reloadMu.Unlock()
	now := time.Now()
	if !force && now.UnixNano() < s.nextCheck.Load() {
		return s.lastErr()
	}
	s.nextCheck.Store(now.Add(reloadEvery).UnixNano())
	path := filepath.Join(s.dir, keysFile)
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !s.loaded:
		return nil // no keys yet
	case errors.Is(err, fs.ErrNotExist):
		err = fmt.Errorf("localstore: %s has disappeared", path)
	case err == nil:
		v := version{fi.ModTime(), fi.Size()}
		if !force && v.same(s.good) {
			s.setErr(nil)
			return nil
		}
		if !force && v.same(s.bad) {
			return s.lastErr()
		}
		var m *apikey.Memory
		if m, err = readMemory(path); err == nil {
			s.mu.Lock()
			s.keys = m
			s.mu.Unlock()
			s.good, s.loaded = v, true
			s.setErr(nil)
			return nil
		}
		s.bad = v
	}
	s.setErr(err)
	return err
}

func (s *Store) lastErr() error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.keysErr
}

// setErr records the outcome of a read of keys.json and, once the Store
// is open, logs a change of it. reloadMu is held.
func (s *Store) setErr(err error) {
	s.mu.Lock()
	prev := s.keysErr
	s.keysErr = err
	n := s.keys
	s.mu.Unlock()
	if !s.opened {
		return
	}
	path := filepath.Join(s.dir, keysFile)
	switch {
	case err != nil && (prev == nil || prev.Error() != err.Error()):
		recs, _ := n.Records(context.Background())
		s.log.Error("keys file unreadable: still serving the last good key set; fix or restore the file",
			"path", path, "err", err, "keys", len(recs), "last_good", s.good.mod.UTC().Format(time.RFC3339))
	case err == nil && prev != nil:
		s.log.Info("keys file readable again", "path", path)
	}
}

// readMemory reads keys.json into a key index.
func readMemory(path string) (*apikey.Memory, error) {
	doc, err := readKeys(path)
	if err != nil {
		return nil, err
	}
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

// current returns the key index, reading keys.json first when due. When
// the file cannot be read it is the last good index; Check says why.
func (s *Store) current() *apikey.Memory {
	_ = s.reload(false)
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.keys
}

// ByHash implements apikey.Store, from the keys file as last read.
func (s *Store) ByHash(ctx context.Context, h apikey.Hash) (apikey.Record, error) {
	return s.current().ByHash(ctx, h)
}

// ByID implements apikey.Store.
func (s *Store) ByID(ctx context.Context, id string) (apikey.Record, error) {
	return s.current().ByID(ctx, id)
}

// Records implements apikey.Store.
func (s *Store) Records(ctx context.Context) ([]apikey.Record, error) {
	return s.current().Records(ctx)
}

// Account implements apikey.Store.
func (s *Store) Account(ctx context.Context, name string) (apikey.Account, error) {
	return s.current().Account(ctx, name)
}

// Accounts implements apikey.AccountLister: every account, sorted by name.
func (s *Store) Accounts(ctx context.Context) ([]apikey.Account, error) {
	return s.current().Accounts(ctx)
}

// Put writes records to keys.json, under the directory lock, on top of
// the file's latest content.
func (s *Store) Put(_ context.Context, rs ...apikey.Record) error {
	return s.update(func(doc *keysDoc) { putRecords(doc, rs) })
}

func putRecords(doc *keysDoc, rs []apikey.Record) {
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
}

// PutAccount writes an account to keys.json.
func (s *Store) PutAccount(_ context.Context, a apikey.Account) error {
	return s.update(func(doc *keysDoc) { putAccount(doc, a) })
}

// PutAccountAndKeys writes an account and records of its keys to
// keys.json in one step: an interrupted "ndval keys issue" leaves either
// both or neither, never an account without its key.
func (s *Store) PutAccountAndKeys(_ context.Context, a apikey.Account, rs ...apikey.Record) error {
	return s.update(func(doc *keysDoc) {
		putAccount(doc, a)
		putRecords(doc, rs)
	})
}

func putAccount(doc *keysDoc, a apikey.Account) {
	for i := range doc.Accounts {
		if doc.Accounts[i].Name == a.Name {
			doc.Accounts[i] = a
			return
		}
	}
	doc.Accounts = append(doc.Accounts, a)
}

// update applies change to the latest keys.json and writes it back
// atomically, holding the directory lock against other processes. It
// refuses to write over a file it cannot read.
func (s *Store) update(change func(*keysDoc)) error {
	unlock, err := lockWait(filepath.Join(s.dir, lockFile))
	if err != nil {
		return err
	}
	defer unlock()
	removeStale(s.dir, keysFile) // under the lock, no other writer is under way
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
