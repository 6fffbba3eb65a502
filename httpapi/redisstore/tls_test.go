package redisstore

import (
	"crypto/tls"
	"crypto/x509"
	"os"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/apikey/apikeytest"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/quota/quotatest"
	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTLS: rediss:// verifies the server's certificate. A server whose
// certificate no root vouches for is refused; the same server works with
// its CA given to the client (New), or with skip_verify=true in the URL,
// a choice the operator writes down.
func TestTLS(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Redis server")
	}
	certFile, keyFile := redistest.SelfSigned(t, t.TempDir())
	srv := redistest.StartWith(t, redistest.Options{TLSCert: certFile, TLSKey: keyFile})

	_, err := Open(ctx, srv.URL(), "", Options{Timeout: patient.Timeout})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "certificate")

	opt := patientClient(t, srv.URL())
	pem, err := os.ReadFile(certFile)
	require.NoError(t, err)
	roots := x509.NewCertPool()
	require.True(t, roots.AppendCertsFromPEM(pem))
	opt.TLSConfig.RootCAs = roots
	s, err := New(ctx, redis.NewClient(opt), Options{Prefix: redistest.Prefix(t), Timeout: patient.Timeout})
	require.NoError(t, err, "verified against the CA the client was given")
	defer s.Close()
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 5, Period: quota.Day}}))
	d, err := s.Take(ctx, "acme", quota.Policy{Limit: 5, Period: quota.Day}, 5, time.Now())
	require.NoError(t, err)
	assert.True(t, d.Allowed)
	assert.GreaterOrEqual(t, opt.TLSConfig.MinVersion, uint16(tls.VersionTLS12))

	skip := open(t, srv.URL()+"?skip_verify=true", Options{Timeout: patient.Timeout})
	assert.True(t, skip.Up())
}

// TestCluster: the suites on a Redis Cluster (one node that holds every
// slot, through a cluster client): a script or transaction over keys of
// two slots would fail there with CROSSSLOT.
func TestCluster(t *testing.T) {
	t.Parallel() // it waits on its own Redis; the timing tests run alone
	if testing.Short() {
		t.Skip("starts a Redis server")
	}
	srv := redistest.StartWith(t, redistest.Options{Cluster: true})
	newStore := func() *Store {
		c := redis.NewClusterClient(&redis.ClusterOptions{Addrs: []string{srv.Addr}, ReadTimeout: patient.Timeout,
			WriteTimeout: patient.Timeout, DialTimeout: patient.Timeout, PoolTimeout: patient.Timeout})
		o := patient
		o.Prefix = redistest.Prefix(t)
		s, err := New(ctx, c, o)
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		return s
	}
	probe := srv.Client()
	defer probe.Close()
	err := probe.Eval(ctx, "return 1", []string{"nd:{a}:x", "nd:{b}:x"}).Err()
	require.ErrorContains(t, err, "CROSSSLOT", "the node enforces slots")

	t.Run("quota", func(t *testing.T) { quotatest.Run(t, func() quota.Store { return newStore() }) })
	t.Run("keys", func(t *testing.T) { apikeytest.Run(t, func() apikeytest.Store { return newStore() }) })
	t.Run("outage repaid", func(t *testing.T) {
		s := newStore()
		p := quota.Policy{Limit: 100, Period: quota.Month}
		now := time.Now()
		_, err := s.Take(ctx, "acme", p, 10, now)
		require.NoError(t, err)
		start, end := p.Period.Window(now)
		w := window{"acme", p.Period, start.Unix()}
		_, _, err = s.take(ctx, w, p.Limit, 3, now, end) // an answer lost
		require.NoError(t, err)
		s.ledger.unknown(w, end)
		_, err = s.fb.take("acme", p, 4, start, end)
		require.NoError(t, err)
		require.True(t, s.settle(ctx))
		_, ok := s.repay(ctx)
		require.True(t, ok, "settle and repay scripts keep to one slot")
		d, err := s.Peek(ctx, "acme", p, now)
		require.NoError(t, err)
		assert.Equal(t, int64(14), d.Used)
	})
}
