package name

// wordFilter is a set of folded words that turns most other words away
// at the cost of one load: a bit for each word's length and first,
// middle and last bytes, hashed (a Bloom filter of one hash). A word it
// may have is looked up in the set's own table; a word it turns away is
// in no table the filter was built from.
type wordFilter [1 << (wordFilterBits - 6)]uint64

// wordFilterBits is the size of a wordFilter: 2^13 bits, so that a
// filter of the 300 listed words lets one in seventeen of the names of the
// words table through.
const wordFilterBits = 13

// shapeHash hashes a non-empty word by its length and its first, middle
// and last bytes, which tell words apart far better than the first byte
// and the length alone, into wordFilterBits bits.
func shapeHash(w []byte) uint32 {
	n := len(w)
	x := uint32(w[0]) | uint32(w[n>>1])<<8 | uint32(w[n-1])<<16 | uint32(n)<<24
	return x * 0x9E3779B1 >> (32 - wordFilterBits)
}

func (f *wordFilter) add(w []byte) {
	h := shapeHash(w)
	f[h>>6] |= 1 << (h & 63)
}

// mayHave reports whether w, not empty, may be in the set: false means
// that it is not.
func (f *wordFilter) mayHave(w []byte) bool { return f.mayHaveHash(shapeHash(w)) }

// mayHaveHash is mayHave for a word whose shapeHash is h, for a caller that
// hashes a word once for the filter and its table.
func (f *wordFilter) mayHaveHash(h uint32) bool { return f[h>>6]&(1<<(h&63)) != 0 }
