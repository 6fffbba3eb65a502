package wordtab

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHash(t *testing.T) {
	// FNV-1a test vectors from the reference implementation.
	assert.Equal(t, uint32(0x811c9dc5), Hash(nil))
	assert.Equal(t, uint32(0xe40c292c), Hash([]byte("a")))
	assert.Equal(t, uint32(0xbf9cf968), Hash([]byte("foobar")))
}
