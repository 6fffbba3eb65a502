package clean

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAppendDigits checks AppendDigits against AppendCompact on every
// string of up to three bytes from a set that holds each kind of byte,
// and on longer values: when it takes a value, it appends what
// AppendCompact appends.
func TestAppendDigits(t *testing.T) {
	alphabet := []string{"0", "9", "-", ".", "/", " ", "\t", ",", "_", "a", "A", "K", "#", "\x00",
		"\x7f", "\xc2\xa0", "\xef\xbc\x90", ":"}
	var in []string
	var gen func(s string, k int)
	gen = func(s string, k int) {
		in = append(in, s)
		if k == 0 {
			return
		}
		for _, a := range alphabet {
			gen(s+a, k-1)
		}
	}
	gen("", 3)
	in = append(in, "30546689979", "30-54668997-9", "123.456.789-09", "33.000.167/0001-01", "12 345 678",
		strings.Repeat("1234567890", 10))
	for _, s := range in {
		got, ok := AppendDigits([]byte("x"), s)
		if !ok {
			assert.Equal(t, "x", string(got), "%q", s)
			continue
		}
		assert.Equal(t, string(AppendCompact([]byte("x"), s, false)), string(got), "%q", s)
	}
	for b := 0; b < 256; b++ {
		_, ok := AppendDigits(nil, string([]byte{'1', byte(b)}))
		want := '0' <= b && b <= '9' || Compact(string([]byte{'1', byte(b)})) == "1"
		assert.Equal(t, want, ok, "byte %#x", b)
	}
}

func TestZeros(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"0", true},
		{"00000000", true},
		{"0 0 0", true},
		{strings.Repeat("0", maxZeros), true},
		{strings.Repeat("0", maxZeros+1), false},
		{"", false},
		{" ", false},
		{"01", false},
		{"0-0", false}, // folded or compacted first
		{"o", false},
	} {
		assert.Equal(t, tt.want, Zeros(tt.s), "%q", tt.s)
		assert.Equal(t, tt.want, Zeros([]byte(tt.s)), "%q", tt.s)
	}
}
