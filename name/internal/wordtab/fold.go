package wordtab

// Hash returns the 32-bit FNV-1a hash of b, the hash the generated tables
// are ordered by.
func Hash(b []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range b {
		h ^= uint32(c)
		h *= 16777619
	}
	return h
}
