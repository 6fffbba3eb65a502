package email

import (
	"math/bits"
	"strings"

	"github.com/ndval/ndval/email/internal/domaintab"
	"github.com/ndval/ndval/internal/country"
)

// Consumer mail providers (data/providers.txt, compiled into tables.go)
// feed two warnings: WarnFreeProvider when the domain is one of them, and
// WarnLikelyTypo when it is a near miss of one.
//
// A near miss is judged on the two parts of the domain, its first label
// (the name: gmail, hotmail, uol) and the rest (the suffix: com, com.br),
// with the optimal string alignment distance (Damerau-Levenshtein where
// each substring is edited once: insertions, deletions, substitutions and
// swaps of adjacent characters cost 1):
//
//   - the name may be off by 0 edits for names of up to 4 characters (uol,
//     bol, live), 1 for 5 or 6 (gmail, yahoo, icloud), 2 for longer ones
//     (hotmail, outlook), and an edited name must keep its first character
//     (people rarely mistype it, and cloud.com is not icloud.com);
//   - the suffix may be off by 1 edit, but a country-code top-level domain
//     is never changed into something else (yahoo.com.au is Yahoo's, not
//     a slip for yahoo.com.ar; bol.com.bt is Bhutan's), except co, cm and
//     om into com;
//   - the two together by at most 2, and the best candidate must be
//     unique.
//
// A provider marked "only" in the data (gmail.com) exists under one suffix,
// so its name under any other suffix (gmail.com.br, gmail.es) is a typo.
// Providers marked "notypo" (mail.com) are common words: known, never
// suggested. A domain that is a provider's with its dots misplaced
// (hotmailcom.br) is a typo too (dotlessProvider).

// providerName is a first label shared by providerDomains[lo:hi].
type providerName struct {
	name   string
	mask   uint32 // domaintab.NameMask(name)
	lo, hi uint8
	only   bool
	notypo bool
}

// nameBudget is the number of edits allowed on a provider name of n bytes.
func nameBudget(n int) int {
	switch {
	case n <= 4:
		return 0
	case n <= 6:
		return 1
	}
	return 2
}

