package jsonread

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPlain8(t *testing.T) {
	// plain8 agrees with scanString's byte test for every byte at every
	// position of a word of plain bytes, and for every pair of bytes side
	// by side (a borrow from one byte must not hide or fake the next).
	plain := func(c byte) bool { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\' }
	for pos := range 8 {
		for c := range 256 {
			w := []byte("abcdefgh")
			w[pos] = byte(c)
			assert.Equal(t, plain(byte(c)), plain8(binary.LittleEndian.Uint64(w)), "byte %#x at %d", c, pos)
		}
	}
	for c1 := range 256 {
		for c2 := range 256 {
			w := []byte{'a', 'a', 'a', byte(c1), byte(c2), 'a', 'a', 'a'}
			if want := plain(byte(c1)) && plain(byte(c2)); plain8(binary.LittleEndian.Uint64(w)) != want {
				t.Fatalf("bytes %#x %#x: got %v", c1, c2, !want)
			}
		}
	}
}
