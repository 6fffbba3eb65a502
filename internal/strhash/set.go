package strhash

// Set is a Table of a list of strings: it finds a string's position in the
// list by its hash. It is built once and never changed, and is safe for
// concurrent use.
type Set struct {
	keys  []string
	table Table
}

// NewSet returns the Set of keys, which it keeps, not copies.
func NewSet(keys []string) Set {
	return Set{keys: keys, table: NewTable(len(keys), func(i int) uint32 { return Sum(keys[i]) })}
}

// Index returns the first position of key in the set's list, or -1.
func (s *Set) Index(key string) int {
	return s.table.Find(Sum(key), func(i int) bool { return s.keys[i] == key })
}

// IndexBytes is Index for a key held in a byte slice; it does not
// allocate. Index and IndexBytes are written out, not one generic function:
// the escape analysis of a generic instantiation does not reach the callers'
// packages, where the key would then escape.
func (s *Set) IndexBytes(key []byte) int {
	return s.table.Find(Sum(key), func(i int) bool { return s.keys[i] == string(key) })
}
