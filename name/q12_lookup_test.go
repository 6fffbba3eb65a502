package name

import (
	"testing"

	"github.com/ndval/ndval/internal/strhash"
)

// keyBitsByScan is keyBits as a reader of the table would write it: the
// bits of the entry whose key is key, found by reading every entry, or 0.
func keyBitsByScan(byKey map[string]uint8, key []byte) uint8 { return byKey[string(key)] }

// wordsByKey is the words table as a map of its keys to their bits.
func wordsByKey(t testing.TB) map[string]uint8 {
	m := make(map[string]uint8, len(words))
	for i := range words {
		w := &words[i]
		if _, dup := m[w.key()]; dup {
			t.Fatalf("key %q twice in the words table", w.key())
		}
		m[w.key()] = w.bits
	}
	return m
}

// TestKeyBitsHashTop holds keyBits, which reads only the top 16 bits of
// a key's hash (hashTop), to the table read entry by entry: on every key
// of the table, every key with its last byte changed, cut short or
// lengthened (near misses in the same bucket or not), and keys that share
// a key's top 16 hash bits but not its bytes.
func TestKeyBitsHashTop(t *testing.T) {
	byKey := wordsByKey(t)
	check := func(key []byte) {
		t.Helper()
		if got, want := keyBits(key), keyBitsByScan(byKey, key); got != want {
			t.Fatalf("keyBits(%q) = %#x, the table has %#x", key, got, want)
		}
	}
	for i := range words {
		k := []byte(words[i].key())
		check(k)
		for c := byte('a'); c <= 'z'; c++ {
			m := append([]byte(nil), k...)
			m[len(m)-1] = c
			check(m)
			check(append(append([]byte(nil), k...), c))
		}
		check(k[:len(k)-1])
	}
	// keys whose hashes share the top 16 bits of a key's: the hash
	// agrees, the bytes do not
	tops := make(map[uint16]bool, len(words))
	for i := range words {
		tops[hashTop(words[i].hash)] = true
	}
	found := 0
	var b [4]byte
	for n := 0; n < 1<<20 && found < 2000; n++ {
		key := b[:0]
		for x := n; ; x /= 26 {
			key = append(key, byte('a'+x%26))
			if x < 26 {
				break
			}
		}
		if tops[hashTop(strhash.Sum(key))] {
			found++
			check(key)
		}
	}
	if found < 2000 {
		t.Fatalf("only %d keys share a key's top hash bits", found)
	}
}

// FuzzKeyBits holds keyBits to the table read entry by entry on any key.
func FuzzKeyBits(f *testing.F) {
	byKey := wordsByKey(f)
	for _, s := range []string{"maria", "maria carmen", "gomez", "diaz", "emma", "", "ponce de leon", "zz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, key string) {
		if got, want := keyBits([]byte(key)), keyBitsByScan(byKey, []byte(key)); got != want {
			t.Fatalf("keyBits(%q) = %#x, the table has %#x", key, got, want)
		}
	})
}
