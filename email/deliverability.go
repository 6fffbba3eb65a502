package email

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"time"
)

// DefaultTimeout bounds the DNS look-ups of one address when
// Validator.Timeout is zero.
const DefaultTimeout = 5 * time.Second

// Resolver is what the deliverability check needs from a DNS resolver.
// *net.Resolver satisfies it; tests pass a fake.
type Resolver interface {
	// LookupMX returns the MX records of name, as net.Resolver does.
	LookupMX(ctx context.Context, name string) ([]*net.MX, error)
	// LookupHost returns the A and AAAA addresses of host, as
	// net.Resolver does.
	LookupHost(ctx context.Context, host string) (addrs []string, err error)
}

// ValidateContext validates value like Validate and then, when
// v.CheckDeliverability is set and the address is valid, checks in the
// DNS that its domain receives mail, as python-email-validator does:
//
//   - MX records that are all null (a single "." host, RFC 7505) mean the
//     domain refuses mail: ReasonUndeliverable;
//   - any other MX record means the domain receives mail;
//   - no MX record (the name does not exist, or has no MX) falls back to the
//     implicit MX of RFC 5321 5.1, the domain's own A or AAAA addresses:
//     a globally routable one makes the address deliverable with
//     WarnImplicitMX, none makes it undeliverable;
//   - any other failure (timeout, SERVFAIL, no network, ctx done) proves
//     nothing: the result keeps its verdict and gets
//     WarnDeliverabilityUnknown.
//
// Domain literals are not looked up. The look-ups of one address share
// v.Timeout (DefaultTimeout when zero) and stop when ctx is done. The check
// uses v.Resolver, or net.DefaultResolver when it is nil.
func (v Validator) ValidateContext(ctx context.Context, value string) Result {
	var r Result
	v.validate(&r, value)
	if !r.Valid || !v.CheckDeliverability || r.Domain == "" || r.Domain[0] == '[' {
		return r
	}
	res := v.Resolver
	if res == nil {
		res = net.DefaultResolver
	}
	timeout := v.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()

	switch deliverable(ctx, res, r.ASCIIDomain+".") {
	case verdictUndeliverable:
		r.Valid = false
		r.Reason = ReasonUndeliverable // warnings stay: a typo may well be why
	case verdictImplicitMX:
		r.Warnings |= WarnImplicitMX
	case verdictUnknown:
		r.Warnings |= WarnDeliverabilityUnknown
	}
	return r
}

type verdict int

const (
	verdictMX verdict = iota
	verdictImplicitMX
	verdictUndeliverable
	verdictUnknown
)

// deliverable looks up the fully qualified name fqdn.
func deliverable(ctx context.Context, res Resolver, fqdn string) verdict {
	mxs, err := res.LookupMX(ctx, fqdn)
	if len(mxs) > 0 {
		// net.Resolver may return the valid records with an error about
		// malformed ones; the valid ones decide.
		for _, mx := range mxs {
			if mx != nil && mx.Host != "." && mx.Host != "" {
				return verdictMX
			}
		}
		return verdictUndeliverable // null MX
	}
	if err != nil && !notFound(err) {
		return verdictUnknown
	}
	addrs, err := res.LookupHost(ctx, fqdn)
	if err != nil {
		if notFound(err) {
			return verdictUndeliverable
		}
		return verdictUnknown
	}
	for _, a := range addrs {
		if ip, err := netip.ParseAddr(a); err == nil && routable(ip) {
			return verdictImplicitMX
		}
	}
	return verdictUndeliverable
}

// notFound reports whether err says the name has no such record, as
// opposed to a failure to find out.
func notFound(err error) bool {
	var dnsErr *net.DNSError
	return errors.As(err, &dnsErr) && dnsErr.IsNotFound
}

// routable reports whether ip could be a public mail server's address:
// not loopback, private, link-local, multicast or unspecified.
func routable(ip netip.Addr) bool {
	ip = ip.Unmap()
	return ip.IsGlobalUnicast() && !ip.IsPrivate()
}
