package email

import (
	"math/bits"

	"github.com/ndval/ndval/internal/swar"
)

// Bytes eight at a time, for the checks that read a whole address: an
// address is mostly printable ASCII, which they let pass (parse,
// hasUnsafe).

const ones, highs = swar.Ones, swar.Highs

// printablePrefix returns the length of the longest prefix of s made of
// printable ASCII bytes and spaces, 0x20 to 0x7e. Each test is the classic
// "has a byte less than n" (a byte lower than n borrows into its high bit,
// which ^x keeps only for bytes below 0x80); bytes of 0x80 and above are
// caught by x's own high bits. A borrow only runs upwards, so the lowest
// bit set marks exactly the first byte that is not printable.
func printablePrefix(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := swar.Load(s[i:])
		d := x ^ (ones * 0x7f)
		if m := ((x-ones*0x20)&^x | (d-ones)&^d | x) & highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			return i
		}
	}
	return i
}
