package fold

import (
	"unicode"
	"unicode/utf8"
)

// latin1 folds U+00C0 to U+00FF: the accented letters to their base
// letter in lower case; × and ÷ (not letters) to a space.
const latin1 = "aaaaaaaceeeeiiiidnooooo ouuuuyts" + // À..ß
	"aaaaaaaceeeeiiiidnooooo ouuuuyty" //         à..ÿ

// AppendWord appends the folded form of the word w (a token's text) to
// dst: ASCII letters in lower case, Latin-1 letters without their accents,
// other letters lower-cased, and dots, apostrophes and combining marks
// left out.
func AppendWord(dst []byte, w string) []byte {
	for i := 0; i < len(w); {
		c := w[i]
		if c < utf8.RuneSelf {
			switch {
			case 'A' <= c && c <= 'Z':
				dst = append(dst, c+'a'-'A')
			case c != '.' && c != '\'' && c != ',':
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(w[i:])
		i += n
		switch {
		case r >= 0xc0 && r <= 0xff:
			if f := latin1[r-0xc0]; f != ' ' {
				dst = append(dst, f)
			}
		case r == '\u2019' || unicode.IsMark(r):
		default:
			dst = utf8.AppendRune(dst, unicode.ToLower(r))
		}
	}
	return dst
}

// Key appends to dst the folded words of s joined by single spaces, the
// form in which the generator writes its table keys and the parser looks
// phrases up: Key("Edo. de Méx.") is "edo de mex", Key("Nord-Ouest") is
// "nord ouest". Separators are dropped.
func Key(dst []byte, s string) []byte {
	start := len(dst)
	for i := 0; ; {
		t, next := Scan(s, i)
		if t.Kind == 0 {
			return dst
		}
		i = next
		if t.Kind == Punct {
			continue
		}
		if len(dst) > start {
			dst = append(dst, ' ')
		}
		dst = AppendWord(dst, s[t.Start:t.End])
	}
}

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return isDigit(c) }

// IsLetter reports whether c is an ASCII letter.
func IsLetter(c byte) bool { return isLetter(c) }
