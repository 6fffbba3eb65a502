package lex

import (
	"unicode"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/fold"
)

// AppendWord appends the folded form of the word w (a token's text) to
// dst: letters folded by the module's one rule (internal/fold: lower case,
// Latin letters without their accents), and dots, apostrophes, combining
// marks and the signs × and ÷ left out.
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
		case r == '\u2019' || r == '×' || r == '÷' || unicode.IsMark(r):
		default:
			dst = utf8.AppendRune(dst, fold.Rune(r))
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
