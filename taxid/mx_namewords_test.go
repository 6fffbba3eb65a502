package taxid

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// mxNextWordRef is mxNextWord as first written, decoding every character
// and folding it with mxFold: the reference its table look-ups must match.
func mxNextWordRef(s string, i int, legacy bool) (w mxWord, next int, ok bool) {
	for i < len(s) {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		c := mxFold(r)
		switch {
		case c != 0:
			if w.n < len(w.l) {
				w.l[w.n] = c
			}
			if w.n > 0 && w.vowel == 0 && (c == 'A' || c == 'E' || c == 'I' || c == 'O' || c == 'U') {
				w.vowel = c
			}
			w.n++
		case r == '\u0303' && w.n > 0 && w.n <= len(w.l) && w.l[w.n-1] == 'N':
			w.l[w.n-1] = mxRFCEnye
		case r >= 0x300 && unicode.Is(unicode.Mn, r):
		case legacy && w.n > 0 && (r == '\'' || r == '\u2019' || r == '\u00b4' || r == '`' || r == '\u02bc'):
		case w.n > 0:
			return w, i + size, true
		}
		i += size
	}
	return w, i, w.n > 0
}

// checkWords fails unless mxNextWord reads the words of s as
// mxNextWordRef does, under both rules.
func checkWords(t *testing.T, s string) {
	t.Helper()
	for _, legacy := range []bool{false, true} {
		for i := 0; ; {
			w, next, ok := mxNextWord(s, i, legacy)
			wantW, wantNext, wantOK := mxNextWordRef(s, i, legacy)
			if w != wantW || next != wantNext || ok != wantOK {
				t.Fatalf("mxNextWord(%q, %d, %v) = %+v, %d, %v; want %+v, %d, %v",
					s, i, legacy, w, next, ok, wantW, wantNext, wantOK)
			}
			if !ok {
				break
			}
			i = next
		}
	}
}

// TestMXNextWord compares mxNextWord with its reference on every string
// of one or two bytes, each also before and after a letter (the ASCII and
// Latin-1 tables and the two-byte decoding, valid or not), and on every
// string of up to three pieces from the characters that end, join or mark
// a word.
func TestMXNextWord(t *testing.T) {
	for b0 := range 256 {
		for b1 := range 256 {
			s := string([]byte{byte(b0), byte(b1)})
			checkWords(t, s)
			checkWords(t, "a"+s+"e")
		}
	}
	pieces := []string{"a", "N", "Z", "é", "Ñ", "ñ", "ÿ", "ß", "×", "Ð", "\u0303", "\u0301", "'", "’", "´",
		"`", "ʼ", " ", "-", ".", "\xc3", "\xc3(", "ł", "Ω", "5"}
	var build func(prefix string, n int)
	build = func(prefix string, n int) {
		checkWords(t, prefix)
		if n == 0 {
			return
		}
		for _, p := range pieces {
			build(prefix+p, n-1)
		}
	}
	build("", 3)
	for _, tc := range nameKeyCases {
		checkWords(t, tc.given+" "+tc.paternal+" "+tc.maternal)
	}
}

// TestMXWordMariaJose compares mariaJose with the comparisons it stands
// for on every word of up to six letters from those of María and José and
// one other.
func TestMXWordMariaJose(t *testing.T) {
	ref := func(w mxWord) bool {
		is := func(s string) bool { return w.n == len(s) && string(w.l[:w.n]) == s }
		return is("MARIA") || is("MA") || is("M") || is("JOSE") || is("J")
	}
	const letters = "MARIJOSEZ"
	var build func(w mxWord)
	build = func(w mxWord) {
		if w.n > 0 && w.mariaJose() != ref(w) {
			t.Fatalf("mariaJose of %q = %v", w.l[:w.n], !ref(w))
		}
		if w.n == len(w.l) {
			w.n++ // a longer word keeps its first six letters
			if w.mariaJose() {
				t.Fatalf("mariaJose of %q and more = true", w.l[:])
			}
			return
		}
		for _, c := range []byte(letters) {
			v := w
			v.l[v.n] = c
			v.n++
			build(v)
		}
	}
	build(mxWord{})
}

// TestMXFoldTables checks the tables against mxFold, by which they are
// built, for every character they hold.
func TestMXFoldTables(t *testing.T) {
	for r := range rune(utf8.RuneSelf) {
		assert.Equal(t, mxFold(r), mxASCII[r], "%U", r)
	}
	for r := rune(0xC0); r <= 0xFF; r++ {
		assert.Equal(t, mxFold(r), mxLatin1[r-0xC0], "%U", r)
	}
}

// FuzzMXNextWord checks that mxNextWord reads the words of any string as
// its reference does.
func FuzzMXNextWord(f *testing.F) {
	for _, tc := range nameKeyCases {
		f.Add(tc.given + " " + tc.paternal + "\xc3 " + tc.maternal)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkWords(t, s)
		for i := 0; ; {
			w, next, ok := mxNextWord(s, i, false)
			if !ok {
				break
			}
			want := false
			for _, m := range []string{"MARIA", "MA", "M", "JOSE", "J"} {
				want = want || w.n == len(m) && string(w.l[:w.n]) == m
			}
			if w.mariaJose() != want {
				t.Fatalf("mariaJose of %q (%d letters) = %v", w.l, w.n, !want)
			}
			i = next
		}
	})
}
