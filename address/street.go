package address

// Finding the street segment: see head.go for what the head holds.

// findStreet returns the street segment and the token where the street
// starts, or -1; landmark is the last token of a landmark locator that
// stands for the street (locator.go), or -1. A street introduced in prose
// ("en la calle Vives 66") comes first; then a segment that starts like
// a street (pass 0), unless a landmark locator comes before it; then a
// street type inside a segment (pass 1) and words followed by a number
// (pass 2).
func (p *parser) findStreet(tail int) (seg, from, landmark int) {
	if i := p.proseStreet(tail); i >= 0 {
		return int(p.toks[i].seg), i, -1
	}
	s0, i0 := p.streetPass(tail, 0)
	for sg := 0; sg < p.n && (s0 < 0 || sg < s0); sg++ {
		if f, l, ok := p.landmarkAt(uint8(sg), tail); ok {
			return int(p.toks[f].seg), f, l
		}
		if w := p.firstWord(uint8(sg)); w < 0 || w >= tail {
			break
		}
	}
	if s0 >= 0 {
		return s0, i0, -1
	}
	for pass := 1; pass < 3; pass++ {
		if s, i := p.streetPass(tail, pass); s >= 0 {
			return s, i, -1
		}
	}
	return -1, 0, -1
}

// streetPass returns the segment and token where a street starts by the
// rule of pass (see streetStarts), or -1.
func (p *parser) streetPass(tail, pass int) (seg, from int) {
	for i := 0; i < tail; i++ {
		if !p.free(i) || pass != 1 && !p.segStart(i) {
			continue // passes 0 and 2 look at the first free word of a segment
		}
		if p.streetStarts(i, tail, pass) {
			if pass == 1 && englishType(p.word(i)) {
				for pw := p.prevWord(i); pw >= 0 && p.free(pw) && p.toks[pw].seg == p.toks[i].seg; pw = p.prevWord(pw) {
					i = pw // Delmas Road: in English the type follows the name
				}
			}
			return int(p.toks[i].seg), i
		}
	}
	return -1, 0
}

// proseStreet returns the street type of a street introduced in prose,
// "en la calle Vives 66", "Malecón Center en la Avenida George
// Washington", or -1.
func (p *parser) proseStreet(tail int) int {
	for k := 0; k+1 < tail; k++ {
		if !p.free(k) || string(p.word(k)) != "en" {
			continue
		}
		t := p.nextWord(k)
		if w := string(p.word(t)); w == "la" || w == "el" {
			t = p.nextWord(t)
		}
		n := p.nextWord(t)
		if t > 0 && t < tail && p.toks[t].seg == p.toks[k].seg && classify(p.word(t))&cStreet != 0 &&
			n > 0 && n < tail && p.toks[n].seg == p.toks[k].seg && p.free(n) {
			return t
		}
	}
	return -1
}
