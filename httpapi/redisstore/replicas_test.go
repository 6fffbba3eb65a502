package redisstore

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/ndval/ndval/httpapi"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// batch returns a tax-ids request body of n items.
func batch(n int) string {
	items := make([]string, n)
	for i := range items {
		items[i] = fmt.Sprintf(`{"id":"%d","value":"30-54668997-9","country":"AR"}`, i)
	}
	return `{"items":[` + strings.Join(items, ",") + `]}`
}

// post sends a batch through h with key and returns the status.
func post(h http.Handler, key, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", "/v1/validate/tax-ids", strings.NewReader(body))
	req.Header.Set("X-API-Key", key)
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func handler(s *Store) http.Handler {
	return httpapi.New(httpapi.Config{Keys: s, Quota: s, MaxConcurrent: 128})
}

// TestTwoReplicas: two handlers on two Stores on one Redis, as two
// replicas behind a load balancer. Concurrent batches through both never
// exceed the account's quota in total, and a key revoked through one is
// refused by the other.
func TestTwoReplicas(t *testing.T) {
	for name, url := range map[string]func(*testing.T) string{"miniredis": miniURL, "redis-server": func(t *testing.T) string { return redistest.URL(t) }} {
		t.Run(name, func(t *testing.T) {
			u := url(t)
			o := patient
			o.Prefix = redistest.Prefix(t)
			a, b := open(t, u, o), open(t, u, o)
			require.NoError(t, a.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 1000, Period: quota.Month}}))
			k, rec, err := apikey.Manager{Store: a}.Issue(ctx, "acme", "prod")
			require.NoError(t, err)
			twoReplicasQuota(t, handler(a), handler(b), k.Secret())
			used, err := b.Peek(ctx, "acme", quota.Policy{Limit: 1000, Period: quota.Month}, time.Now())
			require.NoError(t, err)
			assert.Equal(t, int64(1000), used.Used, "Redis counted what was served, no more")
			twoReplicasRevoke(t, a, b, rec.ID, k.Secret())
		})
	}
}

func twoReplicasQuota(t *testing.T, ha, hb http.Handler, key string) {
	body := batch(10)
	got := redistest.Hammer(64, 3, func(i int) int {
		h := ha
		if i%2 == 1 {
			h = hb
		}
		return post(h, key, body).Code
	})
	assert.Equal(t, map[int]int{200: 100, 429: 64*3 - 100}, got, "exactly the quota, 100 batches of 10, through both replicas together")
}

func twoReplicasRevoke(t *testing.T, a, b *Store, id, key string) {
	ma, mb := apikey.Manager{Store: a}, apikey.Manager{Store: b}
	_, err := mb.Authenticate(ctx, key)
	require.NoError(t, err, "replica b has the key in its cache")
	start := time.Now()
	_, err = ma.Revoke(ctx, id)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		_, err := mb.Authenticate(ctx, key)
		return err != nil
	}, a.o.KeyCacheTTL, time.Millisecond, "refused by the other replica within KeyCacheTTL")
	took := time.Since(start)
	_, err = mb.Authenticate(ctx, key)
	assert.ErrorIs(t, err, apikey.ErrRevoked)
	assert.Less(t, took, time.Second, "pub/sub carries it at once, well before the cache expires")
	t.Logf("revocation through replica a refused by replica b after %s", took)
}

// TestOneRoundTripPerRequest: with the key and the account cached, a
// request costs Redis one command, the quota script.
func TestOneRoundTripPerRequest(t *testing.T) {
	m := miniredis.RunT(t)
	c := redis.NewClient(patientClient(t, "redis://"+m.Addr()+"/0"))
	seen := &counter{seen: map[string]int{}}
	c.AddHook(seen)
	s, err := New(ctx, c, Options{KeyCacheTTL: time.Minute, Timeout: patient.Timeout})
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 1000, Period: quota.Month}}))
	k, _, err := apikey.Manager{Store: s}.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	// Its own two writes come back as invalidations; once they are in,
	// the cache holds what the first request reads.
	require.Eventually(t, func() bool { return s.Stats().Invalidations >= 2 }, time.Second, time.Millisecond)
	h := handler(s)
	require.Equal(t, 200, post(h, k.Secret(), batch(1)).Code)
	first := seen.snapshot()
	t.Logf("first request (cold cache, script loaded): %v", first)
	for range 20 {
		require.Equal(t, 200, post(h, k.Secret(), batch(2)).Code)
	}
	assert.Equal(t, map[string]int{"evalsha": 20}, seen.snapshot())
}
