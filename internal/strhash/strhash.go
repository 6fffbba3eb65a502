// Package strhash holds the module's one rule for finding a string in a
// table built once: the 32-bit FNV-1a hash, and an open-addressing table of
// positions by that hash, with linear probing. The address, email and name
// packages and their table generators hash with it, so that a generated
// table and the look-ups in it cannot disagree.
//
// A Table stores positions, each plus one so that zero is an empty slot, in
// a power of two of slots at least four times the positions, so that a key
// that is not in the table, the common case, is turned away after a probe or
// two. A Set is a Table of a list of strings; callers whose rows carry more
// than a string (a range of rows, a country) build a Table and say which row
// matches.
//
// FNV-1a is described in https://datatracker.ietf.org/doc/html/draft-eastlake-fnv
// and by its authors at http://www.isthe.com/chongo/tech/comp/fnv/.
package strhash

// Offset is the FNV-1a offset basis: the hash of no bytes, where Add
// starts.
const Offset uint32 = 2166136261

// prime is the 32-bit FNV prime.
const prime = 16777619

// Add returns the FNV-1a hash h extended by the byte c, for callers that
// hash a key a prefix at a time.
func Add(h uint32, c byte) uint32 { return (h ^ uint32(c)) * prime }

// Extend returns the FNV-1a hash h extended by the bytes of s.
func Extend[S string | []byte](h uint32, s S) uint32 {
	for i := 0; i < len(s); i++ {
		h = Add(h, s[i])
	}
	return h
}

// ExtendReverse returns the FNV-1a hash h extended by the bytes of s from
// the last to the first: with Offset, the hash of s reversed. Keys that
// share their ends, looked up by their ends first, are hashed a suffix at
// a time with it, as Add hashes them a prefix at a time.
func ExtendReverse[S string | []byte](h uint32, s S) uint32 {
	for i := len(s) - 1; i >= 0; i-- {
		h = Add(h, s[i])
	}
	return h
}

// Sum returns the 32-bit FNV-1a hash of s.
func Sum[S string | []byte](s S) uint32 { return Extend(Offset, s) }
