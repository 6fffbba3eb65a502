package email

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/ndval/ndval"
)

// parseHostnameRef is parseHostname as it was before scanHostname: a pass
// over the characters, then checkLabelsRef.
func (p *parsed) parseHostnameRef(domain string) ndval.Reason {
	needIDNA := !isASCII(domain)
	if !needIDNA {
		upper := false
		for i := 0; i < len(domain); i++ {
			switch c := domain[i]; {
			case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '-', c == '.':
			case 'A' <= c && c <= 'Z':
				upper = true
			default:
				return ReasonInvalidDomain
			}
		}
		if reason := checkLabelsRef(domain, &needIDNA); reason != "" {
			return reason
		}
		if !needIDNA {
			if upper {
				domain = p.lowerDomain(domain)
			}
			p.domain, p.asciiDomain = domain, domain
			return checkName(domain)
		}
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
	needIDNA = false
	if reason := checkLabelsRef(u, &needIDNA); reason != "" {
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
	if reason := checkLabelsRef(a, &needIDNA); reason != "" {
		return reason
	}
	p.domain, p.asciiDomain = u, a
	return checkName(a)
}

// checkLabelsRef is checkLabels as it was before asciiLabel.
func checkLabelsRef(s string, puny *bool) ndval.Reason {
	for s != "" {
		label, rest, found := strings.Cut(s, ".")
		if label == "" || (found && rest == "") {
			return ReasonInvalidDomain
		}
		if label[0] == '-' || label[len(label)-1] == '-' {
			return ReasonInvalidDomain
		}
		if isASCII(label) {
			if len(label) > maxLabel {
				return ReasonInvalidDomain
			}
			if len(label) >= 4 && label[2] == '-' && label[3] == '-' {
				if label[0]|0x20 != 'x' || label[1]|0x20 != 'n' {
					return ReasonInvalidDomain
				}
				*puny = true
			}
		}
		s = rest
	}
	return ""
}

// TestParseHostname holds parseHostname to parseHostnameRef on every
// domain of up to five pieces (letters of either case, digits, hyphens,
// dots, other ASCII, a non-ASCII letter, the Punycode and reserved
// hyphen pairs), and on labels and domains around the length limits.
func TestParseHostname(t *testing.T) {
	pieces := []string{"a", "Z", "0", "-", ".", "x", "N", "_", "é", "xn--", "ab--", "--", "xn--bcher-kva", "com"}
	check := func(d string) {
		var got, want parsed
		got.local, want.local = "ana", "ana"
		gr, wr := got.parseHostname(d), want.parseHostnameRef(d)
		if gr != wr || got != want {
			t.Fatalf("parseHostname(%q) = %q %+v, want %q %+v", d, gr, got, wr, want)
		}
	}
	var walk func(prefix string, n int)
	walk = func(prefix string, n int) {
		check(prefix)
		if n == 0 {
			return
		}
		for _, p := range pieces {
			walk(prefix+p, n-1)
		}
	}
	walk("", 5)
	for _, n := range []int{62, 63, 64} {
		for _, l := range []string{strings.Repeat("a", n), "xn--" + strings.Repeat("a", n-4), strings.Repeat("B", n)} {
			check(l + ".com")
			check("mail." + l)
			check(l + "." + l + "." + l + "." + l + ".com")
		}
	}
	for _, n := range []int{252, 253, 254} {
		d := strings.Repeat("abcdefghi.", n/10) + strings.Repeat("a", n%10)
		check(d)
		check(strings.ToUpper(d))
	}
}

func TestLDHMask(t *testing.T) {
	for c := range 256 {
		want := 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-'
		if got := ldhMask[c>>6]>>(c&63)&1 != 0; got != want {
			t.Errorf("ldhMask has %q: %v, want %v", rune(c), got, want)
		}
	}
}
