package redisstore

import (
	"os"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/stretchr/testify/require"
)

// BenchmarkTake measures one quota decision: in process memory, and on
// Redis (one script call, the round trip Redis adds to a request).
func BenchmarkTake(b *testing.B) {
	p := quota.Policy{Limit: 1 << 62, Period: quota.Month}
	now := time.Now()
	b.Run("memory", func(b *testing.B) {
		var m quota.Memory
		b.ReportAllocs()
		for b.Loop() {
			if _, err := m.Take(ctx, "acme", p, 1, now); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("redis-server", func(b *testing.B) {
		addr := os.Getenv(redistest.AddrEnv)
		if addr == "" {
			b.Skip(redistest.AddrEnv + " is not set")
		}
		s, err := Open(ctx, "redis://"+addr+"/0", "", Options{Prefix: redistest.Prefix(b), Timeout: time.Second})
		require.NoError(b, err)
		defer s.Close()
		b.ReportAllocs()
		for b.Loop() {
			if _, err := s.Take(ctx, "acme", p, 1, now); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkAuthenticateCached: a key found in the cache costs no round
// trip.
func BenchmarkAuthenticateCached(b *testing.B) {
	s, err := Open(ctx, "redis://"+startMini(b)+"/0", "", Options{KeyCacheTTL: time.Hour, Timeout: time.Second})
	require.NoError(b, err)
	defer s.Close()
	require.NoError(b, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 10, Period: quota.Month}}))
	m := apikey.Manager{Store: s}
	k, _, err := m.Issue(ctx, "acme", "prod")
	require.NoError(b, err)
	time.Sleep(50 * time.Millisecond) // the invalidations of the writes above come back
	_, err = m.Authenticate(ctx, k.Secret())
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Authenticate(ctx, k.Secret()); err != nil {
			b.Fatal(err)
		}
	}
}
