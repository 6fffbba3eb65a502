package name

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TestDecode holds decode to utf8.DecodeRuneInString: every rune, and
// every two-byte sequence with a first byte of a two-byte character.
func TestDecode(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		s := "x" + string(r) + "y"
		got, n := decode(s, 1)
		want, wn := utf8.DecodeRuneInString(s[1:])
		if got != want || n != wn {
			t.Fatalf("decode(%q) = %U, %d; want %U, %d", s, got, n, want, wn)
		}
	}
	for c0 := 0xC0; c0 < 0x100; c0++ {
		for c1 := 0; c1 < 0x100; c1++ {
			for _, s := range []string{string([]byte{byte(c0), byte(c1)}), string([]byte{byte(c0)})} {
				got, n := decode(s, 0)
				want, wn := utf8.DecodeRuneInString(s)
				if got != want || n != wn {
					t.Fatalf("decode(%q) = %U, %d; want %U, %d", s, got, n, want, wn)
				}
			}
		}
	}
}

// TestLatinCase holds latinCase to package unicode's simple mappings, the
// title case among them, wherever it answers.
func TestLatinCase(t *testing.T) {
	answered := 0
	for r := rune(0); r < 0x400; r++ {
		if up, ok := latinCase(r, true); ok {
			answered++
			if up != unicode.ToUpper(r) || up != unicode.ToTitle(r) {
				t.Errorf("latinCase(%q, upper) = %q; unicode: %q, title %q", r, up, unicode.ToUpper(r), unicode.ToTitle(r))
			}
		}
		if lo, ok := latinCase(r, false); ok && lo != unicode.ToLower(r) {
			t.Errorf("latinCase(%q, lower) = %q; unicode: %q", r, lo, unicode.ToLower(r))
		}
	}
	if answered != 0xFF-0xC0-3 {
		t.Errorf("latinCase answers for %d characters", answered)
	}
}

// checkLatinNFC holds latinNFC to its promise: true exactly for valid
// UTF-8 of characters below U+0180 alone, which is then in NFC.
func checkLatinNFC(t *testing.T, s string) {
	latin := utf8.ValidString(s) && strings.IndexFunc(s, func(r rune) bool { return r >= latinEnd }) < 0
	if got := latinNFC(s); got != latin {
		t.Fatalf("latinNFC(%q) = %v", s, got)
	}
	if latin && !norm.NFC.IsNormalString(s) {
		t.Fatalf("%q is not in NFC", s)
	}
}

func TestLatinNFC(t *testing.T) {
	for r := rune(0); r < 0x800; r++ {
		checkLatinNFC(t, string(r))
		checkLatinNFC(t, "ABCDEFGH"+string(r)+"abcdefgh")
		checkLatinNFC(t, "ABCDEFG"+string(r))
		for k := range 9 { // the character at each place of an eight-byte window
			checkLatinNFC(t, strings.Repeat("a", k)+string(r)+"bcdefghijklmnop")
		}
	}
	for _, v := range foldCases(t) {
		checkLatinNFC(t, v)
	}
	for _, s := range []string{"\xc3", "ABCDEFGH\xc3", "\xc3(", "\xed\xa0\x80", "José\u0301"} {
		checkLatinNFC(t, s)
	}
}

func FuzzLatinNFC(f *testing.F) {
	for _, v := range foldCases(f) {
		f.Add(v)
	}
	f.Fuzz(checkLatinNFC)
}
