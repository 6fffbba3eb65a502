package httpapi

import (
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClientAddr(t *testing.T) {
	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("2001:db8::/32")}
	for _, tc := range []struct {
		name, remote   string
		xff            []string
		client, proxy  string
		trustedProxies []netip.Prefix
	}{
		{"direct", "192.0.2.7:5000", nil, "192.0.2.7", "", trusted},
		{"direct, X-Forwarded-For ignored", "192.0.2.7:5000", []string{"198.51.100.1"}, "192.0.2.7", "", trusted},
		{"no trusted proxies", "10.0.0.1:5000", []string{"198.51.100.1"}, "10.0.0.1", "", nil},
		{"one proxy", "10.0.0.1:5000", []string{"198.51.100.1"}, "198.51.100.1", "10.0.0.1", trusted},
		{"rightmost untrusted", "10.0.0.1:5000", []string{"203.0.113.9, 198.51.100.1, 10.1.2.3"}, "198.51.100.1", "10.0.0.1", trusted},
		{"spoofed left part", "10.0.0.1:5000", []string{"1.2.3.4", "198.51.100.1"}, "198.51.100.1", "10.0.0.1", trusted},
		{"headers read right to left", "10.0.0.1:5000", []string{"198.51.100.1", "10.9.9.9"}, "198.51.100.1", "10.0.0.1", trusted},
		{"with ports", "10.0.0.1:5000", []string{"[2001:db8::5]:443, 198.51.100.1:1234"}, "198.51.100.1", "10.0.0.1", trusted},
		{"IPv6 proxy chain", "[2001:db8::1]:5000", []string{"2001:db8:1::9, 2001:db8::2"}, "2001:db8:1::9", "2001:db8::1", []netip.Prefix{netip.MustParsePrefix("2001:db8::/48")}},
		{"garbage stops the walk", "10.0.0.1:5000", []string{"198.51.100.1, nd_secret, 10.1.1.1"}, "10.1.1.1", "10.0.0.1", trusted},
		{"all trusted", "10.0.0.1:5000", []string{"10.2.2.2, 10.3.3.3"}, "10.2.2.2", "10.0.0.1", trusted},
		{"empty header", "10.0.0.1:5000", []string{""}, "10.0.0.1", "10.0.0.1", trusted},
		{"IPv4-mapped peer", "[::ffff:10.0.0.1]:5000", []string{"198.51.100.1"}, "198.51.100.1", "10.0.0.1", trusted},
		{"no TCP peer", "pipe", nil, "", "", trusted},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tc.remote
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			client, proxy := clientAddr(r, tc.trustedProxies)
			if tc.client == "" {
				assert.False(t, client.IsValid())
			} else {
				assert.Equal(t, tc.client, client.String())
			}
			if tc.proxy == "" {
				assert.False(t, proxy.IsValid())
			} else {
				assert.Equal(t, tc.proxy, proxy.String())
			}
		})
	}
}

func TestAccessLogClient(t *testing.T) {
	f := newFixture(t, 10, func(c *Config) {
		c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}
	})
	send := func(remote, xff, key string) {
		req := httptest.NewRequest("POST", "/v1/validate/tax-ids", strings.NewReader(oneItem))
		req.RemoteAddr = remote
		if xff != "" {
			req.Header.Set("X-Forwarded-For", xff)
		}
		req.Header.Set("X-API-Key", key)
		req.Header.Set("Content-Type", "application/json")
		f.h.ServeHTTP(httptest.NewRecorder(), req)
	}
	wrong := f.key[:10] + string(f.key[10]^1) + f.key[11:]
	send("192.0.2.7:5000", "198.51.100.1", wrong)
	send("10.0.0.1:5000", "203.0.113.5, 198.51.100.1", f.key)
	lines := strings.Split(strings.TrimSpace(f.logs.String()), "\n")
	assert.Len(t, lines, 2)
	// A failed key attempt can be traced to its client...
	assert.Contains(t, lines[0], `"status":401`)
	assert.Contains(t, lines[0], `"client_ip":"192.0.2.7"`)
	assert.NotContains(t, lines[0], "proxy_ip")
	assert.Contains(t, lines[0], `"bytes_in":0`, "the body of a refused request is not read")
	// ...and through a trusted proxy.
	assert.Contains(t, lines[1], `"status":200`)
	assert.Contains(t, lines[1], `"client_ip":"198.51.100.1"`)
	assert.Contains(t, lines[1], `"proxy_ip":"10.0.0.1"`)
	assert.Contains(t, lines[1], `"bytes_in":`+strconv.Itoa(len(oneItem)))
	// Keys and values are never logged.
	for _, secret := range []string{f.key[3:], wrong[3:], "20123456786"} {
		assert.NotContains(t, f.logs.String(), secret)
	}
}
