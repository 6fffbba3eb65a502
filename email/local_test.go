package email

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

// isDotAtomRef is isDotAtom a character at a time, as it was before its
// ASCII loop.
func isDotAtomRef(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' {
		return false
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '.':
				if s[i-1] == '.' {
					return false
				}
			case !isAtext(c):
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || unicode.Is(unicode.Zs, r) {
			return false
		}
		i += size
	}
	return true
}

// TestIsDotAtom holds isDotAtom to isDotAtomRef on every string of up to
// three pieces, each an ASCII byte or a non-ASCII letter, space or invalid
// byte, and on the local parts of longer strings built from them.
func TestIsDotAtom(t *testing.T) {
	pieces := []string{"é", "\u00a0", "\xff", "ü"}
	for c := range utf8.RuneSelf {
		pieces = append(pieces, string(rune(c)))
	}
	check := func(s string) {
		if got, want := isDotAtom(s), isDotAtomRef(s); got != want {
			t.Fatalf("isDotAtom(%q) = %v, want %v", s, got, want)
		}
	}
	check("")
	for _, a := range pieces {
		check(a)
		for _, b := range pieces {
			check(a + b)
			for _, c := range pieces {
				check(a + b + c)
				check("ana." + a + b + c + ".souza")
			}
		}
	}
}
