package address

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCountryIndex compares countryIndex, read from countryRows, with a
// binary search of countryTable on every string of up to two bytes and
// on every code of the table.
func TestCountryIndex(t *testing.T) {
	search := func(code string) int {
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
	require.Less(t, len(countryTable), 255)
	for ci := range countryTable {
		c := countryTable[ci].code
		require.Len(t, c, 2)
		require.True(t, 'A' <= c[0] && c[0] <= 'Z' && 'A' <= c[1] && c[1] <= 'Z', c)
		require.Equal(t, ci, countryIndex(c))
		require.Equal(t, -1, countryIndex(c+"X"))
	}
	require.Equal(t, -1, countryIndex(""))
	for a := range 256 {
		require.Equal(t, search(string([]byte{byte(a)})), countryIndex(string([]byte{byte(a)})))
		for b := range 256 {
			code := string([]byte{byte(a), byte(b)})
			if got, want := countryIndex(code), search(code); got != want {
				t.Fatalf("countryIndex(%q) = %d, want %d", code, got, want)
			}
		}
	}
}

// TestRegionNamesCity checks that each row of regionTable belongs to one
// country, and regionNamesCity is alsoCity for it.
func TestRegionNamesCity(t *testing.T) {
	owner := make([]int, len(regionTable))
	for ci := range countryTable {
		c := &countryTable[ci]
		for r := int(c.regionLo); r < int(c.regionHi); r++ {
			require.Zero(t, owner[r], "region %d in two countries", r)
			owner[r] = ci + 1
			require.Equal(t, alsoCity(ci, r), regionNamesCity[r], regionTable[r].code)
		}
	}
}

// TestRegionByCode checks that no two rows of regionTable share a code,
// and compares regionByCode with a scan of the country's rows on every
// region's code and on codes around them, as every country.
func TestRegionByCode(t *testing.T) {
	scan := func(ci int, code string) int {
		c := &countryTable[ci]
		for r := int(c.regionLo); r < int(c.regionHi); r++ {
			if regionTable[r].code == code {
				return r
			}
		}
		return -1
	}
	var codes []string
	for r := range regionTable {
		code := regionTable[r].code
		codes = append(codes, code, code+"X", code[:len(code)-1], code[:len(code)-1]+"~", code[:len(code)-1]+"0", "")
	}
	seen := map[string]bool{}
	for r := range regionTable {
		require.False(t, seen[regionTable[r].code], regionTable[r].code)
		seen[regionTable[r].code] = true
	}
	for ci := range countryTable {
		for _, code := range codes {
			if got, want := regionByCode(ci, code), scan(ci, code); got != want {
				t.Fatalf("%s: regionByCode(%q) = %d, want %d", countryTable[ci].code, code, got, want)
			}
		}
	}
}
