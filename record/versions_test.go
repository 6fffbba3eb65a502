package record

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
)

// versionForm is the one form of every DataVersion, which internal/gen
// writes from the sources' Version lines: "<source> <version>[; ...]".
var versionForm = regexp.MustCompile(`^[^ ;"]+ [^;"]+(; [^ ;"]+ [^;"]+)*$`)

// TestDataVersionsForm checks that every package names its data in that
// form, phone's "phonenumbers <version>" included.
func TestDataVersionsForm(t *testing.T) {
	for _, d := range DataVersions() {
		assert.Regexp(t, versionForm, d.Version, d.Package)
	}
}
