package email

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/email/internal/domaintab"
	"github.com/ndval/ndval/internal/country"
)

// dataLines returns the non-comment lines of a data file, checking that it
// names its source first.
func dataLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if n == 1 {
			require.True(t, strings.HasPrefix(line, "# Source: "), "%s must start with a # Source: line", path)
		}
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			lines = append(lines, line)
		}
	}
	require.NoError(t, sc.Err())
	return lines
}

// TestTablesCurrent checks that tables.go holds what the data files say;
// run `go generate` after editing them.
func TestTablesCurrent(t *testing.T) {
	var providers []string
	for _, line := range dataLines(t, "data/providers.txt") {
		d, _, _ := strings.Cut(line, "\t")
		providers = append(providers, d)
	}
	slices.Sort(providers)
	assert.Equal(t, providers, providerDomains[:], "providerDomains; run go generate")

	disposable := dataLines(t, "data/disposable.txt")
	slices.Sort(disposable)
	assert.Equal(t, slices.Compact(disposable), disposableDomains[:], "disposableDomains; run go generate")
}

func TestProviderTable(t *testing.T) {
	require.True(t, slices.IsSorted(providerDomains[:]))
	next := 0
	for _, pn := range providerNames {
		assert.Equal(t, domaintab.NameMask(pn.name), pn.mask, pn.name)
		assert.Equal(t, next, int(pn.lo), "%s: groups must cover providerDomains in order", pn.name)
		assert.Less(t, pn.lo, pn.hi, pn.name)
		for _, d := range providerDomains[pn.lo:pn.hi] {
			assert.True(t, strings.HasPrefix(d, pn.name+"."), "%s in group %s", d, pn.name)
		}
		if pn.only {
			assert.Equal(t, 1, int(pn.hi-pn.lo), "%s: an only provider has one domain", pn.name)
		}
		next = int(pn.hi)
	}
	assert.Equal(t, len(providerDomains), next)
	for i, d := range providerDomains {
		j, found := searchIndexed(providerDomains[:], &providerIndex, d)
		assert.True(t, found && i == j, "providerIndex misses %s", d)
		assert.Equal(t, i, providerSet.Index(d), "providerSet misses %s", d)
		r := Validate("ana@" + d)
		assert.True(t, r.Valid, "%s: %s", d, r.Reason)
		assert.Equal(t, WarnFreeProvider, r.Warnings, d)
		// What warnings does not look up for a provider's domain.
		assert.False(t, isDisposable(d), "%s is disposable", d)
		assert.False(t, isDocumentation(d) || isSpecialUse(d), "%s is reserved", d)
	}
}

func TestDisposableTable(t *testing.T) {
	require.True(t, slices.IsSorted(disposableDomains[:]))
	for i, d := range disposableDomains {
		assert.Equal(t, i, disposableSet.Index(d), "disposableSet misses %s", d)
		r := Validate("ana@" + d)
		assert.True(t, r.Valid, "%s: %s", d, r.Reason)
		assert.True(t, r.Warnings.Has(WarnDisposable), d)
		assert.False(t, r.Warnings.Has(WarnFreeProvider), "%s is also a provider", d)
	}
	assert.False(t, isDisposable("com"))
	assert.False(t, isDisposable("-x.com"))
	assert.Equal(t, -1, disposableSet.Index(""))
	assert.False(t, isDisposable("mailinator"))
}

func TestCountryCodes(t *testing.T) {
	n := 0
	for a := 'a'; a <= 'z'; a++ {
		for b := 'a'; b <= 'z'; b++ {
			if isCountryCode(string([]rune{a, b})) {
				n++
			}
		}
	}
	assert.Equal(t, len(country.Codes())+4, n, "ISO 3166-1 and ac, eu, su, uk")
	for _, c := range []string{"ar", "br", "uk", "eu", "ac", "su", "co"} {
		assert.True(t, isCountryCode(c), c)
	}
	for _, c := range []string{"", "a", "com", "ra", "zz", "aa", "uk ", "AR", "xk"} {
		assert.False(t, isCountryCode(c), c)
	}
	assert.True(t, slices.IsSorted(comTypos[:]))
	for _, c := range comTypos {
		assert.False(t, isCountryCode(c), c)
	}
}

func TestReserved(t *testing.T) {
	for _, d := range []string{"localhost", "test", "a.test", "example", "a.b.example", "invalid", "x.local",
		"x.onion", "x.arpa", "home.arpa", "x.alt", "x.internal"} {
		assert.True(t, isSpecialUse(d), d)
		assert.False(t, isDocumentation(d), d)
	}
	for _, d := range []string{"example.com", "a.example.com", "example.net", "a.b.example.net", "example.org"} {
		assert.True(t, isDocumentation(d), d)
		assert.False(t, isSpecialUse(d), d)
	}
	for _, d := range []string{"com", "test.com", "myexample.com", "example.com.br", "examples.com", "local.com.ar",
		"localhost.com", "notexample.org", "example.edu"} {
		assert.False(t, isSpecialUse(d), d)
		assert.False(t, isDocumentation(d), d)
	}
}
