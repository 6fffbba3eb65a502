package taxid

import (
	"unicode"
	"unicode/utf8"
)

// Reading the words of a Mexican name for MXNameKey and MXNameKeyLegacy:
// each letter folded to one byte (A-Z, mxRFCEnye for Ñ, mxOther for any
// other letter), particles skipped, and the first letters, the first vowel
// after the first letter and the length of each word kept.

// mxOther stands for a letter that is not A-Z or Ñ.
const mxOther = '*'

// mxWord is what the keys need of one word of a name.
type mxWord struct {
	l     [6]byte // the first letters, folded; enough for every particle
	n     int     // the number of letters
	vowel byte    // the first of A, E, I, O, U after the first letter; 0 when none
}

// second returns the word's second letter, or X for a one-letter word.
func (w mxWord) second() byte {
	if w.n < 2 {
		return 'X'
	}
	return w.l[1]
}

// mariaJose reports whether the word is a form of María or José that
// the given names skip: MARIA, MA, M, JOSE or J.
func (w mxWord) mariaJose() bool {
	if w.n > 5 || w.l[0] != 'M' && w.l[0] != 'J' {
		return false
	}
	switch string(w.l[:w.n]) {
	case "MARIA", "MA", "M", "JOSE", "J":
		return true
	}
	return false
}

// mxVowel reports whether c is A, E, I, O or U: a bit each of a mask
// from A.
func mxVowel(c byte) bool {
	const mask = 1 | 1<<('E'-'A') | 1<<('I'-'A') | 1<<('O'-'A') | 1<<('U'-'A')
	return c-'A' <= 'U'-'A' && mask>>(c-'A')&1 != 0
}

// mxLetter is a letter of the current rule's key: A-Z, else X.
func mxLetter(c byte) byte {
	if isUpper(c) {
		return c
	}
	return 'X'
}

// mxSurname returns the first word of s that is not a particle.
func mxSurname(s string, legacy bool) (mxWord, bool) {
	for i := 0; ; {
		w, next, ok := mxNextWord(s, i, legacy)
		if !ok {
			return mxWord{}, false
		}
		if !mxParticle(w, legacy) {
			return w, true
		}
		i = next
	}
}

// mxGiven returns the first word of the given names that is not a
// particle, or the second such word when the first is a form of María or
// José and there is a second.
func mxGiven(s string, legacy bool) (mxWord, bool) {
	first, found := mxWord{}, false
	for i := 0; ; {
		w, next, ok := mxNextWord(s, i, legacy)
		if !ok {
			return first, found
		}
		i = next
		if mxParticle(w, legacy) {
			continue
		}
		if found {
			return w, true
		}
		if !w.mariaJose() {
			return w, true
		}
		first, found = w, true
	}
}

// mxParticle reports whether w is a particle of the rule: the CURP's list,
// or the SAT's 1988 list when legacy.
func mxParticle(w mxWord, legacy bool) bool {
	if w.n > 3 {
		return false
	}
	switch string(w.l[:w.n]) {
	case "DE", "DEL", "LA", "LAS", "LOS", "MAC", "MC", "VAN", "VON", "Y":
		return true
	case "MI":
		return legacy
	case "DA", "DAS", "DER", "DI", "DIE", "DD", "EL", "LE", "LES":
		return !legacy
	}
	return false
}

// mxSettledWord reads the first word of s as mxNextWord does under the
// current rule, but only while it is the letters the tables fold (ASCII
// and U+00C0 to U+00FF) from the start of s, and only until the word is
// settled: its first letter is final (a combining tilde after an N would
// make it Ñ: from the second letter on it is), its first vowel after that
// letter is found when vowel asks for it, and whatever letters follow, it
// is no particle of the current rule and no form of María or José
// (mariaJose). It then returns that first letter and vowel, which are
// those of the word mxSurname and mxGiven take; ok is false when s ends,
// or has another character, before the word is settled (a particle, María,
// a space, a mark, a letter outside the tables), for them to read it
// (mxNameKey calls them only then). It
// keeps its few values in registers and calls nothing, where mxNextWord
// keeps a whole word for either rule: most names are settled by their
// second letter.
func mxSettledWord(s string, vowel bool) (first, v byte, ok bool) {
	first, i := mxTableLetter(s, 0)
	if first == 0 {
		return 0, 0, false
	}
	// Whether the first two letters begin a particle of the current rule
	// or a form of María or José: each begins with a pair of
	// mxPrefixPairs and has at most three letters (the particles) or five
	// (MARIA, JOSE).
	var maybe bool
	for n := 2; ; n++ {
		var c byte
		if c, i = mxTableLetter(s, i); c == 0 {
			return 0, 0, false
		}
		if n == 2 {
			maybe = mxPrefixPairs[first&31]>>(c&31)&1 != 0
		}
		if vowel && v == 0 && mxVowel(c) {
			v = c
		}
		if (v != 0 || !vowel) && (!maybe || n >= 4 && first != 'M' && first != 'J' || n >= 6) {
			return first, v, true
		}
	}
}

