package address

import "github.com/ndval/ndval/address/internal/lex"

// The parts after the street name: in the street segment after the name,
// and in the segments that follow it.

// rest reads tokens i..end-1 of a segment after the street name (or the
// whole of a later segment): the number, units, neighborhood, cross
// streets, a municipality. Words it does not understand keep no role; the
// caller's leftovers decides what they are.
func (p *parser) rest(i, end int) { p.restFrom(i, end, false) }

// restFrom is rest, told whether houseNumberAt(i, end) is known to hold:
// streetName asks it of the token where the street's name ends, and
// restAt would ask it again of that token.
func (p *parser) restFrom(i, end int, house bool) {
	// The tokens are read through a slice that ends at end or p.n: from
	// p.n on, no token is a separator nor free, so the loop only passed.
	toks := p.toks[:min(end, p.n)]
	for k := i; k < len(toks); {
		t := &toks[k]
		if t.punct == '&' && p.out.number.a >= 0 && p.isWord(k+1) {
			k = p.markToSegmentEnd(k+1, end, roleCross) + 1 // E1-47 & Rocafuerte
			continue
		}
		if t.role != roleNone && t.punct != '#' { // !p.free(k) && !p.isPunct(k, '#')
			k++
			continue
		}
		if last := p.restAt(k, end, house && k == i); last >= k {
			k = last + 1
			continue
		}
		k++
	}
}

// restAt reads the part that starts at token k and returns its last
// token, or -1 when no part starts there. house reports that
// houseNumberAt(k, end) is known to hold.
func (p *parser) restAt(k, end int, house bool) int {
	if n := p.numberSignAt(k); n > 0 && p.awaitingNumber() {
		p.mark(k, k+n-1, roleSkip)
		if s := p.snAt(k + n); s > 0 {
			return p.setSN(k+n, k+n+s-1)
		}
		last := p.numberEnd(k+n, end)
		p.setNumber(k+n, last)
		return last
	}
	if s := p.snAt(k); s > 0 && p.awaitingNumber() {
		return p.setSN(k, k+s-1)
	}
	w := p.word(k)
	if string(w) == "al" && p.isNumber(k+1) && p.awaitingNumber() {
		p.setNumber(k, k+1) // al 3000: the block, in Argentina
		return k + 1
	}
	c := p.class(k)
	if p.otherMay(k, c, w) {
		if last := p.otherAt(k, end); last >= 0 {
			return last
		}
	} else if p.distanceAt(k) >= 0 {
		return p.markToSegmentEnd(k, end, roleCross) // otherAt's answer where its gate is closed
	}
	if p.unitMay(k, c, w) {
		if last := p.unitAt(k, end); last >= 0 {
			if c&cLocator != 0 {
				p.setLocator(k)
			}
			p.addUnit(k, last)
			return last
		}
	}
	if c&cLocator != 0 && (p.out.number.a < 0 || string(w) != "km") {
		if j := p.locators(k, end); j > k {
			return p.prevWord(j)
		}
	}
	if p.awaitingNumber() && p.numberLike(k) && (house || p.segmentHead(k) || p.houseNumberAt(k, end)) {
		last := p.numberEnd(k, end)
		p.setNumber(k, last)
		return last
	}
	if p.crossStreetAt(k, end, w) {
		return p.markCross(k, end)
	}
	if p.hoodMay(k, c) {
		if last := p.hoodAt(k, end); last >= 0 {
			return last
		}
	}
	return p.crossOrMunicipalityAt(k, end, c)
}

// awaitingNumber reports whether a street has been read and its house
// number not yet: a number, number sign, S/N or "al 3000" that comes now
// is the street's.
func (p *parser) awaitingNumber() bool {
	return p.out.number.a < 0 && p.out.street.a >= 0
}

// segmentHead reports whether token k is the first word of its segment,
// k == p.firstWord(p.toks[k].seg): a word with only separators before it
// in its segment, whose tokens come right before it.
func (p *parser) segmentHead(k int) bool {
	if uint(k) >= uint(p.n) || p.toks[k].kind == lex.Punct {
		return false
	}
	seg := p.toks[k].seg
	for i := k - 1; i >= 0 && p.toks[i].seg == seg; i-- {
		if p.toks[i].kind != lex.Punct {
			return false
		}
	}
	return true
}

// crossStreetAt reports whether token k (word w) starts the cross streets
// that follow a street: the "y" of an intersection inside a segment
// ("Calle Venezuela y García Moreno"), or, once the number is read, a "y"
// or an "x" before a number that joins a word ("E1-47 y Rocafuerte", "491
// x 57").
func (p *parser) crossStreetAt(k, end int, w []byte) bool {
	if p.intersectionAt(k, end) && !p.segmentHead(k) {
		return true
	}
	if p.out.number.a < 0 || string(w) != "y" && string(w) != "x" {
		return false // the word is read before the next one is looked for
	}
	next := p.nextWord(k)
	return p.isWord(next) && (string(w) == "y" || p.isNumber(next))
}

