package address

import (
	"strings"
	"unicode/utf8"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/fold"
)

// The parser reads an address as a list of tokens (internal/fold says what
// a word is), grouped into segments: the runs between commas, semicolons,
// colons, line breaks, parentheses, quotes, dots standing alone between
// spaces ("Jurado . Punta Paitilla"), and dashes or slashes with a space on
// either side ("1000 - Bela Vista"). A dash between two words or two numbers
// without spaces ("Paulo-SP", "71-21") joins them instead.
//
// Each word's folded form is written to the parser's fold buffer, words of
// one run separated by one space and runs by '|', so that a phrase of
// several words is one substring of the buffer and can be looked up in
// the generated tables without copying.

// foldLen is the size of the parser's fold buffer: room for the folded
// words of an input of 2*MaxLength bytes and a separator a token.
const foldLen = 2*MaxLength + maxTokens

// maxTokens bounds the tokens kept; a longer address (possible only with
// one-character words) keeps the rest as unparsed text.
const maxTokens = 192

// role says which part of the result a token went to. A separator never
// has roleNone (tokenize and keep give it roleSkip, and no stage takes a
// role away), so that a token with none is a word or number: free reads
// the role alone.
type role uint8

const (
	roleNone         role = iota // not (yet) understood
	roleSkip                     // a separator, or a word understood as noise (a marker, "de")
	roleOrg                      // a leading organisation name
	roleStreet                   // the street, or a rural locator standing for one
	roleNumber                   // the house number, S/N or a km mark
	roleUnit                     // floor, apartment, office, lot ...
	roleNeighborhood             // colonia, barrio, bairro ...
	roleCity                     // the city (a phrase of the tables, or text)
	roleRegion                   // the region
	rolePostal                   // the postal code
	roleCountry                  // the country's name
	roleCross                    // cross streets (entre X y Y, esquina X) and landmarks
	roleMunicipality             // a marked municipality (Alcaldía Cuauhtémoc)
)

// token is one word, number or separator of the input.
type token struct {
	start, end uint16 // bytes of the input
	fs, fe     uint16 // the folded word in parser.fold (words and numbers only)
	kind       lex.Kind
	punct      byte // for lex.Punct
	space, dot bool // white space before; a final dot ("Av.")
	seg        uint8
	role       role
	cls        class // classify of the folded word, read by class
	cue        cue   // the stages the token can start, and numberLike (cue.go)
}

// parser holds one address while it is parsed. It lives on the stack of
// Validate.
type parser struct {
	in   string
	ci   int // row of countryTable
	c    countryRules
	toks [maxTokens]token
	n    int
	more bool // the input had more tokens than maxTokens
	fold [foldLen]byte
	nf   int
	cues cue // the cues of all tokens
	out  parts

	regions regionsMemo // postalSet's last answer, kept through init

	// tailPlace is the last matchBackward answer parseTail kept (placeAt),
	// which districtMismatch reads for a neighborhood that is that phrase.
	tailPlace placeAt

	// partsOnly is set for a read-back, which compares the parts alone
	// (hasParts): resolve then sets no warnings.
	partsOnly bool

	// allCues gives every token every gate's cue, so that every stage
	// runs everywhere: TestCues compares the parse with and without.
	allCues bool
}

