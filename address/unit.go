package address

import "github.com/ndval/ndval/address/internal/lex"

// Units, neighborhoods and rural locators. A unit is a marker and its
// value: "Piso 3", "Dpto. 4B", "Of. 501", "Torre A", "Lote 5", "Mz. A",
// "Bloco C", "Sala 1201", "PB", "Planta Baja", "3er piso", "12º andar";
// building names follow their marker ("Edificio Torre Colpatria"). Units
// in a row make one Result.Unit, as written ("Piso 3, Depto. B"). A
// neighborhood is a marker and a name ("Col. Roma Norte", "Barrio
// Palermo", "Bº Güemes", "Urb. Córpac"); Result.Neighborhood drops the
// marker unless it is part of the name ("Villa Crespo", "Zona 10").
// Mexican supermanzanas ("SM 23") are neighborhoods; with a manzana and a
// lote they locate a plot that has no street ("SM 23 MZ 4 Lote 5").

// unitMay is unitAt's gate, read before the call, for token k of class c
// and word w: a unit starts only at a unit marker (pb and planta are
// ones), at "centro", or at an ordinal floor (floorAt): a word that
// starts with a digit, or a number followed by º. w is p.word(k), which
// is empty for k out of the tokens.
func (p *parser) unitMay(k int, c class, w []byte) bool {
	return c&cUnit != 0 || string(w) == "centro" || digitFirst(w) && (p.toks[k].kind != lex.Number || p.isPunct(k+1, 'o'))
}

// unitAt returns the last token of the unit whose marker is token k, or
// -1 when k does not start one.
func (p *parser) unitAt(k, end int) int {
	if !p.free(k) {
		return -1
	}
	w := p.word(k)
	if digitFirst(w) {
		return p.floorAt(k, end)
	}
	switch string(w) {
	case "pb":
		return k
	case "planta":
		if n := p.nextWord(k); n >= 0 && n < end && (string(p.word(n)) == "baja" || string(p.word(n)) == "alta") {
			return n
		}
	}
	if p.class(k)&cUnit == 0 && string(w) != "centro" {
		return -1
	}
	v := p.valueStart(k, end)
	if v < 0 {
		return -1
	}
	if v >= end {
		end = p.segEnd(v)
	}
	if p.shortValue(v) && !isConnector(p.word(v)) || romanNumeral(p.word(v)) {
		return p.numberEnd(v, end)
	}
	if namedUnit(w) && string(w) != "centro" || string(w) == "centro" && p.buildingCentre(v) {
		return p.nameEnd(v, end)
	}
	return -1
}

// buildingCentre reports whether the word at v makes "Centro" a building:
// Centro Comercial, Centro Empresarial.
func (p *parser) buildingCentre(v int) bool {
	switch string(p.word(v)) {
	case "comercial", "empresarial", "financiero", "corporativo", "medico", "profesional":
		return true
	}
	return false
}

// segEnd returns one past the last token of token k's segment.
func (p *parser) segEnd(k int) int {
	seg := p.toks[k].seg
	for k < p.n && p.toks[k].seg == seg {
		k++
	}
	return k
}

// valueStart returns the token where the value of the marker at k
// starts, past number signs and punctuation, or -1.
func (p *parser) valueStart(k, end int) int {
	v := k + 1
	quoted := false
	for v < p.n && v < end+2 && p.toks[v].kind == lex.Punct && (p.toks[v].punct == ':' || p.toks[v].punct == '.' || p.toks[v].punct == '#' || p.toks[v].punct == 'o' || p.toks[v].punct == '"') {
		quoted = quoted || p.toks[v].punct == '"'
		v++
	}
	if n := p.numberSignAt(v); n > 0 {
		v += n
	}
	if v >= p.n || v >= end && !quoted || !p.free(v) || p.toks[v].seg != p.toks[k].seg && !(quoted && p.toks[v].seg == p.toks[k].seg+1) {
		return -1
	}
	return v // Edificio “979”: a quoted name opens a segment of its own
}

// floorAt reads an ordinal floor at token k: "3er piso", "3° piso", "12º
// andar", "1er. piso".
func (p *parser) floorAt(k, end int) int {
	if p.isNumber(k) && !p.isPunct(k+1, 'o') || !p.isNumber(k) && !ordinal(p.word(k)) {
		return -1
	}
	j := p.nextWord(k)
	if j < 0 || j >= end || p.toks[j].seg != p.toks[k].seg {
		return -1
	}
	switch string(p.word(j)) {
	case "piso", "andar", "pavimento", "pav", "nivel", "planta", "floor":
		return j
	}
	return -1
}

// ordinal reports whether w is a number with an ordinal ending: 1er, 2do,
// 3ro, 4to, 1ra, 5ta, 6a, 3o, and in English 1st, 2nd, 3rd, 10th.
func ordinal(w []byte) bool {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	switch string(w[i:]) {
	case "er", "ero", "do", "ro", "to", "ra", "da", "ta", "a", "o", "vo", "mo", "no", "avo", "st", "nd", "rd", "th":
		return true
	}
	return false
}

// namedUnit reports whether the unit marker w takes a name: Edificio,
// Torre, Bloco, Conjunto, Condominio.
func namedUnit(w []byte) bool {
	switch string(w) {
	case "edificio", "edif", "ed", "edf", "torre", "bloco", "bloque", "conjunto", "condominio", "residencia", "nivel", "building":
		return true
	}
	return false
}

