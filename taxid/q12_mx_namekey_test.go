package taxid

import "testing"

// checkSettled fails unless the current rule's letters of one part of a
// name, read by mxSettledWord when it settles the first word (and by
// mxSurname and mxGiven when it does not), are those mxSurname(s, false)
// and mxGiven(s, false) give: the first letter, the vowel when asked for,
// and whether there is a word. It returns whether mxSettledWord answered.
func checkSettled(t *testing.T, s string) (settled bool) {
	t.Helper()
	want, wantOK := mxSurname(s, false)
	for _, vowel := range []bool{false, true} {
		first, v, ok := mxSurnameLetters(s, vowel)
		if ok != wantOK || ok && (first != want.l[0] || vowel && v != want.vowel) {
			t.Fatalf("mxSurnameLetters(%q, %v) = %q, %q, %v; want %q, %q, %v", s, vowel, first, v, ok, want.l[0], want.vowel, wantOK)
		}
		_, _, quick := mxSettledWord(s, vowel)
		settled = settled || quick
	}
	wantG, wantGOK := mxGiven(s, false)
	if first, ok := mxGivenLetter(s); ok != wantGOK || ok && first != wantG.l[0] {
		t.Fatalf("mxGivenLetter(%q) = %q, %v; want %q, %v", s, first, ok, wantG.l[0], wantGOK)
	}
	return settled
}

// q12Pieces are the characters from which TestMXSettledWord builds its
// parts: every letter that starts a particle or a form of María or José
// and those that follow them in one, another consonant, the vowels, N
// before a combining tilde, Ñ, accented vowels, a letter outside the
// tables, an acute mark, an apostrophe, separators, a lone lead byte and a
// digit.
var q12Pieces = []string{"A", "C", "D", "E", "I", "J", "L", "M", "N", "O", "R", "S", "U", "V", "Y", "Z",
	"é", "Ó", "Ñ", "ß", "ł", "\u0303", "\u0301", "'", " ", "-", "\xc3", "5"}

// TestMXSettledWord compares the current rule's letters of a part read
// through mxSettledWord with those of whole words (mxSurname, mxGiven) on
// every string of up to four pieces (q12Pieces); on every particle and
// form of María and José, alone, before and after every piece and before
// each other and a surname; and on the parts of nameKeyCases. Both
// outcomes of the shortcut are exercised. TestMXNameKeyRef and
// FuzzMXNameKeyRef compare MXNameKey with its reference, which reads
// whole words.
func TestMXSettledWord(t *testing.T) {
	settled, not := 0, 0
	count := func(s string) {
		if checkSettled(t, s) {
			settled++
		} else {
			not++
		}
	}
	var build func(prefix string, n int)
	build = func(prefix string, n int) {
		count(prefix)
		if n == 0 {
			return
		}
		for _, p := range q12Pieces {
			build(prefix+p, n-1)
		}
	}
	build("", 4)
	words := []string{"de", "del", "der", "da", "das", "di", "die", "dd", "el", "la", "las", "los", "le",
		"les", "mac", "mc", "van", "von", "y", "mi", "María", "MARIA", "Ma", "M", "José", "J", "Marias",
		"Josef", "Mariano", "Joselito", "Maríaa", "Dí", "Día", "Díaz", "Ñuño", "Nuño", "N\u0303uño"}
	for _, w := range words {
		count(w)
		for _, p := range q12Pieces {
			count(w + p)
			count(p + w)
			count(w + " " + p)
		}
		for _, v := range words {
			count(w + " " + v)
			count(w + " " + v + " Gómez")
		}
	}
	for _, tc := range nameKeyCases {
		count(tc.given)
		count(tc.paternal)
		count(tc.maternal)
	}
	if settled == 0 || not == 0 {
		t.Fatalf("mxSettledWord answered %d parts and left %d: both should occur", settled, not)
	}
	t.Logf("%d parts settled by mxSettledWord, %d read by mxSurname and mxGiven", settled, not)
}

// TestMXPrefixPairs holds the table to the lists it stands for: every
// particle of the current rule of two letters or more, and MA, MARIA and
// JOSE, begins with one of its pairs, and it has no other pair of A-Z.
func TestMXPrefixPairs(t *testing.T) {
	lists := []string{"DA", "DAS", "DD", "DE", "DEL", "DER", "DI", "DIE", "EL", "LA", "LAS", "LE", "LES",
		"LOS", "MAC", "MC", "VAN", "VON", "MA", "MARIA", "JOSE"}
	pairs := map[string]bool{}
	for _, w := range lists {
		pairs[w[:2]] = true
	}
	for c0 := byte('A'); c0 <= 'Z'; c0++ {
		for c1 := byte('A'); c1 <= 'Z'; c1++ {
			if got := mxPrefixPairs[c0&31]>>(c1&31)&1 != 0; got != pairs[string([]byte{c0, c1})] {
				t.Errorf("mxPrefixPairs has %c%c: %v", c0, c1, got)
			}
		}
	}
	// The particles of the current rule are those mxParticle knows.
	for _, w := range lists[:18] {
		var word mxWord
		word.n = copy(word.l[:], w)
		if !mxParticle(word, false) {
			t.Errorf("%s is no particle of the current rule", w)
		}
	}
}

// FuzzMXSettledWord compares the letters of any part read through
// mxSettledWord with those of whole words.
func FuzzMXSettledWord(f *testing.F) {
	for _, tc := range nameKeyCases {
		f.Add(tc.given)
		f.Add(tc.paternal)
		f.Add(tc.maternal)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSettled(t, s)
	})
}
