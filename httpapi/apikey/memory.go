package apikey

import (
	"context"
	"slices"
	"strings"
	"sync"
)

var (
	_ Store         = (*Memory)(nil)
	_ AccountLister = (*Memory)(nil)
)

// Memory is a Store and an AccountLister in process memory, for tests and
// embedding. Its zero value is ready to use.
type Memory struct {
	mu       sync.RWMutex
	byID     map[string]Record
	byHash   map[Hash]string
	accounts map[string]Account
}

// ByHash implements Store.
func (m *Memory) ByHash(_ context.Context, h Hash) (Record, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	id, ok := m.byHash[h]
	if !ok {
		return Record{}, ErrNotFound
	}
	return m.byID[id], nil
}

// ByID implements Store.
func (m *Memory) ByID(_ context.Context, id string) (Record, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	r, ok := m.byID[id]
	if !ok {
		return Record{}, ErrNotFound
	}
	return r, nil
}

// Put implements Store.
func (m *Memory) Put(_ context.Context, rs ...Record) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.byID == nil {
		m.byID = make(map[string]Record)
		m.byHash = make(map[Hash]string)
	}
	for _, r := range rs {
		m.byID[r.ID] = r
		m.byHash[r.Hash] = r.ID
	}
	return nil
}

// Records implements Store: every record, oldest first.
func (m *Memory) Records(context.Context) ([]Record, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	out := make([]Record, 0, len(m.byID))
	for _, r := range m.byID {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Record) int {
		if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out, nil
}

// Account implements Store.
func (m *Memory) Account(_ context.Context, name string) (Account, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	a, ok := m.accounts[name]
	if !ok {
		return Account{}, ErrNotFound
	}
	return a, nil
}

// PutAccount implements Store.
func (m *Memory) PutAccount(_ context.Context, a Account) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.accounts == nil {
		m.accounts = make(map[string]Account)
	}
	m.accounts[a.Name] = a
	return nil
}

// Accounts implements AccountLister: every account, sorted by name.
func (m *Memory) Accounts(context.Context) ([]Account, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	out := make([]Account, 0, len(m.accounts))
	for _, a := range m.accounts {
		out = append(out, a)
	}
	slices.SortFunc(out, func(a, b Account) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}
