package address

import (
	"testing"

	"github.com/ndval/ndval/internal/strhash"
	"github.com/stretchr/testify/require"
)

// postalRegionsHash is postalRegions as it was before postalDigits: every
// country's prefixes of code hashed and looked up in postalSlots.
func postalRegionsHash(country int, code string, dst []uint16) ([]uint16, int) {
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
		if gi < 0 {
			continue
		}
		if n > 0 {
			dst = dst[:0]
		}
		g := &postalGroups[gi]
		return append(dst, postalGroupRegions[g.lo:g.hi]...), n
	}
	return dst, 0
}

// TestPostalDigits compares postalRegions with postalRegionsHash on every
// code of up to four bytes over the ten digits, a letter and a dash, and
// on every prefix of the tables with bytes added or cut, as every
// country, with an empty buffer and with one that holds a region.
func TestPostalDigits(t *testing.T) {
	const alphabet = "0123456789A-"
	codes := []string{""}
	for n, from := 1, 0; n <= 4; n++ {
		to := len(codes)
		for _, c := range codes[from:to] {
			for i := range len(alphabet) {
				codes = append(codes, c+alphabet[i:i+1])
			}
		}
		from = to
	}
	for _, r := range postalTable {
		p := r.prefix
		codes = append(codes, p, p+"0", p+"9", p+"12345", p+"A", "A"+p)
		if p != "" {
			codes = append(codes, p[:len(p)-1], p[1:], "9"+p)
		}
	}
	direct := 0
	for ci := range countryTable {
		if postalDigits[ci] != nil {
			direct++
		}
		for _, code := range codes {
			for _, buf := range [][]uint16{nil, {999}} {
				want, wn := postalRegionsHash(ci, code, append([]uint16(nil), buf...))
				got, gn := postalRegions(ci, code, append([]uint16(nil), buf...))
				if gn != wn || !equalRegions(got, want) {
					t.Fatalf("%s %q after %v: postalRegions = %v %d, postalRegionsHash %v %d", countryTable[ci].code, code, buf, got, gn, want, wn)
				}
			}
		}
	}
	t.Logf("%d codes, %d countries by their digits", len(codes), direct)
	require.GreaterOrEqual(t, direct, 9) // AR, CO, CR, EC, GT, MX, NI, PE, SV
	require.Nil(t, postalDigits[countryIndex("BR")], "BR has prefixes of three digits")
	require.Nil(t, postalDigits[countryIndex("UY")], "UY has prefixes of five digits")
}

// equalRegions reports whether a and b hold the same regions in the same
// order, nil and empty alike.
func equalRegions(a, b []uint16) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestDigitSlot checks that digitSlot gives each prefix of at most two
// digits its own slot and every other string none.
func TestDigitSlot(t *testing.T) {
	seen := map[int]string{}
	var try func(s string)
	try = func(s string) {
		i := digitSlot(s)
		digits := len(s) <= 2 && (s == "" || allDigits(s))
		switch {
		case digits && (i < 0 || i >= postalDigitSlots):
			t.Fatalf("digitSlot(%q) = %d, out of the table", s, i)
		case digits && seen[i] != "":
			t.Fatalf("digitSlot(%q) = %d, the slot of %q", s, i, seen[i])
		case digits:
			seen[i] = s
		case i >= 0:
			t.Fatalf("digitSlot(%q) = %d, want -1", s, i)
		}
		if len(s) < 3 {
			for _, c := range []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "/", ":", " "} {
				try(s + c)
			}
		}
	}
	try("")
	require.Len(t, seen, postalDigitSlots)
}
