package account

import (
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/checksum"
	"github.com/ndval/ndval/internal/clean"
)

// compactRef is compact without its shortcut for digits alone.
func compactRef(value string) (n, src string, fits bool) {
	if len(value) > maxValue {
		return "", "", false
	}
	s, _ := clean.CutLabel(value, "", labels[:])
	src = s
	if s != "" && (isSpace(s[0]) || isSpace(s[len(s)-1])) {
		src = strings.TrimSpace(s)
	}
	return clean.Compact(src), src, true
}

func checkCompact(t *testing.T, value string) {
	t.Helper()
	n, src, fits := compact(value)
	rn, rsrc, rfits := compactRef(value)
	if n != rn || src != rsrc || fits != rfits {
		t.Fatalf("compact(%q) = %q, %q, %v; want %q, %q, %v", value, n, src, fits, rn, rsrc, rfits)
	}
}

// TestCompactDigits holds compact, whose shortcut takes 16 to 24 digits as
// they are, to compactRef on every byte at every place of values of 14 to
// 26 digits, and on those digits after every byte.
func TestCompactDigits(t *testing.T) {
	for size := 14; size <= 26; size++ {
		digits := "0123456789012345678901234567"[:size]
		checkCompact(t, digits)
		for c := range 256 {
			checkCompact(t, string(rune(c))+digits)
			checkCompact(t, string([]byte{byte(c)})+digits)
			for i := range size {
				b := []byte(digits)
				b[i] = byte(c)
				checkCompact(t, string(b))
			}
		}
	}
}

// FuzzCompact holds compact to compactRef on any value.
func FuzzCompact(f *testing.F) {
	for _, s := range []string{"002010077777777771", "0170356420000030382008", "'0021", " 0021 ", "CBU 0170"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, value string) {
		checkCompact(t, value)
	})
}

// shapeKindRef is shapeKind as it was before latamDigits: digits alone,
// read a byte at a time, then the length.
func shapeKindRef(n string) *kind {
	if len(n) < 18 || !checksum.IsDigits(n) {
		return nil
	}
	switch len(n) {
	case 22:
		if n[:3] == "000" {
			return &cvuKind
		}
		return &cbuKind
	case 18:
		return &clabeKind
	case 20:
		return &cciKind
	}
	return nil
}

// TestShapeKind holds shapeKind to shapeKindRef on every byte at every
// place of values of 14 to 26 digits, with and without the 000 of a CVU.
func TestShapeKind(t *testing.T) {
	for size := 14; size <= 26; size++ {
		for _, digits := range []string{"0123456789012345678901234567"[:size], "0001234567890123456789012345"[:size]} {
			for c := range 256 {
				for i := range size {
					b := []byte(digits)
					b[i] = byte(c)
					if got, want := shapeKind(string(b)), shapeKindRef(string(b)); got != want {
						t.Fatalf("shapeKind(%q) = %v, want %v", b, got, want)
					}
				}
			}
		}
	}
}
