package email

import "strings"

//go:generate go run gen.go

// DataVersion identifies the provider and disposable-domain tables built
// into the package: the date they were gathered from their public sources
// (data/providers.txt and data/disposable.txt name them).
const DataVersion = "2026-11-26"

// isDisposable reports whether the ASCII domain d, or a domain it lies
// under, is a throw-away mailbox service.
func isDisposable(d string) bool {
	for {
		if inIndexed(disposableDomains[:], &disposableIndex, d) {
			return true
		}
		i := strings.IndexByte(d, '.')
		if i < 0 {
			return false
		}
		d = d[i+1:]
		if strings.IndexByte(d, '.') < 0 {
			return false // a bare top-level domain is never listed
		}
	}
}

// warnings returns the warnings of a valid address, and the suggested
// address for WarnLikelyTypo.
func (p *parsed) warnings() (Warnings, string) {
	if p.literal {
		return 0, ""
	}
	var w Warnings
	var suggestion string
	if isRole(p.local) {
		w |= WarnRoleAccount
	}
	d := p.asciiDomain
	if isProvider(d) {
		w |= WarnFreeProvider
	} else if s, ok := suggest(d); ok {
		w |= WarnLikelyTypo
		suggestion = p.local + "@" + s
	}
	if isDisposable(d) {
		w |= WarnDisposable
	}
	return w, suggestion
}

// suggest returns the domain that the valid ASCII domain d, not itself a
// provider, most likely mistypes: a provider's (see suggestDomain and
// dotlessProvider) or d with its .com fixed (see suggestCom).
func suggest(d string) (string, bool) {
	if s, ok := suggestDomain(d); ok {
		return s, true
	}
	if s, ok := dotlessProvider(d); ok {
		return s, true
	}
	return suggestCom(d)
}

// alphabet orders the buckets of the first-character indexes that gen.go
// writes into tables.go (providerIndex, disposableIndex).
const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"

// bucket returns the index of c in alphabet, or -1.
func bucket(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 10
	}
	return -1
}

// inIndexed reports whether s is in the sorted list, searching only the
// entries that start with the same character.
func inIndexed(list []string, index *[len(alphabet) + 1]uint16, s string) bool {
	_, found := searchIndexed(list, index, s)
	return found
}

// searchIndexed finds s in the sorted list with its first-character index.
// It returns the position of s (or where s would be) and whether it is
// there; the position is -1 when s starts with no character of alphabet.
func searchIndexed(list []string, index *[len(alphabet) + 1]uint16, s string) (int, bool) {
	if s == "" {
		return -1, false
	}
	b := bucket(s[0])
	if b < 0 {
		return -1, false
	}
	lo, hi := int(index[b]), int(index[b+1])
	i, found := search(list[lo:hi], s)
	return lo + i, found
}
