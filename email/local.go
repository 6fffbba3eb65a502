package email

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ndval/ndval"
)

// The local part: RFC 5322 3.2.3 (dot-atom), RFC 5321 4.1.2 (quoted
// string, with the SMTP restriction to printable ASCII and quoted pairs),
// RFC 6531 3.3 (UTF-8 characters in both). Obsolete forms (comments,
// folding white space, "a".b mixtures) are rejected, as mail systems and
// python-email-validator reject them.

// parseLocal validates the local part (for a quoted one, the text between
// the quotes) and sets p.local to its normalized form: the content
// unquoted when it is a valid dot-atom, else re-quoted with the fewest
// backslashes (RFC 5321 4.1.2: "the sending system SHOULD transmit the
// form that uses the minimum quoting possible").
func (p *parsed) parseLocal(local string, quoted bool) ndval.Reason {
	if quoted {
		content := local
		if strings.IndexByte(local, '\\') >= 0 {
			// quoted-pairSMTP is a backslash and printable ASCII (RFC 5321
			// 4.1.2); RFC 6531 adds UTF-8 to qtext, not to quoted pairs.
			for i := 0; i < len(local); i++ {
				if local[i] == '\\' {
					i++
					if c := local[i]; c < 0x20 || c > 0x7e {
						return ReasonInvalidLocalPart
					}
				}
			}
			content = unescape(local)
		}
		if content == "" {
			return ReasonInvalidLocalPart
		}
		if startsWithMark(content) {
			return ReasonUnsafeCharacter
		}
		for i := 0; i < len(content); i++ {
			// Printable ASCII or UTF-8 (qtextSMTP, quoted-pairSMTP and
			// RFC 6531 UTF8-non-ascii); controls were rejected as unsafe.
			if c := content[i]; c < 0x20 || c == 0x7f {
				return ReasonInvalidLocalPart
			}
		}
		if isDotAtom(content) {
			p.local = content
		} else {
			p.local = quote(content)
			p.quoted = true
		}
	} else {
		if local == "" || !isDotAtom(local) {
			return ReasonInvalidLocalPart
		}
		if startsWithMark(local) {
			return ReasonUnsafeCharacter
		}
		p.local = local
	}
	if len(p.local) > maxLocal {
		return ndval.ReasonTooLong
	}
	p.asciiLocal = isASCII(p.local)
	return ""
}

// isDotAtom reports whether s is a dot-atom: runs of atext separated by
// single dots. Non-ASCII characters count as atext (RFC 6531 3.3), except
// spaces, which only a quoted string may hold.
func isDotAtom(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' {
		return false
	}
	// ASCII atext, the usual local part, is one test a byte; a dot, the
	// only other ASCII a dot-atom holds, and the first byte that is not
	// ASCII are looked at apart.
	for i := 0; i < len(s); i++ {
		c := s[i]
		if atextMask[c>>6]>>(c&63)&1 != 0 {
			continue
		}
		if c >= utf8.RuneSelf {
			return isDotAtomFrom(s, i)
		}
		if c != '.' || s[i-1] == '.' {
			return false
		}
	}
	return true
}

// isDotAtomFrom is isDotAtom for the rest of s from i, whose byte is not
// ASCII, s[:i] being a valid start.
func isDotAtomFrom(s string, i int) bool {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '.':
				if s[i-1] == '.' {
					return false
				}
			case !isAtext(c):
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || unicode.Is(unicode.Zs, r) {
			return false
		}
		i += size
	}
	return true
}

// isAtext reports whether c is an ASCII atext character (RFC 5322 3.2.3):
// letters, digits and !#$%&'*+-/=?^_`{|}~, the bits of atextMask.
func isAtext(c byte) bool { return atextMask[c>>6]>>(c&63)&1 != 0 }

// atextMask has bit c%64 of word c/64 set for every ASCII atext character
// c (TestAtextMask checks it against the list); its words for bytes of
// 0x80 and above are zero, so that a byte indexes it without a test.
var atextMask = [4]uint64{0xa3ffacfa00000000, 0x7fffffffc7fffffe}

// unescape removes the backslash of each quoted pair in s.
func unescape(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b = append(b, s[i])
	}
	return string(b)
}

// quote returns content as a quoted string, escaping only '"' and '\'.
func quote(content string) string {
	b := make([]byte, 0, len(content)+2+strings.Count(content, `"`)+strings.Count(content, `\`))
	b = append(b, '"')
	for i := 0; i < len(content); i++ {
		if c := content[i]; c == '"' || c == '\\' {
			b = append(b, '\\')
		}
		b = append(b, content[i])
	}
	return string(append(b, '"'))
}

// hasUnsafe reports whether s holds a character that is unsafe anywhere in
// an address (see ReasonUnsafeCharacter): anything outside the Unicode
// categories of letters, marks, numbers, punctuation and symbols, except
// U+0020 and, inside a leading quoted string, other spaces (Zs). This is
// python-email-validator's check_unsafe_chars applied to the whole value.
func hasUnsafe(s string) bool {
	quoteEnd := -1
	if s[0] == '"' {
		if quoteEnd = closingQuote(s); quoteEnd < 0 {
			quoteEnd = len(s)
		}
	}
	// Printable ASCII is safe: the loop starts after it.
	for i := printablePrefix(s); i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f {
				return true
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !safeRune(r) && !(i < quoteEnd && unicode.Is(unicode.Zs, r)) {
			return true
		}
		i += size
	}
	return false
}

// safeRune reports whether the non-ASCII rune r is a letter, mark, number,
// punctuation or symbol. Controls, format characters (bidi controls, zero
// width characters, the byte order mark, soft hyphen), surrogates, private
// use, unassigned code points and separators are not.
func safeRune(r rune) bool {
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S)
}

// startsWithMark reports whether s starts with a combining mark, which
// would combine with whatever text precedes the address or the @.
func startsWithMark(s string) bool {
	if s == "" || s[0] < utf8.RuneSelf {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.Is(unicode.M, r)
}
