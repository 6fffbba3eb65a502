package taxid

import "testing"

// checkSettled fails unless mxSettledWord, when it answers for one part
// of a name, gives what mxSurname(s, false) and mxGiven(s, false) give:
// the first letter of their word, and its vowel when asked for (mxNameKey
// takes the part's letters from mxSettledWord when it answers, else from
// them). It returns whether mxSettledWord answered.
func checkSettled(t *testing.T, s string) (settled bool) {
	t.Helper()
	want, wantOK := mxSurname(s, false)
	wantG, wantGOK := mxGiven(s, false)
	for _, vowel := range []bool{false, true} {
		first, v, ok := mxSettledWord(s, vowel)
		if !ok {
			if first != 0 || v != 0 {
				t.Fatalf("mxSettledWord(%q, %v) = %q, %q, false", s, vowel, first, v)
			}
			continue
		}
		settled = true
		if !wantOK || first != want.l[0] || vowel && v != want.vowel || !vowel && v != 0 {
			t.Fatalf("mxSettledWord(%q, %v) = %q, %q; mxSurname's word is %+v, %v", s, vowel, first, v, want, wantOK)
		}
		if !vowel && (!wantGOK || first != wantG.l[0]) {
			t.Fatalf("mxSettledWord(%q, false) = %q; mxGiven's word is %+v, %v", s, first, wantG, wantGOK)
		}
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

// TestMXSettledWord compares the letters of a part that mxSettledWord
// answers with those of whole words (mxSurname, mxGiven) on
// every string of up to four pieces (q12Pieces); on every particle and
// form of María and José, alone, before and after every piece and before
// each other and a surname, each also as every part of a name whose key
// MXNameKey must give as mxNameKeyRef does; and on the parts of
// nameKeyCases. Both outcomes of the shortcut are exercised.
// TestMXNameKeyRef and FuzzMXNameKeyRef compare MXNameKey with its
// reference on more names.
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
	// These parts also in each place of a name, whose key MXNameKey must
	// give as its reference does (mxNameKeyRef: whole words throughout).
	part := func(s string) {
		count(s)
		checkNameKey(t, s, "Gómez", "Díaz")
		checkNameKey(t, "Emma", s, "Díaz")
		checkNameKey(t, "Emma", "Gómez", s)
	}
	for _, w := range words {
		part(w)
		for _, p := range q12Pieces {
			part(w + p)
			part(p + w)
			part(w + " " + p)
		}
		for _, v := range words {
			part(w + " " + v)
			part(w + " " + v + " Gómez")
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

// FuzzMXSettledWord compares the letters of any part that mxSettledWord
// answers with those of whole words.
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
