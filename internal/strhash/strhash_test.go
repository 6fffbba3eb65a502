package strhash

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fnv1a is hash/fnv's FNV-1a of s, the reference Sum is held to.
func fnv1a(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}

func TestSum(t *testing.T) {
	// The FNV-1a test vectors of the reference implementation
	// (http://www.isthe.com/chongo/src/fnv/test_fnv.c), and longer keys.
	for _, tc := range []struct {
		in   string
		want uint32
	}{
		{"", 0x811c9dc5},
		{"a", 0xe40c292c},
		{"b", 0xe70c2de5},
		{"c", 0xe60c2c52},
		{"d", 0xe10c2473},
		{"e", 0xe00c22e0},
		{"f", 0xe30c2799},
		{"fo", 0x6222e842},
		{"foo", 0xa9f37ed7},
		{"foob", 0x3f5076ef},
		{"fooba", 0x39aaa18a},
		{"foobar", 0xbf9cf968},
		{"\x00", 0x050c5d1f},
		{"ponce de leon", fnv1a("ponce de leon")},
		{"sao paulo\xff\x80", fnv1a("sao paulo\xff\x80")},
	} {
		t.Run(strconv.Quote(tc.in), func(t *testing.T) {
			assert.Equal(t, tc.want, Sum(tc.in))
			assert.Equal(t, tc.want, Sum([]byte(tc.in)))
			assert.Equal(t, tc.want, fnv1a(tc.in))
			h := Offset
			for i := 0; i < len(tc.in); i++ {
				h = Add(h, tc.in[i])
			}
			assert.Equal(t, tc.want, h, "Add a byte at a time")
			for i := range len(tc.in) + 1 {
				assert.Equal(t, tc.want, Extend(Sum(tc.in[:i]), []byte(tc.in[i:])), "Extend from %d", i)
			}
			// ExtendReverse hashes the reversed string, a suffix at a time.
			rev := []byte(tc.in)
			slices.Reverse(rev)
			assert.Equal(t, fnv1a(string(rev)), ExtendReverse(Offset, tc.in))
			for i := range len(tc.in) + 1 {
				assert.Equal(t, fnv1a(string(rev)), ExtendReverse(ExtendReverse(Offset, tc.in[i:]), []byte(tc.in[:i])), "ExtendReverse from %d", i)
			}
		})
	}
}

// randomKeys returns n distinct keys of 1 to 12 bytes from a small
// alphabet, so that many share a prefix, as words and domains do.
func randomKeys(r *rand.Rand, n int) []string {
	seen := map[string]bool{}
	var keys []string
	for len(keys) < n {
		b := make([]byte, 1+r.IntN(12))
		for i := range b {
			b[i] = "aeiou.-lmnrst"[r.IntN(13)]
		}
		if k := string(b); !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	return keys
}

func TestSet(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 2, 3, 100, 5000} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			all := randomKeys(r, 2*n+1000)
			keys, others := all[:n], all[n:]
			s := NewSet(keys)
			require.GreaterOrEqual(t, len(s.table.slots), 4*n)
			require.Equal(t, 0, len(s.table.slots)&(len(s.table.slots)-1), "a power of two")
			for i, k := range keys {
				assert.Equal(t, i, s.Index(k), k)
				assert.Equal(t, i, s.IndexBytes([]byte(k)), k)
			}
			for _, k := range others {
				assert.Equal(t, -1, s.Index(k), k)
				assert.Equal(t, -1, s.IndexBytes([]byte(k)), k)
			}
			assert.Equal(t, -1, s.Index(""))
			if n >= 100 {
				// The keys fill probe chains, so that a wrong probe would
				// lose some of them.
				assert.Positive(t, displaced(&s.table, func(i int) uint32 { return Sum(keys[i]) }))
			}
		})
	}
}

// displaced returns how many positions of t are not in the slot their
// hash names first.
func displaced(t *Table, hash func(i int) uint32) int {
	n := 0
	for s, e := range t.slots {
		if e != 0 && hash(int(e-1))&t.mask != uint32(s) {
			n++
		}
	}
	return n
}

func TestSetDuplicates(t *testing.T) {
	// A key listed twice is found at its first position; Find goes on to
	// the second when the first does not match.
	keys := []string{"b", "a", "c", "a", "a"}
	s := NewSet(keys)
	assert.Equal(t, 1, s.Index("a"))
	for _, tc := range []struct{ from, want int }{{0, 1}, {2, 3}, {4, 4}, {5, -1}} {
		got := s.table.Find(Sum("a"), func(i int) bool { return i >= tc.from && keys[i] == "a" })
		assert.Equal(t, tc.want, got, "from %d", tc.from)
	}
}

func TestTableCollisions(t *testing.T) {
	// Positions that all hash to one slot, and then to the last slot so
	// that the probe wraps around, are each found by their own key.
	for _, tc := range []struct {
		name string
		hash func(i int) uint32
	}{
		{"same", func(int) uint32 { return 7 }},
		{"last", func(int) uint32 { return 1<<32 - 1 }},
		{"two", func(i int) uint32 { return uint32(i % 2) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const n = 20
			tab := NewTable(n, tc.hash)
			for i := range n {
				assert.Equal(t, i, tab.Find(tc.hash(i), func(j int) bool { return j == i }))
			}
			assert.Equal(t, -1, tab.Find(tc.hash(0), func(int) bool { return false }))
		})
	}
}

func TestIndexBytesAllocs(t *testing.T) {
	s := NewSet([]string{"gmail.com", "uol.com.br", "hotmail.com"})
	key := []byte("uol.com.br")
	var got int
	assert.Zero(t, testing.AllocsPerRun(100, func() { got = s.IndexBytes(key) }))
	assert.Equal(t, 1, got)
}

func FuzzSet(f *testing.F) {
	f.Add("gmail.com,uol.com.br,hotmail.com", "uol.com.br")
	f.Add("a,b,a", "a")
	f.Add("", "")
	f.Fuzz(func(t *testing.T, list, key string) {
		keys := strings.Split(list, ",")
		s := NewSet(keys)
		want := slices.Index(keys, key)
		assert.Equal(t, want, s.Index(key))
		assert.Equal(t, want, s.IndexBytes([]byte(key)))
		assert.Equal(t, fnv1a(key), Sum(key))
		for i, k := range keys {
			assert.Equal(t, slices.Index(keys, k), s.Index(k), "key %d", i)
		}
	})
}

func BenchmarkSum(b *testing.B) {
	key := []byte("ponce de leon")
	b.ReportAllocs()
	for b.Loop() {
		Sum(key)
	}
}

func BenchmarkSetIndex(b *testing.B) {
	keys := randomKeys(rand.New(rand.NewPCG(1, 2)), 2000)
	s := NewSet(keys[:1000])
	for _, bc := range []struct {
		name string
		keys []string
	}{{"Hit", keys[:1000]}, {"Miss", keys[1000:]}} {
		b.Run(bc.name, func(b *testing.B) {
			keys := make([][]byte, len(bc.keys))
			for i, k := range bc.keys {
				keys[i] = []byte(k)
			}
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				s.IndexBytes(keys[i])
				i = (i + 1) % len(keys)
			}
		})
	}
}
