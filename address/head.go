package address

import (
	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/swar"
)

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
	street, from, landmark := p.findStreet(tail)
	if street < 0 {
		p.otherSegments(0, 0, tail) // units and neighborhoods, with no street
		p.leftovers(0, lastSeg, tail)
		return
	}
	p.leading(from, tail)
	k := from // where the search for the next segment's first word starts
	if landmark >= 0 {
		p.out.street, p.out.landmark = span{from, landmark}, true
		p.mark(from, landmark, roleStreet)
		street = int(p.toks[landmark].seg)
	} else {
		k = p.streetSegment(from, tail) // past the street segment, which the search need not pass again
	}
	p.otherSegments(street+1, k, tail)
	p.leftovers(uint8(street), lastSeg, tail)
}

// streetStarts reports whether a street starts at token i: in pass 0 with
// a street type, a locator, a number sign or a number and a street type;
// in pass 1 with a street type inside a segment ("Ministerio de Salud Av.
// 9 de Julio 1925"); in pass 2 with words followed by a number.
func (p *parser) streetStarts(i, tail, pass int) bool {
	if p.poBoxAt(i) >= 0 {
		return false
	}
	switch pass {
	case 0:
		return p.markedStreetAt(i, tail)
	case 1:
		return p.class(i)&cStreet != 0 && p.nameFollows(i, tail) && p.wordBeforeInSeg(i)
	}
	return p.namedStreetAt(i, tail)
}

// markedStreetAt is streetStarts' pass 0: token i starts a street by a
// mark of its own. A street type followed by its name or by a segment
// that opens with a number; a locator followed by its value, unless a
// named street with a number came before (then the locator is a unit); a
// number before a street type (1510 Ave. Roosevelt) or before an English
// type at the segment's end; or a word that is not a part's marker nor a
// number, in a segment with a number sign.
func (p *parser) markedStreetAt(i, tail int) bool {
	c := p.class(i)
	switch {
	case c&cStreet != 0:
		return p.nameFollows(i, tail) || p.segmentStartsWithNumber(p.toks[i].seg+1, tail)
	case c&cLocator != 0:
		return p.nameFollows(i, tail) && !p.namedNumberBefore(i, tail)
	case digitFirst(p.word(i)) && p.nextInSeg(i, tail) && p.class(p.nextWord(i))&cStreet != 0:
		return true // 1510 Ave. Roosevelt; 12 Calle 1-25; 6a. Avenida 7-45
	case p.isNumber(i) && p.nextInSeg(i, tail) && englishType(p.word(p.lastInSeg(i, tail))):
		return true // 1776 Mariscal López Avenue
	}
	return p.numberSignIn(p.toks[i].seg, tail) && c&cPartMarker == 0 && p.numberSignAt(i) == 0 &&
		(!p.numberLike(i) || p.dateName(i))
}

// namedStreetAt is streetStarts' pass 2: token i, a word that is not a
// part's marker nor a number (a date such as "21 de Mayo" is a name), is
// followed in its segment by a house number, S/N or cross streets, or its
// segment by one that starts with a number ("Cuareim 1470", "Paulista,
// 1578", "Alberdi c/ Estrella").
func (p *parser) namedStreetAt(i, tail int) bool {
	if p.class(i)&cPartMarker != 0 || p.isNumber(i) && !p.dateName(i) {
		return false
	}
	seg := p.toks[i].seg
	for k := i + 1; k < tail && p.toks[k].seg == seg; k++ {
		if p.houseNumberInName(k) || p.crossAfterName(k) {
			return true
		}
	}
	return p.segmentStartsWithNumber(seg+1, tail)
}

// crossAfterName reports whether free token k opens the cross streets
// after a bare street name, with a slash or a marker ("Alberdi c/
// Estrella", "Tacuarí esq. Humaitá").
func (p *parser) crossAfterName(k int) bool {
	return p.free(k) && p.isWord(k) && (p.crossSlash(k) || p.class(k)&cCross != 0 && p.valueStart(k, p.n) >= 0)
}

// houseNumberInName reports whether free token k is a number or S/N that
// is not a unit's, locator's or neighborhood's value (SM 0) nor hangs on
// a word by a dash (COVID-19).
func (p *parser) houseNumberInName(k int) bool {
	return p.free(k) && (p.numberLike(k) || p.snAt(k) > 0) &&
		p.class(p.prevWord(k))&(cUnit|cLocator|cHood) == 0 && !p.dashed(k)
}

