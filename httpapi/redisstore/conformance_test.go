package redisstore

import (
	"testing"

	"github.com/ndval/ndval/httpapi/apikey/apikeytest"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/quota/quotatest"
	"github.com/ndval/ndval/httpapi/redisstore/redistest"
)

// The conformance suites, on miniredis (fast, in process) and on the real
// redis-server CI starts; each store has a prefix of its own.
func TestConformance(t *testing.T) {
	t.Parallel() // it waits on its own Redis; the timing tests run alone
	for _, target := range []struct {
		name string
		url  func(t *testing.T) string
	}{
		{"miniredis", miniURL},
		{"redis-server", func(t *testing.T) string { return redistest.URL(t) }},
	} {
		t.Run(target.name, func(t *testing.T) {
			url := target.url(t)
			t.Run("quota", func(t *testing.T) {
				quotatest.Run(t, func() quota.Store { return open(t, url, patient) })
			})
			t.Run("keys", func(t *testing.T) {
				apikeytest.Run(t, func() apikeytest.Store { return open(t, url, patient) })
			})
			t.Run("keys, admin store", func(t *testing.T) {
				admin := patient
				admin.Admin = true
				apikeytest.Run(t, func() apikeytest.Store { return open(t, url, admin) })
			})
		})
	}
}