// markCross gives the cross-street role to the free words from token k to
// the end of its segment or the first S/N, and returns the last one.
func (p *parser) markCross(k, end int) int {
	last := k
	for j := k; j < end && p.toks[j].seg == p.toks[k].seg && p.snAt(j) == 0; j++ {
		if p.free(j) {
			p.toks[j].role, last = roleCross, j // the cross street: E1-47 y Rocafuerte
		}
	}
	return last
}

// crossOrMunicipalityAt reads cross streets, a landmark reference or a
// marked municipality at token k (class c) and returns the last token,
// or -1.
func (p *parser) crossOrMunicipalityAt(k, end int, c class) int {
	o := &p.out
	switch {
	case c&(cCross|cReference) != 0 || p.crossSlash(k):
		return p.markToSegmentEnd(k, end, roleCross)
	case c&cMunicipality != 0:
		v := p.valueStart(k, end)
		if v < 0 || !p.hasName(v, p.nameEnd(v, end)) {
			return -1
		}
		p.toks[k].role = roleSkip
		last := p.markToSegmentEnd(v, end, roleMunicipality)
		if o.muni.a < 0 {
			o.muni = span{v, last}
		}
		return last
	}
	return -1
}

// crossSlash reports whether token k starts a cross-street reference
// written with a slash: Cuban "e/ 23 y 25" (entre), Argentine "c/ Maipú".
func (p *parser) crossSlash(k int) bool {
	if uint(k) < maxTokens && p.toks[k].cue&cueSlash != 0 { // p.cued(k, cueSlash) written out, so that the gate inlines
		return p.readCrossSlash(k)
	}
	return false
}

// readCrossSlash is crossSlash past its cue (cue.go).
func (p *parser) readCrossSlash(k int) bool {
	w := p.word(k)
	return (string(w) == "e" || string(w) == "c" || string(w) == "esq") && p.isPunct(k+1, '/') && p.isWord(k+2)
}

// markToSegmentEnd gives role r to the free words from k to the end of
// k's segment (or end), and returns the last one.
func (p *parser) markToSegmentEnd(k, end int, r role) int {
	last := k
	for j := k; j < end && p.toks[j].seg == p.toks[k].seg; j++ {
		if p.free(j) {
			p.toks[j].role = r
			last = j
		}
	}
	return last
}

// setSN records S/N at tokens first..last.
func (p *parser) setSN(first, last int) int {
	p.out.sn = true
	p.setNumber(first, last)
	return last
}

// otherSegments reads the head's segments from segment seg on, whose
// tokens come at token k or after, each as a whole (rest). It walks the
// tokens once, in order: each segment's first word is its first token
// that is no separator, and the segments before tail are the head's last
// (lastSeg is the segment of token tail-1).
func (p *parser) otherSegments(seg, k, tail int) {
	toks := p.toks[:tail] // read through a slice of the head: one bound to test
	for k < len(toks) && int(toks[k].seg) < seg {
		k++
	}
	for k < len(toks) {
		if toks[k].kind == lex.Punct {
			k++
			continue
		}
		first, end := k, k+1
		for end < len(toks) && toks[end].seg == toks[first].seg {
			end++
		}
		p.rest(first, end)
		k = end
	}
}

// leftovers decides the runs of words with no role in segments from..to
// of the head: before the street they are the organisation's name (when
// there is a street); after it, the last run is the city when none was
// found, the others the neighborhood; what remains is unparsed text.
func (p *parser) leftovers(from, to uint8, tail int) {
	var buf [8]span
	runs := p.freeRuns(buf[:0], from, to, tail)
	if !p.placed() {
		if len(runs) > 0 {
			p.out.unparsed = true
		}
		return
	}
	o := &p.out
	cityRun := p.cityRun(runs)
	for r, run := range runs {
		switch {
		case r == cityRun:
			p.leftoverCity(run)
		case p.isPunct(p.segHead(run.a), '(') && p.afterStreet(run.a), p.nextWord(run.b) < 0 && p.abbreviation(run):
			o.unparsed = true // (Unidade Básica de Saúde Dona Clara): a remark, not a place
		case p.hasName(run.a, run.b) && p.afterStreet(run.a) && o.nhoods < len(o.hoods):
			p.insertHood(run)
		default:
			o.unparsed = true
		}
	}
}

