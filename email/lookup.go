package email

import "strings"

// Look-ups in the generated tables (tables.go), sorted domain lists: by
// hash for a whole domain (domainSet), and by first character
// (domaintab.Index) for the typo suggestions, which read every domain
// that starts like the one typed.

// isProvider reports whether the ASCII domain d is a consumer mail domain.
func isProvider(d string) bool {
	return providerSet.index(d) >= 0
}

// provider returns the entry of providerDomains equal to d, if any, so
// that callers can return it without d escaping.
func provider(d string) (string, bool) {
	if i := providerSet.index(d); i >= 0 {
		return providerDomains[i], true
	}
	return "", false
}

// isDisposable reports whether the ASCII domain d, or a domain it lies
// under, is a throw-away mailbox service.
func isDisposable(d string) bool {
	for {
		if disposableSet.index(d) >= 0 {
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

// domainSet is an open-addressing hash table of a domain list (each
// position stored plus one; zero is an empty slot), by the FNV-1a hash of
// the domain, with linear probing: a power of two at least four times the
// list, so that a domain that is not listed, the common case, is turned
// away after a probe or two, where a binary search compared it with
// several entries. It is built once from the generated tables and never
// changed.
type domainSet struct {
	list  []string
	slots []uint16
}

var (
	providerSet   = newDomainSet(providerDomains[:])
	disposableSet = newDomainSet(disposableDomains[:])
)

// newDomainSet returns the domainSet of list, at most 65535 domains.
func newDomainSet(list []string) domainSet {
	n := 1
	for n < 4*len(list) {
		n *= 2
	}
	t := domainSet{list: list, slots: make([]uint16, n)}
	for i, d := range list {
		h := domainHash(d) & uint32(n-1)
		for t.slots[h] != 0 {
			h = (h + 1) & uint32(n-1)
		}
		t.slots[h] = uint16(i + 1)
	}
	return t
}

// index returns the position of d in the set's list, or -1.
func (t *domainSet) index(d string) int {
	mask := uint32(len(t.slots) - 1)
	for h := domainHash(d) & mask; ; h = (h + 1) & mask {
		e := t.slots[h]
		if e == 0 {
			return -1
		}
		if t.list[e-1] == d {
			return int(e - 1)
		}
	}
}

// domainHash is the 32-bit FNV-1a hash of d.
func domainHash(d string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(d); i++ {
		h = (h ^ uint32(d[i])) * 16777619
	}
	return h
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
