// Package swar tests eight bytes at a time in one uint64 ("SIMD within a
// register"), for the scanners that read mostly ASCII: the JSON writer and
// reader's plain bytes, the digits of tax ids, account numbers and phone
// numbers, the letters of names and e-mail addresses. A word is loaded
// little-endian, so that its first byte is the low byte and
// bits.TrailingZeros64 of a mask of high bits finds the first byte a test
// stops at.
package swar

// Ones has 0x01 in every byte, Highs 0x80: the constants of the byte-wise
// tests ("has a byte less than n" is (x - Ones*n) &^ x & Highs).
const Ones, Highs = 0x0101010101010101, 0x8080808080808080

// Load returns the first eight bytes of s as a little-endian word; s
// shorter than eight bytes panics. The compiler merges the eight byte
// loads into one; given a slice of constant length, s[i:i+8], it checks
// no bound but the slice's (in a loop, less than half the instructions
// of s[i:]).
func Load[S ~string | ~[]byte](s S) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// ASCII reports whether the eight bytes of x are all below 0x80.
func ASCII(x uint64) bool { return x&Highs == 0 }

// Digits reports whether the eight bytes of x are all ASCII digits: a
// byte is 0x30 to 0x39 when its high nibble is 3 and adding 6 does not
// carry into it (no byte can carry into the next: each is below 0x3a).
func Digits(x uint64) bool {
	const high, threes, sixes = 0xf0f0f0f0f0f0f0f0, Ones * 0x30, Ones * 0x06
	return x&high == threes && (x+sixes)&high == threes
}
