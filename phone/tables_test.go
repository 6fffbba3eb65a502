package phone

import (
	"os"
	"regexp"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTablesVersion holds the version the tables were compiled from to the
// phonenumbers version go.mod requires: after an upgrade, go generate must
// run again (CI's generate step then shows the new tables as a diff).
func TestTablesVersion(t *testing.T) {
	b, err := os.ReadFile("../go.mod")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^\s*(?:require\s+)?github\.com/nyaruka/phonenumbers\s+(\S+)`).FindSubmatch(b)
	require.NotNil(t, m, "go.mod does not require phonenumbers")
	assert.Equal(t, string(m[1]), tablesVersion, "tables.go is stale: run go generate ./phone")
}

// FuzzTables compares the tables with phonenumbers on any PhoneNumber
// value: any calling code, national number, leading zeros and extension.
func FuzzTables(f *testing.F) {
	f.Add(int32(54), uint64(91150500147), int32(0), "")
	f.Add(int32(1), uint64(2015550123), int32(0), "12")
	f.Add(int32(39), uint64(612345678), int32(1), "")
	f.Add(int32(800), uint64(12345678), int32(0), "")
	f.Add(int32(44), uint64(7400123456), int32(3), "9")
	f.Add(int32(0), uint64(0), int32(-1), "")
	f.Fuzz(func(t *testing.T, cc int32, nn uint64, zeros int32, ext string) {
		n := &phonenumbers.PhoneNumber{CountryCode: &cc, NationalNumber: &nn}
		if zeros != 0 {
			n.ItalianLeadingZero = new(true)
			n.NumberOfLeadingZeros = &zeros
		}
		if ext != "" {
			n.Extension = &ext
		}
		if want, got := oracle(n), fromTables(n); got != want {
			t.Fatalf("%v: %s", n, diffAnswers(want, got))
		}
	})
}
