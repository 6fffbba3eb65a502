package strhash

// Table is an open-addressing hash table of the positions 0 to n-1 of a
// list the caller holds, by a hash of each the caller gives, with linear
// probing. It is built once by NewTable and never changed, and is safe for
// concurrent use.
type Table struct {
	slots []uint32 // position plus one; zero is an empty slot
	mask  uint32   // len(slots) - 1
}

// NewTable returns the Table of the positions 0 to n-1, position i placed
// by hash(i). Positions of equal hash are probed in increasing order.
func NewTable(n int, hash func(i int) uint32) Table {
	size := 1
	for size < 4*n {
		size *= 2
	}
	t := Table{slots: make([]uint32, size), mask: uint32(size - 1)}
	for i := range n {
		s := hash(i) & t.mask
		for t.slots[s] != 0 {
			s = (s + 1) & t.mask
		}
		t.slots[s] = uint32(i + 1)
	}
	return t
}

// Find returns the first position placed by hash h, in the order Table
// probes them, for which match reports true, or -1. match is also asked
// about positions of other hashes that share h's slots; it compares the
// key. Find is inlined, and a function literal passed as match with it, so
// that a look-up makes no call (go build -gcflags=-m shows it; keep it
// so).
func (t *Table) Find(h uint32, match func(i int) bool) int {
	for s := h & t.mask; ; s = (s + 1) & t.mask {
		i := int(t.slots[s]) - 1
		if i < 0 || match(i) {
			return i
		}
	}
}
