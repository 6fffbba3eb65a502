package taxid

import "encoding/binary"

// allDigits reports whether n is made of ASCII digits alone, reading
// eight bytes at a time: the check the documents written with digits
// alone (CUIT, CPF) make first, so that their sums read each digit
// without a test.
func allDigits(n string) bool {
	i := 0
	for ; i+8 <= len(n); i += 8 {
		x := binary.LittleEndian.Uint64([]byte(n[i : i+8]))
		// Each byte is 0x30 to 0x39 when its high nibble is 3 and adding 6
		// does not carry into it.
		const high, threes, sixes = 0xf0f0f0f0f0f0f0f0, 0x3030303030303030, 0x0606060606060606
		if x&high != threes || (x+sixes)&high != threes {
			return false
		}
	}
	for ; i < len(n); i++ {
		if !isDigit(n[i]) {
			return false
		}
	}
	return true
}