// tokenize fills p.toks from p.in and numbers the segments. It goes on
// after the tokens p holds, if any: those keep kept, which end with a
// word or with a comma or semicolon after one, and whose cues keep left
// in p.cues.
func (p *parser) tokenize() {
	// Few values live through the loop, for Go keeps none in a register
	// across the calls to scan and lookupWord: whether the previous
	// token was a word is read from it, where a separator needs it, and
	// the cues are ORed into p.cues.
	seg := uint8(0)
	space := false // a word here is separated by a space from what precedes it
	i := 0
	if p.n > 0 {
		last := &p.toks[p.n-1]
		seg, i = last.seg, int(last.end)
		space = last.kind != lex.Punct // a separator left '|' last in the fold buffer
	}
	for {
		n := p.n
		if uint(n) >= maxTokens { // never above: n counts to it
			// A token after the last kept is noted, not folded.
			after, _ := lex.Scan(p.in, i)
			p.more = after.Kind != 0
			break
		}
		// scan writes the token in place, its offsets, kind and flags
		// (not a lex.Token to copy), and folds a word straight into the
		// fold buffer, after the space that separates it from the word
		// before, if any.
		tok := &p.toks[n]
		o := p.nf + btoi(space)
		next, folded := scan(p.in, i, tok, &p.fold, o)
		if next < 0 {
			break // the end: scan wrote nothing
		}
		i = next
		var c cue
		if tok.kind == lex.Punct {
			tok.fs, tok.fe, tok.role, tok.cls = 0, 0, roleSkip, 0
			c = punctCue(tok.punct)
			if p.breaks(tok.punct, tok.space, next) {
				seg++
				p.addFold('|')
			} else if tok.punct != '-' || p.n == 0 || p.toks[p.n-1].kind == lex.Punct { // not after a word
				p.addFold('|')
			}
			space = p.nf > 0 && p.fold[p.nf-1] != '|'
		} else {
			if space {
				p.addFold(' ')
			}
			fs := p.nf
			var fw []byte // the folded word
			if folded >= 0 && o+folded <= len(p.fold) {
				p.nf = o + folded
				fw = p.fold[o:p.nf]
			} else {
				p.nf = p.appendWord(p.in[tok.start:tok.end])
				fw = p.fold[fs:p.nf]
			}
			tok.fs, tok.fe, tok.role = uint16(fs), uint16(p.nf), roleNone
			if tok.kind == lex.Word { // no marker word is a number (TestTokenize)
				tok.cls, c = lookupWord(fw)
				// houseSuffix needs a digit first, quitoNumber a digit last
				if n := len(fw); n > 1 && (lex.IsDigit(fw[0]) || lex.IsDigit(fw[n-1])) && (houseSuffix(fw) || quitoNumber(fw)) {
					c |= cueNumber | cueHouse
				}
			} else {
				tok.cls, c = 0, cueNumber|cueHouse
			}
			space = true
		}
		tok.seg, tok.cue = seg, c
		p.cues |= c
		p.n++
	}
	if p.allCues {
		for i := range p.toks[:p.n] {
			p.toks[i].cue |= cueGates
		}
		p.cues |= cueGates
	}
	// The address's last word keeps no period that ends a sentence: every
	// part read as written ends before it.
	if last := &p.toks[max(p.n-1, 0)]; p.n > 0 && !p.more && last.dot {
		if w := p.in[last.start:last.end]; trimFinalDot(w) != w {
			last.end--
			last.dot = false
		}
	}
}

