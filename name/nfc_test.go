package name

import (
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TestNFCLatin holds nfc's shortcut: every character below U+0180 is a
// starter that NFC leaves as it is, alone and after any other of them, so
// that a string of them alone is in NFC; U+0180 is the first whose UTF-8
// form starts with 0xC6.
func TestNFCLatin(t *testing.T) {
	const end = 0x180
	for r := rune(0); r < end; r++ {
		s := string(r)
		if p := norm.NFC.PropertiesString(s); p.CCC() != 0 {
			t.Fatalf("U+%04X has combining class %d", r, p.CCC())
		}
		for q := rune(0); q < end; q++ {
			if pair := string(q) + s; !norm.NFC.IsNormalString(pair) {
				t.Fatalf("U+%04X U+%04X is not in NFC", q, r)
			}
		}
	}
	var b [4]byte
	if utf8.EncodeRune(b[:], end); b[0] != 0xC6 || utf8.EncodeRune(b[:], end-1) != 2 || b[0] != 0xC5 {
		t.Fatalf("U+%04X does not start the lead byte 0xC6", end)
	}
	for _, s := range []string{"José", "JOÃO", "Ñandú", "Łukasz", "e\u0301", "Ǆemal", "Ḗ", "\u212B"} {
		if got, want := nfc(s), norm.NFC.String(s); got != want {
			t.Errorf("nfc(%q) = %q, want %q", s, got, want)
		}
	}
}
