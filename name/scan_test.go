package name

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// TestASCIIClass checks the ASCII table against classifyRune.
func TestASCIIClass(t *testing.T) {
	for r := rune(0); r < utf8.RuneSelf; r++ {
		assert.Equal(t, classifyRune(r), asciiClass[r], "%q", r)
	}
}
