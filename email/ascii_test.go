package email

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// printable is printablePrefix's rule for one byte.
func printable(c byte) bool { return 0x20 <= c && c < 0x7f }

// prefixRef is printablePrefix a byte at a time.
func prefixRef(s string) int {
	i := 0
	for i < len(s) && printable(s[i]) {
		i++
	}
	return i
}

// TestEightAtATime holds printablePrefix to its byte rule
// for every byte value at every position of strings of 0 to 20 bytes, and
// for every pair of byte values at two positions of one word and across
// two words, where a borrow could carry.
func TestEightAtATime(t *testing.T) {
	for n := range 21 {
		base := strings.Repeat("a", n)
		assert.Equal(t, n, printablePrefix(base))
		for pos := range n {
			for c := range 256 {
				s := base[:pos] + string(rune(0)) + base[pos+1:]
				b := []byte(s)
				b[pos] = byte(c)
				s = string(b)
				if got, want := printablePrefix(s), prefixRef(s); got != want {
					t.Fatalf("printablePrefix(% x) = %d, want %d", s, got, want)
				}
			}
		}
	}
	b := []byte(strings.Repeat("a", 16))
	for _, p := range [][2]int{{0, 1}, {2, 3}, {3, 7}, {6, 7}, {7, 8}, {5, 12}} {
		for c1 := range 256 {
			for c2 := range 256 {
				b[p[0]], b[p[1]] = byte(c1), byte(c2)
				s := string(b)
				if got, want := printablePrefix(s), prefixRef(s); got != want {
					t.Fatalf("printablePrefix(% x) = %d, want %d", s, got, want)
				}
			}
		}
		b[p[0]], b[p[1]] = 'a', 'a'
	}
}

func TestAtextMask(t *testing.T) {
	const specials = "!#$%&'*+-/=?^_`{|}~"
	for c := range 256 {
		want := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
			c < 0x80 && strings.IndexByte(specials, byte(c)) >= 0
		assert.Equal(t, want, isAtext(byte(c)), "%q", rune(c))
	}
}
