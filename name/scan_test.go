package name

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// TestASCIIClass checks the ASCII tables against classifyRune and
// charFlags, which cut's shortcut for ASCII letters stands for.
func TestASCIIClass(t *testing.T) {
	for r := rune(0); r < utf8.RuneSelf; r++ {
		assert.Equal(t, classifyRune(r), asciiClass[r], "%q", r)
		if asciiClass[r] == cLetter {
			assert.Equal(t, charFlags(cLetter, r), asciiLetter[r>>5&1], "%q", r)
		}
	}
}
