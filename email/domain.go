package email

import (
	"net/netip"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/ndval/ndval"
)

// The domain: a host name (RFC 5321 4.1.2, RFC 1123 2.1) whose labels are
// letters, digits and hyphens, or an internationalized domain name (RFC
// 5890), mapped and validated with UTS #46 as python-email-validator does,
// or a domain literal (RFC 5321 4.1.3).

// parseHostname validates domain and sets p.domain (lower case, Unicode
// form) and p.asciiDomain (Punycode form). A lower-case ASCII domain with
// no Punycode label is used as it is, without allocating.
func (p *parsed) parseHostname(domain string) ndval.Reason {
	switch upper, puny, ok := scanHostname(domain); {
	case ok && !puny:
		if upper {
			domain = p.lowerDomain(domain)
		}
		p.domain, p.asciiDomain = domain, domain
		return checkName(domain)
	case !ok && isASCII(domain):
		return ReasonInvalidDomain
	}

	// Internationalized, or Punycode to check and decode. ASCII characters
	// must already be letters, digits, hyphens or dots (python's
	// ATEXT_HOSTNAME_INTL); the rest is left to UTS #46, which maps case,
	// width and the ideographic full stops (U+3002 ...) to '.'.
	for i := 0; i < len(domain); i++ {
		switch c := domain[i]; {
		case c >= utf8.RuneSelf, 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '.':
		default:
			return ReasonInvalidDomain
		}
	}
	// idna.Lookup is immutable; it applies the UTS #46 non-transitional
	// mapping, the IDNA2008 label rules (hyphens, joiners, the Bidi rule)
	// and the STD3 ASCII rules.
	u, err := idna.Lookup.ToUnicode(domain)
	if err != nil {
		return ReasonInvalidDomain
	}
	needIDNA := false
	if reason := checkLabels(u, &needIDNA); reason != "" {
		return reason
	}
	for _, r := range u {
		// IDNA2008 (RFC 5892) admits letters, marks and digits; UTS #46
		// also passes symbols such as emoji, which python-email-validator's
		// IDNA2008 encoder rejects, and so do we.
		if r >= utf8.RuneSelf && !unicode.In(r, unicode.L, unicode.M, unicode.Nd) {
			return ReasonInvalidDomain
		}
	}
	a, err := idna.Lookup.ToASCII(u)
	if err != nil {
		return ReasonInvalidDomain
	}
	needIDNA = false
	if reason := checkLabels(a, &needIDNA); reason != "" {
		return reason
	}
	p.domain, p.asciiDomain = u, a
	return checkName(a)
}

