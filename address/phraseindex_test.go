package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// searchPhrase is the binary search findPhrase replaced: the rows of a
// range are sorted by key.
func searchPhrase(lo, hi int, key string) int {
	for lo < hi {
		m := (lo + hi) / 2
		switch k := phraseKey(m); {
		case k == key:
			return m
		case k < key:
			lo = m + 1
		default:
			hi = m
		}
	}
	return -1
}

func TestPhraseIndex(t *testing.T) {
	// Every range findPhrase is asked about (each country's rows, the
	// country names'), sorted with unique keys, so that the hash answers
	// what the binary search did: for every key of every range, found in
	// its range and looked up in every other range, and for keys that are
	// no phrase.
	ranges := [][2]int{{countryPhrasesLo, countryPhrasesHi}}
	for _, c := range countryTable {
		ranges = append(ranges, [2]int{int(c.phraseLo), int(c.phraseHi)})
	}
	for _, r := range ranges {
		for i := r[0] + 1; i < r[1]; i++ {
			require.Less(t, phraseKey(i-1), phraseKey(i), "rows %d and %d", i-1, i)
		}
	}
	for row := range phraseTable {
		key := phraseKey(row)
		for _, r := range ranges {
			require.Equal(t, searchPhrase(r[0], r[1], key), findPhrase(r[0], r[1], []byte(key)), "%q in %v", key, r)
		}
		for _, miss := range []string{key + "x", key[:len(key)/2], "x" + key} {
			for _, r := range ranges {
				require.Equal(t, searchPhrase(r[0], r[1], miss), findPhrase(r[0], r[1], []byte(miss)), "%q in %v", miss, r)
			}
		}
	}
	assert.Equal(t, -1, findPhrase(0, len(phraseTable), nil))
}

// scanPostalRegions is the scan of a country's rows postalRegions
// replaced.
func scanPostalRegions(country int, code string, dst []uint16) ([]uint16, int) {
	c := &countryTable[country]
	best := 0
	for i := c.postalLo; i < c.postalHi; i++ {
		pre := postalTable[i].prefix
		if len(pre) < best || len(pre) > len(code) || code[:len(pre)] != pre {
			continue
		}
		if len(pre) > best {
			best, dst = len(pre), dst[:0]
		}
		dst = append(dst, postalTable[i].region)
	}
	return dst, best
}

func TestPostalIndex(t *testing.T) {
	// postalRegions answers what the scan did for every prefix of the
	// tables, with digits or letters added or cut, in every country.
	var codes []string
	for _, r := range postalTable {
		p := r.prefix
		codes = append(codes, p, p+"0", p+"9", p+"12345", p+"A", "")
		if p != "" {
			codes = append(codes, p[:len(p)-1], p[1:], "9"+p)
		}
	}
	for ci := range countryTable {
		for _, code := range codes {
			want, wn := scanPostalRegions(ci, code, []uint16{999})
			got, gn := postalRegions(ci, code, []uint16{999})
			require.Equal(t, wn, gn, "%s %q", countryTable[ci].code, code)
			require.Equal(t, want, got, "%s %q", countryTable[ci].code, code)
		}
	}
}
