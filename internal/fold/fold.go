// Package fold holds the module's one rule for comparing words without
// their case and accents: lower case, with the diacritics of Latin letters
// removed (José → jose, BEGOÑA → begona, Conceição → conceicao), so that a
// word typed without accents, as registries, official lists and
// spreadsheets often write them, finds the same entry as one typed with
// them. The marks typed for an apostrophe become ', hyphens and dashes -,
// the invisible zero-width space, word joiner, byte order mark and soft
// hyphen are dropped, other characters are lower-cased and kept. The name
// and address packages and their table generators fold with it, so that a
// table key and the input it is compared with cannot disagree.
package fold

import (
	"unicode"
	"unicode/utf8"
)

// latin maps U+00C0 to U+017F to the ASCII letter its canonical
// decomposition starts with (unicode/norm NFD; fold_test.go checks it),
// or '.' where it has none; the letters with a stroke (Đ, Ł, Ø) and the
// dotless ı are mapped by hand in Rune.
const latin = "" +
	"aaaaaa.ceeeeiiii.nooooo..uuuuy.." + // U+00C0
	"aaaaaa.ceeeeiiii.nooooo..uuuuy.y" + // U+00E0
	"aaaaaaccccccccdd..eeeeeeeeeegggg" + // U+0100
	"gggghh..iiiiiiiii...jjkk.llllll." + // U+0120
	"...nnnnnn...oooooo..rrrrrrssssss" + // U+0140
	"sstttt..uuuuuuuuuuuuwwyyyzzzzzz." //   U+0160

// Rune returns the folded form of r: an ASCII letter for a Latin letter
// with diacritics, ' for the marks typed as an apostrophe, - for the
// hyphens and dashes, the simple lower case of anything else.
func Rune(r rune) rune {
	switch r {
	case '’', 'ʼ', '‘', '`', '´':
		return '\''
	case '‐', '‑', '‒', '–', '—':
		return '-'
	}
	switch {
	case r < utf8.RuneSelf:
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	case r >= 0xC0 && r < 0x180:
		if c := latin[r-0xC0]; c != '.' {
			return rune(c)
		}
		switch r {
		case 'Đ', 'đ':
			return 'd'
		case 'Ł', 'ł':
			return 'l'
		case 'Ø', 'ø':
			return 'o'
		case 'ı':
			return 'i'
		}
	}
	return unicode.ToLower(r)
}

// asciiFold is Rune of each ASCII character, read by Append with a load
// where a test and a branch for each case would cost more.
var asciiFold = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		t[c] = byte(Rune(rune(c)))
	}
	return t
}()

// Append appends the folded form of s to dst. Bytes that are not UTF-8
// are copied as they are.
func Append(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			dst = append(dst, asciiFold[c])
			i++
			continue
		}
		if c == 0xC3 && i+1 < len(s) {
			// U+00C0 to U+00FF, the accented letters of Spanish and
			// Portuguese: Latin1 folds most without decoding them, and
			// answers 0 for a byte that is not a continuation byte.
			if l := Latin1(s[i+1] - 0x80); l != 0 {
				dst = append(dst, l)
				i += 2
				continue
			}
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, c)
		case r == '\u200B' || r == '\u2060' || r == '\uFEFF' || r == '\u00AD':
			// invisible: dropped
		default:
			dst = utf8.AppendRune(dst, Rune(r))
		}
		i += size
	}
	return dst
}

// String returns the folded form of s.
func String(s string) string { return string(Append(nil, s)) }

// Latin1 returns the folded form of the character U+00C0+i (i < 64), the
// one whose UTF-8 form is 0xC3 followed by 0x80+i, when Rune folds it to
// an ASCII letter (É, é → e; Ñ, ñ → n), and 0 for the others (× ÷ Æ Ð Ø
// Þ ß and their small forms), which callers fold with Rune. It lets a
// tokenizer fold the accented letters of Spanish and Portuguese without
// decoding them.
func Latin1(i byte) byte {
	if i >= 64 || latin[i] == '.' {
		return 0
	}
	return latin[i]
}
