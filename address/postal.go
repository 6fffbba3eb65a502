package address

import "github.com/ndval/ndval/address/internal/lex"

// Postal codes. A code is found in one of two ways:
//
//   - after a marker (CP, C.P., CEP, Código Postal, Cod. Postal, Zip): the
//     next token must then have the country's format, or the address gets
//     ReasonInvalidPostalCode;
//   - without a marker, when a token has the country's format and stands
//     where a postal code stands. A strong code (letters in the Argentine
//     CPA, the Brazilian CEP's hyphen or eight digits, six digits or more)
//     is taken anywhere but after a number sign or a km; a weak one (four
//     or five digits, which house numbers also have) only alone in its
//     segment, next to a known city or region ("Montevideo 11000", "1900
//     La Plata"), or first in a segment of words after the street.
//
// The rightmost code wins when there are several; a marked one wins over
// any unmarked.

// postalFormat describes how a country writes postal codes of digits.
type postalFormat struct {
	minDigits, maxDigits int // a code of digits alone; 0 for none
	// form names the country's reader of its other forms (AR CPA, BR CEP,
	// PE "Lima 27" ...), tried before the digits; a switch rather than a
	// func value, so that the parser stays on the stack.
	form postalForm
	// none: the country has no postal codes (BO, PA); a marked one is kept
	// as written.
	none bool
}

// postalForm names a country's own postal-code reader.
type postalForm uint8

const (
	formDigits postalForm = iota // digits only
	formAR                       // arPostal
	formBR                       // brPostal
	formCR                       // crPostal
	formEC                       // ecPostal
	formHT                       // htPostal
	formPE                       // pePostal, and the first digit 0 to 2
	formPR                       // prPostal
	formSV                       // svPostal
)

// readForm runs the country's own reader at token i.
func (p *parser) readForm(i int) (postalMatch, bool) {
	switch p.c.postal.form {
	case formAR:
		return arPostal(p, i)
	case formBR:
		return brPostal(p, i)
	case formCR:
		return crPostal(p, i)
	case formEC:
		return ecPostal(p, i)
	case formHT:
		return htPostal(p, i)
	case formPE:
		return pePostal(p, i)
	case formPR:
		return prPostal(p, i)
	case formSV:
		return svPostal(p, i)
	}
	return postalMatch{}, false
}

// postalMatch is a postal code read at some tokens.
type postalMatch struct {
	code        string // normalized
	key         string // its leading digits, for the prefix tables
	first, last int    // its tokens
	strong      bool
	region      int // a region the code names by itself (AR CPA letter, Lima 27), or -1
}

// findPostal finds the postal code and records it in p.out.
func (p *parser) findPostal() {
	if p.cues&cuePostal != 0 {
		toks := p.toks[:p.n]
		for i := range toks {
			if toks[i].cue&cuePostal == 0 {
				continue // postalMarker's gate, which does not inline
			}
			if end, ok := p.postalMarker(i); ok {
				p.markedPostal(i, end)
				return
			}
		}
	}
	for i := p.n - 1; i >= 0; i-- {
		if p.toks[i].kind == lex.Punct || !p.postalMay(i) {
			continue
		}
		m, ok := p.readPostal(i)
		if ok && p.acceptPostal(m) {
			p.setPostal(m, i)
			return
		}
	}
	p.findBadPostal()
}

// postalMarker reports whether a postal-code marker starts at token i,
// and returns its last token.
func (p *parser) postalMarker(i int) (int, bool) {
	if p.cued(i, cuePostal) {
		return p.readPostalMarker(i)
	}
	return 0, false
}

// readPostalMarker is postalMarker past its cue (cue.go).
func (p *parser) readPostalMarker(i int) (int, bool) {
	w := p.word(i)
	if len(w) == 0 || w[0] != 'c' && w[0] != 'z' {
		return 0, false // every marker below starts with c or z
	}
	switch string(w) {
	case "cp", "cep", "zip", "cpa", "zipcode":
		return i, p.isWord(i + 1)
	case "codigo", "cod", "code":
		if string(p.word(i+1)) == "postal" {
			return i + 1, true
		}
	case "c":
		if string(p.word(i+1)) == "p" && p.toks[i].dot {
			return i + 1, true
		}
	}
	return 0, false
}

// markedPostal reads the code after the marker ending at token end.
func (p *parser) markedPostal(first, end int) {
	j := end + 1
	for j < p.n && (p.toks[j].kind == lex.Punct && (p.toks[j].punct == ':' || p.toks[j].punct == '.' || p.toks[j].punct == '#' || p.toks[j].punct == 'o') ||
		p.class(j) == cNumberSign) {
		j++
	}
	if j >= p.n || p.toks[j].kind == lex.Punct {
		return // a marker with nothing after it: left as text
	}
	for k := first; k < j; k++ {
		p.toks[k].role = roleSkip
	}
	p.out.postalMarked = true
	if m, ok := p.readPostal(j); ok {
		p.setPostal(m, first)
		return
	}
	// The code that follows is not in the country's format.
	last := j
	for last+1 < p.n && p.toks[last+1].kind != lex.Punct && p.toks[last+1].seg == p.toks[j].seg && !p.toks[last+1].space {
		last++
	}
	if p.c.postal.none {
		p.setPostal(postalMatch{code: p.text(j, last), first: j, last: last, region: -1}, first)
		return
	}
	p.out.badPostal = true
	p.out.postal = p.text(j, last)
	for k := j; k <= last; k++ {
		p.toks[k].role = rolePostal
	}
}

