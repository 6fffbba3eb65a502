package address

import "github.com/ndval/ndval/address/internal/lex"

// House numbers: after a number sign (#, N°, Nº, No., Nro., Núm., Número,
// nº), bare after the street name, "S/N" for "sin número" (s/n, s/nº, sn,
// s.n., sin número, sem número), a km mark (Km 12.5) or an Argentine
// block ("al 3000"). A number may carry a letter or bis (123 B, 123-A,
// 45 bis) and, in grids, the house after a dash (71-21). Result.Number
// holds it as written without the sign, or "S/N".

// numberSignAt returns how many tokens the number sign at token k takes
// when a number (or S/N) follows it, else 0.
func (p *parser) numberSignAt(k int) int {
	if uint(k) < maxTokens && p.toks[k].cue&cueSign != 0 { // p.cued(k, cueSign) written out, so that the gate inlines
		return p.readNumberSign(k)
	}
	return 0
}

// readNumberSign is numberSignAt past its cue (cue.go).
func (p *parser) readNumberSign(k int) int {
	if k < 0 || k >= p.n {
		return 0
	}
	n := 0
	switch t := &p.toks[k]; {
	case t.kind == lex.Punct && t.punct == '#':
		n = 1
	case t.kind == lex.Word && p.class(k) == cNumberSign && p.free(k):
		n = 1
		w := p.word(k)
		if (string(w) == "n" || string(w) == "nu") && p.isPunct(k+1, 'o') {
			n = 2 // N°, Nº
		} else if string(w) == "n" && !t.dot {
			return 0 // a lone N is a letter
		}
	default:
		return 0
	}
	for k+n < p.n && p.toks[k+n].kind == lex.Punct && (p.toks[k+n].punct == '.' || p.toks[k+n].punct == ':' || p.toks[k+n].punct == 'o' || p.toks[k+n].punct == '#') {
		n++
	}
	if v := k + n; v < p.n && p.toks[v].seg == p.toks[k].seg && (p.numberLike(v) || p.snAt(v) > 0) {
		return n
	}
	return 0
}

// snAt returns how many tokens the S/N ("sin número") at token k takes,
// else 0.
func (p *parser) snAt(k int) int {
	if uint(k) < maxTokens && p.toks[k].cue&cueSN != 0 { // p.cued(k, cueSN) written out, so that the gate inlines
		return p.readSN(k)
	}
	return 0
}

// readSN is snAt past its cue (cue.go).
func (p *parser) readSN(k int) int {
	if !p.isWord(k) {
		return 0
	}
	n := 0
	switch string(p.word(k)) {
	case "sn":
		n = 1
	case "s":
		if p.isPunct(k+1, '/') && p.isWord(k+2) {
			switch string(p.word(k + 2)) {
			case "n", "no", "nro", "num", "numero":
				n = 3
			}
		} else if string(p.word(k)) == "s" && p.toks[k].dot && string(p.word(k+1)) == "n" {
			n = 2 // s. n.
		}
	case "sin", "sem":
		switch string(p.word(k + 1)) {
		case "numero", "num", "nro", "n":
			n = 2
		}
	}
	if n > 0 && p.isPunct(k+n, 'o') {
		n++ // s/nº
	}
	return n
}

// numberEnd returns the last token of the house number that starts at
// token k: the number and its letter, bis or dashed part.
func (p *parser) numberEnd(k, end int) int {
	last := k
	for {
		j := last + 1
		switch {
		case j+1 < end && (p.isPunct(j, '-') || p.isPunct(j, '/')) && p.toks[j+1].seg == p.toks[k].seg &&
			(!p.toks[j].space && !p.toks[j+1].space && p.shortValue(j+1) || p.isNumber(j+1)):
			last = j + 1 // 71-21, 491-A, 12/14, 52 – 43
		case j < end && p.isWord(j) && p.toks[j].seg == p.toks[k].seg && p.free(j) && !p.isPunct(j+1, '/') &&
			(houseLetter(p.word(j)) && !(string(p.word(j)) == "x" && p.isNumber(p.nextWord(j))) || string(p.word(j)) == "bis"):
			last = j // 123 B, 45 bis
		case j < end && p.isWord(j) && p.toks[j].seg == p.toks[k].seg && p.free(j) && p.class(j)&cDirection != 0 &&
			(last > k || p.isPunct(j+1, '-') && p.isNumber(j+2) && p.toks[j+2].seg == p.toks[k].seg):
			last = j // 63A-04 Sur, 34 Sur - 29: the quadrant of a grid address
		case j < end && p.isPunct(j, '?') && fraction(p.text(j, j)):
			last = j // Km 5 ½
		default:
			return last
		}
	}
}

// fraction reports whether s is a vulgar fraction sign: ½ ¼ ¾.
func fraction(s string) bool {
	return s == "½" || s == "¼" || s == "¾"
}

// shortValue reports whether token k can end a number or a unit: digits,
// a few letters, or digits and letters.
func (p *parser) shortValue(k int) bool {
	if !p.isWord(k) {
		return false
	}
	w := p.word(k)
	return p.isNumber(k) || digitFirst(w) || len(w) <= 2
}

// houseLetter reports whether w is the single letter of a house number.
func houseLetter(w []byte) bool {
	return len(w) == 1 && 'a' <= w[0] && w[0] <= 'z' && w[0] != 'y' && w[0] != 'e' && w[0] != 'o'
}

// setNumber records tokens first..last as the house number.
func (p *parser) setNumber(first, last int) {
	p.out.number = span{first, last}
	p.mark(first, last, roleNumber)
}
