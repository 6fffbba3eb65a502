package email

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/email/internal/domaintab"
	"github.com/ndval/ndval/internal/strhash"
)

// suggestDomainRef is suggestDomain reading every provider name, as it
// did before providerNameIndex: the reference its shortcut is held to.
func suggestDomainRef(d string) (string, bool) {
	name, suffix, ok := strings.Cut(d, ".")
	if !ok || name == "" || suffix == "" {
		return "", false
	}
	m := domaintab.NameMask(name)
	best, bestCost, tie := -1, 3, false
	onlyBest, onlyCost, onlyTie := -1, 3, false
	for i := range providerNames {
		pn := &providerNames[i]
		if diff := len(name) - len(pn.name); diff > 2 || diff < -2 || pn.notypo {
			continue
		}
		k := nameBudget(len(pn.name))
		if absDiff(len(name), len(pn.name)) > k || bits.OnesCount32(m^pn.mask) > 2*k {
			continue
		}
		nd := 0
		if name != pn.name {
			if name[0] != pn.name[0] {
				continue
			}
			if nd = distance(name, pn.name, k); nd > k {
				continue
			}
		}
		for j := int(pn.lo); j < int(pn.hi); j++ {
			sd := suffixDistance(suffix, providerDomains[j][len(pn.name)+1:])
			cost := nd + sd
			switch {
			case sd > 1 || cost == 0 || cost > 2 || cost > bestCost:
			case cost < bestCost:
				best, bestCost, tie = j, cost, false
			default:
				tie = true
			}
		}
		if pn.only {
			switch {
			case nd > onlyCost:
			case nd < onlyCost:
				onlyBest, onlyCost, onlyTie = int(pn.lo), nd, false
			default:
				onlyTie = true
			}
		}
	}
	switch {
	case best >= 0:
		if tie {
			return "", false
		}
		return providerDomains[best], true
	case onlyBest >= 0 && !onlyTie:
		return providerDomains[onlyBest], true
	}
	return "", false
}

// dotlessProviderRef is dotlessProvider comparing every provider domain of
// d's first character.
func dotlessProviderRef(d string) (string, bool) {
	if d == "" || domaintab.Bucket(d[0]) < 0 {
		return "", false
	}
	b := domaintab.Bucket(d[0])
	for i := providerIndex[b]; i < providerIndex[b+1]; i++ {
		if equalDotless(d, providerDomains[i]) {
			return providerDomains[i], true
		}
	}
	return "", false
}

// TestProviderSigs checks that every provider domain has a dotlessSig,
// and that dotlessProvider finds each, dotted or not, as
// dotlessProviderRef does.
func TestProviderSigs(t *testing.T) {
	for i, p := range providerDomains {
		_, ok := dotlessSig(p)
		assert.True(t, ok, p)
		assert.NotZero(t, providerSigs[i], p)
		bare := strings.ReplaceAll(p, ".", "")
		for _, d := range []string{p, bare, bare + ".", p + "..", p[:1] + "." + p[1:], p[:len(p)-1]} {
			s, ok := dotlessProvider(d)
			rs, rok := dotlessProviderRef(d)
			assert.Equal(t, rs, s, d)
			assert.Equal(t, rok, ok, d)
		}
	}
}

// nearDomains returns every provider domain and every string one edit
// away from one (a character deleted, replaced, inserted or swapped with
// the next, from the characters of domains, a comma and a space), with
// its dots removed, and with each dot moved one place: the domains near
// enough to a provider's for suggestDomain and dotlessProvider to answer.
func nearDomains() []string {
	const chars = domaintab.Alphabet + "-.,_ "
	var out []string
	for _, p := range providerDomains {
		out = append(out, p, strings.ReplaceAll(p, ".", ""), p+".", "."+p)
		for i := 0; i <= len(p); i++ {
			if i < len(p) {
				out = append(out, p[:i]+p[i+1:])
			}
			if i+1 < len(p) {
				out = append(out, p[:i]+p[i+1:i+2]+p[i:i+1]+p[i+2:])
			}
			if i < len(p) && p[i] == '.' {
				if i > 0 {
					out = append(out, p[:i-1]+"."+p[i-1:i]+p[i+1:])
				}
				if i+1 < len(p) {
					out = append(out, p[:i]+p[i+1:i+2]+"."+p[i+2:])
				}
			}
			for j := 0; j < len(chars); j++ {
				out = append(out, p[:i]+chars[j:j+1]+p[i:])
				if i < len(p) {
					out = append(out, p[:i]+chars[j:j+1]+p[i+1:])
				}
			}
		}
	}
	return out
}

