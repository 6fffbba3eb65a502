package name

import (
	"unicode"
	"unicode/utf8"

	"github.com/ndval/ndval"
)

// maxTokens bounds the words of a value; a longer one is too long.
const maxTokens = 48

// A word's index is kept as an int8 (analysis.segs) and a place in
// the value, in Full or in analysis.folds as an int16 (token): the
// analysis is zeroed at each call, and the smaller it is the less that
// costs. Every such place is far below 16*MaxLength: a value is at most
// MaxLength bytes, three times that in NFC (UAX #15's bound), and Full is
// cut at MaxLength after its last word, re-cased at most half as long
// again.
const (
	_ int8  = maxTokens
	_ int16 = 16 * MaxLength
)

// token is one word of a value: a run of characters between spaces and
// commas, as a span of the scanned string.
type token struct {
	start, end int16 // the word in scan.s
	flags      flags // what the word holds
	role       role  // the part of the name it was given
	out0, out1 int16 // the word in Result.Full, once written
	// fold0, fold1 are the word's folded form (fold.Append) in
	// analysis.folds, once folded; fold1 < 0 when it did not fit there.
	fold0, fold1 int16
}

type flags uint16

const (
	fLetter  flags = 1 << iota // has a letter
	fUpper                     // has an upper-case (or title-case) letter
	fLower                     // has a lower-case letter
	fDigit                     // has a digit
	fSymbol                    // has a character only company names have: & ( ) / + "
	fComma                     // a comma follows the word
	fRewrite                   // written differently in Full: apostrophe, hyphen or invisible mark
	fMulti                     // has two or more letters
	fDot                       // has a period or a slash (kDotted)
)

// scan is a value cut into words.
type scan struct {
	s    string
	toks [maxTokens]token
	n    int
}

func (sc *scan) words() []token    { return sc.toks[:sc.n] }
func (sc *scan) text(i int) string { return sc.s[sc.toks[i].start:sc.toks[i].end] }

// cut splits s, which is valid UTF-8 and in NFC, into words. It fails
// with ReasonInvalidFormat on a character that belongs in no name (control
// and format characters other than the invisible ones dropped, symbols,
// @, #, ...) and with ReasonTooLong past maxTokens words.
func (sc *scan) cut(s string) ndval.Reason {
	sc.s, sc.n = s, 0
	start := -1 // where the word being read starts
	var f flags
	letters := 0
	for i := 0; i <= len(s); {
		r, size := rune(' '), 1 // a space ends the last word
		if i < len(s) && (asciiLetter[s[i]] != 0 || s[i] == 0xC3) {
			// the run of ASCII and Latin-1 letters from i, the common
			// case, taken as the default below takes them
			j, n := i, 0
			for j < len(s) {
				if lf := asciiLetter[s[j]]; lf != 0 {
					f |= lf
					j++
				} else if s[j] == 0xC3 && j+1 < len(s) && latin1Letter[s[j+1]] != 0 {
					f |= latin1Letter[s[j+1]]
					j += 2
				} else {
					break
				}
				n++
			}
			if n > 0 {
				if start < 0 {
					start = i
				}
				letters += n
				i = j
				if j < len(s) && s[j] != ' ' {
					continue
				}
				// the word's usual end, an ASCII space or the end of s,
				// taken here as the space case below takes it
				if !sc.add(start, j, f, letters) {
					return ndval.ReasonTooLong
				}
				start, f, letters = -1, 0, 0
				i++
				continue
			}
		}
		if i < len(s) {
			if r = rune(s[i]); r >= utf8.RuneSelf {
				r, size = decode(s, i)
			}
		}
		switch class := classify(r); class {
		case cSpace, cComma:
			if start >= 0 {
				if !sc.add(start, i, f, letters) {
					return ndval.ReasonTooLong
				}
				start, f, letters = -1, 0, 0
			}
			if class == cComma && sc.n > 0 {
				sc.toks[sc.n-1].flags |= fComma
			}
		case cBad:
			return ndval.ReasonInvalidFormat
		default:
			if start < 0 && class != cInvisible {
				start = i
			}
			f |= charFlags(class, r)
			if class == cLetter {
				letters++
			}
		}
		i += size
	}
	if sc.n > 0 {
		sc.toks[sc.n-1].flags &^= fComma // a trailing comma separates nothing
	}
	return ""
}

// add appends the word s[start:end] with flags f and its number of
// letters; false means that the value has more than maxTokens words.
func (sc *scan) add(start, end int, f flags, letters int) bool {
	if sc.n == maxTokens {
		return false
	}
	if letters > 1 {
		f |= fMulti
	}
	sc.toks[sc.n] = token{start: int16(start), end: int16(end), flags: f}
	sc.n++
	return true
}

// asciiLetter is charFlags of each ASCII letter, by byte, and 0 for
// every other byte: one load a letter in cut's loop.
var asciiLetter = func() (t [256]flags) {
	for c := range utf8.RuneSelf {
		if asciiClass[c] == cLetter {
			t[c] = charFlags(cLetter, rune(c))
		}
	}
	return t
}()

