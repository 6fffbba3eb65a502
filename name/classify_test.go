package name

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

// knownGivenByKey is knownGiven without givenLast: every run is looked up.
func (a *analysis) knownGivenByKey(us []unit) bool {
	var k keyBuf
	for _, u := range us {
		if u.join >= 0 {
			return false
		}
		for j := u.lo; j < u.hi; j++ {
			if a.kinds[j]&kParticle == 0 {
				a.addWord(&k, int(j))
			}
		}
	}
	return k.bits()&esGiven != 0
}

// checkKnownGiven holds knownGiven to knownGivenByKey for every run of
// the units of value.
func checkKnownGiven(t *testing.T, value string) {
	s := strings.TrimSpace(value)
	if s == "" || len(s) > MaxLength || !utf8.ValidString(s) {
		return
	}
	var a analysis
	a.lang, a.country = spanish, "MX"
	if a.sc.cut(nfc(s)) != "" {
		return
	}
	a.run(nfc(s))
	us := a.makeUnits(make([]unit, maxTokens), 0, a.sc.n)
	for lo := range us {
		for hi := lo + 1; hi <= len(us); hi++ {
			require.Equal(t, a.knownGivenByKey(us[lo:hi]), a.knownGiven(us[lo:hi]), "%q units %d to %d", value, lo, hi)
		}
	}
}

// TestKnownGiven runs checkKnownGiven on every compound given name of the
// words table before a surname (TestSteps, on the test values).
func TestKnownGiven(t *testing.T) {
	found := 0
	for _, w := range words {
		if strings.Contains(w.key(), " ") && w.bits&esGiven != 0 {
			checkKnownGiven(t, w.key()+" Pérez")
			found++
		}
	}
	require.Greater(t, found, 1000)
}
