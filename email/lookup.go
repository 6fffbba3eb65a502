package email

import (
	"strings"

	"github.com/ndval/ndval/email/internal/domaintab"
)

// Look-ups in the generated tables (tables.go): sorted domain lists, each
// with a first-character index (domaintab.Index) that narrows a binary
// search to the entries starting with the same character.

// isProvider reports whether the ASCII domain d is a consumer mail domain.
func isProvider(d string) bool {
	return inIndexed(providerDomains[:], &providerIndex, d)
}

// provider returns the entry of providerDomains equal to d, if any, so
// that callers can return it without d escaping.
func provider(d string) (string, bool) {
	if i, found := searchIndexed(providerDomains[:], &providerIndex, d); found {
		return providerDomains[i], true
	}
	return "", false
}

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

// inIndexed reports whether s is in the sorted list, searching only the
// entries that start with the same character.
func inIndexed(list []string, index *domaintab.Index, s string) bool {
	_, found := searchIndexed(list, index, s)
	return found
}

// searchIndexed finds s in the sorted list with its first-character index.
// It returns the position of s (or where s would be) and whether it is
// there; the position is -1 when s starts with no character of
// domaintab.Alphabet.
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

// search finds s in the sorted list, as slices.BinarySearch does, with
// plain string comparisons (twice as fast here as the generic cmp.Less).
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