// latin1Letter is charFlags of each Latin-1 letter (U+00C0 to U+00FF but
// × and ÷), by the second byte of its UTF-8 form after 0xC3, and 0 for
// every other byte.
var latin1Letter = func() (t [256]flags) {
	for c := 0x80; c < 0xC0; c++ {
		if r := rune(0xC0 + c - 0x80); classify(r) == cLetter {
			t[c] = charFlags(cLetter, r)
		}
	}
	return t
}()

// charFlags returns what a character r of class c says of its word.
func charFlags(c uint8, r rune) flags {
	switch c {
	case cLetter:
		switch {
		case r >= 0xC0 && r < 0x100: // Latin-1's letters: upper case to Þ, lower case from ß (× and ÷ are no letters)
			if r < 0xDF {
				return fLetter | fUpper
			}
			return fLetter | fLower
		case unicode.IsUpper(r) || unicode.IsTitle(r):
			return fLetter | fUpper
		case unicode.IsLower(r):
			return fLetter | fLower
		}
		return fLetter
	case cDigit:
		return fDigit
	case cSymbol:
		if r == '/' {
			return fSymbol | fDot
		}
		return fSymbol
	case cPeriod:
		if r == '.' {
			return fDot
		}
	case cInvisible:
		return fRewrite
	case cApostrophe:
		if r != '\'' {
			return fRewrite
		}
	case cHyphen:
		if r != '-' {
			return fRewrite
		}
	}
	return 0
}

// The classes of characters in a value.
const (
	cBad        uint8 = iota // belongs in no name
	cLetter                  // a letter
	cMark                    // a combining mark, part of the letter before it
	cDigit                   // a decimal digit
	cSpace                   // white space of any kind: separates words
	cComma                   // separates the surnames from the given names, or a suffix
	cPeriod                  // an abbreviation's period, or the middle dot of Catalan l·l
	cApostrophe              // ' and the marks typed for it (’ ʼ ‘ ` ´): written '
	cHyphen                  // - and the Unicode hyphens and dashes: written -
	cSymbol                  // & ( ) / + ": in company names only
	cInvisible               // zero-width space, word joiner, byte order mark, soft hyphen: dropped
)

func classify(r rune) uint8 {
	if r < utf8.RuneSelf {
		return asciiClass[r]
	}
	if r < latinEnd {
		return latinClass[r-utf8.RuneSelf]
	}
	return classifyRune(r)
}

// asciiClass is classify for ASCII, built by classifyRune (scan_test.go
// checks it).
var asciiClass = [utf8.RuneSelf]uint8{
	' ': cSpace, ',': cComma, '.': cPeriod, '\'': cApostrophe, '`': cApostrophe, '-': cHyphen,
	'&': cSymbol, '(': cSymbol, ')': cSymbol, '/': cSymbol, '+': cSymbol, '"': cSymbol,
	'0': cDigit, '1': cDigit, '2': cDigit, '3': cDigit, '4': cDigit,
	'5': cDigit, '6': cDigit, '7': cDigit, '8': cDigit, '9': cDigit,
	'A': cLetter, 'B': cLetter, 'C': cLetter, 'D': cLetter, 'E': cLetter, 'F': cLetter, 'G': cLetter,
	'H': cLetter, 'I': cLetter, 'J': cLetter, 'K': cLetter, 'L': cLetter, 'M': cLetter, 'N': cLetter,
	'O': cLetter, 'P': cLetter, 'Q': cLetter, 'R': cLetter, 'S': cLetter, 'T': cLetter, 'U': cLetter,
	'V': cLetter, 'W': cLetter, 'X': cLetter, 'Y': cLetter, 'Z': cLetter,
	'a': cLetter, 'b': cLetter, 'c': cLetter, 'd': cLetter, 'e': cLetter, 'f': cLetter, 'g': cLetter,
	'h': cLetter, 'i': cLetter, 'j': cLetter, 'k': cLetter, 'l': cLetter, 'm': cLetter, 'n': cLetter,
	'o': cLetter, 'p': cLetter, 'q': cLetter, 'r': cLetter, 's': cLetter, 't': cLetter, 'u': cLetter,
	'v': cLetter, 'w': cLetter, 'x': cLetter, 'y': cLetter, 'z': cLetter,
}

func classifyRune(r rune) uint8 {
	switch r {
	case ',':
		return cComma
	case '.', '·':
		return cPeriod
	case '\'', '’', 'ʼ', '‘', '`', '´':
		return cApostrophe
	case '-', '‐', '‑', '‒', '–', '—':
		return cHyphen
	case '&', '(', ')', '/', '+', '"':
		return cSymbol
	case '\u200B', '\u2060', '\uFEFF', '\u00AD':
		return cInvisible
	}
	switch {
	case unicode.IsLetter(r):
		return cLetter
	case unicode.IsMark(r):
		return cMark
	case unicode.IsDigit(r):
		return cDigit
	case unicode.Is(unicode.Zs, r): // not \t or \n: controls belong in no name
		return cSpace
	}
	return cBad
}
