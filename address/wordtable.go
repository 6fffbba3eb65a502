package address

import "encoding/binary"

// The marker words (markerWords) in a hash table with open addressing and
// linear probing, as strhash.Table (internal/strhash), but of the words
// themselves as keys of 16 bytes rather than of positions in a list of
// strings: a look-up reads and hashes the word in a dozen instructions,
// with no loop over its bytes, finds it in the slot that it hashes to or
// one of the next, and compares it in two, with no call to compare
// strings. The table is built once and never changed.

// wordKey is a word of at most maxKeyLen bytes in two machine words: its
// bytes little-endian from lo on, zeros after its end, and its length in
// hi's top byte. Two words are equal when their keys are. Only the empty
// word's key is zero, as an empty slot of markerTable is, whose class and
// cues, none, are the empty word's.
type wordKey struct{ lo, hi uint64 }

// maxKeyLen is the longest word a wordKey holds. No marker word is longer
// (TestMarkerWords).
const maxKeyLen = 15

// makeWordKey returns the key of w, of at most maxKeyLen bytes, in a
// slice whose capacity is 16 bytes or more, as a word's in tokenize's fold
// buffer is but at the buffer's very end: it reads the bytes in two loads
// of eight and masks off those past w's end. The loads are
// encoding/binary's, one instruction each on a byte slice; swar.Load here
// costs lookupWord 20 instructions more a word (callgrind).
func makeWordKey(w []byte) wordKey {
	m := &keyMasks[len(w)]
	b := w[:16]
	return wordKey{binary.LittleEndian.Uint64(b[:8]) & m.lo, binary.LittleEndian.Uint64(b[8:])&m.hi | uint64(len(w))<<56}
}

// packWordKey returns the key of w, of at most maxKeyLen bytes, read one
// byte at a time: makeWordKey for a slice with no room past its end.
func packWordKey(w []byte) wordKey {
	var k wordKey
	for i := len(w) - 1; i >= 0; i-- {
		if i >= 8 {
			k.hi = k.hi<<8 | uint64(w[i])
		} else {
			k.lo = k.lo<<8 | uint64(w[i])
		}
	}
	k.hi |= uint64(len(w)) << 56
	return k
}

// keyMasks holds, for each length n up to maxKeyLen, the masks that keep
// the bytes 0 to n-1 of a key's words.
var keyMasks = func() (m [maxKeyLen + 1]wordKey) {
	for n := range m {
		m[n].lo = 1<<(8*min(n, 8)) - 1
		m[n].hi = 1<<(8*max(n-8, 0)) - 1
	}
	return m
}()

// markerSlots is the number of slots of markerTable: a power of two, at
// least four times the marker words (TestMarkerWords), so that a word
// that is not one is turned away after a probe or two.
const markerSlots = 1 << markerBits

const markerBits = 11

// slot returns the slot of markerTable where k's probe starts: the top
// bits of the product of k's two words, folded, with an odd constant
// (Fibonacci hashing).
func (k wordKey) slot() uint {
	return uint((k.lo^k.hi)*0x9e3779b97f4a7c15) >> (64 - markerBits)
}

// markerRow is a marker word's key, roles and cues.
type markerRow struct {
	key wordKey
	cls class
	cue cue
}

// markerTable holds the words of markerWords by their keys; an empty slot
// has the zero key.
var markerTable = func() (t [markerSlots]markerRow) {
	for _, g := range markerWords {
		for _, w := range g.words {
			k := makeWordKey(append(make([]byte, 0, 16), w...))
			i := k.slot()
			for t[i].key != (wordKey{}) {
				i = (i + 1) % markerSlots
			}
			t[i] = markerRow{k, g.cls, g.cue}
		}
	}
	return t
}()
