package name

import (
	"unicode"
	"unicode/utf8"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fold"
	"github.com/ndval/ndval/internal/strhash"
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
	// scan.folds; fold1 < 0 when it did not fit there.
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

// scan is a value cut into words, and the words folded.
type scan struct {
	s    string
	toks [maxTokens]token
	n    int
	// folds holds the folded form of each word, written by cut as it
	// reads the word, for the list look-ups (token.fold0, fold1).
	folds [foldsLen]byte
	// hashes holds the top 16 bits of each word's strhash.Sum of its
	// folded form (hashTop), when it fits in folds, and 0 when it does
	// not: cut hashes each byte as it folds it, so that the look-up of a
	// word alone in the words table does not read the word again to hash
	// it. It is kept out of token, whose 16 bytes are cheaper to index
	// than 20, and holds only the bits a look-up reads (keyBitsHash), so
	// that the analysis stays small enough to be zeroed without REP STOSQ
	// (see analysis).
	hashes [maxTokens]uint16
}

// foldsLen is the room for the folded words: enough for every name of
// MaxLength bytes whose letters do not grow when folded, as every letter
// of Spanish and Portuguese does not (É → e); a word whose folded form
// does not fit there (a value NFC made longer, letters such as Ⱥ → ⱥ) is
// folded at each look-up instead.
const foldsLen = MaxLength

func (sc *scan) words() []token    { return sc.toks[:sc.n] }
func (sc *scan) text(i int) string { return sc.s[sc.toks[i].start:sc.toks[i].end] }

// cut splits s, which is valid UTF-8 and in NFC, into words, and folds
// each word (fold.Append) into sc.folds, and hashes its folded form into
// sc.hashes, as it reads it: a word of ASCII
// letters and accented Latin-1 letters is folded by cut's tables, without
// a second pass or a decoding. It fails with ReasonInvalidFormat on a
// character that belongs in no name (control and format characters other
// than the invisible ones dropped, symbols, @, #, ...) and with
// ReasonTooLong past maxTokens words.
func (sc *scan) cut(s string) ndval.Reason {
	sc.s, sc.n = s, 0
	start := -1 // where the word being read starts
	var f flags
	letters := 0
	m, m0 := 0, 0       // where the next folded byte goes, and the word's folded form starts
	h := strhash.Offset // the hash of the word's folded bytes so far
	for i := 0; i <= len(s); {
		r, size := rune(' '), 1 // a space ends the last word
		if i < len(s) && (asciiLetter[s[i]] != 0 || s[i] == 0xC3) {
			// the run of ASCII and Latin-1 letters from i, the common
			// case, taken as the default below takes them, folded as
			// fold.Append folds them (a Latin-1 letter that does not
			// fold to an ASCII one is left to the default): one folded
			// byte a letter
			j, m1 := i, m
			for j < len(s) {
				c := s[j]
				if lf := asciiLetter[c]; lf != 0 {
					f |= lf
					c |= 'a' - 'A'
					j++
				} else if c == 0xC3 && j+1 < len(s) && latin1Fold[s[j+1]] != 0 {
					f |= latin1Letter[s[j+1]]
					c = latin1Fold[s[j+1]]
					j += 2
				} else {
					break
				}
				if uint(m) < uint(len(sc.folds)) { // one comparison, the bounds check's
					sc.folds[m] = c
				}
				h = strhash.Add(h, c)
				m++
			}
			if n := m - m1; n > 0 {
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
				if m0 = sc.add(start, j, f, letters, m0, m, h); m0 < 0 {
					return ndval.ReasonTooLong
				}
				start, f, letters, m, h = -1, 0, 0, m0, strhash.Offset
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
				if m0 = sc.add(start, i, f, letters, m0, m, h); m0 < 0 {
					return ndval.ReasonTooLong
				}
				start, f, letters, m, h = -1, 0, 0, m0, strhash.Offset
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
			switch {
			case r < utf8.RuneSelf:
				if m < len(sc.folds) {
					sc.folds[m] = asciiFold[r]
				}
				h = strhash.Add(h, asciiFold[r])
				m++
			case class != cInvisible: // fold.Append drops the invisible ones
				m, h = sc.putFolded(m, h, r)
			}
		}
		i += size
	}
	if sc.n > 0 {
		sc.toks[sc.n-1].flags &^= fComma // a trailing comma separates nothing
	}
	return ""
}

// add appends the word s[start:end] with flags f, its number of letters
// and its folded form, written to folds[m0:m1] as far as it fits there,
// whose hash is h (of all of it, which is all written when it fits). It
// returns where the next word's folded form starts: m1 when the word's
// fits (m1 <= foldsLen: every byte of it was written), m0 when it does
// not, and -1 when the value has more than maxTokens words.
func (sc *scan) add(start, end int, f flags, letters, m0, m1 int, h uint32) int {
	if sc.n == maxTokens {
		return -1
	}
	if letters > 1 {
		f |= fMulti
	}
	t := token{start: int16(start), end: int16(end), flags: f, fold0: int16(m0), fold1: int16(m1)}
	if m1 > len(sc.folds) {
		t.fold0, t.fold1, h, m1 = 0, -1, 0, m0
	}
	sc.toks[sc.n] = t
	sc.hashes[sc.n] = hashTop(h)
	sc.n++
	return m1
}

// putFolded writes the folded form of r (fold.Rune) at folds[m] when it
// fits there, and returns where the next folded byte goes and the hash h
// extended by the folded form's bytes (when they do not fit, the word's
// folded form does not, and its hash is not read).
func (sc *scan) putFolded(m int, h uint32, r rune) (int, uint32) {
	r = fold.Rune(r)
	n := utf8.RuneLen(r)
	if m+n <= len(sc.folds) {
		utf8.EncodeRune(sc.folds[m:], r)
		h = strhash.Extend(h, sc.folds[m:m+n])
	}
	return m + n, h
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

// asciiFold is fold.Rune of each ASCII character, by byte: one load for
// the periods, hyphens and apostrophes cut's letter runs leave.
var asciiFold = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		t[c] = byte(fold.Rune(rune(c)))
	}
	return t
}()

// latin1Fold is fold.Latin1 by the second byte of a Latin-1 letter's
// UTF-8 form after 0xC3 (É, é → e), and 0 for every other byte and for
// the letters it does not fold to an ASCII one.
var latin1Fold = func() (t [256]byte) {
	for c := 0x80; c < 0xC0; c++ {
		if latin1Letter[c] != 0 {
			t[c] = fold.Latin1(byte(c - 0x80))
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
