package jsonword

import (
	"encoding/binary"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func plain(c byte) bool { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\' }

// prefix is Prefix a byte at a time, the rule it must agree with.
func prefix(s string) int {
	for i := range len(s) {
		if !plain(s[i]) {
			return i
		}
	}
	return len(s)
}

func TestPlain8(t *testing.T) {
	// Plain8 agrees with the byte test for every byte at every position of
	// a word of plain bytes, and for every pair of bytes side by side (a
	// borrow from one byte must not hide or fake the next).
	for pos := range 8 {
		for c := range 256 {
			w := []byte("abcdefgh")
			w[pos] = byte(c)
			assert.Equal(t, plain(byte(c)), Plain8(binary.LittleEndian.Uint64(w)), "byte %#x at %d", c, pos)
		}
	}
	for c1 := range 256 {
		for c2 := range 256 {
			w := []byte{'a', 'a', 'a', byte(c1), byte(c2), 'a', 'a', 'a'}
			if want := plain(byte(c1)) && plain(byte(c2)); Plain8(binary.LittleEndian.Uint64(w)) != want {
				t.Fatalf("bytes %#x %#x: got %v", c1, c2, !want)
			}
		}
	}
}

func TestPrefix(t *testing.T) {
	// Every pair of bytes at every position of strings of 0 to 20 bytes:
	// the first byte that is not plain is found whatever follows it (the
	// borrows of the word test run upwards, into bytes after it).
	for n := range 21 {
		for pos := range n {
			for c1 := range 256 {
				for _, c2 := range []byte{0, 0x1f, 0x20, '"', '\\', 'a', 0x7f, 0x80, 0xff} {
					b := []byte(strings.Repeat("a", n))
					b[pos] = byte(c1)
					if pos+1 < n {
						b[pos+1] = c2
					}
					want := prefix(string(b))
					if got := Prefix(string(b)); got != want {
						t.Fatalf("%q: Prefix(string) = %d, want %d", b, got, want)
					}
					if got := Prefix(b); got != want {
						t.Fatalf("%q: Prefix([]byte) = %d, want %d", b, got, want)
					}
				}
			}
		}
	}
}

func TestIndex8(t *testing.T) {
	// Index8 is Prefix on one word: every byte at every position, and
	// every pair of bytes side by side.
	for pos := range 8 {
		for c1 := range 256 {
			for c2 := range 256 {
				w := []byte("abcdefgh")
				w[pos] = byte(c1)
				if pos < 7 {
					w[pos+1] = byte(c2)
				}
				if got, want := Index8(binary.LittleEndian.Uint64(w)), prefix(string(w)); got != want {
					t.Fatalf("%q: Index8 = %d, want %d", w, got, want)
				}
			}
		}
	}
}

func TestPaddedPrefix(t *testing.T) {
	// PaddedPrefix is Prefix whatever the seven bytes past the length
	// hold: every pair of bytes at every position of 0 to 20 bytes, with
	// plain bytes and with stops after them.
	for n := range 21 {
		for _, pad := range []string{"aaaaaaa", `\\\\\\\`, "\x00\"\x80\x1f\xff\"\x00"} {
			for pos := range n {
				for c1 := range 256 {
					for _, c2 := range []byte{0, 0x1f, 0x20, '"', '#', '\\', 'a', 0x7f, 0x80, 0xff} {
						b := []byte(strings.Repeat("a", n) + pad)
						b[pos] = byte(c1)
						if pos+1 < n {
							b[pos+1] = c2
						}
						want := prefix(string(b[:n]))
						if got := PaddedPrefix(b[:n]); got != want {
							t.Fatalf("%q then %q: PaddedPrefix = %d, want %d", b[:n], pad, got, want)
						}
					}
				}
			}
		}
	}
	assert.Panics(t, func() { PaddedPrefix(make([]byte, 3, 9)) }, "seven bytes of capacity past the length are required")
	assert.Equal(t, 0, PaddedPrefix(make([]byte, 3, 10)), "zero bytes are not plain")
}

func BenchmarkPrefix(b *testing.B) {
	s := "Av. Paseo de la Reforma 505, Col. Cuauhtémoc"
	b.ReportAllocs()
	for b.Loop() {
		_ = Prefix(s)
	}
}

// verbatim is Verbatim rune by rune, the rule it must agree with: no rune
// that a JSON writer escapes or replaces, and no rune of three or four
// bytes.
func verbatim(s string) bool {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return false // invalid UTF-8, written as U+FFFD
			}
		}
		if r < 0x20 || r == '"' || r == '\\' || r == '\u2028' || r == '\u2029' || utf8.RuneLen(r) > 2 {
			return false
		}
	}
	return true
}

func TestVerbatim(t *testing.T) {
	// Every byte, and every pair of bytes side by side, at every position
	// of strings of 1 to 17 bytes around a letter of two bytes: a borrow
	// from one byte must not hide or fake the next, whether a whole word or
	// the tail reads it.
	for n := 1; n <= 17; n++ {
		for _, base := range []string{
			strings.Repeat("\xc3\xa9", n)[:n],   // é é ... (maybe cut)
			strings.Repeat("a", n) + "\xc3\xa9", // ASCII words, then é
		} {
			for pos := range n {
				for c1 := range 256 {
					for _, c2 := range []byte{'a', 0, '"', '\\', 0x80, 0xa9, 0xc3, 0xe2, 0xff} {
						b := []byte(base)
						b[pos] = byte(c1)
						if pos+1 < n {
							b[pos+1] = c2
						}
						if got, want := Verbatim(string(b)), verbatim(string(b)); got != want {
							t.Fatalf("Verbatim(%q) = %v, want %v", b, got, want)
						}
					}
				}
			}
		}
	}
	for _, s := range []string{"", "Cuauhtémoc", "São Paulo", "Ñuñoa 😀", "a\u2028", "€", "Gómez\n", "\xed\xa0\x80", "\xef\xbf\xbd"} {
		assert.Equal(t, verbatim(s), Verbatim(s), "%q", s)
	}
}

func FuzzVerbatim(f *testing.F) {
	f.Add("Cuauhtémoc")
	f.Add("a\u2028\xff\"")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Verbatim(s), verbatim(s); got != want {
			t.Fatalf("Verbatim(%q) = %v, want %v", s, got, want)
		}
	})
}
