package address

// The districts of large cities (data/districts.csv): Buenos Aires'
// barrios, Bogotá's localidades, Mexico City's alcaldías, Lima's
// districts, Gran Santiago's comunas, Montevideo's barrios, São Paulo's
// distritos, Rio de Janeiro's bairros and the units of the capital or
// largest city of most other countries. The tables hold
// each as a city whose row names the city it belongs to (cityData.of). An
// address that writes one where a city would be ("Av. Santa Fe 3200,
// Palermo, CABA") names its neighborhood; its city is the district's
// city, and so its region. Where a district shares its name with a
// municipality (Brazil's Bela Vista, Pinheiros, Campo Grande), the
// municipality wins unless the region written is the district's and not
// the municipality's (betterCity); the generator drops a district that is
// a municipality of its own state.

import "bytes"

// districtCity returns the cityTable row of the city that city row i is a
// district of, or -1 when i is a city.
func districtCity(i int) int { return int(cityTable[i].of) - 1 }

// takeDistrict reads tokens s, found to name city row c, as a district
// when c is one: they become a neighborhood (inserted among the others by
// resolve, once the head is read) and the district's city the city. A
// municipality marker before them ("Alcaldía Álvaro Obregón") is
// skipped. When another region was written ("Cuauhtémoc, Chih."), the
// words are the city as written, a namesake of the district. It reports
// whether c was a district.
func (p *parser) takeDistrict(c int, s span) bool {
	city := districtCity(c)
	if city < 0 {
		return false
	}
	if r := p.out.region; r >= 0 && r != cityRegion(c) {
		p.mark(s.a, s.b, roleCity)
		p.out.cityText, p.out.citySpan = true, s
		return true
	}
	if m := p.prevWord(s.a); m >= 0 && p.free(m) && p.toks[m].seg == p.toks[s.a].seg && p.class(m)&cMunicipality != 0 {
		p.toks[m].role = roleSkip
	}
	p.mark(s.a, s.b, roleNeighborhood)
	p.out.city, p.out.district = city, s
	return true
}

// nameBefore returns where the name that ends in the district phrase at
// token first starts, when a particle joins it to the words before it in
// its part ("Parque da Vila Prudente", "Colinas de Bello Monte": a
// neighborhood named after its district, in that district's city, not two
// neighborhoods): back over the words without digits that mark no other
// part than a neighborhood (Parque, Jardim; not Edificio), up to a period.
// Else first.
func (p *parser) nameBefore(first int) int {
	m := p.prevWord(first)
	if m < 0 || !p.free(m) || p.toks[m].seg != p.toks[first].seg || !joinsName(p.word(m)) {
		return first
	}
	start := first
	for ; m >= 0 && p.free(m) && p.toks[m].seg == p.toks[first].seg; m = p.prevWord(m) {
		w := p.word(m)
		if p.class(m)&^cHood != 0 || bytes.ContainsAny(w, "0123456789") || p.isPunct(m+1, '.') && m+1 < start {
			break
		}
		start = m
	}
	return start
}

// joinsName reports whether the folded word w joins a name to the place
// it is named after: de, da, do, dos, das, del.
func joinsName(w []byte) bool {
	switch string(w) {
	case "de", "da", "do", "dos", "das", "del":
		return true
	}
	return false
}

// districtMismatch reports whether a neighborhood names only districts of
// other cities than the city found ("Usaquén, Medellín"). A neighborhood
// that names no district, or also a city of its own, says nothing.
func (p *parser) districtMismatch() bool {
	o := &p.out
	if o.city < 0 {
		return false
	}
	for _, h := range o.hoods[:o.nhoods] {
		if row, ok := p.hoodPhrase(h); ok && p.otherDistrict(row) {
			return true
		}
	}
	return false
}

// hoodPhrase returns the phrase that neighborhood h is exactly, if any:
// matchForwardAny(h.a)'s row when its phrase ends at h.b. When the tail's
// last look-up (tailPlace) found a phrase on h's very tokens, that phrase
// is the answer, with no look-up: the forward walk from h.a ignores the
// roles of its sixteen tokens, so, h being shorter than that, it reads
// every word of h; every start of whole words of a phrase may start one
// (phraseEnds), so it does not stop before h.b; a separator's '|' (or the
// end) after h.b stops it there; so its longest candidate is h's text,
// which is a phrase, and phrase keys are unique in a country's range
// (TestPhraseKeysUnique), so the row is the one matchBackward found for
// the same text. TestHoodPhrase compares it with matchForwardAny.
func (p *parser) hoodPhrase(h span) (row int, ok bool) {
	if t := &p.tailPlace; t.ok && t.first == h.a && t.j == h.b && h.b < h.a+16 {
		if fe := int(p.toks[h.b].fe); fe >= p.nf || p.fold[fe] == '|' {
			return t.row, true
		}
	}
	row, last, ok := p.matchForwardAny(h.a)
	return row, ok && last == h.b
}

// otherDistrict reports whether the places phrase row names are all
// districts, none of them of the city found.
func (p *parser) otherDistrict(row int) bool {
	other := false
	for _, ref := range refs(row) {
		if ref&^refRowMask != refCity {
			continue
		}
		d := districtCity(int(ref & refRowMask))
		if d < 0 || d == p.out.city {
			return false
		}
		other = true
	}
	return other
}