// nextInSeg reports whether the word after token i is in i's segment,
// before tail.
func (p *parser) nextInSeg(i, tail int) bool {
	next := p.nextWord(i)
	return next >= 0 && next < tail && p.toks[next].seg == p.toks[i].seg
}

// nameFollows reports whether the word after token i is in i's segment
// and has no role yet: a name can follow a street type or a locator.
func (p *parser) nameFollows(i, tail int) bool {
	next := p.nextWord(i) // nextInSeg(i, tail) && free(next), the next word found once
	return next >= 0 && next < tail && p.toks[next].seg == p.toks[i].seg && p.free(next)
}

// wordBeforeInSeg reports whether a word comes before token i in its
// segment.
func (p *parser) wordBeforeInSeg(i int) bool {
	prev := p.prevWord(i)
	return prev >= 0 && p.toks[prev].seg == p.toks[i].seg
}

// namedNumberBefore reports whether a segment before token i starts with
// a name followed by a number: the street, before a locator that is then
// a unit ("Calle X 12, Mz A Lt 5").
func (p *parser) namedNumberBefore(i, tail int) bool {
	for k := 0; k < i; k++ {
		if p.free(k) && p.segStart(k) && p.toks[k].seg < p.toks[i].seg && p.streetStarts(k, tail, 2) {
			return true
		}
	}
	return false
}

// segmentStartsWithNumber reports whether segment seg starts with a house
// number (a number, a number sign or S/N).
func (p *parser) segmentStartsWithNumber(seg uint8, tail int) bool {
	i := p.firstWord(seg)
	if i < 0 || i >= tail || !p.free(i) {
		return false
	}
	return p.numberLike(i) || p.snAt(i) > 0 || p.numberSignAt(i) > 0
}

// numberLike reports whether token k can be a house number by its shape:
// digits, digits and a letter or bis (123A), Quito's N24.
func (p *parser) numberLike(k int) bool {
	return uint(k) < uint(p.n) && p.toks[k].cue&cueNumber != 0 // worked out by tokenize
}

// numberSignIn reports whether segment seg holds a number sign followed by
// a number.
func (p *parser) numberSignIn(seg uint8, tail int) bool {
	if p.cues&cueSign == 0 {
		return false
	}
	for k := 0; k < tail; k++ {
		if p.toks[k].seg == seg && p.numberSignAt(k) > 0 {
			return true
		}
	}
	return false
}

// streetSegment reads the street segment from token from: street, number,
// units, neighborhood and cross streets. It returns the token after the
// segment (or tail).
func (p *parser) streetSegment(from, tail int) int {
	toks := p.toks[:tail] // one bound to test
	seg := toks[from].seg
	end := from // one past the segment's last token
	for end < len(toks) && toks[end].seg == seg {
		end++
	}
	i := from
	if p.isNumber(i) && (p.class(p.nextWord(i))&cStreet != 0 || englishType(p.word(p.prevWord(end)))) && !p.numberAfter(p.nextWord(i), end) {
		p.setNumber(i, i) // the house number first, as in Puerto Rico and Haiti
		i = p.nextWord(i)
	}
	if p.class(i)&cLocator != 0 {
		i = p.locators(i, end)
		if i >= end {
			return end
		}
		if p.class(i)&cStreet == 0 {
			p.rest(i, end) // after a locator, only a typed street: Km 23 Vía a Samborondón
			return end
		}
	}
	nameEnd, house := p.streetName(i, end) // one past the name's last token
	if p.class(i)&cStreet == 0 {
		for e := p.lastWordBefore(nameEnd); e > i; e = p.prevWord(e) {
			if nw := p.nextWord(e); string(p.word(e)) == "en" && nw >= 0 && nw < nameEnd {
				p.mark(i, e, roleOrg) // Aula Magna de la Universidad en General Velásquez 1775
				i = p.nextWord(e)
				break
			}
		}
	}
	if last := p.lastWordBefore(nameEnd); nameEnd > i && p.streetNamed(i, last) {
		p.out.street = span{i, last}
		p.mark(i, last, roleStreet)
	}
	p.restFrom(nameEnd, end, house)
	return end
}

