// Package clean holds the module's one separator rule for identifiers and
// account numbers, so that a value pasted from a spreadsheet, a PDF or a
// web page reads the same in every field package.
//
// Compact drops, anywhere in the value:
//   - spaces of every kind: ASCII white space, no-break (U+00A0), the
//     U+2000 to U+200A spaces, narrow no-break (U+202F), the line and
//     paragraph separators, medium mathematical (U+205F), ideographic or
//     full-width (U+3000), Ogham (U+1680);
//   - dashes: '-', U+2010 to U+2015, the minus sign U+2212, the small and
//     full-width hyphen-minus (U+FE63, U+FF0D) and small em dash (U+FE58);
//   - dots, slashes, underscores and commas, ASCII and full-width, and the
//     fraction and division slashes (U+2044, U+2215);
//   - invisible marks: the soft hyphen, zero-width space, non-joiner and
//     joiner, the left-to-right and right-to-left marks and the other bidi
//     controls (U+202A to U+202E, U+2066 to U+2069, U+061C), the word
//     joiner and invisible operators (U+2060 to U+2064), the Mongolian
//     vowel separator and the byte order mark.
//
// It reads full-width digits and Latin letters as their ASCII forms and
// upper-cases ASCII letters and ñ (the one non-ASCII letter an id has: the
// Mexican RFC). Every other character is kept as it is, so that a stray
// one is reported as invalid_format rather than silently dropped; a byte
// that is not UTF-8 becomes U+FFFD, so that the output is UTF-8 and
// compacting it again changes nothing.
//
// CutLabel drops what people write before the value: the document's name
// ("CPF:", "R.U.T.", "CUIT N°") or the country's ISO code written VAT-style
// ("CL 12.531.909-2").
package clean

import (
	"slices"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/swar"
)

// stackSize bounds the bytes Compact builds on the stack; longer values
// are compacted on the heap. No identifier or account number is near it.
const stackSize = 64

// Compact returns s in compact form (see the package documentation).
// When s needs no change it returns s itself, without allocating.
func Compact(s string) string {
	i := 0
	if len(s) >= 8 && isDigit(s[0]) {
		// Most numbers are digits, which are kept as they are: whole
		// words of eight are tested in a few operations each.
		for i+8 <= len(s) && swar.Digits(swar.Load(s[i:i+8])) {
			i += 8
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || asciiWork[c] != 0 {
			break
		}
	}
	if i == len(s) {
		return s
	}
	var stack [stackSize]byte
	b, rest := appendASCII(append(stack[:0], s[:i]...), s[i:])
	if rest != "" {
		b = appendRunes(b, rest, false)
	}
	return string(b)
}

// AppendIfChanged appends the compact form of s to b and reports true
// when that form differs from s; when s is already compact, it returns b
// as it is and false. A caller that then keeps s itself copies nothing:
// this is Compact for a caller that builds into its own buffer.
func AppendIfChanged(b []byte, s string) ([]byte, bool) {
	// Most values are compact already: read past the bytes kept as they
	// are before copying any.
	i := 0
	for i < len(s) && asciiStep[s[i]] == 1 {
		i++
	}
	if i == len(s) {
		return b, false
	}
	// Then only separators to drop. Copy every byte, advance past the
	// kept ones and note any that needs more.
	b, start := room(b, len(s))
	j := start + copy(b[start:], s[:i])
	var more uint8
	for ; i < len(s); i++ {
		c := s[i]
		e := asciiStep[c]
		b[j] = c
		j += int(e & 1)
		more |= e
	}
	if more&stepMore == 0 {
		if j-start == len(s) {
			return b[:start], false
		}
		return b[:j], true
	}
	b, rest := appendASCII(b[:start], s)
	if rest != "" {
		b = appendRunes(b, s, false)
	}
	if string(b[start:]) == s { // non-ASCII characters kept as they are
		return b[:start], false
	}
	return b, true
}

// AppendCompact appends the compact form of s to b. With keepDash, dashes
// are kept instead, as one '-' for each run of them and never first in b:
// for ids whose hyphens carry meaning (Panama's, whose hyphens split the
// parts that decide the check digit).
func AppendCompact(b []byte, s string, keepDash bool) []byte {
	if !keepDash {
		b, s = appendASCII(b, s)
	}
	return appendRunes(b, s, keepDash)
}

// appendRunes is AppendCompact's general path, a character at a time.
func appendRunes(b []byte, s string, keepDash bool) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == '-' && keepDash:
				b = appendHyphen(b)
			case asciiWork[c] != drop:
				b = append(b, c-byte(asciiWork[c]))
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case keepDash && IsDash(r):
			b = appendHyphen(b)
		case Drops(r):
		case '０' <= r && r <= '９':
			b = append(b, byte(r-'０'+'0'))
		case 'Ａ' <= r && r <= 'Ｚ':
			b = append(b, byte(r-'Ａ'+'A'))
		case 'ａ' <= r && r <= 'ｚ':
			b = append(b, byte(r-'ａ'+'A'))
		case r == 'ñ':
			b = append(b, "Ñ"...)
		case r == utf8.RuneError && size == 1:
			b = append(b, "\uFFFD"...) // so that the bytes around it cannot join
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return b
}

