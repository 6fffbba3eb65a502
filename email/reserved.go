package email

import "strings"

// Reserved domains: the special-use names of RFC 2606 and RFC 6761 and
// their kin. The IANA Special-Use Domain Names registry holds the same
// names, except the reverse-mapping zones below arpa and ipv4only.arpa,
// covered by arpa.
//
// Two kinds are told apart:
//
//   - Names that cannot exist on the public Internet (isSpecialUse): no
//     public mailbox can have one, so they are invalid (reserved_domain)
//     unless Validator.AllowReservedDomains accepts them for a test
//     environment.
//   - example.com, example.net and example.org and their subdomains
//     (isDocumentation): documentation names (RFC 2606 3, RFC 6761 6.5)
//     that exist in the DNS, where IANA publishes a null MX (RFC 7505) for
//     the three, so no address there receives mail. RFC 6761 asks
//     applications not to treat them specially, and python-email-validator
//     accepts them: they are valid, with WarnReservedDomain, since in a
//     customer or supplier record they are placeholders. The deliverability
//     check finds them undeliverable.

// isSpecialUse reports whether the ASCII domain a is, or lies under, a
// name that cannot exist on the public Internet:
//
//   - arpa: infrastructure (RFC 3172), including home.arpa (RFC 8375);
//     rejected whole, as python-email-validator does.
//   - example: documentation (RFC 2606 2, RFC 6761 6.5), never delegated;
//     python-email-validator accepts it.
//   - invalid, localhost, test: RFC 2606 2, RFC 6761 6.2-6.4.
//   - local: multicast DNS (RFC 6762).
//   - onion: Tor (RFC 7686), which asks applications that do not implement
//     Tor to reject it.
//   - alt: non-DNS namespaces (RFC 9476).
//   - internal: private use (ICANN board resolution of 29 July 2024).
func isSpecialUse(a string) bool {
	return isSpecialTLD(a[strings.LastIndexByte(a, '.')+1:])
}

// isSpecialTLD reports whether tld, the last label of an ASCII domain, is
// one of the special-use names of isSpecialUse.
func isSpecialTLD(tld string) bool {
	switch tld {
	case "alt", "arpa", "example", "internal", "invalid", "local", "localhost", "onion", "test":
		return true
	}
	return false
}

// isDocumentation reports whether the ASCII domain a is example.com,
// example.net or example.org, or lies under one of them.
func isDocumentation(a string) bool {
	i := strings.LastIndexByte(a, '.')
	switch a[i+1:] {
	case "com", "net", "org":
	default:
		return false
	}
	if i < 0 {
		return false
	}
	rest := a[:i] // a without its ".tld"
	return rest == "example" || strings.HasSuffix(rest, ".example")
}