// nameEnd returns the last token of a name that starts at token v: its
// words up to a marker, a number sign or the segment's end.
func (p *parser) nameEnd(v, end int) int {
	last := v
	for k := v + 1; k < end && p.toks[k].seg == p.toks[v].seg; k++ {
		if p.toks[k].kind == lex.Punct {
			if p.toks[k].punct == '-' && !p.toks[k].space {
				continue
			}
			break
		}
		if !p.free(k) || p.numberSignAt(k) > 0 || p.class(k)&(cUnit|cHood|cCross|cReference|cMunicipality|cLocator) != 0 && p.valueStart(k, end) >= 0 {
			break
		}
		last = k
		if p.toks[k].dot && len(p.word(k)) >= 4 {
			break // Edificio Fundavac. Colinas de Bello Monte: a sentence's dot ends the name
		}
	}
	return last
}

// romanNumeral reports whether w is a short Roman numeral (Torre II).
func romanNumeral(w []byte) bool {
	if len(w) == 0 || len(w) > 4 {
		return false
	}
	for _, c := range w {
		if c != 'i' && c != 'v' && c != 'x' {
			return false
		}
	}
	return true
}

// addUnit records tokens first..last as a unit.
func (p *parser) addUnit(first, last int) {
	p.addSpan(&p.out.units, &p.out.nunits, first, last, roleUnit)
}

// addSpan appends tokens first..last to the spans of a part with role r,
// extending the last span when only separators lie between them ("Piso
// 3, Depto. B" is one unit).
func (p *parser) addSpan(spans *[4]span, n *int, first, last int, r role) {
	if *n > 0 && p.adjacent(spans[*n-1].b, first) {
		spans[*n-1].b = last
	} else if *n < len(spans) {
		spans[*n] = span{first, last}
		*n++
	}
	p.mark(first, last, r)
}

// hoodMay is hoodAt's gate, read before the call, for token k of class
// c: a neighborhood starts only at a marker, or at the B of Bº.
func (p *parser) hoodMay(k int, c class) bool {
	return c&cHood != 0 || p.isPunct(k+1, 'o')
}

// hoodAt reads the neighborhood whose marker is token k and returns its
// last token, or -1.
func (p *parser) hoodAt(k, end int) int {
	if !p.free(k) {
		return -1
	}
	w := p.word(k)
	n := k + 1
	switch {
	case string(w) == "b" && p.isPunct(k+1, 'o'): // Bº, B°
		n = k + 2
	case p.class(k)&cHood == 0:
		return -1
	}
	for n < end && p.toks[n].kind == lex.Punct && (p.toks[n].punct == '.' || p.toks[n].punct == ':') {
		n++
	}
	for n < end && p.free(n) && p.class(n)&cHood != 0 && !keptMarker(p.word(n)) && p.nextWord(n) >= 0 {
		n = p.nextWord(n) // Col. Fracc. Residencial Pte.
	}
	if n >= end || !p.free(n) || p.toks[n].seg != p.toks[k].seg {
		return -1
	}
	last := p.nameEnd(n, end)
	kept := keptMarker(w) // the marker is part of the name: Villa Crespo
	if !kept && !p.hasName(n, last) {
		return -1 // Col. 5, Urb. A: no name
	}
	first := n
	if kept {
		first = k
	}
	p.mark(k, n-1, roleSkip)
	p.addHood(first, last)
	return last
}

// insertHood records span h as a neighborhood in its place among the
// others (by position in the address).
func (p *parser) insertHood(h span) {
	o := &p.out
	if o.nhoods == len(o.hoods) {
		return
	}
	i := o.nhoods
	for i > 0 && o.hoods[i-1].a > h.a {
		o.hoods[i] = o.hoods[i-1]
		i--
	}
	o.hoods[i] = h
	o.nhoods++
	p.mark(h.a, h.b, roleNeighborhood)
}

// addHood records tokens first..last as (part of) the neighborhood.
func (p *parser) addHood(first, last int) {
	p.addSpan(&p.out.hoods, &p.out.nhoods, first, last, roleNeighborhood)
}

// locators reads the rural locators that start at token i (Km 23, SM 23,
// MZ 4, Lote 5) and returns the token after them.
func (p *parser) locators(i, end int) int {
	for i < end && p.free(i) {
		w := p.word(i)
		v := p.valueStart(i, end)
		if v < 0 || !p.shortValue(v) {
			break
		}
		last := p.numberEnd(v, end)
		switch c := p.class(i); {
		case isKm(w):
			if p.out.number.a >= 0 {
				return i
			}
			p.setNumber(i, last)
		case c&cUnit != 0:
			p.addUnit(i, last)
		case c&cLocator != 0:
			p.addHood(i, last)
		default:
			return i
		}
		p.setLocator(i)
		i = p.nextWord(last)
		if i < 0 {
			return end
		}
	}
	return i
}

// adjacent reports whether only separators (commas, dashes, dots,
// slashes) and skipped markers lie between tokens a and b.
func (p *parser) adjacent(a, b int) bool {
	for k := a + 1; k < b; k++ {
		t := &p.toks[k]
		if t.kind == lex.Punct && t.punct != ',' && t.punct != '-' && t.punct != '.' && t.punct != '/' && t.punct != ';' ||
			t.kind != lex.Punct && t.role != roleSkip {
			return false
		}
	}
	return a < b
}

// setLocator records that a rural locator at token k stands for the
// street.
func (p *parser) setLocator(k int) {
	if !p.out.locator {
		p.out.locator, p.out.locatorAt = true, k
	}
}

// isKm reports whether w is a km mark's word.
func isKm(w []byte) bool {
	switch string(w) {
	case "km", "kilometro", "klm", "kilometre":
		return true
	}
	return false
}