// freeRuns appends to runs (up to its capacity) the runs of adjacent
// words with no role in segments from..to before tail; words past the
// capacity make the address unparsed.
func (p *parser) freeRuns(runs []span, from, to uint8, tail int) []span {
	toks := p.toks[:tail] // tail <= p.n: free(k) is a role test alone
	for k := range toks {
		if t := &toks[k]; t.role != roleNone || t.seg < from || t.seg > to {
			continue
		}
		if n := len(runs); n > 0 && p.adjacentFree(runs[n-1].b, k) {
			runs[n-1].b = k
			continue
		}
		if len(runs) == cap(runs) {
			p.out.unparsed = true
			break
		}
		runs = append(runs, span{k, k})
	}
	return runs
}

// placed reports whether the head has a street, a number or a locator:
// what words left over can be read against.
func (p *parser) placed() bool {
	return p.out.street.a >= 0 || p.out.number.a >= 0 || p.out.locator
}

// cityRun returns the run of runs that is the city as written, or -1: the
// last one with a name, after the street, when neither the tail nor a
// marker found a city and the run may be one (unknownCity) outside
// parentheses. A number that opens the run is left out of it ("00
// Guatemala").
func (p *parser) cityRun(runs []span) int {
	o := &p.out
	if o.city >= 0 || o.cityText {
		return -1
	}
	last := len(runs) - 1
	for last >= 0 && !p.hasName(runs[last].a, runs[last].b) {
		last-- // a stray letter or number after the city is unparsed text
	}
	if last < 0 || !p.afterStreet(runs[last].a) || !p.unknownCity(runs[last]) || p.parenSeg(p.toks[runs[last].a].seg) || p.abbreviation(runs[last]) {
		return -1
	}
	run := &runs[last]
	for run.a < run.b && !p.hasName(run.a, run.a) {
		run.a = p.nextWord(run.a) // "00 Guatemala": the number before a city is not the city's
	}
	return last
}

// leftoverCity takes a run after the street as the city: a known city or
// region the tail did not reach, else the text as written.
func (p *parser) leftoverCity(run span) {
	o := &p.out
	p.mark(run.a, run.b, roleCity)
	if row, end, ok := p.matchForwardAny(run.a); ok && end == run.b {
		if c := p.cityOf(row); c >= 0 {
			if !p.takeDistrict(c, run) {
				o.city = c
			}
			return
		}
		if reg := regionOf(row); reg >= 0 && o.region < 0 {
			o.region = reg
			p.mark(run.a, run.b, roleRegion)
			return
		}
	}
	o.cityText, o.citySpan = true, run
}

// unknownCity reports whether a run of words that no table knows is
// taken as the city: not in Brazil and Chile, whose tables list every
// municipality and comuna (so that an unknown name there is a
// neighborhood), and not when it starts like a neighborhood ("Centro").
func (p *parser) unknownCity(run span) bool {
	if p.c.allCities {
		return false
	}
	switch string(p.word(run.a)) {
	case "centro", "zona", "sector", "barrio", "colonia", "urbanizacion", "parque", "jardin", "villa",
		"colinas", "lomas", "jardines", "bosques", "casco", "residencial", "conjunto", "reparto":
		return false
	}
	return true
}

// abbreviation reports whether a run is written as an abbreviation, as
// regions are at the end of an address (Q.R., Edo. Méx., Pcia. Bs. As.):
// every word of at most five letters ends with a dot, but connectors
// ("de", "del"), or the run is one word of two or three capitals (NL).
// An abbreviation no table knows is never the city, nor, when it ends the
// address, a neighborhood.
func (p *parser) abbreviation(run span) bool {
	if run.a == run.b {
		if s := p.text(run.a, run.b); len(s) >= 2 && len(s) <= 3 && upperASCII(s) == s && !allDigits(s) && p.toks[run.a].kind == lex.Word {
			return true
		}
	}
	words := 0
	for k := run.a; k <= run.b; k++ {
		t := &p.toks[k]
		if t.kind == lex.Punct {
			continue
		}
		if isConnector(p.word(k)) {
			continue
		}
		if !t.dot || len(p.word(k)) > 5 || t.kind != lex.Word {
			return false
		}
		words++
	}
	return words > 0
}

// adjacentFree reports whether only separators that do not end a segment
// lie between tokens a and b, which are in one segment.
func (p *parser) adjacentFree(a, b int) bool {
	if p.toks[a].seg != p.toks[b].seg {
		return false
	}
	for k := a + 1; k < b; k++ {
		if t := &p.toks[k]; t.kind != lex.Punct || t.punct != '-' && t.punct != '.' && t.punct != '"' {
			return false
		}
	}
	return true
}

// afterStreet reports whether token k comes after the street (or the
// number or locator that stands for it).
func (p *parser) afterStreet(k int) bool {
	o := &p.out
	return o.street.a >= 0 && k > o.street.b || o.number.a >= 0 && k > o.number.b || o.locator && k > o.locatorAt
}
