package name

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fold"
	"github.com/ndval/ndval/internal/strhash"
)

// TestASCIIClass checks the ASCII tables against classifyRune and
// charFlags, which cut's shortcut for ASCII letters stands for; no byte
// past ASCII is a letter of asciiLetter.
func TestASCIIClass(t *testing.T) {
	for r := rune(0); r < utf8.RuneSelf; r++ {
		assert.Equal(t, classifyRune(r), asciiClass[r], "%q", r)
		want := flags(0)
		if asciiClass[r] == cLetter {
			want = charFlags(cLetter, r)
			assert.NotZero(t, want, "%q", r)
		}
		assert.Equal(t, want, asciiLetter[r], "%q", r)
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		assert.Zero(t, asciiLetter[c], "%#x", c)
	}
	// charFlags' shortcut for Latin-1, against package unicode
	for r := rune(0xC0); r < 0x100; r++ {
		if classifyRune(r) != cLetter {
			continue
		}
		want := flags(fLetter)
		switch {
		case unicode.IsUpper(r) || unicode.IsTitle(r):
			want |= fUpper
		case unicode.IsLower(r):
			want |= fLower
		}
		assert.Equal(t, want, charFlags(cLetter, r), "%q", r)
	}
}

// cutByRunes is cut as it reads a character that is not an ASCII or
// Latin-1 letter, for every character: the general path cut's runs of
// letters are held to (TestCutRuns, checkFolded).
func cutByRunes(s string) (toks []token, why ndval.Reason) {
	start, letters := -1, 0
	var f flags
	for i := 0; i <= len(s); {
		r, size := rune(' '), 1
		if i < len(s) {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		switch class := classify(r); class {
		case cSpace, cComma:
			if start >= 0 {
				if len(toks) == maxTokens {
					return nil, ndval.ReasonTooLong
				}
				if letters > 1 {
					f |= fMulti
				}
				toks = append(toks, token{start: int16(start), end: int16(i), flags: f})
				start, f, letters = -1, 0, 0
			}
			if class == cComma && len(toks) > 0 {
				toks[len(toks)-1].flags |= fComma
			}
		case cBad:
			return nil, ndval.ReasonInvalidFormat
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
	if len(toks) > 0 {
		toks[len(toks)-1].flags &^= fComma
	}
	return toks, ""
}

// foldByWords is the folded form of each word of toks, cut from s, as
// analysis.run made it after cut before cut folded the words: fold.Append
// of each word in turn, into folds while all of it fits in foldsLen bytes,
// fold1 -1 for a word that does not; and the hash of each, the top 16 bits
// of strhash.Sum of the folded form, for a word that fits, 0 for the
// others.
func foldByWords(s string, toks []token) (folds []byte, hashes []uint16) {
	for i := range toks {
		w := s[toks[i].start:toks[i].end]
		if f := fold.Append(nil, w); len(folds)+len(f) > foldsLen {
			toks[i].fold0, toks[i].fold1 = 0, -1
			hashes = append(hashes, 0)
			continue
		}
		toks[i].fold0 = int16(len(folds))
		folds = fold.Append(folds, w)
		toks[i].fold1 = int16(len(folds))
		hashes = append(hashes, uint16(strhash.Sum(folds[toks[i].fold0:])>>16))
	}
	return folds, hashes
}

// checkCut holds cut to cutByRunes and foldByWords on value, valid UTF-8:
// the same words, and the same folded forms in the same places.
func checkCut(t *testing.T, value string) {
	var sc scan
	why := sc.cut(value)
	want, wantWhy := cutByRunes(value)
	require.Equal(t, wantWhy, why, "%q", value)
	if why == "" {
		folds, hashes := foldByWords(value, want)
		require.Equal(t, append([]token{}, want...), append([]token{}, sc.words()...), "%q", value)
		require.Equal(t, hashes, append([]uint16(nil), sc.hashes[:sc.n]...), "%q", value)
		n := 0
		for _, tok := range want {
			n = max(n, int(tok.fold1))
		}
		require.Equal(t, string(folds[:n]), string(sc.folds[:n]), "%q", value)
	}
}

// TestCutRuns puts each character below U+0180 at the start, inside and
// at the end of a word, alone, and after a character of each class.
func TestCutRuns(t *testing.T) {
	for r := rune(1); r < latinEnd; r++ {
		c := string(r)
		for _, v := range []string{c, c + "ab", "a" + c + "b", "ab" + c, "É" + c + "é", "x" + c + c + " y" + c, c + "\u0301x", "1" + c + "-" + c + "'" + c + ".", c + ", " + c} {
			checkCut(t, v)
		}
	}
	// words ended by a space, by the end and by other separators, up to
	// and past maxTokens, and words past the room for the folded forms,
	// long and growing when folded (Ⱥ → ⱥ)
	for _, w := range []string{"abcdefghij", "ÁÉÍÓÚÑáéíóúñ", "ȺȺȺȺȺȺȺȺȺȺ", "ÆÐØÞßæðøþ", "Ⱥa\u200bÉ"} {
		for _, n := range []int{10, 20, 21, 25, 26, 40, 47} {
			checkCut(t, strings.Repeat(w+" ", n))
			checkCut(t, strings.Repeat(w, n/10+1)+" "+strings.Repeat(w+" ", n))
		}
	}
	for _, x := range []int{2, 3, 100, 101, 253, 254, 255} { // a second word ending at the room's bound
		for d := -2; d <= 1; d++ { // the second word's folded form ends before, at or past the bound
			if y := foldsLen - x + d; y > 0 {
				checkCut(t, strings.Repeat("a", x)+" "+strings.Repeat("b", y))
			}
			if y := foldsLen - x/2 + d; y > 0 { // á folds to one byte
				checkCut(t, strings.Repeat("á", x/2)+" "+strings.Repeat("B", y)+" c")
			}
		}
	}
	for _, sep := range []string{" ", "  ", ", ", " ,", "\u00a0", "é "} {
		for n := maxTokens - 1; n <= maxTokens+1; n++ {
			w := strings.Repeat("ab"+sep, n)
			checkCut(t, w)
			checkCut(t, strings.TrimSpace(w))
			checkCut(t, w+"c")
		}
	}
}
