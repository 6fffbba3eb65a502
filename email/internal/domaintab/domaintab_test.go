package domaintab

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBucket(t *testing.T) {
	for i := range len(Alphabet) {
		assert.Equal(t, i, Bucket(Alphabet[i]), "%c", Alphabet[i])
	}
	for _, c := range []byte{'-', '.', 'A', 'Z', '/', ':', '`', '{', 0, 0xff} {
		assert.Equal(t, -1, Bucket(c), "%q", c)
	}
}

func TestBuildIndex(t *testing.T) {
	list := []string{"10minutemail.com", "aol.com", "gmail.com", "gmx.de", "zoho.com"}
	index := BuildIndex(list)
	for _, d := range list {
		b := Bucket(d[0])
		assert.Contains(t, list[index[b]:index[b+1]], d)
	}
	b := Bucket('h')
	assert.Empty(t, list[index[b]:index[b+1]])
	assert.Equal(t, uint16(len(list)), index[len(Alphabet)])
	assert.Equal(t, Index{}, BuildIndex(nil))
}

func TestNameMask(t *testing.T) {
	assert.Equal(t, uint32(1<<0|1<<1), NameMask("abba")) // a and b
	assert.Equal(t, uint32(1<<26|1<<27), NameMask("1-"))
	assert.Zero(t, NameMask(""))
	// One edit changes at most two bits.
	for _, p := range [][2]string{{"gmail", "gmial"}, {"gmail", "gmal"}, {"gmail", "gnail"}, {"gmail", "gmaill"}, {"uol", "bol"}} {
		assert.LessOrEqual(t, bits.OnesCount32(NameMask(p[0])^NameMask(p[1])), 2, p)
	}
}
