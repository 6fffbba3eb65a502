package address

// phraseEnds and cityEnds (lookup.go) are filters of salted string
// hashes: a bit for each hash a set of strings holds, so that a clear bit
// says that the set holds no string of that hash, and a set bit only that
// it may. A filter holds several sets, each with its salt.

// filterSalt returns what a filter mixes into the hashes of its set i of
// one of two kinds (second), so that each set's strings take other bits.
func filterSalt(i int, second bool) uint32 {
	return uint32(2*i+1+btoi(second)) * 0x9e3779b9
}

// filterBit returns the bit of a filter of 2^log bits for hash h with
// salt: multiplicative hashing, the top bits of the product.
func filterBit(h, salt uint32, log uint) uint32 {
	return ((h ^ salt) * 0x85ebca6b) >> (32 - log)
}

// filterSet sets the bit of hash h with salt in f, of 2^log bits.
func filterSet(f []uint64, log uint, h, salt uint32) {
	b := filterBit(h, salt, log)
	f[b/64] |= 1 << (b % 64)
}

// filterHas reports whether f, of 2^log bits, has the bit of hash h with
// salt.
func filterHas(f []uint64, log uint, h, salt uint32) bool {
	b := filterBit(h, salt, log)
	return f[b/64]&(1<<(b%64)) != 0
}
