package address

import "github.com/ndval/ndval/address/internal/lex"

// Post-office boxes, blocks and landmark locators.
//
// A post-office box (Apartado Postal 4659, Apdo. 12, Casilla 425, Caixa
// Postal 10, P.O. Box 90) is not where the address is: it is recognized
// and left out of the parts. A block (Peru's "cuadra 8", "cdra. 17") is
// the Number, as Argentina's "al 3000" is, and an S/N after it adds
// nothing. A landmark locator stands for the street where streets have
// no usable names (Costa Rica, Nicaragua, Honduras): a distance and a
// direction from a landmark, "200 m al norte de la iglesia", "Una cuadra
// al norte de la plaza Central", "50 oeste de la entrada principal de la
// UNA", "De Los Pipitos, 2 blocks West"; see landmarkAt.

// otherAt reads, at token k after the street, a block, a post-office box,
// a landmark reference, a housing estate or another street, and returns
// the part's last token, or -1.
func (p *parser) otherAt(k, end int) int {
	o := &p.out
	w := p.word(k)
	if last := p.blockAt(k); last >= 0 && o.number.a < 0 && o.street.a >= 0 {
		p.setNumber(k, last) // cuadra 8: the block, in Peru
		return last
	}
	if last := p.poBoxAt(k); last >= 0 {
		p.mark(k, last, roleCross) // a post-office box: not where the address is
		return last
	}
	if p.distanceAt(k) >= 0 {
		return p.markToSegmentEnd(k, end, roleCross) // 200 m al norte: a landmark reference
	}
	if string(w) == "conjunto" && p.isWord(k+1) && p.free(k+1) && !p.shortValue(k+1) && p.toks[k+1].seg == p.toks[k].seg {
		last := p.nameEnd(k+1, end) // Conjunto Nova Pampulha: a housing estate, not a unit
		p.addHood(k, last)
		return last
	}
	if p.class(k)&cStreet != 0 && p.segmentHead(k) && o.street.a >= 0 && k > o.street.b && p.isWord(k+1) {
		return p.markToSegmentEnd(k, end, roleCross) // Calle 98, Via 104: another street, a reference
	}
	return -1
}

// otherMay is otherAt's gate, read before the call, for token k of class
// c and word w: but for a distance, otherAt reads a part only at a
// block's or a post-office box's cue, a street type or "conjunto". Where
// otherMay is false, otherAt is distanceAt's part alone (restAt).
func (p *parser) otherMay(k int, c class, w []byte) bool {
	return p.cued(k, cueBlock|cuePOBox) || c&cStreet != 0 || string(w) == "conjunto"
}

// poBoxAt returns the last token of the post-office box that starts at
// token k, or -1.
func (p *parser) poBoxAt(k int) int {
	if uint(k) < maxTokens && p.toks[k].cue&cuePOBox != 0 { // p.cued(k, cuePOBox) written out, so that the gate inlines
		return p.readPOBox(k)
	}
	return -1
}

// readPOBox is poBoxAt past its cue (cue.go).
func (p *parser) readPOBox(k int) int {
	if !p.free(k) {
		return -1
	}
	j := p.nextWord(k)
	switch string(p.word(k)) {
	case "apartado", "apdo", "casilla", "caixa", "cx":
		switch string(p.word(j)) {
		case "postal", "aereo", "de", "correo", "correos":
			j = p.nextWord(j)
			if string(p.word(j)) == "correo" || string(p.word(j)) == "correos" {
				j = p.nextWord(j)
			}
		}
	case "po", "pobox":
		if string(p.word(k)) == "po" {
			if string(p.word(j)) != "box" {
				return -1
			}
			j = p.nextWord(j)
		}
	default:
		return -1
	}
	if n := p.numberSignAt(j); n > 0 {
		j += n
	}
	if !p.isNumber(j) || j-k > 8 {
		return -1
	}
	return j
}

// blockAt returns the last token of a block number that starts at token
// k ("cuadra 8", "cdra. 17", with a following S/N), or -1.
func (p *parser) blockAt(k int) int {
	if uint(k) < maxTokens && p.toks[k].cue&cueBlock != 0 { // p.cued(k, cueBlock) written out, so that the gate inlines
		return p.readBlock(k)
	}
	return -1
}

