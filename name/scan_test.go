package name

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// TestASCIIClass checks the ASCII tables against classifyRune and
// charFlags, which cut's shortcut for ASCII letters stands for; no byte
// past ASCII is a letter of asciiLetter.
func TestASCIIClass(t *testing.T) {
	for r := rune(0); r < utf8.RuneSelf; r++ {
		assert.Equal(t, classifyRune(r), asciiClass[r], "%q", r)
		want := flags(0)
		if asciiClass[r] == cLetter {
			want = charFlags(cLetter, r)
			assert.NotZero(t, want, "%q", r)
		}
		assert.Equal(t, want, asciiLetter[r], "%q", r)
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		assert.Zero(t, asciiLetter[c], "%#x", c)
	}
	// charFlags' shortcut for Latin-1, against package unicode
	for r := rune(0xC0); r < 0x100; r++ {
		if classifyRune(r) != cLetter {
			continue
		}
		want := flags(fLetter)
		switch {
		case unicode.IsUpper(r) || unicode.IsTitle(r):
			want |= fUpper
		case unicode.IsLower(r):
			want |= fLower
		}
		assert.Equal(t, want, charFlags(cLetter, r), "%q", r)
	}
}
