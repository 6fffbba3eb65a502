package fold

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"golang.org/x/text/unicode/norm"
)

// TestLatinTable checks the hand-written table against the canonical
// decompositions: a rune maps to a letter exactly when its NFD starts
// with that ASCII letter (in either case).
func TestLatinTable(t *testing.T) {
	assert.Len(t, latin, 0x180-0xC0)
	for r := rune(0xC0); r < 0x180; r++ {
		d := norm.NFD.String(string(r))
		want := byte('.')
		if c := d[0]; c < utf8.RuneSelf && ('a' <= c|0x20 && c|0x20 <= 'z') {
			want = c | 0x20
		}
		assert.Equal(t, string(want), string(latin[r-0xC0]), "U+%04X %c", r, r)
	}
}

func TestString(t *testing.T) {
	for in, want := range map[string]string{
		"José":          "jose",
		"BEGOÑA":        "begona",
		"Conceição":     "conceicao",
		"D'ÁVILA":       "d'avila",
		"D´Angelo":      "d'angelo",
		"D`ANGELO":      "d'angelo",
		"Pérez–Reverte": "perez-reverte",
		"Łukasz Øster":  "lukasz oster",
		"ÆSIR":          "æsir",
		"Σοφία":         "σοφία",
		"\xffA":         "\xffa",
	} {
		assert.Equal(t, want, String(in), in)
	}
}

// TestAppendIsRune holds Append to Rune: every valid rune but the
// invisible ones Append drops folds to Rune's answer.
func TestAppendIsRune(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) || r == '\u200B' || r == '\u2060' || r == '\uFEFF' || r == '\u00AD' {
			continue
		}
		if got, want := string(Append(nil, string(r))), string(Rune(r)); got != want {
			t.Fatalf("Append(%q) = %q, Rune gives %q", r, got, want)
		}
	}
}

// appendByRunes is Append without its shortcut for U+00C0 to U+00FF:
// every character past ASCII decoded and folded by Rune.
func appendByRunes(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[i])
		case r == '\u200B' || r == '\u2060' || r == '\uFEFF' || r == '\u00AD':
		default:
			dst = utf8.AppendRune(dst, Rune(r))
		}
		i += size
	}
	return dst
}

// TestAppendBytes holds Append's shortcut for 0xC3 to the general path on
// bytes that are not UTF-8 as well: every string of one or two bytes, and
// 0xC3 followed by any two.
func TestAppendBytes(t *testing.T) {
	check := func(s string) {
		if got, want := Append(nil, s), appendByRunes(nil, s); string(got) != string(want) {
			t.Fatalf("Append(%q) = %q, by runes %q", s, got, want)
		}
	}
	for a := range 256 {
		check(string([]byte{byte(a)}))
		for b := range 256 {
			check(string([]byte{byte(a), byte(b)}))
			check(string([]byte{0xC3, byte(a), byte(b)}))
		}
	}
}

func FuzzAppend(f *testing.F) {
	for _, s := range []string{"José", "BEGOÑA", "Conceição", "Ã\xc3", "\xc3\xc3\xa9", "Ø×÷", "\xc3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		assert.Equal(t, string(appendByRunes([]byte("x"), s)), string(Append([]byte("x"), s)))
	})
}

func TestLatin1(t *testing.T) {
	// Latin1 is Rune for every character it answers, and answers for every
	// character of U+00C0 to U+00FF that Rune folds to an ASCII letter
	// but Ø, which Rune maps by hand.
	for i := byte(0); i < 64; i++ {
		r := rune(0xC0 + int(i))
		f := Rune(r)
		if got := Latin1(i); got != 0 {
			assert.Equal(t, f, rune(got), "%c", r)
		} else if 'a' <= f && f <= 'z' && r != 'Ø' && r != 'ø' {
			t.Errorf("Latin1(%d) = 0, Rune(%c) = %c", i, r, f)
		}
	}
	assert.Zero(t, Latin1(64))
}
