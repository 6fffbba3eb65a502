package address

import "github.com/ndval/ndval/internal/strhash"

// Look-ups in the generated tables (tables.go). None allocates: keys are
// compared as string(b), names are slices of the tables' constants.

// countryIndex returns the row of countryTable for an upper-case ISO code,
// or -1 when the package does not cover the country.
func countryIndex(code string) int {
	if len(code) != 2 || code[0]-'A' >= 26 || code[1]-'A' >= 26 {
		return -1 // every code of countryTable is two letters A to Z (TestCountryIndex)
	}
	return int(countryRows[int(code[0]-'A')*26+int(code[1]-'A')]) - 1
}

// countryRows holds, for each code of two letters A to Z, its row of
// countryTable plus one, or zero. It is built once from the generated
// table and never changed.
var countryRows = func() (t [26 * 26]uint8) {
	for ci := range countryTable {
		code := countryTable[ci].code
		t[int(code[0]-'A')*26+int(code[1]-'A')] = uint8(ci + 1)
	}
	return t
}()

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
	return findPhraseSum(lo, hi, strhash.Sum(key), key)
}

// findPhraseSum is findPhrase for a key whose hash, strhash.Sum(key), is
// h.
func findPhraseSum(lo, hi int, h uint32, key []byte) int {
	return phraseIndex.Find(h, func(r int) bool {
		return lo <= r && r < hi && phraseKey(r) == string(key)
	})
}

// findPhraseReverse is findPhrase for a key whose hash taken from its last
// byte, strhash.ExtendReverse(strhash.Offset, key), is h.
func findPhraseReverse(lo, hi int, h uint32, key []byte) int {
	return phraseIndexReverse.Find(h, func(r int) bool {
		return lo <= r && r < hi && phraseKey(r) == string(key)
	})
}

// phraseIndex is a hash table of phraseTable's rows by their keys. A key
// names places in several countries, so the table holds every row and
// findPhrase says which it wants. phraseIndexReverse is the same by the
// keys' hashes taken from their last byte, which matchBack takes a word
// at a time. They are built once from the generated tables and never
// changed.
var (
	phraseIndex = strhash.NewTable(len(phraseTable), func(r int) uint32 {
		return strhash.Sum(phraseKey(r))
	})
	phraseIndexReverse = strhash.NewTable(len(phraseTable), func(r int) uint32 {
		return strhash.ExtendReverse(strhash.Offset, phraseKey(r))
	})
)

// countryNames is the phrase range (phraseRange) of the country names;
// the others are the countries' rows of countryTable.
const countryNames = len(countryTable)

// phraseRange returns the rows of phraseTable of phrase range rng: those
// of the country at row rng of countryTable, or the country names'.
func phraseRange(rng int) (lo, hi int) {
	if rng == countryNames {
		return countryPhrasesLo, countryPhrasesHi
	}
	c := &countryTable[rng]
	return int(c.phraseLo), int(c.phraseHi)
}

// phraseEnds is a filter of the word prefixes and word suffixes of the
// phrases of each phrase range: the bytes of a key up to a space or to
// its end, hashed as phraseIndex does, and from a space or its start,
// hashed as phraseIndexReverse does. A bit clear says that no phrase of
// the range starts (or ends) with those bytes followed (or preceded) by a
// space, nor is them, so that matchForward and matchBack stop at the
// first run of words no phrase begins (ends) with; a bit set says only
// that one may. Its 2^18 bits hold about 21,800 prefixes and suffixes,
// so that about one run in twelve that is none gets through. It is built
// once from the generated tables and never changed.
var phraseEnds = func() (f [phraseEndsBits / 64]uint64) {
	set := func(h, salt uint32) { filterSet(f[:], phraseEndsLog, h, salt) }
	for rng := range countryNames + 1 {
		lo, hi := phraseRange(rng)
		fwd, rev := phraseEndsSalt(rng, false), phraseEndsSalt(rng, true)
		for r := lo; r < hi; r++ {
			key := phraseKey(r)
			h := strhash.Offset
			for i := 0; i < len(key); i++ {
				h = strhash.Add(h, key[i])
				if i+1 == len(key) || key[i+1] == ' ' {
					set(h, fwd)
				}
			}
			h = strhash.Offset
			for i := len(key) - 1; i >= 0; i-- {
				h = strhash.Add(h, key[i])
				if i == 0 || key[i-1] == ' ' {
					set(h, rev)
				}
			}
		}
	}
	return f
}()

