// Package lex holds the one rule by which the address package reads
// words: where a word starts and ends, and the folded form it is compared
// in. The generator (address/internal/genaddress) builds its table keys
// with Key and the parser folds the input with Scan and AppendWord, so the
// two cannot disagree.
//
// A word is a run of letters and digits, with apostrophes between letters
// (O'Higgins, Grand’Anse) and dots between single letters (D.F., N.L.) inside it; a
// dot after a longer run ends the word (Av.Paulista is two words) and is
// remembered in Token.Dot. The digits of a number may hold one dot or
// comma between digits (12.5, 1.234). Everything else is a separator
// token: punctuation, the ordinal signs º ª °, the numero sign № (as #), a line
// break. A word's
// folded form is lower case, without accents, dots or apostrophes
// ("Méx." → "mex", "O'Higgins" → "ohiggins", "D.F." → "df"); letters
// outside Latin-1 are lower-cased as they are.
package lex

import (
	"unicode"
	"unicode/utf8"
)

// Kind says what a token is.
type Kind uint8

// The kinds of tokens.
const (
	Word   Kind = iota + 1 // letters, possibly with digits: Paulista, C1425DKE, 3er
	Number                 // digits only, possibly with one inner dot or comma: 1578, 12.5
	Punct                  // one separator character, in Token.Punct
)

// Token is one word, number or separator of a string.
type Token struct {
	Start, End int  // byte offsets in the string
	Kind       Kind // Word, Number or Punct
	// Punct is the separator for a Punct token, mapped to ASCII: ',' for
	// commas, '\n' for line breaks (CR, LF, U+2028), '-' for every dash,
	// 'o' for the ordinal signs º ª °, '#', '/', '(', ')', ';', ':', '.'
	// for a dot standing alone, and '?' for any other symbol.
	Punct byte
	Space bool // white space came before the token
	Dot   bool // a word ended with a dot that was consumed with it ("Av.")
}

// Scan returns the token that starts at or after i in s (skipping white
// space), and the offset after it. At the end of s it returns a token with
// Kind 0.
func Scan(s string, i int) (Token, int) {
	var t Token
	for i < len(s) {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\v' || c == '\f' {
			t.Space = true
			i++
			continue
		}
		if c < utf8.RuneSelf {
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r != '\u2028' && r != '\u2029' && (unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff') {
			t.Space = true
			i += n
			continue
		}
		break
	}
	if i >= len(s) {
		return Token{Start: len(s), End: len(s), Space: t.Space}, len(s)
	}
	t.Start = i
	c := s[i]
	switch {
	case isDigit(c):
		t.Kind = Number
		i = scanWord(s, i, &t)
	case isLetter(c): // what the default case finds for an ASCII letter, without decoding it
		t.Kind = Word
		i = scanWord(s, i, &t)
	case c < utf8.RuneSelf:
		t.Kind, t.Punct = Punct, asciiPunct(c)
		i++
		if c == '\r' && i < len(s) && s[i] == '\n' {
			i++
		}
	default:
		r, n := utf8.DecodeRuneInString(s[i:])
		if p := runePunct(r); p != 0 {
			t.Kind, t.Punct = Punct, p
			i += n
		} else {
			t.Kind = Word
			i = scanWord(s, i, &t)
		}
	}
	t.End = i
	return t, i
}

// scanWord scans the word or number starting at i and returns its end. It
// sets t.Kind to Word when the run holds a letter and t.Dot when a final
// dot was consumed.
func scanWord(s string, i int, t *Token) int {
	start := i
	run := 0 // letters or digits since the start or the last inner dot
	for i < len(s) {
		c := s[i]
		switch {
		case isLetter(c):
			t.Kind = Word
			run++
			i++
		case isDigit(c):
			run++
			i++
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == '\u2019' && run > 0 && i+n < len(s) && isLetterAt(s, i+n) {
				i += n // ’ between letters, as in Grand’Anse
				continue
			}
			if !isWordRune(r) {
				return i
			}
			if !unicode.IsMark(r) {
				run++
				t.Kind = Word
			}
			i += n
		case c == '.' || c == ',':
			next := byte(0)
			if i+1 < len(s) {
				next = s[i+1]
			}
			switch {
			case t.Kind == Number && isDigit(next) && i > start && isDigit(s[i-1]):
				i++ // 12.5, 1.234, 12,5
				continue
			case c == ',':
				return i
			case run == 1 && i+1 < len(s) && isLetterAt(s, i+1) && (i+2 >= len(s) || !isLetterAt(s, i+2) || s[i+2] == '.'):
				run = 0 // D.F, N.L: a dot between single letters
				i++
				continue
			}
			if t.Kind == Word {
				t.Dot = true
				return i + 1
			}
			return i
		case c == '\'' && run > 0 && i+1 < len(s) && isLetterAt(s, i+1):
			i++
		default:
			return i
		}
	}
	return i
}

// isLetterAt reports whether a letter (ASCII or not) starts at s[i].
func isLetterAt(s string, i int) bool {
	c := s[i]
	if c < utf8.RuneSelf {
		return isLetter(c)
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isWordRune(r) && !unicode.IsMark(r)
}

// isWordRune reports whether a non-ASCII rune belongs in a word: a letter
// (not the ordinal signs, which are separators) or a combining mark.
func isWordRune(r rune) bool {
	return runePunct(r) == 0 && (unicode.IsLetter(r) || unicode.IsMark(r))
}

// runePunct maps the non-ASCII separators to their ASCII stand-in, or 0
// for a rune that is not one (a letter or mark).
func runePunct(r rune) byte {
	switch r {
	case 'º', 'ª', '°':
		return 'o'
	case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212':
		return '-'
	case '\u2028', '\u2029':
		return '\n'
	case '\u2018', '\u2019', '\u201c', '\u201d', '«', '»':
		return '"'
	case '№':
		return '#'
	}
	if unicode.IsLetter(r) || unicode.IsMark(r) {
		return 0
	}
	return '?'
}

func asciiPunct(c byte) byte {
	switch c {
	case ',', '#', '/', '(', ')', ';', ':', '.', '-', '\n', '"', '&':
		return c
	case '\r':
		return '\n'
	case '\'', '`':
		return '"'
	case '[', '{':
		return '('
	case ']', '}':
		return ')'
	case '|':
		return ';'
	}
	return '?'
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
