// Package jsonword finds the plain bytes of a JSON string eight at a time,
// for the reader (internal/jsonread) and the writer (internal/jsonwrite).
// A plain byte is one both copy as it is: ASCII, not a control character,
// not '"' nor '\\'.
package jsonword

import (
	"encoding/binary"
	"math/bits"

	"github.com/ndval/ndval/internal/swar"
)

const ones, highs = swar.Ones, swar.Highs

// stops returns the high bit of every byte of x (little-endian) that may
// not be plain. Each test is the classic "has a byte less than n": a byte
// below 0x80 and lower than n borrows into its own high bit. The classic
// test clears the bytes of 0x80 and above, whose high bit is set anyway;
// here they are stops, caught by x's own high bits, so the subtractions
// need no mask. A borrow starts only at a byte that is not plain and runs
// upwards, so the lowest bit set marks exactly the first byte that is not
// plain; the bits above it may be false.
func stops(x uint64) uint64 {
	return ((x - ones*0x20) | ((x ^ ones*'"') - ones) | ((x ^ ones*'\\') - ones) | x) & highs
}

// Plain8 reports whether the eight bytes of x (little-endian) are all plain.
func Plain8(x uint64) bool { return stops(x) == 0 }

// Index8 returns the index of the first byte of x (little-endian) that is
// not plain, 8 if they all are: one word of Prefix, small enough to be
// inlined in a scanning loop.
func Index8(x uint64) int { return bits.TrailingZeros64(stops(x)) >> 3 }

// PaddedPrefix is Prefix for a b whose capacity holds at least seven bytes
// past its length (it panics if not): it reads b in whole words, the last
// one reaching into those bytes, which cannot change the answer (a stop
// bit never looks downwards: see stops). A writer that has just appended
// a string checks it this way with no byte-at-a-time tail.
func PaddedPrefix(b []byte) int {
	w := b[:len(b)+7]
	for i := 0; i < len(b); i += 8 {
		if m := stops(binary.LittleEndian.Uint64(w[i:])); m != 0 {
			return min(i+bits.TrailingZeros64(m)>>3, len(b))
		}
	}
	return len(b)
}

// Prefix returns the length of the longest prefix of s made of plain bytes.
func Prefix[S ~string | ~[]byte](s S) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if m := stops(swar.Load(s[i:])); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
			return i
		}
	}
	return i
}

// Verbatim reports whether s is valid UTF-8 made of runes below U+0800
// (ASCII, and letters of two bytes: é, ñ, ã) with no control character,
// '"' or '\\': a JSON string then holds s exactly as it is. It lets a
// writer that met a byte of 0x80 or above keep the whole string in one
// pass instead of reading it rune by rune; a string with a rune of three or
// four bytes (among them U+2028 and U+2029, which a writer escapes for
// JavaScript) is left to that reading.
func Verbatim(s string) bool {
	for i := 0; i < len(s); {
		if i+8 <= len(s) {
			if x := swar.Load(s[i:]); swar.ASCII(x) { // ASCII alone
				if stops(x) != 0 {
					return false
				}
				i += 8
				continue
			}
		}
		switch c := s[i]; {
		case c < 0x80:
			if c < 0x20 || c == '"' || c == '\\' {
				return false
			}
			i++
		case c >= 0xC2 && c <= 0xDF && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			i += 2 // a letter of two bytes, U+0080 to U+07FF
		default:
			return false
		}
	}
	return true
}