// setPostal records m as the address's postal code.
func (p *parser) setPostal(m postalMatch, first int) {
	p.out.postal = m.code
	p.out.postalKey = m.key
	p.out.postalRegion = m.region
	p.out.postalFirst = first
	for k := m.first; k <= m.last; k++ {
		if p.toks[k].role != roleCity {
			p.toks[k].role = rolePostal
		}
	}
}

// postalMay is readPostal's gate, read before the call: a country whose
// codes are digits alone (formDigits) has one only at a number of as
// many bytes as its codes have digits.
func (p *parser) postalMay(i int) bool {
	f := &p.c.postal
	if f.form != formDigits {
		return true
	}
	if !p.isNumber(i) {
		return false
	}
	n := int(p.toks[i].end - p.toks[i].start) // len(p.text(i, i))
	return f.minDigits <= n && n <= f.maxDigits
}

// readPostal reads a postal code in the country's format at token i.
func (p *parser) readPostal(i int) (postalMatch, bool) {
	f := &p.c.postal
	if f.form != formDigits {
		if m, ok := p.readForm(i); ok {
			return m, true
		}
	}
	if f.maxDigits == 0 || !p.isNumber(i) {
		return postalMatch{}, false
	}
	s := p.text(i, i)
	if len(s) < f.minDigits || len(s) > f.maxDigits || !allDigits(s) || f.form == formPE && s[0] > '2' {
		return postalMatch{}, false
	}
	return postalMatch{code: s, key: s, first: i, last: i, strong: len(s) >= 6, region: -1}, true
}

// acceptPostal decides whether an unmarked code stands where a postal
// code stands (see the file comment).
func (p *parser) acceptPostal(m postalMatch) bool {
	prev := p.prevWord(m.first)
	if prev >= 0 && p.toks[prev].seg == p.toks[m.first].seg {
		if c := p.class(prev); c&(cNumberSign|cLocator|cUnit|cStreet) != 0 {
			return false
		}
	}
	if p.isPunct(m.first-1, '#') || p.isPunct(m.first-1, 'o') {
		return false
	}
	if m.strong {
		return true
	}
	if p.isPunct(m.last+1, '-') && p.isNumber(m.last+2) || p.isPunct(m.first-1, '-') && p.isNumber(m.first-2) {
		return false // a grid number: 71-21
	}
	seg := p.toks[m.first].seg
	if seg == 0 {
		// In the first segment only before a known place and after the
		// house number: "Av. X 505 Col. Y 06500 Ciudad de México". Both
		// tests only read, so the walk goes first and spares the look-up.
		if !p.numberBefore(m.first) {
			return false
		}
		_, _, after := p.matchForward(m.last + 1)
		return after
	}
	// The segment's tokens and the one before it are found by walking
	// from the code: segments are numbered in order, so that a walk from
	// the first token (firstWord, segWords) would pass the whole address.
	// The segment is read once, in three parts: the words before the
	// code, the code's, and those after it, where it also reads whether
	// places alone follow the code ("06500 Ciudad de México").
	head := p.segHead(m.first)
	words := 0 // the segment's words
	for k := head; k < m.first; k++ {
		if p.toks[k].kind != lex.Punct {
			words++
		}
	}
	opens := words == 0 && p.toks[m.first].kind != lex.Punct // the code is the segment's first word
	for k := m.first; k <= m.last; k++ {
		if p.toks[k].kind != lex.Punct && p.toks[k].seg == seg {
			words++
		}
	}
	places := true // no number, unit or street type after the code in its segment
	for k := m.last + 1; k < p.n && p.toks[k].seg == seg; k++ {
		if p.toks[k].kind != lex.Punct {
			words++
			places = places && p.toks[k].kind != lex.Number && p.class(k)&(cUnit|cStreet) == 0
		}
	}
	if words == 1 {
		return !p.streetWithoutNumberBefore(head) // the code alone in its segment
	}
	// The three tests read the parser and write nothing, so their order
	// does not change the answer: the one that reads only these tokens
	// comes before the two phrase look-ups, which it often spares
	// ("..., 06500 Ciudad de México").
	if opens && places && !p.streetWithoutNumberBefore(head) {
		return true
	}
	if _, _, ok := p.matchForward(m.last + 1); ok && p.toks[m.last+1].seg == seg {
		return true
	}
	f, _, ok := p.matchBackward(m.first - 1)
	return ok && p.toks[f].seg == seg
}

// numberBefore reports whether a number comes before token i in its
// segment.
func (p *parser) numberBefore(i int) bool {
	for k := i - 1; k >= 0 && p.toks[k].seg == p.toks[i].seg; k-- {
		if p.isNumber(k) {
			return true
		}
	}
	return false
}

// streetWithoutNumberBefore reports whether the segment before token
// head, the first of its own segment, holds a street type and no number:
// the number that follows in the next segment is its house number ("Av.
// Paulista, 1578"). The segment before is the one numbered one less: its
// tokens, if any, come right before head.
func (p *parser) streetWithoutNumberBefore(head int) bool {
	seg := p.toks[head].seg - 1
	typed := false
	for k := head - 1; k >= 0 && p.toks[k].seg == seg; k-- {
		if p.toks[k].kind == lex.Number {
			return false
		}
		if p.toks[k].kind == lex.Word && p.class(k)&cStreet != 0 {
			typed = true
		}
	}
	return typed
}

// postalRegionSet returns the regions the postal code may belong to
// (its longest matching prefix), into buf.
func (p *parser) postalRegionSet(buf []uint16) []uint16 {
	if p.out.postalRegion >= 0 {
		return append(buf[:0], uint16(p.out.postalRegion))
	}
	if p.out.postalKey == "" {
		return buf[:0]
	}
	set, _ := postalRegions(p.ci, p.out.postalKey, buf[:0])
	return set
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !lex.IsDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
