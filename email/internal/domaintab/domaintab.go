// Package domaintab holds what package email and its table generator
// (email/internal/genemail) must agree on about the generated tables
// (email/tables.go): the first-character index of a sorted domain list,
// and the letter mask of a provider name. Both import it, so the tables
// and the code that reads them cannot drift apart.
package domaintab

// Alphabet orders the buckets of a first-character index: the characters
// a domain in the tables can start with (they are lower-case letters,
// digits and hyphens, and never start with a hyphen).
const Alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"

// Index is the first-character index of a sorted list of domains: entry
// Bucket(c) is where the entries starting with c begin, and the last
// entry is the length of the list, so the entries starting with c are
// list[index[Bucket(c)]:index[Bucket(c)+1]].
type Index = [len(Alphabet) + 1]uint16

// Bucket returns the position of c in Alphabet, or -1.
func Bucket(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 10
	}
	return -1
}

// BuildIndex returns the index of the sorted list, whose entries start
// with a character of Alphabet and number at most 65535.
func BuildIndex(list []string) Index {
	var index Index
	i := 0
	for k := range len(Alphabet) {
		for i < len(list) && list[i][0] < Alphabet[k] {
			i++
		}
		index[k] = uint16(i)
	}
	index[len(Alphabet)] = uint16(len(list))
	return index
}

// NameMask returns the set of letters in s as bits 0-25, with bit 26 for
// any digit and bit 27 for anything else. One edit (an insertion, a
// deletion, a substitution or a swap) changes at most two bits, so names
// whose masks differ in more than 2k bits are more than k edits apart: a
// cheap filter before the edit distance.
func NameMask(s string) uint32 {
	var m uint32
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z':
			m |= 1 << (c - 'a')
		case '0' <= c && c <= '9':
			m |= 1 << 26
		default:
			m |= 1 << 27
		}
	}
	return m
}
