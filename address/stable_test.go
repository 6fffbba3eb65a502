package address

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval/internal/testfile"
)

// TestFormattedStable feeds the Formatted form of every valid labelled
// address back: it must parse to the same Formatted and the same parts.
func TestFormattedStable(t *testing.T) {
	for _, rec := range testfile.Read(t, "testdata/addresses_*.txt", 9) {
		cc := strings.ToUpper(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(rec.File), "addresses_"), ".txt"))
		r := Validate(cc, rec.Fields[0])
		if !r.Valid {
			continue
		}
		again := Validate(cc, r.Formatted)
		assert.Equal(t, r.Formatted, again.Formatted, "%s:%d %q", rec.File, rec.Line, rec.Fields[0])
		assert.Equal(t, r.City, again.City, "%s:%d %q", rec.File, rec.Line, rec.Fields[0])
		assert.Equal(t, r.RegionCode, again.RegionCode, "%s:%d %q", rec.File, rec.Line, rec.Fields[0])
		assert.Equal(t, r.PostalCode, again.PostalCode, "%s:%d %q", rec.File, rec.Line, rec.Fields[0])
	}
}
