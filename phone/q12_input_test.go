package phone

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/clean"
	"github.com/ndval/ndval/internal/swar"
)

// normalizeRef is normalize before it read a value's last bytes with one
// load: its ASCII prefix eight bytes at a time, then one at a time.
func normalizeRef(value string) string {
	i := 0
	for i+8 <= len(value) && swar.ASCII(swar.Load(value[i:])) {
		i += 8
	}
	for i < len(value) && value[i] < utf8.RuneSelf {
		i++
	}
	if i == len(value) {
		return value
	}
	var buf [maxRaw]byte
	b := append(buf[:0], value[:i]...)
	for i < len(value) {
		c := value[i]
		if c < utf8.RuneSelf {
			b = append(b, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(value[i:])
		switch {
		case clean.IsInvisible(r):
		case clean.IsSpace(r):
			b = append(b, ' ')
		case clean.IsDash(r):
			b = append(b, '-')
		case '０' <= r && r <= '９':
			b = append(b, byte(r-'０'+'0'))
		case r == '＋':
			b = append(b, '+')
		default:
			b = append(b, value[i:i+size]...)
		}
		i += size
	}
	return string(b)
}

// TestNormalizeLastEight holds normalize to normalizeRef on ASCII values
// of 0 to 40 bytes, alone and with a character that is not ASCII (or an
// invalid byte) at every position, or two at every pair of positions up to
// 24 bytes.
func TestNormalizeLastEight(t *testing.T) {
	marks := []string{"\u200e", "５", "é", "\x80", "\xff"}
	var n int
	check := func(v string) {
		n++
		if got, want := normalize(v), normalizeRef(v); got != want {
			t.Fatalf("normalize(%+q) = %+q, want %+q", v, got, want)
		}
	}
	for size := range 41 {
		base := strings.Repeat("1 -2.3(4)5/", 4)[:size]
		check(base)
		for pos := range size + 1 {
			for _, m := range marks {
				v := base[:pos] + m + base[pos:]
				check(v)
				if size > 24 {
					continue
				}
				for pos2 := pos + len(m); pos2 <= len(v); pos2++ {
					check(v[:pos2] + marks[(pos2+size)%len(marks)] + v[pos2:])
				}
			}
		}
	}
	t.Logf("%d values", n)
}

// FuzzNormalizeLastEight is TestNormalizeLastEight on any value.
func FuzzNormalizeLastEight(f *testing.F) {
	f.Add("55 8932 4827")
	f.Add("+54 9 11 １２３４-5678")
	f.Fuzz(func(t *testing.T, v string) {
		if len(v) > maxRaw {
			return
		}
		if got, want := normalize(v), normalizeRef(v); got != want {
			t.Fatalf("normalize(%+q) = %+q, want %+q", v, got, want)
		}
	})
}