// mxTableLetter returns the character at byte i of s folded by mxASCII
// or mxLatin1, and the index after it; c is 0 at the end of s, for a
// character that is no letter and for one outside the tables.
func mxTableLetter(s string, i int) (c byte, next int) {
	switch {
	case i >= len(s):
		return 0, i
	case s[i] < utf8.RuneSelf:
		return mxASCII[s[i]], i + 1
	case s[i] == 0xC3 && i+1 < len(s) && s[i+1]&0xC0 == 0x80: // U+00C0 to U+00FF
		return mxLatin1[s[i+1]&0x3F], i + 2
	}
	return 0, i
}

// mxPrefixPairs holds the first two letters of the current rule's
// particles of two letters or more (DA, DAS, DD, DE, DEL, DER, DI, DIE, EL,
// LA, LAS, LE, LES, LOS, MAC, MC, VAN, VON) and of MA, MARIA and JOSE: bit
// c1&31 of entry c0&31. A letter outside A-Z shares its five low bits with
// one in it (Ñ with Q, mxOther with J), so a pair with one may be taken
// for one of these: mxSettledWord then reads on, never stopping too soon.
var mxPrefixPairs = func() (t [32]uint32) {
	for _, p := range []string{"DA", "DD", "DE", "DI", "EL", "LA", "LE", "LO", "MA", "MC", "VA", "VO", "JO"} {
		t[p[0]&31] |= 1 << (p[1] & 31)
	}
	return t
}()

// mxNextWord reads the word of s that starts at or after byte i and
// returns it with the index after it; ok is false when none is left.
// Letters are folded; a combining tilde after N makes Ñ and other marks
// are dropped; an apostrophe is dropped when legacy and splits words
// otherwise, like every other character that is not a letter.
func mxNextWord(s string, i int, legacy bool) (w mxWord, next int, ok bool) {
	for i < len(s) {
		c, r, size := byte(0), rune(s[i]), 1
		switch {
		case r < utf8.RuneSelf:
			c = mxASCII[r]
		case r == 0xC3 && i+1 < len(s) && s[i+1]&0xC0 == 0x80: // U+00C0 to U+00FF
			r, size = 0xC0+rune(s[i+1]&0x3F), 2
			c = mxLatin1[r-0xC0]
		default:
			c, r, size = mxDecode(s[i:])
		}
		if c != 0 {
			if w.n < len(w.l) {
				w.l[w.n] = c
			}
			if w.vowel == 0 && w.n > 0 && mxVowel(c) {
				w.vowel = c
			}
			w.n++
			i += size
			continue
		}
		switch {
		case r == '\u0303' && w.n > 0 && w.n <= len(w.l) && w.l[w.n-1] == 'N':
			w.l[w.n-1] = mxRFCEnye
		case r >= 0x300 && unicode.Is(unicode.Mn, r): // no mark comes before U+0300
		case legacy && w.n > 0 && (r == '\'' || r == '\u2019' || r == '\u00b4' || r == '`' || r == '\u02bc'):
		case w.n > 0:
			return w, i + size, true
		}
		i += size
	}
	return w, i, w.n > 0
}

// mxDecode returns the first character of s, its length and mxFold of it.
func mxDecode(s string) (c byte, r rune, size int) {
	r, size = utf8.DecodeRuneInString(s)
	return mxFold(r), r, size
}

// mxASCII is mxFold of each ASCII character, and mxLatin1 of U+00C0 to
// U+00FF: nearly every character of a Mexican name, folded by one load.
var (
	mxASCII = func() (t [utf8.RuneSelf]byte) {
		for r := range t {
			t[r] = mxFold(rune(r))
		}
		return t
	}()
	mxLatin1 = func() (t [0x40]byte) {
		for r := range t {
			t[r] = mxFold(rune(0xC0 + r))
		}
		return t
	}()
)

// mxFold folds a letter to A-Z without its accent, mxRFCEnye for Ñ or
// mxOther; 0 means r is not a letter.
func mxFold(r rune) byte {
	switch {
	case 'A' <= r && r <= 'Z':
		return byte(r)
	case 'a' <= r && r <= 'z':
		return byte(r - 'a' + 'A')
	case r < 0xC0:
		return 0
	case r == 'Ñ' || r == 'ñ':
		return mxRFCEnye
	case r <= 0xFF && r != '×' && r != '÷':
		// Latin-1: À-Å à-å A, Ç ç C, È-Ë è-ë E, Ì-Ï ì-ï I, Ò-Ö Ø ò-ö ø O,
		// Ù-Ü ù-ü U, Ý ý ÿ Y; Ð Þ ß and the like are other letters.
		const fold = "AAAAAAACEEEEIIII*NOOOOO*OUUUUY**" // from À (U+00C0) to ß
		if c := fold[(r-0xC0)&0x1F]; c != '*' {
			return c
		}
		if r == 'ÿ' {
			return 'Y'
		}
	}
	if unicode.IsLetter(r) {
		return mxOther
	}
	return 0
}
