package address

import (
	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/strhash"
)

// The tail of an address: the country, region, city and postal code that
// end it, read from the right ("..., Bela Vista, São Paulo - SP,
// 01310-100, Brasil"). Each is taken once; the reading stops at the first
// word that is none of them, which is where the street, units and
// neighborhood end.
//
// A phrase that names both a region and a city ("Buenos Aires", "São
// Paulo", "Mendoza", "Lima") is the region when the place before it is a
// city of that region ("La Plata, Buenos Aires") or a region marker
// precedes it ("Provincia de Buenos Aires"), and the city otherwise. A
// place phrase right after a street type or a connector ("Calle Bolívar",
// "Av. de Mayo") is a street name, not a place.

// parseTail marks the tail's tokens and returns the index of its first
// token (p.n when there is none).
func (p *parser) parseTail() int {
	postal := p.out.pset[:p.out.npset]
	j := p.n - 1
	for j >= 0 && (p.toks[j].kind == lex.Punct || p.free(j) && p.stray(j)) {
		j-- // a stray letter or short number after the tail is unparsed text
	}
	start := p.n // the strays stay in the head when no place follows them
	if j >= 0 {
		if head := p.segHead(j); p.isPunct(head, '(') && !p.numberFrom(head) {
			if f, _, ok := p.matchBackward(j); !ok || f != p.wordFrom(head) {
				j = head - 1 // "(a la par Teatro Presidente)": a closing remark, not a place
			}
		}
	}
	before := placeAt{j: -1} // the place regionReading found before the last taken
	for j >= 0 {
		t := &p.toks[j]
		if t.role != roleNone { // a separator never has roleNone
			j--
			continue
		}
		// The country's place that ends at j: a country's name there is
		// weighed against it, and it is taken when the name is not. A
		// longer place keeps the name: "Ciudad de México" is a city, not
		// "Ciudad de" and the country.
		if p.out.city >= 0 && p.partsOnly && !p.laterPlaceMay(j) {
			break // no place that ends at j can be taken, and a read-back keeps no look-up (tailPlace)
		}
		first, row, ok := p.matchBackwardAt(&before, j)
		if p.out.city < 0 && p.out.region < 0 && p.out.country < 0 && !(ok && p.noCountryNameFrom(first, before.h)) {
			if cf, crow, cok := p.matchCountryName(j); cok && p.regionMarkerBefore(cf) < 0 && !(ok && first < cf) && !p.capitalNamesake(cf, crow, first, row, ok) && !p.ownRegion(cf, crow, first, row, ok) {
				p.out.country = int(refs(crow)[0] & refRowMask)
				p.mark(cf, j, roleCountry)
				j, start = cf-1, cf
				continue
			}
		}
		// A place right after a neighborhood marker is the neighborhood's
		// name (Col. Juárez, col Villa Guerrero), one after a street type
		// the street's: the tail ends there.
		if !ok || p.placeInName(first) {
			break
		}
		if !p.takePlace(first, j, row, postal, &before) {
			break
		}
		start = first
		if m := p.regionMarkerBefore(first); m >= 0 && p.out.regionFirst == first {
			p.mark(m, first-1, roleSkip)
			start = m
		}
		j = start - 1
	}
	p.tailPlace = before
	return start
}

// placeAt is matchBackward's answer at token j, which parseTail keeps for
// the token it reads next: regionReading looks up the place before the
// one it weighs, and parseTail goes on there when it takes that one. h is
// the hash matchBack took of the phrase's bytes, for noCountryNameFrom.
type placeAt struct {
	j, first, row int
	h             uint32
	ok            bool
}

// matchBackwardAt is matchBackward(j), read from at when it holds j's
// answer and the answer still stands, else looked up and kept in at. A
// token's role, once given, is never taken back (matchForwardAny gives
// back what it clears), so a walk from j can since have become only
// shorter: it still finds no phrase where it found none, and the same one
// while that one's words are free.
func (p *parser) matchBackwardAt(at *placeAt, j int) (first, row int, ok bool) {
	if at.j == j && (!at.ok || p.allFree(at.first, j)) {
		return at.first, at.row, at.ok
	}
	first, row, h, ok := p.matchBack(j, p.ci, int(countryTable[p.ci].maxWords)) // matchBackward(j), and the hash
	*at = placeAt{j: j, first: first, row: row, h: h, ok: ok}
	return first, row, ok
}

// noCountryNameFrom reports whether no country name that ends where the
// place phrase at tokens first..j ends starts at or before first, given
// h, the hash matchBack took of the phrase's bytes. matchCountryName(j)
// then finds no name or a shorter one than the place, which parseTail
// turns away ("Ciudad de México" is a city, not "Ciudad de" and the
// country), so that it need not walk the words again: the phrase's
// bytes are the last of every such name, after a space or alone, so
// that phraseEnds holds them for the country names when one exists. Its
// walk would hash the same bytes and stop at a clear bit before a space
// or at a '|' (match.go); only words written together with no byte
// between them, which its walk reads on, are left to it.
func (p *parser) noCountryNameFrom(first int, h uint32) bool {
	if p.joinedBefore(first) {
		return false
	}
	return !mayEnd(h, phraseEndsSalt(countryNames, true))
}

