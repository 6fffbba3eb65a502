package address

import "github.com/ndval/ndval/address/internal/lex"

// What comes before the street: units that open their segment ("Edificio Atrium, Suite 306, Rua Franco de Sá, 310"), a place
// that fills its segment (a city, region or country written first:
// "Bogotá, D.C., calle 79 № 9-10", "Heredia, 50 oeste de la entrada
// principal de la UNA"), and the organisation's name, which is the rest
// and is left out.

// leading reads the tokens before token from, where the street starts.
// It walks those tokens once, segment by segment (a segment's first word
// is its first token that is no separator), where a search for each
// segment's first word from the first token (firstWord) passed them once
// a segment; with the street first, there is nothing to walk.
func (p *parser) leading(from, tail int) {
	streetSeg := p.toks[from].seg
	toks := p.toks[:from]
	for k := 0; k < len(toks); {
		if toks[k].kind == lex.Punct {
			k++
			continue
		}
		first, seg := k, toks[k].seg
		end := first
		for end < len(toks) && toks[end].seg == seg {
			end++
		}
		if seg < streetSeg {
			if p.unitAt(first, end) >= 0 || p.floorAt(first, end) >= 0 {
				p.rest(first, end)
			} else {
				p.leadingPlace(first, p.prevWord(end))
			}
		}
		k = end
	}
	for i := 0; i < from; i++ {
		if p.free(i) {
			p.toks[i].role = roleOrg
		}
	}
}

// leadingPlace takes tokens first..last, one segment, as the city,
// region or country when they are exactly one place phrase (after "La"
// or "El") that the tail did not already find.
func (p *parser) leadingPlace(first, last int) {
	o := &p.out
	if w := p.word(first); (string(w) == "la" || string(w) == "el") && first < last {
		if f, row, ok := p.matchCountryName(last); ok && f == p.nextWord(first) && o.country < 0 {
			o.country = int(refs(row)[0] & refRowMask)
			p.mark(first, last, roleCountry)
			return
		}
	}
	if f, row, ok := p.matchCountryName(last); ok && f == first {
		if o.country < 0 {
			o.country = int(refs(row)[0] & refRowMask)
		}
		p.mark(first, last, roleCountry)
		return
	}
	row, end, ok := p.matchForward(first)
	if !ok || end != last {
		return
	}
	if c := p.cityOf(row); c >= 0 && districtCity(c) >= 0 {
		return // San Cristóbal: Calle 62D: alone before the street, a district's name is the organisation's
	} else if c >= 0 && o.city < 0 && !o.cityText {
		o.city, o.cityFirst = c, first
		p.mark(first, last, roleCity)
		return
	}
	if r := regionOf(row); r >= 0 && o.region < 0 {
		o.region, o.regionFirst = r, first
		p.mark(first, last, roleRegion)
	}
}
