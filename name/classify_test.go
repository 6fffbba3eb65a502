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

// classOfByLanguage is classOf as it was written first, reading the bits
// for a.lang: TestClassOf holds the table classes to it.
func (a *analysis) classOfByLanguage(bits uint8) class {
	other := portuguese
	if a.lang == portuguese {
		other = spanish
	}
	g, s := bits&a.lang.givenBit() != 0, bits&a.lang.surnameBit() != 0
	og, os := bits&other.givenBit() != 0, bits&other.surnameBit() != 0
	switch {
	case g && s:
		return either
	case g:
		return given
	case s:
		return surname
	case og && !os:
		return weakGiven
	case os && !og:
		return weakSurname
	}
	return unknown
}

// TestClassOf compares classOf with classOfByLanguage for every byte of
// role bits in every language.
func TestClassOf(t *testing.T) {
	for _, l := range []language{noRules, spanish, portuguese} {
		a := analysis{lang: l}
		for bits := range 256 {
			require.Equal(t, a.classOfByLanguage(uint8(bits)), a.classOf(uint8(bits)), "language %d bits %#x", l, bits)
		}
	}
}