// laterPlaceMay reports whether a phrase that ends at token j may be
// taken once the city is found: placeBeforeCity takes only a phrase that
// names the city, or whose first region is the city's while the region
// is not found, and cityEnds holds the last words of every such phrase.
// A phrase that ends at j ends with j's folded word after its last space
// (phrases never hold a '|'), when a space or a '|' comes before that
// word or none does; a word written together with the one before it
// (TestFoldGaps allows it) is left to the look-up. parseTail asks only in
// a read-back (partsOnly): districtMismatch, which a read-back does not
// run, reads the look-up it spares (tailPlace).
func (p *parser) laterPlaceMay(j int) bool {
	fs := int(p.toks[j].fs)
	w := p.fold[fs:p.toks[j].fe]
	h := strhash.Offset // the hash of the word's bytes after its last space, from the last
	i := len(w) - 1
	for ; i >= 0 && w[i] != ' ' && w[i] != '|'; i-- {
		h = strhash.Add(h, w[i])
	}
	if i < 0 && p.joinedBefore(j) {
		return true
	}
	if mayEndCity(h, cityEndsSalt(p.out.city, true)) {
		return true
	}
	r := cityRegion(p.out.city)
	return p.out.region < 0 && r >= 0 && mayEndCity(h, cityEndsSalt(r, false))
}

// joinedBefore reports whether token j's folded word follows the word
// before it with neither a space nor a separator's '|' between them: a
// word written together with the one before (TestFoldGaps allows it),
// which a phrase walk reads on into (match.go), so that a test of j's
// word alone does not decide what ends there.
func (p *parser) joinedBefore(j int) bool {
	fs := int(p.toks[j].fs)
	return fs > 0 && p.fold[fs-1] != ' ' && p.fold[fs-1] != '|'
}

// allFree reports whether the words and numbers of tokens i to j have no
// role yet.
func (p *parser) allFree(i, j int) bool {
	for k := i; k <= j; k++ {
		if p.toks[k].kind != lex.Punct && p.toks[k].role != roleNone {
			return false
		}
	}
	return true
}

// capitalNamesake reports whether the country's name at tokens first..j
// (phrase row of the country names) is its capital's, which shares it
// ("Guatemala", "Panamá"): the name is a city of the tables, it is the
// country being read, and no place comes before it, only the street or
// the neighborhood ("6a Avenida 10-20, Zona 1, Guatemala"). The same name
// after a place ("Mixco, Guatemala", "Panamá, Panamá") is the country.
// pf, prow and ok are matchBackward(j).
func (p *parser) capitalNamesake(first, row, pf, prow int, ok bool) bool {
	if int(refs(row)[0]&refRowMask) != p.ci {
		return false
	}
	if !ok || pf != first || p.cityOf(prow) < 0 {
		return false
	}
	pw := p.prevWord(first)
	if pw < 0 {
		return false
	}
	_, _, placeBefore := p.matchBackward(pw)
	return !placeBefore
}

// stray reports whether token j is a single letter or a number of up to
// three digits after a stray symbol or quote ("Cancún!0"): not a place, and not a
// postal code of any country.
func (p *parser) stray(j int) bool {
	w := p.word(j)
	if len(w) != 1 && !(p.isNumber(j) && len(w) <= 3) || j == 0 || p.toks[j-1].kind != lex.Punct {
		return false
	}
	switch p.toks[j-1].punct {
	case '?', '"', '#', '&', ':':
		return true
	}
	return false
}

// takePlace decides what the phrase row at tokens first..last names, given
// what the tail has found so far, and records it. It returns false when
// the phrase cannot be taken (the tail ends there). before is passed to
// regionReading. No neighborhood marker comes right before first: the
// caller has read that.
func (p *parser) takePlace(first, last, row int, postal []uint16, before *placeAt) bool {
	region, city := -1, -1
	for _, ref := range refs(row) {
		switch ref &^ refRowMask {
		case refRegion:
			if region < 0 {
				region = int(ref & refRowMask)
			}
		case refCity:
			city = p.betterCity(city, int(ref&refRowMask), postal)
		}
	}
	switch {
	case p.out.city >= 0:
		return p.placeBeforeCity(first, last, row, region, city)
	case p.out.cityText:
		return false // the city is the outermost locality; what precedes it is the neighborhood's
	case region >= 0 && p.out.region < 0 && (city < 0 || p.regionMarkerBefore(first) >= 0 || p.regionReading(first, region, city, postal, before)):
		p.out.region, p.out.regionFirst = region, first
		p.mark(first, last, roleRegion)
		return true
	case city >= 0:
		return p.takeCity(first, last, city)
	}
	return false
}

