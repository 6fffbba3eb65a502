package address

// Look-ups in the generated tables (tables.go). None allocates: keys are
// compared as string(b), names are slices of the tables' constants.

// countryIndex returns the row of countryTable for an upper-case ISO code,
// or -1 when the package does not cover the country.
func countryIndex(code string) int {
	lo, hi := 0, len(countryTable)
	for lo < hi {
		m := (lo + hi) / 2
		switch c := countryTable[m].code; {
		case c == code:
			return m
		case c < code:
			lo = m + 1
		default:
			hi = m
		}
	}
	return -1
}

// phraseKey returns the folded key of phraseTable row i.
func phraseKey(i int) string {
	r := &phraseTable[i]
	return phraseKeys[r.off : r.off+uint32(r.n)]
}

// findPhrase returns the row of phraseTable in [lo, hi) whose key is key,
// or -1. lo and hi are one country's rows or the country names' rows,
// within which keys are unique (TestPhraseIndex): the row is found by
// hashing the key into phraseIndex, with no search.
func findPhrase(lo, hi int, key []byte) int {
	mask := len(phraseIndex) - 1
	for h := phraseHash(key) & mask; ; h = (h + 1) & mask {
		r := int(phraseIndex[h]) - 1
		if r < 0 {
			return -1
		}
		if lo <= r && r < hi && phraseKey(r) == string(key) {
			return r
		}
	}
}

// phraseIndex is an open-addressing hash table of phraseTable's rows (each
// stored plus one; zero is an empty slot), by phraseHash of their keys,
// with linear probing: a power of two at least four times the rows, so
// that a key that is not a phrase, the common case, is turned away after
// a probe or two. It is built once from the generated tables and never
// changed.
var phraseIndex = buildPhraseIndex()

// buildPhraseIndex returns phraseIndex.
func buildPhraseIndex() []uint32 {
	n := 1
	for n < 4*len(phraseTable) {
		n *= 2
	}
	t := make([]uint32, n)
	for row := range phraseTable {
		h := phraseHash(phraseKey(row)) & (n - 1)
		for t[h] != 0 {
			h = (h + 1) & (n - 1)
		}
		t[h] = uint32(row + 1)
	}
	return t
}

// phraseHash is the 32-bit FNV-1a hash of a phrase's key.
func phraseHash[S string | []byte](key S) int {
	h := uint32(2166136261)
	for i := 0; i < len(key); i++ {
		h = (h ^ uint32(key[i])) * 16777619
	}
	return int(h)
}

// refs returns the places phraseTable row i names.
func refs(i int) []uint32 {
	r := &phraseTable[i]
	return phraseRefs[r.ref : r.ref+uint32(r.nref)]
}

// cityName returns the canonical name of cityTable row i.
func cityName(i int) string {
	c := &cityTable[i]
	return cityNames[c.off : c.off+uint32(c.n)]
}

// cityRegion returns the regionTable row of city i, or -1 for none.
func cityRegion(i int) int { return int(cityTable[i].region) - 1 }

// regionCity returns the cityTable row of a city-state's city, or -1.
func regionCity(r int) int { return int(regionTable[r].city) - 1 }

// postalRegions appends to dst the regions whose postal prefixes are the
// longest to match code (digits, or a code with letters where the table
// is keyed that way), and reports how long that prefix is; 0 when none
// matches. The hashes of every prefix of code are taken in one pass, then
// the prefixes are looked up in postalSlots from the longest.
func postalRegions(country int, code string, dst []uint16) ([]uint16, int) {
	var hs [maxPostalKey + 1]uint32
	n := min(len(code), maxPostalKey)
	h := postalSeed(country)
	hs[0] = h
	for i := 0; i < n; i++ {
		h = (h ^ uint32(code[i])) * 16777619
		hs[i+1] = h
	}
	mask := uint32(len(postalSlots) - 1)
	for ; n >= 0; n-- {
		for s := hs[n] & mask; postalSlots[s] != 0; s = (s + 1) & mask {
			g := &postalGroups[postalSlots[s]-1]
			if int(g.country) != country || g.prefix != code[:n] {
				continue
			}
			if n > 0 {
				dst = dst[:0]
			}
			return append(dst, postalGroupRegions[g.lo:g.hi]...), n
		}
	}
	return dst, 0
}

