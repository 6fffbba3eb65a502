package email

import (
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/clean"
)

// checkUsual holds parseUsual to parseAny on s: when it takes s, parseAny
// accepts s with the same parsed (plain aside), and fill writes the same
// result with and without plain's shortcut; when it does not, p is left
// zero.
func checkUsual(t *testing.T, s string) {
	t.Helper()
	var fast, slow parsed
	ok := fast.parseUsual(s)
	if !ok {
		if fast != (parsed{}) {
			t.Fatalf("parseUsual(%q) refused it but set %+v", s, fast)
		}
		return
	}
	if reason := slow.parseAny(s); reason != "" {
		t.Fatalf("parseUsual(%q) took what parseAny answers %s", s, reason)
	}
	if !fast.plain {
		t.Fatalf("parseUsual(%q): plain not set", s)
	}
	slow.plain = true
	slow.specialUse = isSpecialUse(slow.asciiDomain) // as parse sets it after parseAny
	if fast != slow {
		t.Fatalf("parseUsual(%q) = %+v, parseAny %+v", s, fast, slow)
	}
	var short, general Result
	fast.fill(&short)
	fast.plain = false
	fast.fill(&general)
	if short != general {
		t.Fatalf("fill(%q) with plain %+v, without %+v", s, short, general)
	}
}

// TestParseUsual holds parseUsual to parseAny on every string of up to six
// bytes of an alphabet that crosses each of its tests, and on addresses
// built of local parts and domains that cross the dots, hyphens, Punycode
// and the length limits.
func TestParseUsual(t *testing.T) {
	alphabet := []byte("aZ0-.@!\" \xc3")
	var gen func(prefix []byte, n int)
	gen = func(prefix []byte, n int) {
		checkUsual(t, string(prefix))
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			gen(append(prefix, c), n-1)
		}
	}
	gen(nil, 6)

	locals := []string{"a", "ana.souza", "a..b", ".a", "a.", "A+b_c", "x{y}~", "é", `"a"`, "a b", "a@b",
		strings.Repeat("l", maxLocal), strings.Repeat("l", maxLocal+1), ""}
	labels := []string{"gmail", "com", "co", "x", "a-b", "test", "localhost", "example", "onion", "-a", "a-", "xn--bcher-kva", "ab--c", "a--b", "ab-c",
		"GMAIL", "123", "c0m", "com1", "_a", "é", "", strings.Repeat("d", maxLabel), strings.Repeat("d", maxLabel+1)}
	var domains []string
	for _, a := range labels {
		domains = append(domains, a, "."+a, a+".")
		for _, b := range labels {
			domains = append(domains, a+"."+b)
			for _, c := range []string{"com", "ar", "9", "-"} {
				domains = append(domains, a+"."+b+"."+c)
			}
		}
	}
	for _, l := range locals {
		for _, d := range domains {
			checkUsual(t, l+"@"+d)
			checkUsual(t, l+"@"+d+"@x.com")
		}
	}
	// Around the limits of the address (254) and the domain (253).
	for n := maxAddress - 4; n <= maxAddress+2; n++ {
		for _, l := range []string{"a", strings.Repeat("l", maxLocal)} {
			d := strings.Repeat(strings.Repeat("d", 49)+".", 6)
			d = d[:n-len(l)-1-3] + "com"
			checkUsual(t, l+"@"+d)
		}
	}

	// The usual addresses take the shortcut.
	for _, s := range []string{"emma.gomez@gmail.com", "compras@ypf.com", "ana.souza@uol.com.br",
		"facturacion@mercadolibre.com.ar", "a+b@x-y.co"} {
		var p parsed
		if !p.parseUsual(s) {
			t.Errorf("parseUsual(%q) = false", s)
		}
	}
}

// FuzzParseUsual holds parseUsual to parseAny on any value.
func FuzzParseUsual(f *testing.F) {
	for _, s := range []string{"emma.gomez@gmail.com", "a@b.c", "a..b@x.com", "a@xn--bcher-kva.de", "a@B.com",
		"a@b-.com", "a@b.c1", "a@b@c.com", ".a@b.com"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if s = clean.TrimSpace(s); s != "" {
			checkUsual(t, s)
		}
	})
}
