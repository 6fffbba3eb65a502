package address

import "github.com/ndval/ndval/address/internal/lex"

// Phrase matching: the longest written form of a region, city or country
// that ends (or starts) at a token. A phrase is one run of words: it never
// crosses a separator other than a dash between words, nor a token that
// already has a role.

// matchBackward returns the longest phrase of the country that ends at
// token j: its first token and its row in phraseTable.
func (p *parser) matchBackward(j int) (first, row int, ok bool) {
	c := &countryTable[p.ci]
	return p.matchBack(j, int(c.phraseLo), int(c.phraseHi), int(c.maxWords))
}

// matchCountryName returns the longest country name that ends at token j.
func (p *parser) matchCountryName(j int) (first, row int, ok bool) {
	return p.matchBack(j, countryPhrasesLo, countryPhrasesHi, 4)
}

func (p *parser) matchBack(j, lo, hi, maxWords int) (first, row int, ok bool) {
	if !p.free(j) {
		return 0, 0, false
	}
	var starts [16]int
	n := 0
	end := p.toks[j].fe // phrase(i, j) holds no '|' up to here
	for i := j; i >= 0 && n < min(maxWords, len(starts)); i-- {
		if p.toks[i].kind == lex.Punct {
			continue
		}
		if !p.free(i) || hasBar(p.fold[p.toks[i].fe:end]) {
			break
		}
		end = p.toks[i].fs
		starts[n] = i
		n++
	}
	for k := n - 1; k >= 0; k-- {
		if r := findPhrase(lo, hi, p.phrase(starts[k], j)); r >= 0 {
			return starts[k], r, true
		}
	}
	return 0, 0, false
}

// matchForward returns the longest phrase of the country that starts at
// token i: its row and last token.
func (p *parser) matchForward(i int) (row, last int, ok bool) {
	if i < 0 || i >= p.n || !p.free(i) {
		return 0, 0, false
	}
	c := &countryTable[p.ci]
	var ends [16]int
	n := 0
	start := p.toks[i].fs // phrase(i, j) holds no '|' from here
	for j := i; j < p.n && n < min(int(c.maxWords), len(ends)); j++ {
		if p.toks[j].kind == lex.Punct {
			continue
		}
		if !p.free(j) || hasBar(p.fold[start:p.toks[j].fs]) {
			break
		}
		start = p.toks[j].fe
		ends[n] = j
		n++
	}
	for k := n - 1; k >= 0; k-- {
		if r := findPhrase(int(c.phraseLo), int(c.phraseHi), p.phrase(i, ends[k])); r >= 0 {
			return r, ends[k], true
		}
	}
	return 0, 0, false
}

// hasBar reports whether the fold buffer's bytes b, those between two
// words, hold the '|' of a separator that breaks a phrase; a word's own
// bytes never do. They are a byte or two, fewer than a call to
// bytes.IndexByte costs.
func hasBar(b []byte) bool {
	for _, c := range b {
		if c == '|' {
			return true
		}
	}
	return false
}

// free reports whether token i is a word or number with no role yet.
func (p *parser) free(i int) bool {
	return uint(i) < uint(p.n) && p.toks[i].kind != lex.Punct && p.toks[i].role == roleNone
}

// prevWord returns the word or number before token i, or -1.
func (p *parser) prevWord(i int) int {
	for i--; i >= 0; i-- {
		if p.toks[i].kind != lex.Punct {
			return i
		}
	}
	return -1
}

// nextWord returns the word or number after token i, or -1.
func (p *parser) nextWord(i int) int {
	for i++; i < p.n; i++ {
		if p.toks[i].kind != lex.Punct {
			return i
		}
	}
	return -1
}

// firstWord returns the first word or number of segment seg, or -1.
func (p *parser) firstWord(seg uint8) int {
	for i := 0; i < p.n; i++ {
		if p.toks[i].seg == seg && p.toks[i].kind != lex.Punct {
			return i
		}
		if p.toks[i].seg > seg {
			break
		}
	}
	return -1
}

// segWords returns how many words and numbers segment seg holds.
func (p *parser) segWords(seg uint8) int {
	n := 0
	for i := 0; i < p.n; i++ {
		if p.toks[i].seg == seg && p.toks[i].kind != lex.Punct {
			n++
		}
	}
	return n
}