// appendASCII appends the compact form of s to b when s is ASCII, and
// returns "" as the rest; else it appends nothing and returns s, for the
// general path. It writes every byte and advances past the kept ones,
// without a branch per byte.
func appendASCII(b []byte, s string) ([]byte, string) {
	b, start := room(b, len(s))
	j := start
	var high byte
	work := &asciiWork
	for i := 0; i < len(s); i++ {
		c := s[i]
		w := work[c]
		high |= c
		b[j] = c - byte(w)
		j += 1 - int(w>>8)
	}
	if high >= utf8.RuneSelf {
		return b[:start], s
	}
	return b[:j], ""
}

// room returns b with room for n more bytes, resliced to its capacity
// for a loop that writes every byte, and where its bytes end.
func room(b []byte, n int) ([]byte, int) {
	end := len(b)
	b = slices.Grow(b, n)
	return b[:cap(b)], end
}

// appendHyphen appends '-' to b unless b is empty or already ends in one.
func appendHyphen(b []byte) []byte {
	if len(b) == 0 || b[len(b)-1] == '-' {
		return b
	}
	return append(b, '-')
}

// asciiWork says what Compact does with each ASCII byte: drop is set for
// the separators it drops, and the low byte is what it subtracts from a
// byte to upper-case it (the lower-case letters). Every other entry is 0:
// Compact keeps those bytes as they are. One table, so that the loop over
// a value loads one entry per byte.
var asciiWork = [256]uint16{
	' ': drop, '\t': drop, '\n': drop, '\v': drop, '\f': drop, '\r': drop,
	',': drop, '-': drop, '.': drop, '/': drop, '_': drop,
	'a': 32, 'b': 32, 'c': 32, 'd': 32, 'e': 32, 'f': 32, 'g': 32, 'h': 32, 'i': 32, 'j': 32,
	'k': 32, 'l': 32, 'm': 32, 'n': 32, 'o': 32, 'p': 32, 'q': 32, 'r': 32, 's': 32, 't': 32,
	'u': 32, 'v': 32, 'w': 32, 'x': 32, 'y': 32, 'z': 32,
}

// drop marks a separator in asciiWork.
const drop = 1 << 8

// IsSeparator reports whether Compact drops the ASCII byte c.
func IsSeparator(c byte) bool {
	return c < utf8.RuneSelf && asciiWork[c] == drop
}

// Drops reports whether Compact drops the rune r: a separator or an
// invisible mark.
func Drops(r rune) bool {
	if r < utf8.RuneSelf {
		return IsSeparator(byte(r))
	}
	return IsSpace(r) || IsDash(r) || IsInvisible(r) || isPunct(r)
}

// IsSpace reports whether r is a space of any kind: ASCII white space or a
// Unicode space separator.
func IsSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r',
		'\u00a0', '\u1680', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000':
		return true
	}
	return '\u2000' <= r && r <= '\u200a'
}

// IsDash reports whether r is '-' or one of its Unicode look-alikes.
func IsDash(r rune) bool {
	switch r {
	case '-', '\u2212', '\ufe58', '\ufe63', '\uff0d':
		return true
	}
	return '\u2010' <= r && r <= '\u2015'
}

// IsInvisible reports whether r is an invisible mark: a format character
// that shows nothing, such as a zero-width space or a direction mark.
func IsInvisible(r rune) bool {
	switch r {
	case '\u00ad', '\u061c', '\u180e', '\ufeff':
		return true
	}
	return '\u200b' <= r && r <= '\u200f' || '\u202a' <= r && r <= '\u202e' ||
		'\u2060' <= r && r <= '\u2064' || '\u2066' <= r && r <= '\u2069'
}

// isPunct reports the non-ASCII look-alikes of the dropped punctuation.
func isPunct(r rune) bool {
	switch r {
	case '\uff0c', '\uff0e', '\uff0f', '\uff3f', '\u2044', '\u2215':
		return true
	}
	return false
}
