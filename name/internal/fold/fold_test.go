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
		"Pérez–Reverte": "perez-reverte",
		"Łukasz Øster":  "lukasz oster",
		"ÆSIR":          "æsir",
		"Σοφία":         "σοφία",
		"\xffA":         "\xffa",
	} {
		assert.Equal(t, want, String(in), in)
	}
}

func TestHash(t *testing.T) {
	// FNV-1a test vectors from the reference implementation.
	assert.Equal(t, uint32(0x811c9dc5), Hash(nil))
	assert.Equal(t, uint32(0xe40c292c), Hash([]byte("a")))
	assert.Equal(t, uint32(0xbf9cf968), Hash([]byte("foobar")))
}
