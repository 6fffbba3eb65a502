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

	"github.com/ndval/ndval/httpapi/quota"
)

// usageDoc is the layout of usage.json.
type usageDoc struct {
	Version  int                      `json:"version"`
	Counters map[string]quota.Counter `json:"counters"`
}

var (
	errAdminTake = errors.New("localstore: an admin Store does not count usage; the server's Store does")
	errClosed    = errors.New("localstore: Store closed")
)

// readUsage loads usage.json, when there is one.
func (s *Store) readUsage() error {
	path := filepath.Join(s.dir, usageFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var u usageDoc
	if err := json.Unmarshal(b, &u); err != nil {
		return fmt.Errorf("localstore: %s: %w", usageFile, err)
	}
	s.quota.Restore(u.Counters)
	if fi, err := os.Stat(path); err == nil {
		s.usageAt = fi.ModTime()
	}
	return nil
}

// Take implements quota.Store: it counts usage in memory, and Flush
// persists it. An admin Store refuses it.
func (s *Store) Take(ctx context.Context, account string, p quota.Policy, cost int64, now time.Time) (quota.Decision, error) {
	if s.admin {
		return quota.Decision{}, errAdminTake
	}
	d, err := s.quota.Take(ctx, account, p, cost, now)
	if err == nil && d.Allowed && cost > 0 {
		s.dirty.Store(true) // after the count, so a Flush that clears it sees the count
	}
	return d, err
}

// Peek implements quota.Store: the account's usage without taking any.
// For an admin Store it is the usage in usage.json when it was opened.
func (s *Store) Peek(ctx context.Context, account string, p quota.Policy, now time.Time) (quota.Decision, error) {
	return s.quota.Peek(ctx, account, p, now)
}

// UsageWritten returns when usage.json was last written as far as this
// Store knows: its modification time when the Store was opened, or the
// time of the Store's last Flush that wrote it. It is zero when there is
// no usage.json.
func (s *Store) UsageWritten() time.Time {
	s.flushMu.Lock()
	defer s.flushMu.Unlock()
	return s.usageAt
}

// Flush writes the quota counters to usage.json when they changed.
func (s *Store) Flush() error {
	s.flushMu.Lock()
	defer s.flushMu.Unlock()
	if !s.dirty.Swap(false) {
		return nil
	}
	if s.closed {
		s.dirty.Store(true)
		return errClosed
	}
	b, err := json.MarshalIndent(usageDoc{Version: 1, Counters: s.quota.Snapshot()}, "", "  ")
	if err == nil {
		err = writeAtomic(filepath.Join(s.dir, usageFile), b)
	}
	if err != nil {
		s.dirty.Store(true)
		return err
	}
	s.usageAt = time.Now()
	return nil
}
