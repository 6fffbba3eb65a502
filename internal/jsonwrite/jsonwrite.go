// Package jsonwrite appends JSON to byte slices without reflection, for
// the AppendJSON methods of the field packages' results and the response
// envelopes of httpapi and the command-line tool: the strconv Append idiom,
// so that a batch is written into one buffer with no allocation per value.
// Its reader counterpart is internal/jsonread.
package jsonwrite

import (
	"encoding/binary"
	"slices"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/jsonword"
)

const hexDigits = "0123456789abcdef"

// String appends s as a JSON string, escaping as encoding/json does
// except for <, > and & (this API's output is never embedded in HTML):
// quotes, backslashes and control characters are escaped, invalid UTF-8
// becomes U+FFFD, and U+2028 and U+2029 are escaped for JavaScript.
func String(b []byte, s string) []byte {
	// Copied whole, then checked a word at a time in place: most strings
	// need no escaping, and then that is all.
	b = slices.Grow(b, len(s)+9) // the quotes, and PaddedPrefix's seven bytes
	b = append(b, '"')
	at := len(b)
	b = append(b, s...)
	var i int
	if len(s) <= 8 { // one word, inline
		i = min(jsonword.Index8(binary.LittleEndian.Uint64(b[at:at+8])), len(s))
	} else {
		i = jsonword.PaddedPrefix(b[at:])
	}
	if i == len(s) || s[i] >= utf8.RuneSelf && jsonword.Verbatim(s[i:]) {
		// All plain, or plain up to a letter such as é and written as it
		// is from there on (a name, a city): the copy is the string.
		return append(b, '"')
	}
	b = b[:at+i]
	start := i
	for i < len(s) {
		i += jsonword.Prefix(s[i:]) // the bytes copied as they are
		if i == len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// Bool appends true or false.
func Bool(b []byte, v bool) []byte {
	if v {
		return append(b, "true"...)
	}
	return append(b, "false"...)
}

// Key appends a member name and its colon: ,"name": after the first
// member, "name": when b ends with the object's opening brace. The name is
// written as it is: it must need no escaping (the names are constants).
func Key(b []byte, name string) []byte {
	if len(b) > 0 && b[len(b)-1] != '{' {
		b = append(b, ',')
	}
	b = append(b, '"')
	b = append(b, name...)
	return append(b, '"', ':')
}

// Optional appends the member name with the string s, as Key and String
// do, unless s is empty: a member encoding/json would leave out under
// omitempty.
func Optional(b []byte, name, s string) []byte {
	if s == "" {
		return b // inlined: an absent member costs a comparison
	}
	return member(b, name, s)
}

// member appends the member name with the string s.
func member(b []byte, name, s string) []byte { return String(Key(b, name), s) }

// Splice joins two objects into one: b[start:] is an object that an
// AppendJSON method appended right after an object still open in b[:start]
// ({"index":0,"id":"7" with no closing brace), and Splice turns its opening
// brace into the comma between their members. The result is one object,
// closed by the second's brace:
//
//	b = append(b, `{"index":0`...)
//	start := len(b)
//	b = r.AppendJSON(b)
//	b = jsonwrite.Splice(b, start) // {"index":0,"country":...}
//
// When the open object has no member yet (b[start-1] is '{'), the brace is
// removed instead.
func Splice(b []byte, start int) []byte {
	if b[start-1] == '{' {
		return append(b[:start], b[start+1:]...)
	}
	b[start] = ','
	return b
}

// Core opens the JSON object of a tax id's, an account's or a phone
// number's result with the members all three start with, in their order:
// valid, normalized, formatted, country, type, and reason unless empty.
// The caller appends its own members, each after a comma, and the closing
// brace.
func Core(b []byte, valid bool, normalized, formatted, country, typ, reason string) []byte {
	// Every member but the first is written with its comma and key as one
	// constant.
	b = Bool(append(b, `{"valid":`...), valid)
	b = String(append(b, `,"normalized":`...), normalized)
	b = String(append(b, `,"formatted":`...), formatted)
	b = String(append(b, `,"country":`...), country)
	b = String(append(b, `,"type":`...), typ)
	if reason != "" {
		b = String(append(b, `,"reason":`...), reason)
	}
	return b
}

// Reopen removes the closing brace of the object that ends b, so that more
// members can follow; the caller closes it again.
func Reopen(b []byte) []byte { return b[:len(b)-1] }
