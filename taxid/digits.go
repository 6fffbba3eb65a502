package taxid

import (
	"encoding/binary"

	"github.com/ndval/ndval/internal/swar"
)

// allDigits reports whether n is made of ASCII digits alone, reading
// eight bytes at a time: the check the documents written with digits
// alone (CUIT, CPF) make first, so that their sums read each digit
// without a test.
func allDigits(n string) bool {
	i := 0
	for ; i+8 <= len(n); i += 8 {
		// encoding/binary's load, which the inliner counts as one
		// operation, keeps allDigits inlined in the checks that call it
		// (swar.Load costs a CUIT 25 instructions more).
		if !swar.Digits(binary.LittleEndian.Uint64([]byte(n[i : i+8]))) {
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
