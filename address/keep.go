package address

import (
	"math/bits"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/swar"
)

// The read-back keeps the tokens of the prefix that the usual form shares
// with the line the parser has just read ("Av. Paseo de la Reforma 505"
// in both), instead of reading them again.
//
// tokenize reads a string left to right, and what it makes of a token
// depends on the bytes before the token's end and on a few after it: a
// word ends at a byte that is not a letter, digit, dot, comma or
// apostrophe, and only those look further (D.F., 12.5, 12,5, O'Higgins);
// a separator's segment and fold depend on the bytes after it (breaks).
// Take a word that ended at offset e of the line read, which the other
// string shares up to e, and a byte at e of the other string that ends a
// word whatever follows (wordEnds). Every decision up to e read the same
// bytes in both, or read the byte at e and went the way such a byte sends
// it: on the line read too it stopped the word there, or the word would
// not have ended at e. So both strings read alike up to that word, and
// the tokenizer's state after it is the word's: its segment, the fold
// buffer up to its folded form, a space before the next word. A comma or
// semicolon after that word, before the strings differ, reads alike too:
// it is one byte, ends a segment whatever follows, and leaves the fold
// buffer with a '|' after the word and no space to come. TestKeep
// compares what keep and tokenize leave with a new parser's on every
// usual form of the test tables and on the addresses cut and continued
// after every token, FuzzKeep on any two strings.

// sharedTokens returns how many of the tokens p read from p.in a parse of
// s reads alike: those up to the last word that ends before the strings
// differ, or where they do, at a byte of s that wordEnds accepts, and a
// comma or semicolon after it.
func (p *parser) sharedTokens(s string) int {
	same := commonPrefix(p.in, s)
	j := 0
	for j < p.n && int(p.toks[j].end) <= same {
		j++
	}
	for ; j > 0; j-- {
		if t := &p.toks[j-1]; t.kind != lex.Punct && wordEnds(s, int(t.end)) {
			break
		}
	}
	if j > 0 && j < p.n && int(p.toks[j].end) <= same && p.toks[j].kind == lex.Punct &&
		(p.toks[j].punct == ',' || p.toks[j].punct == ';') {
		j++
	}
	return j
}

// commonPrefix returns the length of the longest prefix of a and b, which
// it compares eight bytes at a time.
func commonPrefix(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for ; i+8 <= n; i += 8 {
		if x := swar.Load(a[i:i+8]) ^ swar.Load(b[i:i+8]); x != 0 {
			return i + bits.TrailingZeros64(x)/8
		}
	}
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

// wordEnds reports whether a word that reaches offset e of s ends there
// whatever follows e: s ends at e, or s[e] is an ASCII byte that ends a
// word and looks no further (a comma, unless a digit follows: 12,5).
func wordEnds(s string, e int) bool {
	if uint(e) >= uint(len(s)) {
		return true
	}
	c := s[e]
	return endsWord[c] || c == ',' && (e+1 >= len(s) || !lex.IsDigit(s[e+1]))
}

// endsWord holds the bytes that end a word whatever follows them: ASCII
// but letters, digits, the dot, the comma and the apostrophe.
var endsWord = func() (t [256]bool) {
	for c := range 0x80 {
		t[c] = !lex.IsDigit(byte(c)) && !isLetter(byte(c)) && c != '.' && c != ',' && c != '\''
	}
	return t
}()

// keep returns p to the state of a new parser that has tokenized the
// first k tokens it holds, and no more: what reset does for k = 0. The
// parser's cues are those of the k tokens, as tokenize would leave them.
// tokenize goes on after them. The parse of those tokens changed only
// their roles; tokenize itself may have trimmed the final dot of the
// input's last word, which a word kept ends without as well (wordEnds
// takes no dot). The last of them is a word, or a comma or semicolon
// after one (sharedTokens).
func (p *parser) keep(k int) {
	clear(p.toks[k:p.n])
	var cues cue
	for i := range p.toks[:k] {
		t := &p.toks[i]
		if t.kind == lex.Punct {
			t.role = roleSkip
		} else {
			t.role = roleNone
		}
		cues |= t.cue
	}
	p.n, p.more, p.nf, p.cues = k, false, 0, cues
	switch {
	case k > 1 && p.toks[k-1].kind == lex.Punct:
		p.nf = int(p.toks[k-2].fe) + 1 // the word's, and its '|'
	case k > 0:
		p.nf = int(p.toks[k-1].fe)
	}
}