// streetName returns where the street name that starts at token i ends:
// before the number sign, the house number, S/N, a km mark, a unit,
// neighborhood, cross-street or reference marker, the "y" of an
// intersection, or the segment's end. house reports that it ended before
// the house number (houseNumberAt), which rest need not ask again.
func (p *parser) streetName(i, end int) (nameEnd int, house bool) {
	first := i
	named := p.nextWord(first) // the first word of the name, even a number: Calle 5
	if p.class(i)&cStreet != 0 && p.class(named)&cGrid != 0 {
		named = p.nextWord(named) // Av. Calle 26, Avenida Carrera 86
	}
	typed := p.class(i)&cStreet != 0
	toks := p.toks[:end] // end <= p.n (streetSegment's tail): a token's fields read through one pointer
	for k := i; k < len(toks); k++ {
		t := &toks[k]
		if t.cue != 0 && p.numberSignAt(k) > 0 { // a token with no cue is no number sign
			return k, false
		}
		if t.kind == lex.Punct {
			if t.punct == '?' || t.punct == '"' {
				return k, false // a stray symbol ends the name
			}
			continue
		}
		if t.role != roleNone { // !p.free(k)
			return k, false
		}
		if k == first || typed && k <= named || t.cls == 0 && t.cue == 0 && !p.isAl(t) {
			continue // a plain word: no class and no cue, and not "al", ends nothing
		}
		if p.snAt(k) > 0 || p.intersectionAt(k, end) {
			return k, false
		}
		c := t.cls
		if c&(cUnit|cHood|cCross|cReference|cMunicipality) != 0 && p.valueStart(k, end) >= 0 || c&cLocator != 0 || p.crossSlash(k) {
			return k, false
		}
		if p.isAl(t) && p.isNumber(p.nextWord(k)) || p.blockAt(k) >= 0 || p.poBoxAt(k) >= 0 {
			return k, false // Argentine "al 3000", Peruvian "cuadra 8", a post-office box
		}
		if p.houseNumberAt(k, end) {
			return k, true
		}
	}
	return end, false
}

// isAl reports whether token t, a word, is "al" (Argentine "al 3000"),
// which has no class nor cue but ends a street's name: the length is
// compared before the bytes are sliced.
func (p *parser) isAl(t *token) bool {
	return t.fe-t.fs == 2 && string(p.fold[t.fs:t.fe]) == "al"
}

// intersectionAt reports whether token k is the "y" (or &) of an
// intersection: "Calle Venezuela y García Moreno", in a segment with no
// number after it.
func (p *parser) intersectionAt(k, end int) bool {
	if uint(k) < maxTokens && p.toks[k].cue&cueAnd != 0 { // p.cued(k, cueAnd) written out, so that the gate inlines
		return p.readIntersection(k, end)
	}
	return false
}

// readIntersection is intersectionAt past its cue (cue.go).
func (p *parser) readIntersection(k, end int) bool {
	next := p.nextWord(k)
	if next < 0 || next >= end || p.toks[next].seg != p.toks[k].seg {
		return false
	}
	switch w := p.word(k); {
	case string(w) == "con":
		return p.class(next)&cStreet != 0 // Calle F con Calle Suapure
	case string(w) != "y" && string(w) != "e" && !p.isPunct(k, '&'):
		return false
	}
	for j := k + 1; j < end; j++ {
		if p.numberLike(j) {
			return false
		}
		if p.snAt(j) > 0 {
			break // Av. Central y Florida S/N: the S/N is the street's
		}
	}
	return true
}

// houseNumberAt reports whether the number at token k is the house
// number rather than part of the name: it is not followed by a connector,
// a month, a direction or a km mark ("9 de Julio", "Calle 26 Sur", "Ruta
// 40 Km 3245"). The number right after a street type is the name's
// (Calle 50 1234), which streetName sees before asking.
func (p *parser) houseNumberAt(k, end int) bool {
	if uint(k) < maxTokens && p.toks[k].cue&cueHouse != 0 { // p.cued(k, cueHouse) written out, so that the gate inlines
		return p.readHouseNumber(k, end)
	}
	return false
}

