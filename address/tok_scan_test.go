package address

import (
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
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