// phraseEndsBits is the size of phraseEnds in bits, 2^phraseEndsLog.
const phraseEndsLog, phraseEndsBits = 18, 1 << phraseEndsLog

// phraseEndsSalt returns what phraseEnds mixes into the hashes of range
// rng's prefixes (reverse false) or suffixes (reverse true).
func phraseEndsSalt(rng int, reverse bool) uint32 { return filterSalt(rng, reverse) }

// mayEnd reports whether phraseEnds has the bit of hash h with salt.
func mayEnd(h, salt uint32) bool { return filterHas(phraseEnds[:], phraseEndsLog, h, salt) }

// cityEnds is a filter of the last words of the phrases that name each
// city and of those whose first region (takePlace's) is each region: a
// key's bytes after its last space, or all of it, hashed as
// phraseIndexReverse does, salted with the city's or the region's row
// (cityEndsSalt). A bit clear says that no phrase naming the city (or
// that region first) ends with that word, so that parseTail need not
// look up a place it could only turn away (laterPlaceMay); a bit set
// says only that one may. Its 2^17 bits (16 KiB) hold about 8,200 words,
// one bit in sixteen set, so that about one word in sixteen that ends no
// such phrase gets through. It is built once from the generated tables
// and never changed.
var cityEnds = func() (f [cityEndsBits / 64]uint64) {
	set := func(h, salt uint32) { filterSet(f[:], cityEndsLog, h, salt) }
	for r := range phraseTable {
		key := phraseKey(r)
		h := strhash.Offset
		for i := len(key) - 1; i >= 0 && key[i] != ' '; i-- {
			h = strhash.Add(h, key[i])
		}
		region := regionOf(r)
		if region >= 0 {
			set(h, cityEndsSalt(region, false))
		}
		for _, ref := range refs(r) {
			if ref&^refRowMask == refCity {
				set(h, cityEndsSalt(int(ref&refRowMask), true))
			}
		}
	}
	return f
}()

// cityEndsBits is the size of cityEnds in bits, 2^cityEndsLog.
const cityEndsLog, cityEndsBits = 17, 1 << cityEndsLog

// cityEndsSalt returns what cityEnds mixes into the hashes of the words
// of region row i (city false) or city row i (city true).
func cityEndsSalt(i int, city bool) uint32 { return filterSalt(i, city) }

// mayEndCity reports whether cityEnds has the bit of hash h with salt.
func mayEndCity(h, salt uint32) bool { return filterHas(cityEnds[:], cityEndsLog, h, salt) }

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
// matches. A country whose prefixes are all of at most two digits finds
// them in postalDigits by their value; the others' prefixes of code are
// hashed in one pass, then looked up in postalSlots from the longest.
func postalRegions(country int, code string, dst []uint16) ([]uint16, int) {
	if t := postalDigits[country]; t != nil {
		for n := min(len(code), int(postalKeyLen[country])); n >= 0; n-- {
			if i := digitSlot(code[:n]); i >= 0 && t[i] > 0 {
				return postalGroupAppend(int(t[i])-1, n, dst), n
			}
		}
		return dst, 0
	}
	var hs [maxPostalKey + 1]uint32
	n := min(len(code), int(postalKeyLen[country]))
	h := postalSeed(country)
	hs[0] = h
	for i := 0; i < n; i++ {
		h = strhash.Add(h, code[i])
		hs[i+1] = h
	}
	for ; n >= 0; n-- {
		gi := postalSlots.Find(hs[n], func(gi int) bool {
			g := &postalGroups[gi]
			return int(g.country) == country && g.prefix == code[:n]
		})
		if gi >= 0 {
			return postalGroupAppend(gi, n, dst), n
		}
	}
	return dst, 0
}

// postalGroupAppend returns the regions of postalGroups row gi, the
// match of a prefix of n bytes, appended to dst: to none of dst's when
// the prefix is not empty.
func postalGroupAppend(gi, n int, dst []uint16) []uint16 {
	if n > 0 {
		dst = dst[:0]
	}
	g := &postalGroups[gi]
	return append(dst, postalGroupRegions[g.lo:g.hi]...)
}