// readBlock is blockAt past its cue (cue.go).
func (p *parser) readBlock(k int) int {
	switch string(p.word(k)) {
	case "cuadra", "cdra", "cda":
	default:
		return -1
	}
	n := p.nextWord(k)
	if !p.isNumber(n) || p.toks[n].seg != p.toks[k].seg {
		return -1
	}
	if s := p.snAt(p.nextWord(n)); s > 0 && p.toks[p.nextWord(n)].seg == p.toks[k].seg {
		p.mark(p.nextWord(n), p.nextWord(n)+s-1, roleSkip)
	}
	return n
}

// distanceAt returns the last token of a distance and a direction that
// start at token k: a number or a number word, a unit of length or of
// blocks (m, metros, mts, varas, vrs, c, cuadras, km, blocks) or none,
// "al", "hacia" or nothing, and a direction (norte, sur, este, oeste,
// arriba, abajo, al lago, north ...); or -1.
func (p *parser) distanceAt(k int) int {
	if p.cues&cueCompass == 0 {
		return -1 // no direction to end a distance
	}
	return p.readDistance(k)
}

// readDistance is distanceAt past its cue (cue.go).
func (p *parser) readDistance(k int) int {
	if !p.isNumber(k) && !numberWord(p.word(k)) {
		return -1
	}
	j := p.nextWord(k)
	if j < 0 || p.toks[j].seg != p.toks[k].seg {
		return -1 // the direction is in k's segment, at j or after (segments only grow)
	}
	if p.isPunct(k+1, '/') || p.isPunct(k+1, '-') {
		return -1 // 1/2, 71-21: not a distance
	}
	switch string(p.word(j)) {
	case "m", "mts", "mt", "metros", "metro", "mtrs", "varas", "vrs", "vs", "c", "cuadra", "cuadras", "cdas", "cds",
		"km", "kms", "block", "blocks", "yardas":
		j = p.nextWord(j)
	}
	switch string(p.word(j)) {
	case "al", "hacia", "a", "to":
		j = p.nextWord(j)
		if string(p.word(j)) == "la" || string(p.word(j)) == "el" || string(p.word(j)) == "the" {
			j = p.nextWord(j)
		}
	}
	if j < 0 || p.toks[j].seg != p.toks[k].seg || !compassWord(p.word(j)) {
		return -1
	}
	for t := j + 1; t < p.n && p.toks[t].seg == p.toks[k].seg; t++ {
		if p.numberLike(t) && p.distanceAt(t) < 0 {
			return -1 // 5 Norte 1234: a numbered street and its house number
		}
	}
	return j
}

// numberWord reports whether w is a small number written in words, as
// landmark distances are: una cuadra, media cuadra.
func numberWord(w []byte) bool {
	switch string(w) {
	case "un", "una", "uno", "media", "medio", "dos", "tres", "cuatro", "cinco", "one", "two", "half":
		return true
	}
	return false
}

// compassWord reports whether w gives a landmark locator's direction.
func compassWord(w []byte) bool {
	switch string(w) {
	case "norte", "sur", "este", "oeste", "oriente", "poniente", "arriba", "abajo", "lago", "montana",
		"north", "south", "east", "west":
		return true
	}
	return false
}

// landmarkAt returns the first and last token of a landmark locator in
// segment seg: from a distance and direction to the segment's end
// ("Una cuadra al norte de la plaza Central"), and, when the distance
// opens its segment and the segment before starts with "de", "del" or
// "desde", from that segment ("De Los Pipitos, 2 blocks West"); ok is
// false when the segment holds no distance and direction.
func (p *parser) landmarkAt(seg uint8, tail int) (first, last int, ok bool) {
	if p.cues&cueCompass == 0 {
		return 0, 0, false // no distance (distanceAt)
	}
	for k := p.firstWord(seg); k >= 0 && k < tail && p.toks[k].seg == seg; k++ {
		if !p.free(k) || p.toks[k].kind == lex.Punct {
			continue
		}
		if p.distanceAt(k) < 0 {
			continue
		}
		first, last = k, k
		for j := k; j < tail && p.toks[j].seg == seg; j++ {
			if p.free(j) {
				last = j
			}
		}
		if k == p.firstWord(seg) && seg > 0 {
			if b := p.firstWord(seg - 1); b >= 0 && p.free(b) && fromWord(p.word(b)) {
				first = b
			}
		}
		return first, last, true
	}
	return 0, 0, false
}

// fromWord reports whether w opens a landmark: de, del, desde, from.
func fromWord(w []byte) bool {
	switch string(w) {
	case "de", "del", "desde", "from":
		return true
	}
	return false
}
