package redisstore

import (
	"crypto/tls"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClientOptions(t *testing.T) {
	o, err := ClientOptions("redis://cache.internal:6380/3", "from-env")
	require.NoError(t, err)
	assert.Equal(t, "cache.internal:6380", o.Addr)
	assert.Equal(t, 3, o.DB)
	assert.Equal(t, "from-env", o.Password, "the password from the environment when the URL has none")
	assert.Nil(t, o.TLSConfig)
	assert.Equal(t, DefaultDialTimeout, o.DialTimeout)
	assert.Equal(t, DefaultTimeout, o.ReadTimeout)
	assert.Equal(t, DefaultTimeout, o.WriteTimeout)
	assert.Equal(t, -1, o.MaxRetries, "never sent twice")
	assert.True(t, o.ContextTimeoutEnabled)

	o, err = ClientOptions("rediss://ndval:s3cret@cache.example.com:6380/0?read_timeout=250ms", "from-env")
	require.NoError(t, err)
	assert.Equal(t, "s3cret", o.Password, "the URL's password first")
	assert.Equal(t, "ndval", o.Username)
	assert.Equal(t, 250*time.Millisecond, o.ReadTimeout, "a timeout in the URL is kept")
	require.NotNil(t, o.TLSConfig, "rediss is TLS")
	assert.False(t, o.TLSConfig.InsecureSkipVerify, "with the certificate verified")
	assert.Equal(t, "cache.example.com", o.TLSConfig.ServerName)
	assert.GreaterOrEqual(t, o.TLSConfig.MinVersion, uint16(tls.VersionTLS12))

	for _, bad := range []string{"", "localhost:6379", "http://localhost:6379", "redis://", "redis://h:1/notanumber", "redis://h:1/0?nope=1"} {
		_, err := ClientOptions(bad, "")
		assert.Error(t, err, bad)
	}
	_, err = ClientOptions("redis://:hunter2@h:1/x", "")
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "hunter2", "errors never show the password")
}

func TestRedact(t *testing.T) {
	assert.Equal(t, "rediss://ndval:xxxxx@cache:6380/0", Redact("rediss://ndval:s3cret@cache:6380/0"))
	assert.Equal(t, "redis://127.0.0.1:6379/0", Redact("redis://127.0.0.1:6379/0"))
	assert.NotContains(t, Redact("redis://:p%40ss@h:1/0"), "p@ss")
}

func TestOptionsDefaults(t *testing.T) {
	o, err := Options{}.withDefaults()
	require.NoError(t, err)
	assert.Equal(t, Options{
		Prefix: DefaultPrefix, Timeout: DefaultTimeout, KeyCacheTTL: DefaultKeyCacheTTL, StaleFor: DefaultStaleFor,
		Replicas: DefaultReplicas, FailAfter: DefaultFailAfter, ProbeEvery: DefaultProbeEvery, Logger: o.Logger,
	}, o)
	o, err = Options{KeyCacheTTL: time.Hour, StaleFor: time.Minute}.withDefaults()
	require.NoError(t, err)
	assert.Equal(t, time.Hour, o.StaleFor, "stale is never shorter than fresh")
	_, err = Options{Prefix: "nd:{x}:"}.withDefaults()
	assert.Error(t, err)
}
