package httpapi

import (
	"net/netip"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestConfigDefaults(t *testing.T) {
	c := Config{}.withDefaults()
	slots := 4 * runtime.GOMAXPROCS(0)
	assert.Equal(t, Limits{MaxItems: 1000, MaxBytes: 1 << 20}, c.TaxIDs)
	assert.Equal(t, Limits{MaxItems: 500, MaxBytes: 2 << 20}, c.Records)
	assert.Equal(t, 256, c.MaxFieldChars)
	assert.Equal(t, 5*time.Second, c.BodyTimeout)
	assert.Equal(t, slots, c.MaxConcurrent)
	assert.Equal(t, slots/2, c.MaxConcurrentPerAccount)
	assert.Equal(t, 8*slots, c.QueueLength)
	assert.Equal(t, 20*time.Millisecond, c.QueueWait)
	assert.Empty(t, c.TrustedProxies)
	assert.Equal(t, "/problems/", c.ProblemBase)
	assert.NotNil(t, c.Now)
	assert.NotNil(t, c.Logger)

	c = Config{MaxConcurrent: 1}.withDefaults()
	assert.Equal(t, 1, c.MaxConcurrentPerAccount, "at least one slot per account")
	c = Config{MaxConcurrent: 4, MaxConcurrentPerAccount: 9, QueueLength: -1, QueueWait: -1}.withDefaults()
	assert.Equal(t, 4, c.MaxConcurrentPerAccount, "no more than the slots")
	assert.Equal(t, -1, c.QueueLength, "negative: no queue")
	assert.Equal(t, time.Duration(-1), c.QueueWait, "negative: no waiting")

	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}
	c = Config{TrustedProxies: trusted}.withDefaults()
	trusted[0] = netip.MustParsePrefix("0.0.0.0/0")
	assert.Equal(t, "10.0.0.0/8", c.TrustedProxies[0].String(), "the handler keeps its own copy")
}