// placeBeforeCity is takePlace once the city is found: a place before it
// is taken only as the city's region or the city named twice.
func (p *parser) placeBeforeCity(first, last, row, region, city int) bool {
	switch {
	case p.out.region < 0 && region >= 0 && region == cityRegion(p.out.city):
		// "Región Metropolitana, Ñuñoa": the region before its city.
		p.out.region, p.out.regionFirst = region, first
		p.mark(first, last, roleRegion)
	case city >= 0 && p.sameCity(row) && p.segStart(first):
		p.mark(first, last, roleCity) // "Cercado de Lima, Lima": the city named twice
	default:
		return false // the city is the outermost locality; what precedes it is the neighborhood's
	}
	return true
}

// takeCity is takePlace for a phrase taken as city row city: a bairro
// after the number, a district of a large city, or the city itself.
func (p *parser) takeCity(first, last, city int) bool {
	if p.c.bairroFirst && p.lonePlace(first, last) && !cityTable[city].listed {
		return false // Rua Aimorés, 1.451, Lourdes: the bairro, after the number
	}
	if districtCity(city) >= 0 {
		first = p.nameBefore(first) // Parque da Vila Prudente: a neighborhood named after its district
	}
	if p.takeDistrict(city, span{first, last}) {
		p.out.cityFirst = first
		return true // Av. Santa Fe 3200, Palermo, CABA: a barrio of Buenos Aires
	}
	first = p.cityPrefix(first)
	p.out.city, p.out.cityFirst = city, first
	p.mark(first, last, roleCity)
	return true
}

// lonePlace reports whether the phrase first..last is the only place of
// the tail, right after the street line: it ends the address and the
// word before it is the house number or S/N.
func (p *parser) lonePlace(first, last int) bool {
	o := &p.out
	if o.region >= 0 || o.country >= 0 || o.postal != "" || p.nextWord(last) >= 0 || !p.segStart(first) {
		return false
	}
	prev := p.prevWord(first)
	return prev >= 0 && (p.isNumber(prev) || p.snAt(prev) > 0 || prev >= 2 && p.snAt(prev-2) > 0 || prev >= 1 && p.snAt(prev-1) > 0)
}

// sameCity reports whether the phrase row names the city already found.
func (p *parser) sameCity(row int) bool {
	for _, ref := range refs(row) {
		if ref&^refRowMask == refCity && int(ref&refRowMask) == p.out.city {
			return true
		}
	}
	return false
}

// cityPrefix returns the first token of "Ciudad de", "Cd." or "Ciudad"
// written before the city at first ("Ciudad de Toluca"), or first.
func (p *parser) cityPrefix(first int) int {
	i := p.prevWord(first)
	if i >= 0 && p.free(i) && p.toks[i].seg == p.toks[first].seg && string(p.word(i)) == "de" {
		i = p.prevWord(i)
	}
	if i >= 0 && p.free(i) && p.toks[i].seg == p.toks[first].seg {
		switch string(p.word(i)) {
		case "ciudad", "cd", "cdad":
			return i
		}
	}
	return first
}

// regionReading decides an ambiguous phrase that names region and city:
// it is the region when the place before it is a city of that region, or
// when the postal code belongs to the region and not to the city. The
// place before is looked up through before, where parseTail finds it when
// it goes on there.
func (p *parser) regionReading(first, region, city int, postal []uint16, before *placeAt) bool {
	if len(postal) > 0 && !containsRegion(postal, cityRegion(city)) && containsRegion(postal, region) {
		return true
	}
	prev := p.prevWord(first)
	if prev < 0 {
		return false
	}
	_, row, ok := p.matchBackwardAt(before, prev)
	if !ok {
		return p.unknownLocalityBefore(first, prev)
	}
	for _, ref := range refs(row) {
		if ref&^refRowMask == refCity && cityRegion(int(ref&refRowMask)) == region && districtCity(int(ref&refRowMask)) != city {
			return true // not a district of the city: "Flor Blanca, San Salvador" names the city
		}
	}
	return false
}

// unknownLocalityBefore reports whether the segment before the phrase at
// first ends with a word no table knows that would be the city, after a
// postal code or number ("Km 3245, 5613 Malargüe, Mendoza"): the phrase is
// then the region, the unknown words the city.
func (p *parser) unknownLocalityBefore(first, prev int) bool {
	if p.c.allCities || p.toks[prev].seg == p.toks[first].seg || !p.free(prev) || p.toks[prev].kind != lex.Word {
		return false
	}
	f := p.wordFrom(p.segHead(prev))
	if !p.isNumber(f) && p.toks[f].role != rolePostal || f == prev {
		return false
	}
	for k := p.nextWord(f); k <= prev; k = p.nextWord(k) {
		if p.toks[k].kind != lex.Word || p.class(k) != 0 {
			return false
		}
	}
	return true
}

