package address

import (
	"strings"
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
)

// tokenizeRef is tokenize as it was before scan and the inline fold
// (issue 26): every token read by lex.Scan, every word folded by
// lex.AppendWord. TestTokenize and FuzzTokenize compare tokenize with it.
func (p *parser) tokenizeRef() {
	seg := uint8(0)
	prevWord := false
	for i := 0; ; {
		t, next := lex.Scan(p.in, i)
		if t.Kind == 0 {
			break
		}
		if p.n == maxTokens {
			p.more = true
			break
		}
		i = next
		tok := token{start: uint16(t.Start), end: uint16(t.End), kind: t.Kind, punct: t.Punct, space: t.Space, dot: t.Dot}
		if t.Kind == lex.Punct {
			tok.role = roleSkip
			tok.cue = punctCue(t.Punct)
			if p.breaks(t.Punct, t.Space, next) {
				seg++
				p.addFold('|')
			} else if t.Punct != '-' || !prevWord {
				p.addFold('|')
			}
			prevWord = false
		} else {
			if prevWord || p.nf > 0 && p.fold[p.nf-1] != '|' {
				p.addFold(' ')
			}
			tok.fs = uint16(p.nf)
			p.nf = len(lex.AppendWord(p.fold[:p.nf], p.in[t.Start:t.End]))
			tok.fe = uint16(p.nf)
			tok.cls = classify(p.fold[tok.fs:tok.fe])
			if w := p.fold[tok.fs:tok.fe]; t.Kind == lex.Number || houseSuffix(w) || quitoNumber(w) {
				tok.cue = cueNumber | cueHouse
			}
			if t.Kind == lex.Word {
				_, c := lookupWord(p.fold[tok.fs:tok.fe])
				tok.cue |= c
			}
			prevWord = true
		}
		tok.seg = seg
		p.cues |= tok.cue
		p.toks[p.n] = tok
		p.n++
	}
	if last := &p.toks[max(p.n-1, 0)]; p.n > 0 && !p.more && last.dot {
		if w := p.in[last.start:last.end]; trimFinalDot(w) != w {
			last.end--
			last.dot = false
		}
	}
}

// requireSameTokens checks that tokenize and tokenizeRef read value alike
// for the country of row ci, and that scan is lex.Scan at every offset.
func requireSameTokens(t *testing.T, ci int, value string) {
	var p, q parser
	p.init(value, ci)
	q.init(value, ci)
	p.tokenize()
	q.tokenizeRef()
	if p.n != q.n || p.more != q.more || p.nf != q.nf || p.cues != q.cues || p.toks != q.toks || p.fold != q.fold {
		t.Fatalf("%q: tokens %v %q, want %v %q", value, p.toks[:p.n], p.fold[:p.nf], q.toks[:q.n], q.fold[:q.nf])
	}
	for i := -1; i <= p.n; i++ {
		if got, want := p.class(i), classify(p.word(i)); got != want {
			t.Fatalf("%q: class(%d) = %b, classify of %q is %b", value, i, got, p.word(i), want)
		}
	}
	var buf, end [foldLen]byte
	for i := 0; i <= len(value); i++ {
		want, wantNext := lex.Scan(value, i)
		got, gotNext, folded := scanLex(t, value, i, &buf, 0)
		if want.Kind == 0 {
			if gotNext != -1 || folded != -1 {
				t.Fatalf("%q at %d: scan %d %d at the end, want -1 -1", value, i, gotNext, folded)
			}
			continue
		}
		if got != want || gotNext != wantNext {
			t.Fatalf("%q at %d: scan %+v %d, lex.Scan %+v %d", value, i, got, gotNext, want, wantNext)
		}
		if folded < 0 {
			continue
		}
		w := value[got.Start:got.End]
		fw := lex.AppendWord(nil, w)
		if string(fw) != string(lex.AppendWord(nil, w[:len(w)-btoi(got.Dot)])) {
			t.Fatalf("%q at %d: the dot of %q is folded", value, i, w)
		}
		if folded != len(fw) || string(buf[:folded]) != string(fw) {
			t.Fatalf("%q at %d: %q folds to %q, scan wrote %q", value, i, w, fw, buf[:folded])
		}
		// Near the end of buf, scan writes what fits and still counts it all.
		for room := range folded {
			o := foldLen - room
			if _, n, f := scanLex(t, value, i, &end, o); n != gotNext || f != folded || string(end[o:]) != string(fw[:room]) {
				t.Fatalf("%q at %d, room %d: scan wrote %q, folded %d", value, i, room, end[o:], f)
			}
		}
	}
}

