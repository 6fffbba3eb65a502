package address

import (
	"fmt"
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/fold"
)

// scanLex calls scan on a token whose every field is set to a mark and
// returns what scan wrote as a lex.Token, to be compared with lex.Scan's.
// It fails t if scan wrote a field that is not a lex.Token's (those are
// tokenize's), or wrote anything at the end of s (next -1).
func scanLex(t *testing.T, s string, i int, buf *[foldLen]byte, o int) (lex.Token, int, int) {
	t.Helper()
	mark := token{start: 0xfff1, end: 0xfff2, fs: 0xfff3, fe: 0xfff4, kind: 0xf5, punct: 0xf6, space: true, dot: true,
		seg: 0xf7, role: 0xf8, cls: 0xfff9, cue: 0xfffa}
	tok := mark
	next, folded := scan(s, i, &tok, buf, o)
	if next < 0 {
		if tok != mark {
			t.Fatalf("%q at %d: scan returned the end and wrote %+v", s, i, tok)
		}
		return lex.Token{}, next, folded
	}
	other := tok
	other.start, other.end, other.kind, other.punct, other.space, other.dot = mark.start, mark.end, mark.kind, mark.punct, mark.space, mark.dot
	if other != mark {
		t.Fatalf("%q at %d: scan wrote tokenize's fields: %+v", s, i, tok)
	}
	return lex.Token{Start: int(tok.start), End: int(tok.end), Kind: tok.kind, Punct: tok.punct, Space: tok.space, Dot: tok.dot}, next, folded
}

// TestScanKind holds scan's kind without a branch (Number minus bit 6 of
// the folded bytes ORed): every byte scan folds, by foldASCII or
// fold.Latin1, is below 0x80, with bit 6 set for a letter and clear for a
// digit, and Word is Number-1.
func TestScanKind(t *testing.T) {
	if lex.Word != lex.Number-1 {
		t.Fatalf("lex.Word %d, lex.Number %d", lex.Word, lex.Number)
	}
	check := func(what string, c byte) {
		t.Helper()
		switch {
		case c == 0:
		case c >= 0x80:
			t.Fatalf("%s folds to %#x, not ASCII", what, c)
		case lex.IsLetter(c) != (c&0x40 != 0) || !lex.IsLetter(c) && !lex.IsDigit(c):
			t.Fatalf("%s folds to %q: bit 6 does not tell a letter", what, c)
		}
	}
	for b := range 256 {
		check(fmt.Sprintf("byte %#x", b), foldASCII[b])
	}
	for i := range byte(64) {
		check(fmt.Sprintf("U+%04X", 0xC0+int(i)), fold.Latin1(i))
	}
}