// ownRegion reports whether words first..j, which name country row, are
// also exactly a region of the country validated: PR at the end of a
// Brazilian address is Paraná, not Puerto Rico as the USPS writes it.
// pf, prow and ok are matchBackward(j).
func (p *parser) ownRegion(first, row, pf, prow int, ok bool) bool {
	if int(refs(row)[0]&refRowMask) == p.ci {
		return false
	}
	return ok && pf == first && regionOf(prow) >= 0
}

// betterCity chooses between two cities of one phrase: the one in the
// region found so far, else the one the postal code allows; on a tie, a
// municipality before a district of a large city, and a capital or large
// city (listed) before a namesake.
func (p *parser) betterCity(cur, cand int, postal []uint16) int {
	if cur < 0 {
		return cand
	}
	score := func(c int) int {
		s := 0
		if p.out.region >= 0 && cityRegion(c) == p.out.region {
			s += 2
		}
		if containsRegion(postal, cityRegion(c)) {
			s++
		}
		return s
	}
	switch sc, sr := score(cand), score(cur); {
	case sc > sr:
		return cand
	case sc == sr && districtCity(cur) >= 0 && districtCity(cand) < 0:
		// Pedreira, SP; Penha: a municipality of the name before a
		// district of a large city, unless the region or the postal code
		// points to the district's (Belém - SP)
		return cand
	case sc == sr && districtCity(cand) < 0 && cityTable[cand].listed && !cityTable[cur].listed:
		return cand // Belém, Campo Grande: the capital before a small namesake
	}
	return cur
}

// regionMarkerBefore returns the first token of a region marker ("Provincia
// de", "Pcia.", "Estado de", "Depto. de") right before token first, or -1.
func (p *parser) regionMarkerBefore(first int) int {
	if p.cues&cueRegion == 0 {
		return -1
	}
	return p.readRegionMarker(first)
}

// readRegionMarker is regionMarkerBefore past its cue (cue.go).
func (p *parser) readRegionMarker(first int) int {
	i := p.prevWord(first)
	if i < 0 || p.toks[i].seg != p.toks[first].seg || !p.free(i) {
		return -1
	}
	if w := p.word(i); string(w) == "de" || string(w) == "del" {
		i = p.prevWord(i)
		if i < 0 || p.toks[i].seg != p.toks[first].seg || !p.free(i) {
			return -1
		}
	}
	if isRegionMarker(p.word(i)) {
		return i
	}
	return -1
}

// placeInName reports whether the phrase at first is the name that the
// word right before it in its segment starts: a neighborhood marker's
// (Col. Juárez, col Villa Guerrero) or a street's (streetNameAfter). Both
// read that word, which it finds once; with no word before the phrase in
// its segment, the answer is false. TestPlaceInName compares it with the
// tests it joins (placeInNameRef).
func (p *parser) placeInName(first int) bool {
	i := p.prevWord(first)
	if i < 0 || p.toks[i].seg != p.toks[first].seg {
		return false
	}
	return p.class(i)&cHood != 0 || p.streetNameAfter(i, first)
}

// streetNameAfter reports whether the phrase at first is part of a street
// name, given i, the word right before it, in its segment: i is a street
// type, a number sign or a cross-street marker, or connectors after a
// street type come before the phrase ("Av. de Mayo", "Calle de los
// Andes").
func (p *parser) streetNameAfter(i, first int) bool {
	if p.class(i)&(cStreet|cCross) != 0 {
		return true
	}
	if w := p.word(i); string(w) == "y" || string(w) == "e" || string(w) == "and" {
		for k := p.prevWord(i); k >= 0 && p.toks[k].seg == p.toks[first].seg; k = p.prevWord(k) {
			if p.class(k)&cCross != 0 {
				return true // entre Aguiar y Habana: the second cross street
			}
		}
	}
	for n := 0; n < 3 && i >= 0 && p.toks[i].seg == p.toks[first].seg && isConnector(p.word(i)); n++ {
		i = p.prevWord(i)
		if i >= 0 && p.toks[i].seg == p.toks[first].seg && p.class(i)&cStreet != 0 {
			return true
		}
	}
	return false
}

// mark gives tokens first..last the role r (separators keep theirs).
func (p *parser) mark(first, last int, r role) {
	for k := first; k <= last; k++ {
		if p.toks[k].kind != lex.Punct {
			p.toks[k].role = r
		}
	}
}

func containsRegion(set []uint16, region int) bool {
	for _, r := range set {
		if int(r) == region {
			return true
		}
	}
	return false
}
