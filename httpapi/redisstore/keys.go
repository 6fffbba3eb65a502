package redisstore

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/redis/go-redis/v9"
)

// pointer is the value of Pkey:<sha256>: where the key's record is.
type pointer struct {
	Account string `json:"account"`
	ID      string `json:"id"`
}

// ByHash implements apikey.Store. A serving Store answers from its cache
// when the record is fresh, and while Redis is unreachable from a record
// it read within StaleFor; a key it has not cached is then refused with
// an error wrapping ErrUnavailable (the server answers 503, not 401).
func (s *Store) ByHash(ctx context.Context, h apikey.Hash) (apikey.Record, error) {
	return lookup(ctx, s, "key",
		func(degraded bool) (apikey.Record, bool) { return s.cache.record(h, degraded) },
		func(ctx context.Context) (apikey.Record, error) { return s.readByHash(ctx, h) },
		func(gen uint64, r apikey.Record) { s.cache.putRecord(gen, h, r) })
}

// lookup is the read path of ByHash and Account: the cache when fresh;
// while Redis is unreachable, the cache up to StaleFor or else an error
// wrapping ErrUnavailable; otherwise Redis, within Timeout (bounded), whose
// answer is cached. An admin Store always reads Redis.
func lookup[T any](ctx context.Context, s *Store, what string, cached func(degraded bool) (T, bool),
	read func(context.Context) (T, error), put func(gen uint64, v T)) (T, error) {
	if s.o.Admin {
		return read(ctx)
	}
	if v, ok := cached(false); ok {
		return v, nil
	}
	stale := func() (T, error) {
		v, ok := cached(true)
		if !ok {
			return v, fmt.Errorf("%w: this %s was not read recently and cannot be checked", ErrUnavailable, what)
		}
		return v, nil
	}
	if s.down.Load() {
		return stale()
	}
	gen := s.cache.generation()
	octx, cancel := s.op(ctx)
	defer cancel()
	v, err := bounded(octx, read)
	switch {
	case errors.Is(err, apikey.ErrNotFound):
		return v, err
	case err != nil:
		s.fail(ctx, what+" lookup", err)
		if ctx.Err() != nil {
			return v, err
		}
		return stale()
	}
	s.answered()
	put(gen, v)
	return v, nil
}

// readByHash reads a record through its pointer: two round trips, once
// per key per KeyCacheTTL.
func (s *Store) readByHash(ctx context.Context, h apikey.Hash) (apikey.Record, error) {
	b, err := s.get(ctx, s.hashKey(h))
	if err != nil {
		return apikey.Record{}, err
	}
	var p pointer
	if err := json.Unmarshal(b, &p); err != nil {
		return apikey.Record{}, fmt.Errorf("redisstore: key pointer: %w", err)
	}
	return s.readRecord(ctx, p.Account, p.ID)
}

// get reads a string within Timeout; a missing key is apikey.ErrNotFound.
func (s *Store) get(ctx context.Context, key string) ([]byte, error) {
	octx, cancel := s.op(ctx)
	defer cancel()
	b, err := s.c.Get(octx, key).Bytes()
	return b, notFound(err)
}

func (s *Store) readRecord(ctx context.Context, account, id string) (apikey.Record, error) {
	octx, cancel := s.op(ctx)
	defer cancel()
	b, err := s.c.HGet(octx, s.keysKey(account), id).Bytes()
	if err != nil {
		return apikey.Record{}, notFound(err)
	}
	var r apikey.Record
	if err := json.Unmarshal(b, &r); err != nil {
		return apikey.Record{}, fmt.Errorf("redisstore: key record %s: %w", id, err)
	}
	return r, nil
}

// notFound turns redis.Nil into apikey.ErrNotFound.
func notFound(err error) error {
	if errors.Is(err, redis.Nil) {
		return apikey.ErrNotFound
	}
	return err
}

// ByID implements apikey.Store. It always reads Redis.
func (s *Store) ByID(ctx context.Context, id string) (apikey.Record, error) {
	account, err := s.get(ctx, s.idKey(id))
	if err != nil {
		return apikey.Record{}, err
	}
	return s.readRecord(ctx, string(account), id)
}