// postalDigits holds, for each country whose postal prefixes are all of
// at most two digits (most of them), its postalGroups rows plus one by
// digitSlot of their prefixes, zero for none; nil for the others and for
// a country with no prefixes. Such a prefix is found by its value, where
// a hash and a compare of the bytes cost more. It is built once from the
// postal index and never changed.
var postalDigits = func() []*[postalDigitSlots]uint16 {
	other := make([]bool, len(countryTable)) // a prefix digitSlot has no slot for
	for _, g := range postalGroups {
		other[g.country] = other[g.country] || digitSlot(g.prefix) < 0
	}
	t := make([]*[postalDigitSlots]uint16, len(countryTable))
	for gi, g := range postalGroups {
		if ci := int(g.country); !other[ci] {
			if t[ci] == nil {
				t[ci] = new([postalDigitSlots]uint16)
			}
			t[ci][digitSlot(g.prefix)] = uint16(gi + 1)
		}
	}
	return t
}()

// postalDigitSlots is the size of a postalDigits table: the empty prefix,
// ten of one digit and a hundred of two.
const postalDigitSlots = 1 + 10 + 100

// digitSlot returns the slot of postalDigits of prefix s: 0 for the empty
// prefix, 1+d for one digit d, 11+10d+e for two digits de, and -1 for
// what is none of them, which no table of postalDigits holds.
func digitSlot(s string) int {
	switch len(s) {
	case 0:
		return 0
	case 1:
		if d := s[0] - '0'; d <= 9 { // a byte below '0' wraps round above 9
			return 1 + int(d)
		}
	case 2:
		if d, e := s[0]-'0', s[1]-'0'; d <= 9 && e <= 9 {
			return 11 + 10*int(d) + int(e)
		}
	}
	return -1
}

// maxPostalKey bounds the postal prefixes postalRegions tries; no prefix
// of postalTable is longer (TestPostalIndex).
const maxPostalKey = 8

// postalKeyLen holds, for each row of countryTable, the length of its
// longest postal prefix: postalRegions tries no longer one, which would
// find nothing. It is built once from the generated tables and never
// changed.
var postalKeyLen = func() []uint8 {
	t := make([]uint8, len(countryTable))
	for ci := range countryTable {
		c := &countryTable[ci]
		for i := c.postalLo; i < c.postalHi; i++ {
			t[ci] = max(t[ci], uint8(min(len(postalTable[i].prefix), maxPostalKey)))
		}
	}
	return t
}()

// postalGroup is one country's postal prefix and its regions,
// postalGroupRegions[lo:hi], in the order of postalTable.
type postalGroup struct {
	country uint16
	lo, hi  uint16
	prefix  string
}

// postalGroups, postalGroupRegions and postalSlots index postalTable by
// country and prefix: postalSlots is a hash table of postalGroups' rows by
// postalHash. Built once from the generated tables and never changed.
var postalGroups, postalGroupRegions, postalSlots = buildPostalIndex()

// buildPostalIndex returns postalGroups, postalGroupRegions and
// postalSlots.
func buildPostalIndex() ([]postalGroup, []uint16, strhash.Table) {
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
			if len(p) > maxPostalKey {
				panic("address: a postal prefix longer than maxPostalKey")
			}
			lo := len(regions)
			regions = append(regions, byPrefix[p]...)
			groups = append(groups, postalGroup{country: uint16(ci), lo: uint16(lo), hi: uint16(len(regions)), prefix: p})
		}
	}
	slots := strhash.NewTable(len(groups), func(gi int) uint32 {
		return postalHash(int(groups[gi].country), groups[gi].prefix)
	})
	return groups, regions, slots
}

// postalSeed is the FNV-1a hash of a country's row, where postalHash
// starts.
func postalSeed(country int) uint32 {
	return strhash.Add(strhash.Add(strhash.Offset, byte(country)), byte(country>>8))
}

// postalHash is the 32-bit FNV-1a hash of a country's row and a postal
// prefix.
func postalHash(country int, prefix string) uint32 {
	return strhash.Extend(postalSeed(country), prefix)
}

// regionByCode returns the regionTable row of an ISO 3166-2 code of the
// country, or -1.
func regionByCode(country int, code string) int {
	c := &countryTable[country]
	if r := regionCodes.Index(code); r >= int(c.regionLo) && r < int(c.regionHi) {
		return r
	}
	return -1
}

// regionCodes is the set of regionTable's codes, each row's at its row.
// No two rows share a code (TestRegionByCode), so the row a code names
// is the one the country's rows hold. It is built once from the
// generated table and never changed.
var regionCodes = func() strhash.Set {
	codes := make([]string, len(regionTable))
	for r := range regionTable {
		codes[r] = regionTable[r].code
	}
	return strhash.NewSet(codes)
}()

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
