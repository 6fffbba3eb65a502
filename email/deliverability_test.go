package email

import (
	"context"
	"errors"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
)

// fakeResolver answers from fixed tables, like a DNS zone, and records the
// names it was asked about. A name in neither table does not exist.
type fakeResolver struct {
	mx    map[string][]*net.MX
	hosts map[string][]string
	err   map[string]error // returned for the name by both look-ups
	delay time.Duration    // each look-up waits this long or until ctx is done

	mu    sync.Mutex
	asked []string
}

func (f *fakeResolver) wait(ctx context.Context, name string) error {
	f.mu.Lock()
	f.asked = append(f.asked, name)
	f.mu.Unlock()
	if f.delay > 0 {
		select {
		case <-time.After(f.delay):
		case <-ctx.Done():
			return &net.DNSError{Err: ctx.Err().Error(), Name: name, IsTimeout: true}
		}
	}
	if err := f.err[name]; err != nil {
		return err
	}
	return nil
}

func (f *fakeResolver) LookupMX(ctx context.Context, name string) ([]*net.MX, error) {
	if err := f.wait(ctx, name); err != nil {
		return nil, err
	}
	if mx, ok := f.mx[name]; ok {
		return mx, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: name, IsNotFound: true}
}

func (f *fakeResolver) LookupHost(ctx context.Context, host string) ([]string, error) {
	if err := f.wait(ctx, host); err != nil {
		return nil, err
	}
	if addrs, ok := f.hosts[host]; ok {
		return addrs, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}

// zone is a fake DNS with the cases the check distinguishes. The records
// are made up (documentation addresses, RFC 5737 and RFC 3849).
func zone() *fakeResolver {
	return &fakeResolver{
		mx: map[string][]*net.MX{
			"gmail.com.":        {{Host: "gmail-smtp-in.l.google.com.", Pref: 5}},
			"xn--bcher-kva.de.": {{Host: "mx.xn--bcher-kva.de.", Pref: 10}},
			"nullmx.com.br.":    {{Host: ".", Pref: 0}},
			"mixed.com.mx.":     {{Host: ".", Pref: 0}, {Host: "mx.mixed.com.mx.", Pref: 10}},
			"gmial.com.":        {{Host: ".", Pref: 0}},
			"empty-mx.com.ar.":  {},
			"example.com.":      {{Host: ".", Pref: 0}}, // as IANA publishes it
		},
		hosts: map[string][]string{
			"aonly.com.ar.":    {"192.0.2.10", "203.0.113.7"},
			"aaaaonly.com.co.": {"2001:db8::25"},
			"private.com.pe.":  {"10.0.0.25", "127.0.0.1", "::1", "fe80::1"},
			"public.com.pe.":   {"10.0.0.25", "8.8.8.8"},
			"empty-mx.com.ar.": {"192.0.2.25"},
		},
		err: map[string]error{
			"servfail.com.mx.": &net.DNSError{Err: "server misbehaving", Name: "servfail.com.mx.", IsTemporary: true},
			"weird.com.mx.":    errors.New("some resolver failure"),
		},
	}
}

func TestValidateContextDeliverability(t *testing.T) {
	for _, tc := range []struct {
		in       string
		valid    bool
		reason   ndval.Reason
		warnings Warnings
	}{
		{"ana@gmail.com", true, "", WarnFreeProvider},
		{"ana@bücher.de", true, "", 0}, // looked up by its ASCII name
		{"ana@nullmx.com.br", false, ReasonUndeliverable, 0},
		{"ana@mixed.com.mx", true, "", 0},
		{"ana@empty-mx.com.ar", true, "", WarnImplicitMX}, // an MX answer with no records
		{"ana@aonly.com.ar", true, "", WarnImplicitMX},
		{"ana@aaaaonly.com.co", true, "", WarnImplicitMX},
		{"ana@private.com.pe", false, ReasonUndeliverable, 0},
		{"ana@public.com.pe", true, "", WarnImplicitMX},
		{"ana@nxdomain.com.uy", false, ReasonUndeliverable, 0},
		{"ana@servfail.com.mx", true, "", WarnDeliverabilityUnknown},
		{"ana@weird.com.mx", true, "", WarnDeliverabilityUnknown},
		{"ventas@gmial.com", false, ReasonUndeliverable, WarnLikelyTypo | WarnRoleAccount},
		{"ana@gmail..com", false, ReasonInvalidDomain, WarnLikelyTypo}, // no look-up
		{"ana@example.com", false, ReasonUndeliverable, WarnReservedDomain},
		{"ana@mail.example.org", false, ReasonUndeliverable, WarnReservedDomain}, // no record at all
	} {
		t.Run(tc.in, func(t *testing.T) {
			res := zone()
			v := Validator{CheckDeliverability: true, Resolver: res}
			r := v.ValidateContext(context.Background(), tc.in)
			assert.Equal(t, tc.valid, r.Valid)
			assert.Equal(t, tc.reason, r.Reason)
			assert.Equal(t, tc.warnings, r.Warnings)
			if tc.reason == ReasonUndeliverable {
				assert.NotEmpty(t, r.Normalized, "an undeliverable address is well-formed")
				assert.ErrorIs(t, r.Err(), ReasonUndeliverable)
			}
			if tc.reason != ReasonInvalidDomain {
				require.NotEmpty(t, res.asked)
				assert.Equal(t, r.ASCIIDomain+".", res.asked[0], "the look-up is of the fully qualified ASCII name")
			} else {
				assert.Empty(t, res.asked)
			}
		})
	}
}

func TestValidateContextNoLookup(t *testing.T) {
	res := zone()
	// The check is off by default.
	r := Validator{Resolver: res}.ValidateContext(context.Background(), "ana@nxdomain.com.uy")
	assert.True(t, r.Valid)
	// Invalid addresses and domain literals are not looked up.
	v := Validator{CheckDeliverability: true, Resolver: res, AllowDomainLiteral: true}
	assert.False(t, v.ValidateContext(context.Background(), "ana@").Valid)
	assert.True(t, v.ValidateContext(context.Background(), "ana@[192.0.2.1]").Valid)
	assert.False(t, v.ValidateContext(context.Background(), "ana@empresa.test").Valid)
	assert.Empty(t, res.asked)
}

func TestValidateContextTimeout(t *testing.T) {
	res := zone()
	res.delay = time.Minute
	v := Validator{CheckDeliverability: true, Resolver: res, Timeout: 20 * time.Millisecond}
	start := time.Now()
	r := v.ValidateContext(context.Background(), "ana@gmail.com")
	assert.Less(t, time.Since(start), 10*time.Second)
	assert.True(t, r.Valid)
	assert.Equal(t, WarnFreeProvider|WarnDeliverabilityUnknown, r.Warnings)

	// A context that is already done proves nothing either.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	v.Timeout = 0 // DefaultTimeout
	r = v.ValidateContext(ctx, "ana@gmail.com")
	assert.True(t, r.Valid)
	assert.True(t, r.Warnings.Has(WarnDeliverabilityUnknown))
}

// TestNetResolverSatisfiesResolver makes sure the standard resolver fits,
// without any look-up (the test machine has no network).
func TestNetResolverSatisfiesResolver(t *testing.T) {
	var _ Resolver = net.DefaultResolver
	var _ Resolver = &net.Resolver{}
}

func TestDeliverableMalformedRecords(t *testing.T) {
	// net.Resolver returns the valid records and an error about the others.
	res := &partialResolver{}
	assert.Equal(t, verdictMX, deliverable(context.Background(), res, "empresa.com.ar."))
}

type partialResolver struct{}

func (partialResolver) LookupMX(context.Context, string) ([]*net.MX, error) {
	return []*net.MX{nil, {Host: "mx.empresa.com.ar.", Pref: 10}}, &net.DNSError{Err: "DNS response contained records which contain invalid names"}
}

func (partialResolver) LookupHost(context.Context, string) ([]string, error) { return nil, nil }