// TestTokenize compares tokenize with tokenizeRef, and scan with lex.Scan,
// on every address of the test tables, as every country, on their
// Formatted forms, and on short strings of the bytes around which scan
// decides.
func TestTokenize(t *testing.T) {
	var values []string
	for _, in := range decisionInputs(t) {
		values = append(values, in[1])
		for ci := range countryTable {
			if r := Validate(countryTable[ci].code, in[1]); r.Valid {
				values = append(values, r.Formatted)
			}
		}
	}
	alphabet := []string{"a", "B", "1", " ", ".", ",", "'", "é", "Ñ", "×", "’", "-", "\t"}
	var gen func(prefix string, depth int)
	gen = func(prefix string, depth int) {
		values = append(values, prefix)
		if depth == 0 {
			return
		}
		for _, a := range alphabet {
			gen(prefix+a, depth-1)
		}
	}
	gen("", 4)
	// Single letters and digits between dots (C.P., D.F.), which scan
	// reads itself when the bytes that decide are ASCII.
	alphabet = []string{"a", "B", "1", ".", "é", " "}
	gen("", 5)
	// Every character of U+00C0 to U+00FF, which scan reads itself when
	// fold.Latin1 folds it, alone, with a dot and inside and around words.
	for r := rune(0xC0); r <= 0xFF; r++ {
		c := string(r)
		values = append(values, c, c+".", c+c+".", "a"+c+"b", c+"B. "+c, "1"+c, "x"+c+"'"+c, c+"-"+c+"1")
	}
	// More tokens than the parser keeps: the one after the last kept is
	// a word, a number or a separator.
	for _, tail := range []string{"", "a", "0", "é", ",", "!"} {
		for _, unit := range []string{"a ", "!0", "0,", "Av. "} {
			v := strings.Repeat(unit, maxTokens)
			values = append(values, v[:len(v)-1]+tail, v+tail)
		}
	}
	for _, v := range values {
		// The country matters to tokenize only by its grid (blockSuffix).
		requireSameTokens(t, countryIndex("AR"), v)
		requireSameTokens(t, countryIndex("CO"), v)
	}
}

// FuzzTokenize checks tokenize against tokenizeRef, and scan against
// lex.Scan, on any input.
func FuzzTokenize(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("MX", "D.F. 12.5, 12,5 O'Higgins Grand’Anse Av.Paulista 3er. N.L.")
	f.Fuzz(func(t *testing.T, country, value string) {
		ci := countryIndex(country)
		if ci < 0 || len(value) > MaxLength {
			return
		}
		requireSameTokens(t, ci, value)
	})
}

// segFirstRef is segFirst as it was: a walk from the first token.
func (p *parser) segFirstRef(seg uint8) int {
	i := 0
	for i < p.n && p.toks[i].seg < seg {
		i++
	}
	return i
}

// numberInRef is numberIn as it was: a walk over the segment's tokens.
func (p *parser) numberInRef(seg uint8) bool {
	for i := p.segFirstRef(seg); i < p.n && p.toks[i].seg == seg; i++ {
		if p.isNumber(i) {
			return true
		}
	}
	return false
}

// TestSegFirst compares segFirst with segFirstRef for every segment
// number, on every address of the test tables and its Formatted forms, on
// short strings of separators and words, and after a parse.
func TestSegFirst(t *testing.T) {
	var values []string
	for _, in := range decisionInputs(t) {
		values = append(values, in[1])
		if r := Validate(in[0], in[1]); r.Valid {
			values = append(values, r.Formatted)
		}
	}
	alphabet := []string{"a", "1", " ", ",", ";", "(", ")", " - ", "-", ". "}
	var gen func(prefix string, depth int)
	gen = func(prefix string, depth int) {
		values = append(values, prefix)
		if depth > 0 {
			for _, a := range alphabet {
				gen(prefix+a, depth-1)
			}
		}
	}
	gen("", 4)
	values = append(values, strings.Repeat(", a", maxTokens), strings.Repeat(",", 300))
	n := 0
	for _, v := range values {
		for _, cc := range []string{"AR", "CO"} {
			if len(v) > MaxLength {
				continue
			}
			p := parsed(countryIndex(cc), v)
			for seg := range 256 {
				if got, want := p.segFirst(uint8(seg)), p.segFirstRef(uint8(seg)); got != want {
					t.Fatalf("%s %q: segFirst(%d) = %d, want %d", cc, v, seg, got, want)
				}
				if p.numberIn(uint8(seg)) != p.numberInRef(uint8(seg)) {
					t.Fatalf("%s %q: numberIn(%d) differs from its walk", cc, v, seg)
				}
				n++
			}
		}
	}
	t.Logf("%d segments compared", n)
}