// readHouseNumber is houseNumberAt past its cue (cue.go).
func (p *parser) readHouseNumber(k, end int) bool {
	w := p.word(k)
	if p.isPunct(k+1, '-') && p.isNumber(k+2) && quitoNumber(w) {
		return true // Quito: E1-47, N24-03, Oe5-12
	}
	if len(w) == 0 || !lex.IsDigit(w[0]) {
		return false
	}
	if !p.isNumber(k) && !houseSuffix(w) {
		return false // 3er, 2do: an ordinal, part of the name or a floor
	}
	next := p.nextWord(k)
	if next < 0 || next >= end || p.toks[next].seg != p.toks[k].seg || !p.free(next) {
		return true
	}
	if p.isPunct(k+1, '-') && !p.toks[k+1].space {
		return true // 71-21, 123-A
	}
	nw := p.word(next)
	c := p.class(next)
	switch {
	case string(nw) == "y" || string(nw) == "x" || p.isPunct(next+1, '/'):
		return true // 1911 y Esmeraldas, 491 x 57, 117 e/ Oficios: the cross streets follow
	case c&(cMonth|cDirection) != 0 || isConnector(nw) || isKm(nw):
		return false // 9 de Julio, Calle 26 Sur, Ruta 40 Km 3245
	}
	return true // a number after the name's first word; Calle 50 1234 has 50 as that word
}

// quitoNumber reports whether w starts a house number of Quito's
// nomenclature: a cardinal point (N, S, E, Oe, O) and the block.
func quitoNumber(w []byte) bool {
	i := 0
	for i < len(w) && !lex.IsDigit(w[i]) {
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
	for i < len(w) && lex.IsDigit(w[i]) {
		i++
	}
	if i == 0 || i == len(w) {
		return false
	}
	switch string(w[i:]) {
	case "a", "b", "c", "d", "e", "f", "g", "h", "bis", "abis", "bbis", "sur", "norte", "este", "oeste":
		return true // 123A, 45bis, Medellín's 40Sur
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
	return de >= 0 && isConnector(p.word(de)) && p.class(p.nextWord(de))&cMonth != 0
}

// streetNamed reports whether tokens first..last make a street: a type
// and at least one more word (Calle 5), or a name (Cuareim).
func (p *parser) streetNamed(first, last int) bool {
	if p.class(first)&cStreet != 0 {
		next := p.nextWord(first)
		return next >= 0 && next <= last
	}
	return p.hasName(first, last)
}

// hasName reports whether tokens first..last hold a word of two letters
// or more and no digits, other than a number sign: a name, not a stray
// letter or code ("0A", "B", "A0000A").
func (p *parser) hasName(first, last int) bool {
	for k := first; k <= last; k++ {
		w := p.word(k)
		if p.toks[k].kind != lex.Word || len(w) < 2 || p.class(k) == cNumberSign {
			continue
		}
		if !hasDigit(w) {
			return true
		}
	}
	return false
}

// hasDigit reports whether w holds a digit. It tests eight bytes at a
// time and the last few one by one: a byte b is a digit when b^'0' is
// below 10, and a word has a byte below n when (x - n*Ones) &^ x & Highs
// is not 0 (a borrow only runs on from a byte that is below n itself).
// It returns at the first digit found.
func hasDigit(w []byte) bool {
	for len(w) >= 8 {
		x := swar.Load(w[:8]) ^ swar.Ones*'0'
		if (x-swar.Ones*10)&^x&swar.Highs != 0 {
			return true
		}
		w = w[8:]
	}
	for _, c := range w {
		if lex.IsDigit(c) {
			return true
		}
	}
	return false
}

// segStart reports whether token i is the first free word of its segment.
func (p *parser) segStart(i int) bool {
	pw := p.prevWord(i)
	return pw < 0 || p.toks[pw].seg != p.toks[i].seg || !p.free(pw)
}

// englishType reports whether w is a street type written after the name,
// in English: Mariscal López Avenue, Delmas Road.
func englishType(w []byte) bool {
	switch string(w) {
	case "avenue", "road":
		return true
	}
	return false
}

// lastInSeg returns the last word of token i's segment before tail.
func (p *parser) lastInSeg(i, tail int) int {
	last := i
	for k := i; k < tail && p.toks[k].seg == p.toks[i].seg; k++ {
		if p.isWord(k) {
			last = k
		}
	}
	return last
}

// dashed reports whether number k hangs on the word before it by a dash
// with no space, as part of a name: COVID-19.
func (p *parser) dashed(k int) bool {
	return p.isPunct(k-1, '-') && !p.toks[k-1].space && !p.toks[k].space && k >= 2 && p.toks[k-2].kind == lex.Word
}

// numberAfter reports whether a number follows token i before end.
func (p *parser) numberAfter(i, end int) bool {
	for k := i + 1; k < end; k++ {
		if p.numberLike(k) {
			return true
		}
	}
	return false
}

// digitFirst reports whether a word starts with a digit.
func digitFirst(w []byte) bool { return len(w) > 0 && lex.IsDigit(w[0]) }