// scan is lex.Scan(s, i), the token's offsets, kind, separator and flags
// written to the parser's token *t (setToken: tokenize sets the other
// fields), and at the end of s (lex.Scan's Kind 0) nothing written and
// next -1. It reads the common tokens itself, after at most spaces:
// the end of s, one of the separators , - . # / ; ( ) : (lex.Scan's Punct,
// as itself), or a run of ASCII letters, digits and the Latin-1 letters
// fold.Latin1 folds (a word, or a number when it holds no letter) ended
// by the end of s or by an ASCII byte that ends it in lex.scanWord: any
// but a letter, digit, apostrophe, dot or comma, a comma unless a digit
// follows it in a number, and the dot after a word of two letters or
// more, which the word takes (Token.Dot); and the single letters between
// dots of C.P. and D.F. (dotted). Anything else is left to lex.Scan from
// i; TestTokenize compares the two at every offset (scanLex).
//
// For a word or number read here, folded is the length of its folded
// form (lex.AppendWord: one byte a letter or digit, without the dot of
// Token.Dot), which scan writes to buf from offset o as it reads the
// word, as far as buf has room; else folded is -1, and buf holds the start
// of the run lex.Scan went on from.
func scan(s string, i int, t *token, buf *[foldLen]byte, o int) (next, folded int) {
	j := i
	// The unsigned comparisons spare the bounds checks: i is not negative.
	for uint(j) < uint(len(s)) && s[j] == ' ' {
		j++
	}
	start := j
	o0 := o                      // o is where the next folded byte goes
	var seen byte                // the folded bytes ORed: a letter sets 0x40, a digit never
	b, tab := buf[:], &foldASCII // checked and loaded once, not a byte
	for {
		for ; uint(j) < uint(len(s)); j++ {
			c := tab[s[j]]
			if c == 0 {
				break
			}
			seen |= c
			if uint(o) < uint(len(b)) {
				b[o] = c
			}
			o++
		}
		// é, Ñ: a letter that fold.Latin1 folds to ASCII
		if uint(j) < uint(len(s)) && s[j] == 0xC3 && uint(j+1) < uint(len(s)) && s[j+1]&0xC0 == 0x80 {
			if c := fold.Latin1(s[j+1] & 0x3F); c != 0 {
				seen |= c
				if uint(o) < uint(len(b)) {
					b[o] = c
				}
				o++
				j += 2
				continue
			}
		}
		break
	}
	k := o - o0 // the bytes folded
	// A letter sets bit 6 of seen and a digit never does (foldASCII,
	// fold.Latin1: ASCII below 0x80), so seen>>6 is 1 for a word and 0
	// for a number, and Word is Number-1 (TestScanKind): the kind in
	// two instructions, without a branch.
	kind := lex.Number - lex.Kind(seen>>6)
	switch {
	case j == start:
		if j == len(s) { // the end, after spaces or none
			return -1, -1
		}
		switch c := s[j]; c {
		case ',', '-', '.', '#', '/', ';', '(', ')', ':':
			setToken(t, start, j+1, lex.Punct, c, start > i, false)
			return j + 1, -1
		}
	case j == len(s) || s[j] == ' ': // the common ends first
		setToken(t, start, j, kind, 0, start > i, false)
		return j, k
	case s[j] == '.':
		if kind == lex.Word && k >= 2 {
			setToken(t, start, j+1, kind, 0, start > i, true)
			return j + 1, k // Av.
		}
		if k == 1 {
			if end, n, dot := dotted(s, j, buf, o, kind == lex.Word); end >= 0 {
				setToken(t, start, end, lex.Word, 0, start > i, dot)
				return end, k + n // C.P., D.F.
			}
		}
		// 12.5, and what dotted leaves: lex.Scan
	case s[j] >= utf8.RuneSelf || s[j] == '\'' || s[j] == ',' && kind == lex.Number && j+1 < len(s) && lex.IsDigit(s[j+1]):
		// a letter, or an apostrophe between letters, may go on; 12,5: lex.Scan
	default:
		setToken(t, start, j, kind, 0, start > i, false)
		return j, k
	}
	lt, next := lex.Scan(s, i)
	if lt.Kind == 0 {
		return -1, -1 // white space lex.Scan skips, then the end
	}
	setToken(t, lt.Start, lt.End, lt.Kind, lt.Punct, lt.Space, lt.Dot)
	return next, -1
}