// TestSuggestShortcuts holds suggestDomain and dotlessProvider, which read
// only some providers, to the full readings on every domain near a
// provider's (nearDomains); it fails if providerNameIndex or the
// last-character test leaves out a provider that could answer.
func TestSuggestShortcuts(t *testing.T) {
	domains := nearDomains()
	require.Greater(t, len(domains), 50_000)
	suggested, dotless := 0, 0
	for _, d := range domains {
		s, ok := suggestDomain(d)
		rs, rok := suggestDomainRef(d)
		if s != rs || ok != rok {
			t.Errorf("suggestDomain(%q) = %q, %v; the full reading %q, %v", d, s, ok, rs, rok)
		}
		if ok {
			suggested++
		}
		s, ok = dotlessProvider(d)
		rs, rok = dotlessProviderRef(d)
		if s != rs || ok != rok {
			t.Errorf("dotlessProvider(%q) = %q, %v; the full reading %q, %v", d, s, ok, rs, rok)
		}
		if ok {
			dotless++
		}
	}
	// The inputs reach both answers, not only the refusals.
	assert.Greater(t, suggested, 10_000)
	assert.Greater(t, dotless, 500)
}

func TestProviderNameIndex(t *testing.T) {
	for i, pn := range providerNames {
		b := domaintab.Bucket(pn.name[0])
		require.GreaterOrEqual(t, b, 0, pn.name)
		assert.True(t, int(providerNameIndex[b]) <= i && i < int(providerNameIndex[b+1]), "%s outside its range", pn.name)
	}
	for _, p := range providerDomains {
		assert.NotEqual(t, byte('.'), p[len(p)-1], "%s ends with a dot", p)
	}
}

// searchIndexed finds s in the sorted list with its first-character index,
// by binary search: how isProvider and isDisposable looked domains up
// before providerSet and disposableSet, and the reference TestDomainSets
// holds them to.
func searchIndexed(list []string, index *domaintab.Index, s string) (int, bool) {
	if s == "" {
		return -1, false
	}
	b := domaintab.Bucket(s[0])
	if b < 0 {
		return -1, false
	}
	lo, hi := int(index[b]), int(index[b+1])
	i, found := search(list[lo:hi], s)
	return lo + i, found
}

// TestDomainSets holds providerSet and disposableSet to a binary search of
// their lists on every listed domain, every domain near a provider's
// (nearDomains) and every domain those lie under.
func TestDomainSets(t *testing.T) {
	var domains []string
	for _, d := range append(nearDomains(), disposableDomains[:]...) {
		for {
			domains = append(domains, d, strings.ToUpper(d))
			i := strings.IndexByte(d, '.')
			if i < 0 {
				break
			}
			d = d[i+1:]
		}
	}
	for _, set := range []struct {
		list []string
		*strhash.Set
	}{{providerDomains[:], &providerSet}, {disposableDomains[:], &disposableSet}} {
		found := 0
		for _, d := range domains {
			want := -1
			if i, ok := slices.BinarySearch(set.list, d); ok {
				want = i
				found++
			}
			if got := set.Index(d); got != want {
				t.Fatalf("Index(%q) = %d, the binary search %d", d, got, want)
			}
		}
		assert.GreaterOrEqual(t, found, len(set.list), "the inputs hold every listed domain")
	}
}

// search finds s in the sorted list, as slices.BinarySearch does, with
// plain string comparisons: how suggestCom looked its label up in
// comTypos before isComTypo, and searchIndexed's search.
func search(list []string, s string) (int, bool) {
	lo, hi := 0, len(list)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if list[m] < s {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(list) && list[lo] == s
}

// comTypos are the misspellings of com that are not top-level domains,
// the list isComTypo's switch holds.
var comTypos = [...]string{"cmo", "comm", "con", "coom", "cpm", "ocm", "vom", "xom"}

// TestComTypos holds isComTypo to a search of comTypos on every string of
// up to four lower-case letters, and on each typo with a letter more.
func TestComTypos(t *testing.T) {
	check := func(s string) {
		_, want := search(comTypos[:], s)
		if got := isComTypo(s); got != want {
			t.Fatalf("isComTypo(%q) = %v, want %v", s, got, want)
		}
	}
	var gen func(prefix []byte, n int)
	gen = func(prefix []byte, n int) {
		check(string(prefix))
		if n == 0 {
			return
		}
		for c := byte('a'); c <= 'z'; c++ {
			gen(append(prefix, c), n-1)
		}
	}
	gen(nil, 4)
	for _, c := range comTypos {
		check(c + "m")
		check("." + c)
		check(strings.ToUpper(c))
	}
}
