package taxid

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ndval/ndval"
)

// An answer is a Result under construction, shared by Validate and
// AppendValidate. Its strings are parts: either strings that exist
// already (the caller's value or a piece of it, when it was typed in
// compact or in display form; a name from the tables) or bytes built in a
// buffer on the caller's stack. Validate then makes one string of all the
// built bytes, its one allocation, and slices its strings from it; AppendValidate copies them into its
// output and allocates nothing.

// scratchSize is the stack buffer of one validation: the compact value and
// its display form, and an unknown country or type as given. Longer ones
// are built on the heap.
const scratchSize = 128

// part is one string of an answer: s, or when hi > lo the bytes
// buf[lo:hi] of the answer's buffer.
type part struct {
	s      string
	lo, hi int32
}

// built reports whether p's bytes are in the buffer.
func (p part) built() bool { return p.hi > p.lo }

// view returns p's string, a copy of its bytes when they are in buf. The
// copy stays on the stack when it does not escape and is short (32 bytes
// for the compiler's temporary); it must stay small enough to be inlined,
// so that the copy is made in the caller's frame.
func (p part) view(buf []byte) string {
	if p.built() {
		return string(buf[p.lo:p.hi])
	}
	return p.s
}

// in returns p's string given s, the string made of the whole buffer.
func (p part) in(s string) string {
	if p.built() {
		return s[p.lo:p.hi]
	}
	return p.s
}

// keep makes the part built in buf[lo:] from src: src itself, and buf cut
// back to lo, when the bytes are the same.
func keep(buf []byte, lo int, src string) (part, []byte) {
	if string(buf[lo:]) == src {
		return part{s: src}, buf[:lo]
	}
	return part{lo: int32(lo), hi: int32(len(buf))}, buf
}

// answer is a Result whose strings are parts.
type answer struct {
	country, typ, norm, formatted part
	reason                        ndval.Reason
	entity                        ndval.Entity
	warnings                      Warnings
}

// appendJSON appends a's JSON, as Result.AppendJSON writes it.
func (a *answer) appendJSON(b, buf []byte) []byte {
	return appendResultJSON(b, a.country.view(buf), a.typ.view(buf), a.reason == "",
		a.norm.view(buf), a.formatted.view(buf), a.reason, a.entity, a.warnings)
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

// trimSpace is strings.TrimSpace, without the call when s starts and ends
// with a printable ASCII byte (0x21 to 0x7e), as it mostly does. It is
// small enough to be inlined.
func trimSpace(s string) string {
	if len(s) == 0 || s[0]-0x21 < 0x5e && s[len(s)-1]-0x21 < 0x5e {
		return s
	}
	return strings.TrimSpace(s)
}
