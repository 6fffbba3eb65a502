package taxid

import (
	"unicode"
	"unicode/utf8"
)

// The strings of a result that Validate and AppendValidate build, rather
// than take from the caller's value or from the tables (the compact value
// when it had separators or lower case, its display form unless it was
// typed in it, an unknown country or type as given), are built in a buffer
// on their stack. Validate then makes one string of all of them, its one
// allocation, and slices the fields from it; AppendValidate copies them
// into its output and allocates nothing.

// scratchSize is the stack buffer of one validation: room for two strings
// of 32 bytes (the compact value and its display form, or an unknown
// country or type as given), more than any identification needs. Longer
// ones are built on the heap.
const scratchSize = 64

// span is where a string of a result was built in the buffer, buf[lo:hi],
// packed in one word (lo in the low half) so that run returns its spans in
// registers. The zero span means that the field holds its string itself.
type span uint64

// spanOf returns the span of buf[lo:hi].
func spanOf(lo, hi int) span { return span(uint32(lo)) | span(hi)<<32 }

// lo and hi are the bounds of sp.
func (sp span) lo() int { return int(uint32(sp)) }
func (sp span) hi() int { return int(sp >> 32) }

// spans are the spans of the strings of a result.
type spans struct{ country, typ, norm, formatted span }

// built reports whether the string is in the buffer.
func (sp span) built() bool { return sp.hi() > sp.lo() }

// view returns the string of a field that holds s, a copy of its bytes
// when it was built in buf. The copy stays on the stack when it does not
// escape and is short (32 bytes, the compiler's temporary); view must stay
// small enough to be inlined, so that the copy is made in the caller's
// frame.
func (sp span) view(buf []byte, s string) string {
	if sp.built() {
		return string(buf[sp.lo():sp.hi()])
	}
	return s
}

// in sets *field to its slice of s, the string made of the whole buffer,
// when it was built.
func (sp span) in(s string, field *string) {
	if sp.built() {
		*field = s[sp.lo():sp.hi()]
	}
}

// keep returns the string built in buf[lo:] from src: src itself, with no
// span and buf cut back to lo, when the bytes are the same.
func keep(buf []byte, lo int, src string) (string, span, []byte) {
	if string(buf[lo:]) == src {
		return src, 0, buf[:lo]
	}
	return "", spanOf(lo, len(buf)), buf
}

// appendUpper appends strings.ToUpper(s) to b, and appendLower
// strings.ToLower(s): each character mapped by unicode.ToUpper (ToLower),
// a byte that is not UTF-8 written as U+FFFD, as strings.Map does.
func appendUpper(b []byte, s string) []byte { return appendMapped(b, s, unicode.ToUpper, 'a') }
func appendLower(b []byte, s string) []byte { return appendMapped(b, s, unicode.ToLower, 'A') }

// appendMapped appends s mapped by m; from is 'a' when m upper-cases and
// 'A' when it lower-cases, for the ASCII fast path.
func appendMapped(b []byte, s string, m func(rune) rune, from byte) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			for _, r := range s[i:] {
				b = utf8.AppendRune(b, m(r))
			}
			return b
		}
		if from <= c && c <= from+'z'-'a' {
			c ^= 0x20
		}
		b = append(b, c)
	}
	return b
}
