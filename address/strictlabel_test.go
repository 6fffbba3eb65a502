package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStrictColon checks Validate's test for a colon before strictLabel:
// every one-part value in the strict form, which holds no "; ", is read
// by the strict reader as it was without the test.
func TestStrictColon(t *testing.T) {
	n := 0
	for ci := range countryTable {
		for _, label := range strictLabels() {
			for _, v := range []string{"Lima", "Av. Larco 1301", "15074", countryTable[ci].code + "-A"} {
				value := label + ": " + v
				f, ok := readStrict(ci, value)
				if !ok {
					continue
				}
				assert.Equal(t, strictResult(&f), Validate(countryTable[ci].code, value), "%q", value)
				n++
			}
		}
	}
	require.Greater(t, n, 100)
}
