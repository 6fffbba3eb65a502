package name

import (
	"github.com/ndval/ndval/internal/fold"
	"github.com/ndval/ndval/internal/strhash"
	"github.com/ndval/ndval/name/internal/wordtab"
)

// word is one entry of the generated table words (tables.go): a folded
// given name or surname, one word or several ("maria carmen", "ponce de
// leon", "da silva"), and its roles. The key is the n bytes of wordKeys
// from off: a table of 28,000 strings would be 28,000 pointers that every
// collection of the program importing the package scans again.
type word struct {
	hash uint32
	off  uint32
	n    uint8
	bits uint8
}

// key returns w's folded key.
func (w *word) key() string { return wordKeys[w.off : w.off+uint32(w.n)] }

// The role bits of a word, per language (see internal/wordtab/table.go).
const (
	esGiven   = wordtab.ESGiven
	esSurname = wordtab.ESSurname
	ptGiven   = wordtab.PTGiven
	ptSurname = wordtab.PTSurname
	indexBits = wordtab.IndexBits
)

// maxKey bounds the folded keys looked up; no entry is longer.
const maxKey = 64

// keyBuf builds a folded lookup key on the stack.
type keyBuf struct {
	b    [maxKey]byte
	n    int
	over bool // the key did not fit
}

// add appends the folded word w, after a space when the key is not empty.
func (k *keyBuf) add(w string) {
	var tmp [3 * maxKey]byte // folding grows a word by half at most (Ⱥ → ⱥ)
	var f []byte
	if len(w) <= 2*maxKey { // a longer word does not fit, folded or not
		f = fold.Append(tmp[:0], w)
	}
	k.addFolded(f, len(w))
}

// addFolded appends a word already folded, f, of n bytes as written, after
// a space when the key is not empty.
func (k *keyBuf) addFolded(f []byte, n int) {
	if k.n > 0 {
		k.addByte(' ')
	}
	if k.over || !fits(k.n, n, len(f)) {
		k.over = true
		return
	}
	k.n += copy(k.b[k.n:], f)
}

// fits reports whether a word of n bytes as written, folded bytes once
// folded, fits in a key after its first used bytes: the bounds of
// addFolded (and so add) and of analysis.lookupToken. A word of more than
// 2*maxKey bytes does not fit even when it folds to fewer, so that add
// need not fold it into a larger buffer.
func fits(used, n, folded int) bool { return used+n <= 2*maxKey && used+folded <= maxKey }

func (k *keyBuf) addByte(c byte) {
	if k.n == maxKey {
		k.over = true
		return
	}
	k.b[k.n] = c
	k.n++
}

func (k *keyBuf) bytes() []byte { return k.b[:k.n] }

// bits returns the role bits of the key, or 0 when it is not in the table.
func (k *keyBuf) bits() uint8 {
	if k.over || k.n == 0 {
		return 0
	}
	return keyBits(k.bytes())
}

// keyBits returns the role bits of the folded key, or 0.
func keyBits(key []byte) uint8 { return keyBitsHash(key, hashTop(strhash.Sum(key))) }

// keyBitsHash's bucket is taken from hashTop's 16 bits.
const _ uint = 16 - indexBits

// hashTop is the top 16 bits of a key's strhash.Sum, all that keyBitsHash
// reads of it: the index's bucket (indexBits of them) and two more to
// turn most other keys of the bucket away before their bytes are
// compared.
func hashTop(h uint32) uint16 { return uint16(h >> 16) }

// keyBitsHash is keyBits of a key whose strhash.Sum's hashTop is h. The
// key's bytes decide; the hash only says which entries to compare.
func keyBitsHash(key []byte, h uint16) uint8 {
	b := h >> (16 - indexBits)
	for i := wordIndex[b]; i < wordIndex[b+1]; i++ {
		if hashTop(words[i].hash) == h && words[i].key() == string(key) {
			return words[i].bits
		}
	}
	return 0
}
