package email

import (
	"strings"

	"github.com/ndval/ndval/internal/strhash"
)

// Look-ups in the generated tables (tables.go), sorted domain lists: by
// hash for a whole domain (providerSet, disposableSet), and by first character
// (domaintab.Index) for the typo suggestions, which read every domain
// that starts like the one typed.

// isProvider reports whether the ASCII domain d is a consumer mail domain.
func isProvider(d string) bool {
	return providerSet.Index(d) >= 0
}

// provider returns the entry of providerDomains equal to d, if any, so
// that callers can return it without d escaping.
func provider(d string) (string, bool) {
	if i := providerSet.Index(d); i >= 0 {
		return providerDomains[i], true
	}
	return "", false
}

// isDisposable reports whether the ASCII domain d, or a domain it lies
// under, is a throw-away mailbox service.
func isDisposable(d string) bool {
	for {
		if disposableSet.Index(d) >= 0 {
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

// providerSet and disposableSet find a domain in providerDomains and
// disposableDomains by hash (internal/strhash), so that a domain that is
// not listed, the common case, is turned away after a probe or two, where
// a binary search compared it with several entries. Built once from the
// generated tables and never changed.
var (
	providerSet   = strhash.NewSet(providerDomains[:])
	disposableSet = strhash.NewSet(disposableDomains[:])
)
