package name

import (
	"math/bits"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/swar"
)

// The characters below U+0180 (ASCII, Latin-1 and Latin Extended-A) are
// nearly every character of a Spanish or Portuguese name. These helpers
// take them without package unicode's tables or utf8's general decoder;
// latin_test.go checks each against the general path for every one.

// latinEnd is the first character past the ones the helpers know.
const latinEnd = 0x180

// latinClass is classifyRune for U+0080 to U+017F.
var latinClass = func() (t [latinEnd - utf8.RuneSelf]uint8) {
	for i := range t {
		t[i] = classifyRune(rune(i + utf8.RuneSelf))
	}
	return t
}()

// decode returns the character at s[i] and its length, taking ASCII and
// two-byte characters itself. Callers take ASCII first, inline.
func decode(s string, i int) (rune, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	if c >= 0xC2 && c < 0xE0 && i+1 < len(s) && s[i+1]&0xC0 == 0x80 {
		return rune(c&0x1F)<<6 | rune(s[i+1]&0x3F), 2
	}
	return utf8.DecodeRuneInString(s[i:])
}

// latinCase returns the upper or lower case of a Latin-1 letter r (U+00C0
// to U+00FE but × and ÷), which differ by bit 5, and false for any other
// r, and for ß, which has no simple upper case of its own.
func latinCase(r rune, upper bool) (rune, bool) {
	if r < 0xC0 || r > 0xFE || r == 0xD7 || r == 0xF7 || r == 0xDF {
		return r, false
	}
	if upper {
		return r &^ 0x20, true
	}
	return r | 0x20, true
}

// latinNFC reports whether s is valid UTF-8 made only of characters below
// U+0180, and so in NFC (see nfc): eight ASCII bytes at a time, and the
// two-byte characters whose first byte is 0xC2 to 0xC5.
func latinNFC(s string) bool {
	for i := 0; i < len(s); {
		if i+8 <= len(s) {
			w := swar.Load(s[i : i+8])
			if swar.ASCII(w) {
				i += 8
				continue
			}
			i += bits.TrailingZeros64(w&swar.Highs) >> 3 // to the first byte past ASCII
		}
		switch c := s[i]; {
		case c < utf8.RuneSelf:
			i++
		case c >= 0xC2 && c <= 0xC5 && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			i += 2
		default:
			return false
		}
	}
	return true
}
