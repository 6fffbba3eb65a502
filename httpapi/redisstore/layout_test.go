package redisstore

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHashTags(t *testing.T) {
	s := &Store{o: Options{Prefix: "nd:"}}
	assert.Equal(t, "nd:{acme}", s.tag("acme"))
	assert.Equal(t, "nd:{a%7Db%3Ac%20d%25}", s.tag("a}b:c d%"), "no name closes the tag or forges another's keys")
	assert.Equal(t, "nd:{%C3%B1and%C3%BA}", s.tag("ñandú"))
	assert.NotEqual(t, s.tag("a:b"), s.tag("a%3Ab"))

	start := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	tag := regexp.MustCompile(`\{[^}]*\}`)
	keys := []string{s.accountKey("acme"), s.keysKey("acme"), s.tokenKey("acme", "t"),
		s.counterKey("acme", quota.Month, start), s.counterKey("acme", quota.Day, start), s.counterKey("acme", quota.Hour, start)}
	for _, k := range keys {
		assert.Equal(t, "{acme}", tag.FindString(k), k)
	}
	assert.Equal(t, "nd:{acme}:q:month:2026-11", keys[3])
	assert.Equal(t, "nd:{acme}:q:day:2026-11-01", keys[4])
	assert.Equal(t, "nd:{acme}:q:hour:2026-11-01T00", keys[5])
}

// TestNothingSecretInRedis: keys live in Redis as SHA-256 only, under the
// documented layout.
func TestNothingSecretInRedis(t *testing.T) {
	m := miniredis.RunT(t)
	s := open(t, "redis://"+m.Addr()+"/0", Options{Prefix: "nd:", Timeout: patient.Timeout})
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 10, Period: quota.Month}}))
	k, rec, err := apikey.Manager{Store: s}.Issue(ctx, "acme", "prod")
	require.NoError(t, err)
	_, err = s.Take(ctx, "acme", quota.Policy{Limit: 10, Period: quota.Month}, 2, time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC))
	require.NoError(t, err)

	h := k.Hash()
	hexHash, _ := h.MarshalText()
	assert.ElementsMatch(t, []string{
		"nd:{acme}:account", "nd:{acme}:keys", "nd:key:" + string(hexHash), "nd:id:" + rec.ID,
		"nd:accounts", "nd:owners", "nd:{acme}:q:month:2026-11", "nd:{acme}:q:month:2026-11:by",
	}, m.Keys())
	for _, key := range m.Keys() {
		assert.NotContains(t, key, k.Secret())
		if v, err := m.Get(key); err == nil {
			assert.NotContains(t, v, k.Secret()[3:], key)
		}
	}
	assert.NotContains(t, m.HGet("nd:{acme}:keys", rec.ID), k.Secret()[3:])
	assert.Contains(t, m.HGet("nd:{acme}:keys", rec.ID), string(hexHash))
}

// FuzzTag: every account name makes a tag with one { and one }, at the
// start and the end, from which the name comes back unchanged, so that
// no two accounts share keys and no name breaks the Cluster hash tag.
func FuzzTag(f *testing.F) {
	for _, s := range []string{"acme", "", "a}b", "{x}", "ñandú", "a:b", "100%", "a%3Ab"} {
		f.Add(s)
	}
	s := &Store{o: Options{Prefix: "nd:"}}
	f.Fuzz(func(t *testing.T, account string) {
		tag := s.tag(account)
		require.True(t, strings.HasPrefix(tag, "nd:{") && strings.HasSuffix(tag, "}"), tag)
		inner := tag[len("nd:{") : len(tag)-1]
		require.False(t, strings.ContainsAny(inner, "{}: "), tag)
		back, err := url.PathUnescape(inner)
		require.NoError(t, err)
		require.Equal(t, account, back)
	})
}
