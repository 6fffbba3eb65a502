package address

import "github.com/ndval/ndval/address/internal/fold"

// The head of an address: everything before its tail (tail.go). Its
// segments are, in order: an optional organisation name, the street
// segment, then number, unit, neighborhood, cross-street and municipality
// segments in any order. The street segment is the first that starts with
// a street type or a rural locator, holds a number sign, or starts with a
// number followed by a street type ("1510 Ave. Roosevelt"); failing that,
// the first whose words are followed by a number ("Cuareim 1470") or by a
// segment that starts with one ("Paulista, 1578"). Segments before it are
// the organisation's name.

// parseHead reads the tokens before tail.
func (p *parser) parseHead(tail int) {
	if tail == 0 {
		return
	}
	lastSeg := p.toks[tail-1].seg
	street, from := p.findStreet(tail)
	if street < 0 {
		p.leftovers(0, lastSeg, tail)
		return
	}
	for i := 0; i < from; i++ {
		if p.toks[i].role == roleNone && p.toks[i].kind != fold.Punct {
			p.toks[i].role = roleOrg
		}
	}
	p.streetSegment(from, tail)
	for seg := street + 1; seg <= int(lastSeg); seg++ {
		p.otherSegment(uint8(seg), tail)
	}
	p.leftovers(uint8(street), lastSeg, tail)
}

// findStreet returns the street segment and the token where the street
// starts, or -1.
func (p *parser) findStreet(tail int) (seg, from int) {
	for pass := 0; pass < 3; pass++ {
		for i := 0; i < tail; i++ {
			if !p.free(i) || pass != 1 && !p.segStart(i) {
				continue // passes 0 and 2 look at the first free word of a segment
			}
			if p.streetStarts(i, tail, pass) {
				return int(p.toks[i].seg), i
			}
		}
	}
	return -1, 0
}

// streetStarts reports whether a street starts at token i: in pass 0 with
// a street type, a locator, a number sign or a number and a street type;
// in pass 1 with a street type inside a segment ("Ministerio de Salud Av.
// 9 de Julio 1925"); in pass 2 with words followed by a number.
func (p *parser) streetStarts(i, tail, pass int) bool {
	c := classify(p.word(i))
	next := p.nextWord(i)
	sameSeg := next >= 0 && next < tail && p.toks[next].seg == p.toks[i].seg
	switch pass {
	case 0:
		switch {
		case c&cStreet != 0:
			return sameSeg && p.free(next) || p.segmentStartsWithNumber(p.toks[i].seg+1, tail)
		case c&cLocator != 0:
			return sameSeg && p.free(next)
		case digitFirst(p.word(i)) && sameSeg && classify(p.word(next))&cStreet != 0:
			return true // 1510 Ave. Roosevelt; 12 Calle 1-25; 6a. Avenida 7-45
		}
		return p.numberSignIn(p.toks[i].seg, tail) && c&(cUnit|cHood|cMunicipality|cCross|cReference) == 0
	case 1:
		return c&cStreet != 0 && sameSeg && p.free(next) && p.prevWord(i) >= 0 && p.toks[p.prevWord(i)].seg == p.toks[i].seg
	}
	if c&(cUnit|cHood|cMunicipality|cCross|cReference) != 0 || p.isNumber(i) && !p.dateName(i) {
		return false
	}
	seg := p.toks[i].seg
	for k := i + 1; k < tail && p.toks[k].seg == seg; k++ {
		if p.isNumber(k) || p.snAt(k) > 0 {
			return true
		}
	}
	return p.segmentStartsWithNumber(seg+1, tail)
}

// segmentStartsWithNumber reports whether segment seg starts with a house
// number (a number, a number sign or S/N).
func (p *parser) segmentStartsWithNumber(seg uint8, tail int) bool {
	i := p.firstWord(seg)
	if i < 0 || i >= tail || !p.free(i) {
		return false
	}
	return p.isNumber(i) || p.snAt(i) > 0 || p.numberSignAt(i) > 0
}

// numberSignIn reports whether segment seg holds a number sign followed by
// a number.
func (p *parser) numberSignIn(seg uint8, tail int) bool {
	for k := 0; k < tail; k++ {
		if p.toks[k].seg == seg && p.numberSignAt(k) > 0 {
			return true
		}
	}
	return false
}

// streetSegment reads the street segment from token from: street, number,
// units, neighborhood and cross streets.
func (p *parser) streetSegment(from, tail int) {
	seg := p.toks[from].seg
	end := from // one past the segment's last token
	for end < tail && p.toks[end].seg == seg {
		end++
	}
	i := from
	if p.isNumber(i) && classify(p.word(p.nextWord(i)))&cStreet != 0 && !p.numberAfter(p.nextWord(i), end) {
		p.setNumber(i, i) // the house number first, as in Puerto Rico and Haiti
		i = p.nextWord(i)
	}
	if classify(p.word(i))&cLocator != 0 {
		i = p.locators(i, end)
		if i >= end {
			return
		}
	}
	nameEnd := p.streetName(i, end) // one past the name's last token
	if nameEnd > i {
		p.out.street = span{i, p.lastWordBefore(nameEnd)}
		p.mark(i, p.out.street.b, roleStreet)
	}
	p.rest(nameEnd, end)
}