// lowerDomain builds the normalized address, p.local@domain with the ASCII
// domain lower-cased, in one allocation, and returns its domain part.
func (p *parsed) lowerDomain(domain string) string {
	var b strings.Builder
	b.Grow(len(p.local) + 1 + len(domain))
	b.WriteString(p.local)
	b.WriteByte('@')
	for i := 0; i < len(domain); i++ {
		c := domain[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	p.normalized = b.String()
	return p.normalized[len(p.local)+1:]
}

// checkLabels checks the labels of the domain s (ASCII, or the Unicode form
// UTS #46 mapped): none empty (no leading, trailing or doubled dot), none
// starting or ending with a hyphen (RFC 952, RFC 1123 2.1), and, for ASCII
// labels, those of asciiLabel. The IDNA library checks the hyphens of
// non-ASCII labels, and their length in Punycode.
func checkLabels(s string, puny *bool) ndval.Reason {
	for s != "" {
		label, rest, found := strings.Cut(s, ".")
		if label == "" || (found && rest == "") {
			return ReasonInvalidDomain
		}
		if isASCII(label) {
			if !asciiLabel(label, puny) {
				return ReasonInvalidDomain
			}
		} else if label[0] == '-' || label[len(label)-1] == '-' {
			return ReasonInvalidDomain
		}
		s = rest
	}
	return ""
}

// asciiLabel reports whether the ASCII label is not empty, neither starts
// nor ends with a hyphen, has at most 63 octets and no hyphens in its third
// and fourth positions (the R-LDH labels reserved by RFC 5890 2.3.1) unless
// it is a Punycode label, xn--, which sets *puny. It is kept out of line:
// scanHostname calls it at two places, on every address.
//
//go:noinline
func asciiLabel(label string, puny *bool) bool {
	if label == "" || label[0] == '-' || label[len(label)-1] == '-' || len(label) > maxLabel {
		return false
	}
	if len(label) >= 4 && label[2] == '-' && label[3] == '-' {
		if label[0]|0x20 != 'x' || label[1]|0x20 != 'n' {
			return false
		}
		*puny = true
	}
	return true
}

// scanHostname is the characters' check and checkLabels in one pass over
// a domain: it reports whether the domain holds only ASCII letters,
// digits, hyphens and dots and its labels pass checkLabels, whether it
// holds an upper-case letter, and whether a label is Punycode. A domain
// that is not ASCII fails it, and is left to the IDNA path.
func scanHostname(domain string) (upper, puny, ok bool) {
	start := 0
	for i := 0; i < len(domain); i++ {
		if c := domain[i]; ldhMask[c>>6]>>(c&63)&1 == 0 {
			switch {
			case c == '.':
				if !asciiLabel(domain[start:i], &puny) {
					return false, false, false
				}
				start = i + 1
			case 'A' <= c && c <= 'Z':
				upper = true
			default:
				return false, false, false
			}
		}
	}
	return upper, puny, asciiLabel(domain[start:], &puny)
}

// ldhMask has bit c%64 of word c/64 set for the lower-case letters, the
// digits and the hyphen (TestLDHMask).
var ldhMask = [4]uint64{0x03ff200000000000, 0x07fffffe00000000}

// checkName applies the rules on the whole ASCII domain a: its length,
// at least one dot (ICANN prohibits dotless domains, 2013; a reserved name
// such as localhost is left to the reserved-domain policy) and a top-level
// domain that ends with a letter (all delegated TLDs do; this rejects
// numeric TLDs and bare IPv4 addresses).
func checkName(a string) ndval.Reason {
	switch {
	case a == "":
		return ReasonInvalidDomain
	case len(a) > maxDomain:
		return ndval.ReasonTooLong
	case strings.IndexByte(a, '.') < 0:
		if isSpecialUse(a) {
			return "" // localhost, test ...: the reserved-domain policy decides
		}
		return ReasonInvalidDomain
	}
	if c := a[len(a)-1]; c < 'a' || c > 'z' {
		return ReasonInvalidDomain
	}
	return ""
}

// parseLiteral validates a domain literal: [IPv4] or [IPv6:address]. The
// general address-literal form (a standardized tag and text) has no tag
// registered besides IPv6, so it is rejected. The address is normalized
// to its canonical text (RFC 5952 for IPv6).
func (p *parsed) parseLiteral(domain string) ndval.Reason {
	if len(domain) < 3 || domain[len(domain)-1] != ']' {
		return ReasonInvalidDomain
	}
	lit := domain[1 : len(domain)-1]
	var d string
	if len(lit) > 5 && strings.EqualFold(lit[:5], "IPv6:") {
		a, err := netip.ParseAddr(lit[5:])
		if err != nil || !a.Is6() || a.Zone() != "" {
			return ReasonInvalidDomain
		}
		d = "[IPv6:" + a.String() + "]"
	} else {
		for i := 0; i < len(lit); i++ {
			if c := lit[i]; c != '.' && (c < '0' || c > '9') {
				return ReasonInvalidDomain
			}
		}
		a, err := netip.ParseAddr(lit)
		if err != nil || !a.Is4() {
			return ReasonInvalidDomain
		}
		d = "[" + a.String() + "]"
	}
	p.domain, p.asciiDomain = d, d
	return ""
}
