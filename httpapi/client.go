package httpapi

import (
	"net/http"
	"net/netip"
	"strings"
)

// clientAddr returns the address of the client of r, for the access log,
// and the peer's when that is a trusted proxy that forwarded the request
// (else the zero Addr). The client is the peer (RemoteAddr), unless the
// peer is in trusted: then X-Forwarded-For is read from the right, past
// the trusted proxies, and the client is the first address that is not
// one. An entry that is not an IP address ends the walk: the client is
// then the last trusted hop, which is the best that can be proved. The
// result is always an address the server parsed, never a header's text.
func clientAddr(r *http.Request, trusted []netip.Prefix) (client, proxy netip.Addr) {
	peer, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return netip.Addr{}, netip.Addr{} // not a TCP peer (a test or a unix socket)
	}
	client = peer.Addr().Unmap()
	if !isTrusted(client, trusted) {
		return client, netip.Addr{}
	}
	proxy = client
	values := r.Header.Values("X-Forwarded-For")
	for i := len(values) - 1; i >= 0; i-- {
		list := values[i]
		for list != "" {
			var entry string
			if j := strings.LastIndexByte(list, ','); j >= 0 {
				list, entry = list[:j], list[j+1:]
			} else {
				list, entry = "", list
			}
			a, ok := parseForwarded(strings.TrimSpace(entry))
			if !ok {
				return client, proxy
			}
			client = a
			if !isTrusted(a, trusted) {
				return client, proxy
			}
		}
	}
	return client, proxy
}

// parseForwarded reads one X-Forwarded-For entry: an IP address, possibly
// with a port ("192.0.2.1:1234", "[2001:db8::1]:1234").
func parseForwarded(s string) (netip.Addr, bool) {
	if a, err := netip.ParseAddr(s); err == nil {
		return a.Unmap(), true
	}
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap(), true
	}
	return netip.Addr{}, false
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