// streetName returns where the street name that starts at token i ends:
// before the number sign, the house number, S/N, a km mark, a unit,
// neighborhood, cross-street or reference marker, the "y" of an
// intersection, or the segment's end.
func (p *parser) streetName(i, end int) int {
	first := i
	named := p.nextWord(first) // the first word of the name, even a number: Calle 5
	if classify(p.word(i))&cStreet != 0 && classify(p.word(named))&cGrid != 0 {
		named = p.nextWord(named) // Av. Calle 26, Avenida Carrera 86
	}
	typed := classify(p.word(i))&cStreet != 0
	for k := i; k < end; k++ {
		if p.numberSignAt(k) > 0 {
			return k
		}
		if p.toks[k].kind == fold.Punct {
			continue
		}
		if !p.free(k) {
			return k
		}
		if k == first || typed && k <= named {
			continue
		}
		if p.snAt(k) > 0 || p.intersectionAt(k, end) {
			return k
		}
		c := classify(p.word(k))
		if c&(cUnit|cHood|cCross|cReference|cMunicipality) != 0 && p.valueStart(k, end) >= 0 || c&cLocator != 0 {
			return k
		}
		if string(p.word(k)) == "al" && p.isNumber(p.nextWord(k)) {
			return k // Argentine "al 3000"
		}
		if p.houseNumberAt(k, end) {
			return k
		}
	}
	return end
}

// intersectionAt reports whether token k is the "y" (or &) of an
// intersection: "Calle Venezuela y García Moreno", in a segment with no
// number after it.
func (p *parser) intersectionAt(k, end int) bool {
	if w := string(p.word(k)); w != "y" && w != "e" && !p.isPunct(k, '&') {
		return false
	}
	next := p.nextWord(k)
	if next < 0 || next >= end || p.toks[next].seg != p.toks[k].seg || p.numberAfter(k, end) {
		return false
	}
	return true
}

// houseNumberAt reports whether the number at token k is the house
// number rather than part of the name: it is not followed by a connector,
// a month, a direction or another number ("9 de Julio", "Calle 26 Sur",
// "Calle 50 1234").
func (p *parser) houseNumberAt(k, end int) bool {
	w := p.word(k)
	if quitoNumber(w) && p.isPunct(k+1, '-') && p.isNumber(k+2) {
		return true // Quito: E1-47, N24-03, Oe5-12
	}
	if len(w) == 0 || !fold.IsDigit(w[0]) {
		return false
	}
	if !p.isNumber(k) && !houseSuffix(w) {
		return false // 3er, 2do: an ordinal, part of the name or a floor
	}
	next := p.nextWord(k)
	if next < 0 || next >= end || p.toks[next].seg != p.toks[k].seg {
		return true
	}
	if p.isPunct(k+1, '-') && !p.toks[k+1].space {
		return true // 71-21, 123-A
	}
	nw := p.word(next)
	c := classify(nw)
	switch {
	case string(nw) == "y" || string(nw) == "x" || p.isPunct(next+1, '/'):
		return true // 1911 y Esmeraldas, 491 x 57, 117 e/ Oficios: the cross streets follow
	case c&(cMonth|cDirection|cLocator) != 0 || isConnector(nw):
		return false // 9 de Julio, Calle 26 Sur, Ruta 40 Km 3245
	case p.isNumber(next):
		return false
	}
	return true
}

// quitoNumber reports whether w starts a house number of Quito's
// nomenclature: a cardinal point (N, S, E, Oe, O) and the block.
func quitoNumber(w []byte) bool {
	i := 0
	for i < len(w) && !fold.IsDigit(w[i]) {
		i++
	}
	switch string(w[:i]) {
	case "n", "s", "e", "oe", "o":
	default:
		return false
	}
	return i < len(w) && allDigits(string(w[i:]))
}

// houseSuffix reports whether a word of digits and letters is a house
// number with a letter (123A, 45bis), not an ordinal (3er, 2do, 1ra).
func houseSuffix(w []byte) bool {
	i := 0
	for i < len(w) && fold.IsDigit(w[i]) {
		i++
	}
	if i == len(w) {
		return false
	}
	switch string(w[i:]) {
	case "a", "b", "c", "d", "e", "f", "g", "h", "bis", "abis", "bbis":
		return true
	}
	return false
}

// lastWordBefore returns the last word or number before token end.
func (p *parser) lastWordBefore(end int) int {
	return p.prevWord(end)
}

// dateName reports whether a street name starts with a date at token i:
// "21 de Mayo", "9 de Julio", "7 de Setembro".
func (p *parser) dateName(i int) bool {
	de := p.nextWord(i)
	return de >= 0 && isConnector(p.word(de)) && classify(p.word(p.nextWord(de)))&cMonth != 0
}

// segStart reports whether token i is the first free word of its segment.
func (p *parser) segStart(i int) bool {
	pw := p.prevWord(i)
	return pw < 0 || p.toks[pw].seg != p.toks[i].seg || !p.free(pw)
}

// numberAfter reports whether a number follows token i before end.
func (p *parser) numberAfter(i, end int) bool {
	for k := i + 1; k < end; k++ {
		if p.isNumber(k) {
			return true
		}
	}
	return false
}

// digitFirst reports whether a word starts with a digit.
func digitFirst(w []byte) bool { return len(w) > 0 && fold.IsDigit(w[0]) }
