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
			if pass < 2 {
				i = p.strongerStreet(i, tail)
			}
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
	if p.cues&cueEn == 0 {
		return -1
	}
	for k := 0; k+1 < tail; k++ {
		if !p.free(k) || string(p.word(k)) != "en" {
			continue
		}
		t := p.nextWord(k)
		if w := p.word(t); string(w) == "la" || string(w) == "el" {
			t = p.nextWord(t)
		}
		n := p.nextWord(t)
		if t > 0 && t < tail && p.toks[t].seg == p.toks[k].seg && p.class(t)&cStreet != 0 &&
			n > 0 && n < tail && p.toks[n].seg == p.toks[k].seg && p.free(n) {
			return t
		}
	}
	return -1
}

// strongerStreet returns where the street that pass 0 found at token i
// starts when a street type said it more strongly later: the last type
// inside i's segment before its number sign when i has none or a weak
// one ("CLINICA X CALLE 30 NO. 45-20", "SCS Quadra 2 Av. W3 Sul", "EXITO
// AVENIDA QUINTA AV 5 # 12-68": the words before are the organisation's
// or a building's), or the first of a later segment when i
// opens with a weak type and no number ("Plaza X, Local 5, Av. Y 100"),
// else i.
func (p *parser) strongerStreet(i, tail int) int {
	if p.class(i)&cStreet != 0 && !weakType(p.word(i)) || digitFirst(p.word(i)) || p.class(i)&cLocator != 0 {
		return i
	}
	seg := p.toks[i].seg
	inner := -1 // the last strong type before the number sign, not right after another type
	for k := p.nextWord(i); k >= 0 && k < tail && p.toks[k].seg == seg && p.numberSignAt(k) == 0; k = p.nextWord(k) {
		if p.free(k) && p.class(k)&cStreet != 0 && !weakType(p.word(k)) && p.nameFollows(k, tail) &&
			p.class(p.prevWord(k))&cStreet == 0 {
			inner = k // EXITO AVENIDA QUINTA AV 5 # 12-68: the type nearest the number
		}
	}
	if inner >= 0 {
		return inner
	}
	if !weakType(p.word(i)) || p.numberIn(seg) {
		return i
	}
	for k := p.nextWord(i); k >= 0 && k < tail; k = p.nextWord(k) {
		if p.toks[k].seg != seg && p.segStart(k) && p.free(k) && p.class(k)&cStreet != 0 && !weakType(p.word(k)) && p.nameFollows(k, tail) {
			return k
		}
	}
	return i
}

// weakType reports whether a street type also names a place that is not
// a street: a square or shopping centre (Plaza), Brasília's blocks and
// sectors (Quadra, Setor).
func weakType(w []byte) bool {
	switch string(w) {
	case "plaza", "pza", "praca", "pca", "quadra", "setor", "largo", "esplanada", "eixo":
		return true
	}
	return false
}