// Put implements apikey.Store. It writes the pointers first, then the
// records of each account in one transaction, then tells every Store:
// a failure leaves at most pointers to records that do not exist, which
// read as unknown keys. Records of one account are written all or none.
func (s *Store) Put(ctx context.Context, rs ...apikey.Record) error {
	octx, cancel := s.op(ctx)
	defer cancel()
	byAccount := map[string][]any{}
	_, err := s.c.Pipelined(octx, func(p redis.Pipeliner) error {
		for _, r := range rs {
			b, err := json.Marshal(pointer{Account: r.Account, ID: r.ID})
			if err != nil {
				return err
			}
			rb, err := json.Marshal(r)
			if err != nil {
				return err
			}
			p.Set(octx, s.hashKey(r.Hash), b, 0)
			p.Set(octx, s.idKey(r.ID), r.Account, 0)
			p.SAdd(octx, s.ownersKey(), r.Account)
			byAccount[r.Account] = append(byAccount[r.Account], r.ID, rb)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for account, fields := range byAccount {
		_, err := s.c.TxPipelined(octx, func(p redis.Pipeliner) error {
			p.HSet(octx, s.keysKey(account), fields...)
			return nil
		})
		if err != nil {
			return err
		}
	}
	ids := make([]string, len(rs))
	for i, r := range rs {
		ids[i] = r.ID
	}
	return s.publish(octx, "keys "+strings.Join(ids, " "))
}

// Records implements apikey.Store: every record, oldest first.
func (s *Store) Records(ctx context.Context) ([]apikey.Record, error) {
	octx, cancel := s.op(ctx)
	defer cancel()
	owners, err := s.c.SMembers(octx, s.ownersKey()).Result()
	if err != nil {
		return nil, err
	}
	cmds := make([]*redis.MapStringStringCmd, len(owners))
	if _, err := s.c.Pipelined(octx, func(p redis.Pipeliner) error {
		for i, a := range owners {
			cmds[i] = p.HGetAll(octx, s.keysKey(a))
		}
		return nil
	}); err != nil {
		return nil, err
	}
	var out []apikey.Record
	for _, c := range cmds {
		for id, v := range c.Val() {
			var r apikey.Record
			if err := json.Unmarshal([]byte(v), &r); err != nil {
				return nil, fmt.Errorf("redisstore: key record %s: %w", id, err)
			}
			out = append(out, r)
		}
	}
	slices.SortFunc(out, func(a, b apikey.Record) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), strings.Compare(a.ID, b.ID))
	})
	return out, nil
}

// Account implements apikey.Store, from the cache like ByHash.
func (s *Store) Account(ctx context.Context, name string) (apikey.Account, error) {
	return lookup(ctx, s, "account",
		func(degraded bool) (apikey.Account, bool) { return s.cache.account(name, degraded) },
		func(ctx context.Context) (apikey.Account, error) { return s.readAccount(ctx, name) },
		s.cache.putAccount)
}

func (s *Store) readAccount(ctx context.Context, name string) (apikey.Account, error) {
	b, err := s.get(ctx, s.accountKey(name))
	if err != nil {
		return apikey.Account{}, err
	}
	var a apikey.Account
	if err := json.Unmarshal(b, &a); err != nil {
		return apikey.Account{}, fmt.Errorf("redisstore: account: %w", err)
	}
	return a, nil
}

// PutAccount implements apikey.Store.
func (s *Store) PutAccount(ctx context.Context, a apikey.Account) error {
	b, err := json.Marshal(a)
	if err != nil {
		return err
	}
	octx, cancel := s.op(ctx)
	defer cancel()
	if _, err := s.c.Pipelined(octx, func(p redis.Pipeliner) error {
		p.Set(octx, s.accountKey(a.Name), b, 0)
		p.SAdd(octx, s.accountsKey(), a.Name)
		return nil
	}); err != nil {
		return err
	}
	return s.publish(octx, "account "+a.Name)
}

// Accounts implements apikey.AccountLister: every account, sorted by name.
func (s *Store) Accounts(ctx context.Context) ([]apikey.Account, error) {
	octx, cancel := s.op(ctx)
	defer cancel()
	names, err := s.c.SMembers(octx, s.accountsKey()).Result()
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	cmds := make([]*redis.StringCmd, len(names))
	if _, err := s.c.Pipelined(octx, func(p redis.Pipeliner) error {
		for i, n := range names {
			cmds[i] = p.Get(octx, s.accountKey(n))
		}
		return nil
	}); err != nil && !errors.Is(err, redis.Nil) {
		return nil, err
	}
	out := make([]apikey.Account, 0, len(names))
	for _, c := range cmds {
		b, err := c.Bytes()
		if errors.Is(err, redis.Nil) {
			continue
		}
		var a apikey.Account
		if err == nil {
			err = json.Unmarshal(b, &a)
		}
		if err != nil {
			return nil, fmt.Errorf("redisstore: account: %w", err)
		}
		out = append(out, a)
	}
	return out, nil
}
