package clean

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestTrimSpaceBytes holds TrimSpace to strings.TrimSpace on every string of
// one or two bytes, and on the Unicode spaces at either end.
func TestTrimSpaceBytes(t *testing.T) {
	check := func(s string) {
		if got, want := TrimSpace(s), strings.TrimSpace(s); got != want {
			t.Fatalf("TrimSpace(%q) = %q, want %q", s, got, want)
		}
	}
	check("")
	for a := range 256 {
		check(string([]byte{byte(a)}))
		for b := range 256 {
			check(string([]byte{byte(a), byte(b)}))
		}
	}
	for r := range rune(0x3001) {
		if !utf8.ValidRune(r) {
			continue
		}
		c := string(r)
		check(c + "a@b.com")
		check("a@b.com" + c)
		check(c + "a@b.com" + c)
	}
}

// TestTrimSpaceEnds holds TrimSpace to strings.TrimSpace on every byte and on
// spaces of other scripts, alone, at either end of a number and at both.
func TestTrimSpaceEnds(t *testing.T) {
	ends := []string{"", "\u0085", "\u00a0", "\u1680", "\u2000", "\u200b", "\u2028", "\u3000", "\ufeff", "é", "\xc2", "\xff"}
	for c := range 256 {
		ends = append(ends, string([]byte{byte(c)}))
	}
	for _, a := range ends {
		for _, b := range ends {
			for _, v := range []string{a + b, a + "55 8932 4827" + b, a + " " + b} {
				if got, want := TrimSpace(v), strings.TrimSpace(v); got != want {
					t.Fatalf("TrimSpace(%+q) = %+q, want %+q", v, got, want)
				}
			}
		}
	}
}