// maxPostalKey bounds the postal prefixes postalRegions tries; no prefix
// of postalTable is longer (TestPostalIndex).
const maxPostalKey = 8

// postalGroup is one country's postal prefix and its regions,
// postalGroupRegions[lo:hi], in the order of postalTable.
type postalGroup struct {
	country uint16
	lo, hi  uint16
	prefix  string
}

// postalGroups, postalGroupRegions and postalSlots index postalTable by
// country and prefix: postalSlots is an open-addressing hash table of
// postalGroups' rows (each stored plus one; zero is an empty slot) by
// postalHash, with linear probing, a power of two at least four times the
// groups. Built once from the generated tables and never changed.
var postalGroups, postalGroupRegions, postalSlots = buildPostalIndex()

// buildPostalIndex returns postalGroups, postalGroupRegions and
// postalSlots.
func buildPostalIndex() ([]postalGroup, []uint16, []uint32) {
	var groups []postalGroup
	var regions []uint16
	for ci := range countryTable {
		c := &countryTable[ci]
		var order []string // the prefixes in the order of postalTable
		byPrefix := map[string][]uint16{}
		for i := c.postalLo; i < c.postalHi; i++ {
			p := postalTable[i].prefix
			if _, ok := byPrefix[p]; !ok {
				order = append(order, p)
			}
			byPrefix[p] = append(byPrefix[p], postalTable[i].region)
		}
		for _, p := range order {
			lo := len(regions)
			regions = append(regions, byPrefix[p]...)
			groups = append(groups, postalGroup{country: uint16(ci), lo: uint16(lo), hi: uint16(len(regions)), prefix: p})
		}
	}
	n := 1
	for n < 4*len(groups) {
		n *= 2
	}
	slots := make([]uint32, n)
	for gi, g := range groups {
		if len(g.prefix) > maxPostalKey {
			panic("address: a postal prefix longer than maxPostalKey")
		}
		s := postalHash(int(g.country), g.prefix) & uint32(n-1)
		for slots[s] != 0 {
			s = (s + 1) & uint32(n-1)
		}
		slots[s] = uint32(gi + 1)
	}
	return groups, regions, slots
}

// postalSeed is the FNV-1a hash of a country's row, where postalHash
// starts.
func postalSeed(country int) uint32 {
	h := uint32(2166136261)
	h = (h ^ uint32(country&0xff)) * 16777619
	return (h ^ uint32(country>>8)) * 16777619
}

// postalHash is the 32-bit FNV-1a hash of a country's row and a postal
// prefix.
func postalHash(country int, prefix string) uint32 {
	h := postalSeed(country)
	for i := 0; i < len(prefix); i++ {
		h = (h ^ uint32(prefix[i])) * 16777619
	}
	return h
}

// regionByCode returns the regionTable row of an ISO 3166-2 code of the
// country, or -1.
func regionByCode(country int, code string) int {
	c := &countryTable[country]
	for r := int(c.regionLo); r < int(c.regionHi); r++ {
		if regionTable[r].code == code {
			return r
		}
	}
	return -1
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// upperASCII returns s with its ASCII letters in upper case, allocating
// only when one is lower case.
func upperASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'a' <= s[i] && s[i] <= 'z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				b[j] = upper(b[j])
			}
			return string(b)
		}
	}
	return s
}

// regionOf returns the first region a phrase names, or -1.
func regionOf(row int) int {
	for _, ref := range refs(row) {
		if ref&^refRowMask == refRegion {
			return int(ref & refRowMask)
		}
	}
	return -1
}
