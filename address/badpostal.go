package address

import "github.com/ndval/ndval/address/internal/lex"

// Postal codes that are wrong: a token that looks like the country's
// postal code but fails its pattern is a postal code written wrongly, not
// free text, and makes the address invalid (ReasonInvalidPostalCode). It
// looks like one when it is
//
//   - in Argentina, a CPA letter followed by four or five digits and up to
//     four letters that is not a CPA (B16360, C1425XY);
//   - in Brazil, a CEP with a digit too few or too many on either side of
//     its hyphen (0131-000, 01310-10), or seven digits;
//   - elsewhere, a number one digit longer than the country's codes, or,
//     where codes have five digits or more, one digit shorter (a leading
//     zero lost: 6500 for 06500), next to a known city or region in its
//     segment ("Ciudad de México 065000", "Lima 1500").
//
// Only where no right code was found.

// findBadPostal looks, from the right, for a postal code in the wrong
// shape, and records it.
func (p *parser) findBadPostal() {
	if p.c.postal.none || p.out.postal != "" {
		return
	}
	for i := p.n - 1; i >= 0; i-- {
		if p.toks[i].kind == lex.Punct || !p.free(i) {
			continue
		}
		last, strong, ok := p.nearPostal(i)
		if !ok {
			continue
		}
		m := postalMatch{first: i, last: last, strong: strong, region: -1}
		if !p.acceptPostal(m) || !strong && !p.placeNextTo(i, last) {
			continue
		}
		p.out.badPostal = true
		p.out.postal = p.text(i, last)
		p.mark(i, last, rolePostal)
		return
	}
}

// nearPostal reports whether a code in the country's shape but not its
// pattern starts at token i; it returns its last token and whether the
// shape alone makes it a code (letters or a hyphen where the country
// writes them).
func (p *parser) nearPostal(i int) (last int, strong, ok bool) {
	f := &p.c.postal
	switch f.form {
	case formAR:
		if nearCPA(p.word(i)) {
			return i, true, true
		}
	case formBR:
		if n := p.digitsAt(i); (n == 4 || n == 6) && p.hyphenNumber(i) == 3 || n == 5 && (p.hyphenNumber(i) == 2 || p.hyphenNumber(i) == 4) {
			return i + 2, true, true
		}
	}
	n := p.digitsAt(i)
	if n == 0 || f.maxDigits == 0 || p.isPunct(i+1, '-') || p.isPunct(i-1, '-') {
		return 0, false, false
	}
	return i, false, n == f.maxDigits+1 || f.minDigits >= 5 && n == f.minDigits-1
}

// nearCPA reports whether the folded word w is shaped like an Argentine
// CPA but is not one: a CPA letter, four or five digits and up to four
// letters.
func nearCPA(w []byte) bool {
	if len(w) < 5 || len(w) > 10 || w[0] < 'a' || w[0] > 'z' || w[0] == 'i' || w[0] == 'o' {
		return false
	}
	d := 1
	for d < len(w) && lex.IsDigit(w[d]) {
		d++
	}
	if d-1 != 4 && d-1 != 5 || len(w)-d > 4 {
		return false
	}
	for _, c := range w[d:] {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return len(w) != 8 || d-1 != 4 // a CPA is 1 + 4 + 3
}

// digitsAt returns the length of number token i, or 0.
func (p *parser) digitsAt(i int) int {
	if !p.isNumber(i) {
		return 0
	}
	s := p.text(i, i)
	if !allDigits(s) {
		return 0
	}
	return len(s)
}

// hyphenNumber returns the length of the number joined to token i by a
// hyphen without spaces, or 0.
func (p *parser) hyphenNumber(i int) int {
	if !p.isPunct(i+1, '-') || p.toks[i+1].space || i+2 >= p.n || p.toks[i+2].space {
		return 0
	}
	return p.digitsAt(i + 2)
}

// placeNextTo reports whether a known place phrase ends right before
// token first or starts right after token last, in their segment.
func (p *parser) placeNextTo(first, last int) bool {
	seg := p.toks[first].seg
	if nw := p.nextWord(last); nw >= 0 && p.toks[nw].seg == seg {
		if _, _, ok := p.matchForward(nw); ok {
			return true
		}
	}
	if pw := p.prevWord(first); pw >= 0 && p.toks[pw].seg == seg {
		if f, _, ok := p.matchBackward(pw); ok && p.toks[f].seg == seg {
			return true
		}
	}
	return false
}