// dotted reads on, as lex.scanWord does, from the dot at s[j] that
// follows the single first letter or digit of a word (letter: a letter)
// through the single letters between dots of C.P. and D.F.: a dot takes
// the letter after it into the word when no letter follows that. It
// returns the word's end, the bytes it folded into buf from o (as far as
// buf has room), and whether the word takes a final dot (Token.Dot); or
// end -1 where a byte that decides is not ASCII, or the word goes on
// otherwise (a digit after a letter, 1.5), which lex.Scan then reads.
// It is apart from scan, which calls it seldom, so that scan's loop keeps
// its registers.
func dotted(s string, j int, buf *[foldLen]byte, o int, letter bool) (end, folded int, dot bool) {
	o0 := o
	for {
		// s[j] is a dot after a single letter or digit.
		// The letter is folded only when the word takes it, so that
		// a return of -1 leaves in buf no byte past the word lex.Scan
		// reads (tokenize folds it again from its start).
		if j+1 < len(s) && lex.IsLetter(s[j+1]) && (j+2 == len(s) || s[j+2] < utf8.RuneSelf && !lex.IsLetter(s[j+2])) {
			if o < len(buf) {
				buf[o] = s[j+1] | 0x20 // lowered
			}
			o++
			j += 2
			letter = true
			switch {
			case j == len(s) || s[j] == ' ':
				return j, o - o0, false
			case s[j] == '.':
				continue
			}
			return -1, 0, false
		}
		if letter && (j+1 == len(s) || s[j+1] < utf8.RuneSelf && !lex.IsLetter(s[j+1])) {
			return j + 1, o - o0, true
		}
		return -1, 0, false
	}
}

// setToken writes the fields of a lex.Token to the token *t one by one,
// which costs less than a composite literal assigned through the pointer.
func setToken(t *token, start, end int, kind lex.Kind, punct byte, space, dot bool) {
	t.start, t.end, t.kind, t.punct, t.space, t.dot = uint16(start), uint16(end), kind, punct, space, dot
}

// foldASCII is the folded form of the ASCII letters and digits, which
// scan takes into a word or number (a letter lowered), and 0 for the
// other bytes.
var foldASCII = func() (t [256]byte) {
	for c := '0'; c <= '9'; c++ {
		t[c] = byte(c)
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = byte(c), byte(c)
	}
	return t
}()

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// breaks reports whether the separator punct (lex.Token.Punct), after
// white space when space, and before offset next, ends a segment. A
// comma, the most common, is answered here, where tokenize inlines it;
// the others out of line (breaksOther).
func (p *parser) breaks(punct byte, space bool, next int) bool {
	return punct == ',' || p.breaksOther(punct, space, next)
}

// breaksOther is breaks for a separator other than a comma.
func (p *parser) breaksOther(punct byte, space bool, next int) bool {
	switch punct {
	case ';', '\n', '(', ')', '"', ':':
		return true
	case '.':
		return space && next < len(p.in) && (p.in[next] == ' ' || p.in[next] == '\t') // "Jurado . Punta Paitilla"
	case '-', '/':
		if p.n > 0 && p.toks[p.n-1].kind != lex.Punct && (lex.IsDigit(p.in[p.toks[p.n-1].start]) || p.blockSuffix(p.n-1)) && nextIsDigit(p.in, next) {
			return false // 52 – 43, 40Sur - 45, 38 D - 35, 34 Sur - 29: a grid number, spaced
		}
		if punct == '/' && p.n > 0 && p.toks[p.n-1].end-p.toks[p.n-1].start == 1 && (!space || p.slashWord(p.n-1)) {
			return false // e/ 10 y 12, c/ Kubitschek, s/ n, e / Sol y Luz: an abbreviation's slash
		}
		return space || next < len(p.in) && (p.in[next] == ' ' || p.in[next] == '\t')
	}
	return false
}

// blockSuffix reports whether token i is the letter or quadrant that
// follows a block number ("38 D", "34 Sur", "52 N") in a grid country.
func (p *parser) blockSuffix(i int) bool {
	if !p.c.grid || i < 1 || p.toks[i-1].kind != lex.Number {
		return false
	}
	w := p.in[p.toks[i].start:p.toks[i].end]
	if len(w) == 1 {
		return true
	}
	switch strings.ToLower(w) {
	case "sur", "norte", "este", "oeste", "bis":
		return true
	}
	return false
}

// slashWord reports whether token i is a letter that abbreviates with a
// slash even when spaced: e (entre), c (calle, casi).
func (p *parser) slashWord(i int) bool {
	c := p.in[p.toks[i].start]
	return c == 'e' || c == 'E' || c == 'c' || c == 'C'
}

