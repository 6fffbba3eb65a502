package address

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestGuatemalaCodes: Guatemala's departments carry the ISO 3166-2 codes
// of 2021-11-25, GT-01 to GT-22 (regions.csv "was" rows over the letter
// codes iso-codes' file still has); each code's number is the first two
// digits of the department's postal codes (regions.csv "postal" rows, a
// separate source), so the two hold each other; and the withdrawn letter
// codes are still read as written forms.
func TestGuatemalaCodes(t *testing.T) {
	n := 0
	for _, r := range regionTable {
		if !strings.HasPrefix(r.code, "GT-") {
			continue
		}
		n++
		num := r.code[3:]
		assert.Len(t, num, 2, r.code)
		assert.True(t, FitsCountry("GT", num+"001", r.code), "%s: postal prefix %s", r.code, num)
		for other := 1; other <= 22; other++ {
			if o := fmt.Sprintf("%02d", other); o != num {
				assert.False(t, FitsCountry("GT", o+"001", r.code), "%s fits postal prefix %s", r.code, o)
			}
		}
	}
	assert.Equal(t, 22, n)
	for old, code := range map[string]string{"GT-GU": "GT-01", "GT-QZ": "GT-09", "GT-AV": "GT-16", "GT-JU": "GT-22"} {
		assert.True(t, FitsCountry("GT", "", old), old)
		assert.Equal(t, regionByName(countryIndex("GT"), code), regionByName(countryIndex("GT"), old), old)
	}
	r := Validate("GT", "6a. Calle 4-17, Zona 1, Quetzaltenango")
	assert.Equal(t, "GT-09", r.RegionCode)
}
