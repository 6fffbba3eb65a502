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

import "unicode/utf8"

// stackSize bounds the bytes Compact builds on the stack; longer values
// are compacted on the heap. No identifier or account number is near it.
const stackSize = 64

// Compact returns s in compact form (see the package documentation).
// When s needs no change it returns s itself, without allocating.
func Compact(s string) string {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf && !asciiWork[s[i]] {
		i++
	}
	if i == len(s) {
		return s
	}
	var stack [stackSize]byte
	return string(AppendCompact(append(stack[:0], s[:i]...), s[i:], false))
}

// AppendCompact appends the compact form of s to b. With keepDash, dashes
// are kept instead, as one '-' for each run of them and never first in b:
// for ids whose hyphens carry meaning (Panama's, whose hyphens split the
// parts that decide the check digit).
func AppendCompact(b []byte, s string, keepDash bool) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case !asciiWork[c]:
				b = append(b, c)
			case 'a' <= c && c <= 'z':
				b = append(b, c-('a'-'A'))
			case c == '-' && keepDash:
				b = appendHyphen(b)
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

// appendHyphen appends '-' to b unless b is empty or already ends in one.
func appendHyphen(b []byte) []byte {
	if len(b) == 0 || b[len(b)-1] == '-' {
		return b
	}
	return append(b, '-')
}

// asciiWork marks the ASCII bytes Compact changes: the separators it
// drops and the lower-case letters it raises.
var asciiWork = [utf8.RuneSelf]bool{
	' ': true, '\t': true, '\n': true, '\v': true, '\f': true, '\r': true,
	',': true, '-': true, '.': true, '/': true, '_': true,
	'a': true, 'b': true, 'c': true, 'd': true, 'e': true, 'f': true, 'g': true,
	'h': true, 'i': true, 'j': true, 'k': true, 'l': true, 'm': true, 'n': true,
	'o': true, 'p': true, 'q': true, 'r': true, 's': true, 't': true, 'u': true,
	'v': true, 'w': true, 'x': true, 'y': true, 'z': true,
}

// IsSeparator reports whether Compact drops the ASCII byte c.
func IsSeparator(c byte) bool {
	return c < utf8.RuneSelf && asciiWork[c] && (c < 'a' || c > 'z')
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