// numberIn reports whether segment seg holds a number: numberFrom the
// segment's first token.
func (p *parser) numberIn(seg uint8) bool {
	i := p.segFirst(seg)
	return i < p.n && p.toks[i].seg == seg && p.numberFrom(i)
}

// parenSeg reports whether segment seg opens with a parenthesis.
func (p *parser) parenSeg(seg uint8) bool {
	i := p.segFirst(seg)
	return i < p.n && p.isPunct(i, '(')
}

// segFirst returns the first token (word or separator) of segment seg,
// or p.n when none is: the first whose segment is not below seg. tokenize
// numbers the segments in order, so the tokens' segments never decrease
// and a binary search finds it (TestSegFirst).
func (p *parser) segFirst(seg uint8) int {
	toks := p.toks[:p.n]
	lo, hi := 0, len(toks)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if toks[m].seg < seg {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// nextIsDigit reports whether a digit follows offset i past spaces.
func nextIsDigit(s string, i int) bool {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i < len(s) && lex.IsDigit(s[i])
}

// addFold appends one separator byte to the fold buffer, if it has room
// (it always has: the buffer is sized for the worst case).
func (p *parser) addFold(c byte) {
	if p.nf < len(p.fold) {
		p.fold[p.nf] = c
		p.nf++
	}
}

// appendWord writes the folded form of the word w (lex.AppendWord) after
// the fold buffer's nf bytes and returns the new length. A word of ASCII
// letters and digits, the common case, is folded here byte by byte.
func (p *parser) appendWord(w string) int {
	n := p.nf
	if len(w) <= len(p.fold)-n {
		dst := p.fold[n : n+len(w)]
		for i := 0; i < len(w); i++ {
			c := w[i]
			switch {
			case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			default:
				return len(lex.AppendWord(p.fold[:n], w))
			}
			dst[i] = c
		}
		return n + len(w)
	}
	return len(lex.AppendWord(p.fold[:n], w))
}

// word returns the folded form of token i (empty for a separator). It is
// compared as string(p.word(i)), which does not allocate.
func (p *parser) word(i int) []byte {
	if uint(i) >= uint(p.n) {
		return nil
	}
	t := &p.toks[i]
	return p.fold[t.fs:t.fe]
}

// text returns the input from the start of token i to the end of token j
// (inclusive), as written.
// class returns the roles of token i's folded word, classify(p.word(i)),
// which tokenize works out once for every word: the stages ask
// it of the same tokens many times, in both parses of an address.
func (p *parser) class(i int) class {
	if uint(i) >= uint(p.n) {
		return 0
	}
	return p.toks[i].cls
}

func (p *parser) text(i, j int) string {
	return p.in[p.toks[i].start:p.toks[j].end]
}

// isNumber reports whether token i is a number (digits, perhaps with an
// inner dot or comma).
func (p *parser) isNumber(i int) bool { return uint(i) < uint(p.n) && p.toks[i].kind == lex.Number }

// isPunct reports whether token i is the separator c, which is not 0: a
// word or number has punct 0 (lex.Token.Punct), so the kind is not read.
func (p *parser) isPunct(i int, c byte) bool {
	return uint(i) < uint(p.n) && p.toks[i].punct == c
}

// isWord reports whether token i is a word or number.
func (p *parser) isWord(i int) bool {
	return uint(i) < uint(p.n) && p.toks[i].kind != lex.Punct
}

// trimFinalDot drops the period that ends a sentence ("..., Bellas
// Artes."): one after a word of five letters or more, which no
// abbreviation in addresses has (Av., Gral., Cnel.).
func trimFinalDot(s string) string {
	if !strings.HasSuffix(s, ".") {
		return s
	}
	w := s[:len(s)-1]
	w = w[strings.LastIndexAny(w, " .,-")+1:]
	if utf8.RuneCountInString(w) < 5 {
		return s
	}
	return s[:len(s)-1]
}