// suggestDomain returns the provider domain that the lower-case ASCII
// domain d most likely mistypes, if any. It allocates nothing. Only the
// names that start with d's first character are candidates (an edited
// name keeps it), so it reads those alone (providerNameIndex).
func suggestDomain(d string) (string, bool) {
	name, suffix, ok := strings.Cut(d, ".")
	if !ok || name == "" || suffix == "" {
		return "", false
	}
	b := domaintab.Bucket(name[0])
	if b < 0 {
		return "", false // every provider name starts with a character of the alphabet
	}
	m := domaintab.NameMask(name)
	best, bestCost, tie := -1, 3, false
	onlyBest, onlyCost, onlyTie := -1, 3, false
	for i := providerNameIndex[b]; i < providerNameIndex[b+1]; i++ {
		pn := &providerNames[i]
		if diff := len(name) - len(pn.name); diff > 2 || diff < -2 || pn.notypo {
			continue // 2 is the largest name budget
		}
		k := nameBudget(len(pn.name))
		if absDiff(len(name), len(pn.name)) > k || bits.OnesCount32(m^pn.mask) > 2*k {
			continue
		}
		nd := 0
		if name != pn.name {
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

// suffixDistance is the edit distance of the suffixes a (typed) and b (a
// provider's), or 2 when a ends in a country-code top-level domain that b
// does not: yahoo.com.au is Yahoo's Australian domain, not a slip for
// yahoo.com.ar, while yahoo.com.ra is a slip. The exceptions are co, cm
// and om for com, the usual ways to mistype it.
func suffixDistance(a, b string) int {
	if a == b {
		return 0
	}
	la, lb := a[strings.LastIndexByte(a, '.')+1:], b[strings.LastIndexByte(b, '.')+1:]
	if la != lb && isCountryCode(la) && !(lb == "com" && (la == "co" || la == "cm" || la == "om")) {
		return 2
	}
	return distance(a, b, 1)
}

// isCountryCode reports whether the lower-case s is a two-letter
// country-code top-level domain: an ISO 3166-1 alpha-2 code (the module's
// list, internal/country), or one of the four the IANA root zone adds
// (ac, eu, su, uk).
func isCountryCode(s string) bool {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'z' || s[1] < 'a' || s[1] > 'z' {
		return false
	}
	switch s {
	case "ac", "eu", "su", "uk":
		return true
	}
	_, reason := country.Parse(s)
	return reason == ""
}

// isComTypo reports whether label is a misspelling of com that is not a
// top-level domain (IANA root zone), so that a domain ending in it cannot
// exist. A switch on constant strings compares their lengths and bytes
// directly, where a search of a sorted list called the string comparison
// at every step; TestComTypos holds it to the list (comTypos).
func isComTypo(label string) bool {
	switch label {
	case "cmo", "comm", "con", "coom", "cpm", "ocm", "vom", "xom":
		return true
	}
	return false
}

// suggestCom returns d with a misspelled com label fixed (empresa.con ->
// empresa.com, empresa.con.mx -> empresa.com.mx), if it has one. The
// label must be the last one, or the one before a two-letter country code.
func suggestCom(d string) (string, bool) {
	end := len(d)
	start := strings.LastIndexByte(d, '.') + 1
	if start == 0 {
		return "", false
	}
	if end-start == 2 {
		end = start - 1
		start = strings.LastIndexByte(d[:end], '.') + 1
		if start == 0 {
			return "", false
		}
	}
	if !isComTypo(d[start:end]) {
		return "", false
	}
	return d[:start] + "com" + d[end:], true
}

// suggestInvalidDomain returns the provider domain that raw, a domain that
// failed the syntax, most likely mistypes: after a comma or semicolon for
// the dot, a doubled, leading or trailing dot, a space, or a missing dot
// (gmail,com, gmail..com, gmail.com., gmailcom, hotmailcom.br).
func suggestInvalidDomain(raw string) (string, bool) {
	if len(raw) > maxDomain || !isASCII(raw) {
		return "", false
	}
	var buf [maxDomain]byte
	b := buf[:0]
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		case c == ',' || c == ';':
			c = '.'
		case c == ' ':
			continue
		}
		if c == '.' && (len(b) == 0 || b[len(b)-1] == '.') {
			continue
		}
		b = append(b, c)
	}
	for len(b) > 0 && b[len(b)-1] == '.' {
		b = b[:len(b)-1]
	}
	d := string(b) // on the stack when short: d does not escape
	if p, ok := provider(d); ok {
		return p, true
	}
	if s, ok := dotlessProvider(d); ok {
		return s, true
	}
	if strings.IndexByte(d, '.') < 0 {
		return "", false
	}
	if s, ok := suggestDomain(d); ok {
		return s, true
	}
	return "", false
}

// dotlessProvider returns the provider domain that d spells with its dots
// misplaced (hotmailcom.br), if any. It allocates nothing. The two must
// have the same second and last characters besides their dots
// (dotlessSig): a test that turns most candidates away before
// equalDotless.
func dotlessProvider(d string) (string, bool) {
	if d == "" || domaintab.Bucket(d[0]) < 0 {
		return "", false
	}
	sig, ok := dotlessSig(d)
	if !ok {
		return "", false
	}
	if w, bit := sigBit(sig); providerSigBits[w]&bit == 0 {
		return "", false // no provider domain has this signature
	}
	b := domaintab.Bucket(d[0])
	for i := providerIndex[b]; i < providerIndex[b+1]; i++ {
		if providerSigs[i] == sig && equalDotless(d, providerDomains[i]) {
			return providerDomains[i], true
		}
	}
	return "", false
}

// dotlessSig returns the second and the last of d's characters besides
// its dots, as one number, for d that does not start with a dot; false
// when d has fewer than two, as no provider domain has (TestProviderSigs).
func dotlessSig(d string) (uint16, bool) {
	i := 1
	for i < len(d) && d[i] == '.' {
		i++
	}
	j := len(d) - 1
	for j > 0 && d[j] == '.' {
		j--
	}
	if i >= len(d) || j < i {
		return 0, false
	}
	return uint16(d[i])<<8 | uint16(d[j]), true
}

// providerSigs holds the dotlessSig of every provider domain. Built once
// from the generated table and never changed.
var providerSigs = func() (sigs [len(providerDomains)]uint16) {
	for i, p := range providerDomains {
		sigs[i], _ = dotlessSig(p)
	}
	return sigs
}()

// providerSigBits has the bit (sigBit) of every provider domain's
// dotlessSig: a domain whose bit is clear has no provider's signature,
// and dotlessProvider turns it away before it reads the domains of its
// first character. Built once from providerSigs and never changed.
var providerSigBits = func() (set [providerSigWords]uint64) {
	for _, sig := range providerSigs {
		w, bit := sigBit(sig)
		set[w] |= bit
	}
	return set
}()

// providerSigWords is the size of providerSigBits: 1024 bits, for some 64
// signatures.
const providerSigWords = 16

// sigBit returns the word and bit of providerSigBits for the signature sig.
func sigBit(sig uint16) (word int, bit uint64) {
	k := uint32(sig) * 0x9e3779b1 >> 22 // the top 10 bits: 64 * providerSigWords
	return int(k / 64), 1 << (k % 64)
}

// equalDotless reports whether a and b are equal once their dots are
// removed.
func equalDotless(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && a[i] == '.' {
			i++
		}
		for j < len(b) && b[j] == '.' {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		i++
		j++
	}
}

// maxDistanceLen bounds the strings distance compares; provider names and
// suffixes are far shorter.
const maxDistanceLen = 31

// distance returns the optimal string alignment distance between a and b
// (insertions, deletions, substitutions and adjacent transpositions, each
// substring edited once), or max+1 when it exceeds max. It works on bytes,
// which is exact for the ASCII domains it is given, and allocates nothing.
func distance(a, b string, max int) int {
	if absDiff(len(a), len(b)) > max || len(a) > maxDistanceLen || len(b) > maxDistanceLen {
		return max + 1
	}
	var rows [3][maxDistanceLen + 1]uint8
	prev2, prev, cur := &rows[0], &rows[1], &rows[2]
	for j := 0; j <= len(b); j++ {
		prev[j] = uint8(j)
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = uint8(i)
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := uint8(1)
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if int(rowMin) > max {
			return max + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(int(prev[len(b)]), max+1)
}

func absDiff(a, b int) int {
	if a > b {
		return a - b
	}
	return b - a
}
