package address

import (
	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/strhash"
)

// Phrase matching: the longest written form of a region, city or country
// that ends (or starts) at a token. A phrase is one run of words: it never
// crosses a separator other than a dash between words, nor a token that
// already has a role.
//
// The walks stop at a separator's '|' by reading one byte of the fold
// buffer, the last before a word (matchBack) or the first after it
// (matchForward), not every byte between two words. That is exact
// whatever the buffer holds: a candidate that ran past a '|' holds it,
// and no phrase does (TestPhraseKeysNoBar), so that it is never the
// answer. And it stops them where a scan of every byte would: the bytes
// tokenize writes between two words are none, one space, or a '|' for
// each separator, never a space and a '|' together (a space is written
// before a word only when no '|' is last, and after a '|' every separator
// writes one; TestFoldGaps).

// matchBackward returns the longest phrase of the country that ends at
// token j: its first token and its row in phraseTable.
func (p *parser) matchBackward(j int) (first, row int, ok bool) {
	first, row, _, ok = p.matchBack(j, p.ci, int(countryTable[p.ci].maxWords))
	return first, row, ok
}

// matchCountryName returns the longest country name that ends at token j.
func (p *parser) matchCountryName(j int) (first, row int, ok bool) {
	first, row, _, ok = p.matchBack(j, countryNames, 4)
	return first, row, ok
}

// matchBack returns the longest phrase of phrase range rng (phraseRange)
// that ends at token j, of at most maxWords words, and h, the hash of its
// bytes taken from the last (strhash.ExtendReverse from strhash.Offset),
// which parseTail tests against another range's phraseEnds
// (noCountryNameFrom). It hashes the candidates from their last byte, a
// word at a time, and stops at the first whose words end no phrase of the
// range (phraseEnds): every longer candidate holds them after a space.
func (p *parser) matchBack(j, rng, maxWords int) (first, row int, h uint32, ok bool) {
	if !p.free(j) {
		return 0, 0, 0, false
	}
	var starts [16]uint8 // the candidates' first tokens, shortest first
	var hs [16]uint32    // and their hashes
	n, m := 0, 0         // words read, candidates kept
	salt := phraseEndsSalt(rng, true)
	end := int(p.toks[j].fe)
	at := end // the candidates so far start here
	h = strhash.Offset
	maxWords = min(maxWords, len(starts))
	for i := j; i >= 0 && n < maxWords; i-- {
		t := &p.toks[i]
		if t.kind == lex.Punct {
			continue
		}
		if t.role != roleNone {
			break
		}
		fs := int(t.fs)
		h = strhash.ExtendReverse(h, p.fold[fs:at])
		at = fs
		n++
		if mayEnd(h, salt) {
			starts[m], hs[m] = uint8(i), h
			m++
		} else if fs > 0 && p.fold[fs-1] == ' ' {
			break
		}
		if fs > 0 && p.fold[fs-1] == '|' {
			break // a separator before the word (tokenize writes a space before every word after another)
		}
	}
	lo, hi := phraseRange(rng)
	for k := m - 1; k >= 0; k-- {
		i := int(starts[k])
		if r := findPhraseReverse(lo, hi, hs[k], p.fold[p.toks[i].fs:end]); r >= 0 {
			return i, r, hs[k], true
		}
	}
	return 0, 0, 0, false
}

// matchForward returns the longest phrase of the country that starts at
// token i: its row and last token. It hashes the candidates a word at a
// time and stops at the first whose words start no phrase of the country
// (phraseEnds): every longer candidate holds them before a space.
func (p *parser) matchForward(i int) (row, last int, ok bool) {
	return p.matchForwardRoles(i, i)
}

// matchForwardRoles is matchForward reading the words of tokens i to
// end-1, if any, as if they had no role (matchForwardAny).
func (p *parser) matchForwardRoles(i, end int) (row, last int, ok bool) {
	if !p.free(i) && (i >= end || p.toks[i].kind == lex.Punct) {
		return 0, 0, false
	}
	var ends [16]uint8 // the candidates' last tokens, shortest first
	var hs [16]uint32  // and their hashes
	n, m := 0, 0       // words read, candidates kept
	salt := phraseEndsSalt(p.ci, false)
	maxWords := min(int(countryTable[p.ci].maxWords), len(ends))
	start := int(p.toks[i].fs)
	at := start // the candidates so far end here
	h := strhash.Offset
	for j := i; j < p.n && n < maxWords; j++ {
		t := &p.toks[j]
		if t.kind == lex.Punct {
			continue
		}
		if t.role != roleNone && j >= end {
			break
		}
		fe := int(t.fe)
		h = strhash.Extend(h, p.fold[at:fe])
		at = fe
		n++
		if mayEnd(h, salt) {
			ends[m], hs[m] = uint8(j), h
			m++
		} else if fe < p.nf && p.fold[fe] == ' ' {
			break
		}
		if fe >= p.nf || p.fold[fe] == '|' {
			break // the last word, or a separator after it (tokenize writes a space before every word after another)
		}
	}
	lo, hi := phraseRange(p.ci)
	for k := m - 1; k >= 0; k-- {
		j := int(ends[k])
		if r := findPhraseSum(lo, hi, hs[k], p.fold[start:p.toks[j].fe]); r >= 0 {
			return r, j, true
		}
	}
	return 0, 0, false
}

// free reports whether token i is a word or number with no role yet.
func (p *parser) free(i int) bool {
	return uint(i) < uint(p.n) && p.toks[i].role == roleNone // a separator never has roleNone
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

// segHead returns the first token (word or separator) of token k's
// segment, segFirst(p.toks[k].seg), by walking back from k: segments are
// numbered in order, so that the segment's tokens come right before k,
// and a scan from the first token would pass every segment before it.
func (p *parser) segHead(k int) int {
	seg := p.toks[k].seg
	for k > 0 && p.toks[k-1].seg == seg {
		k--
	}
	return k
}

// firstWord returns the first word or number of segment seg, or -1. It
// walks from the first token, which costs less than segFirst's binary
// search for the early segments it is asked about (the street's);
// wordFrom is the same walk from a segment's first token.
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

// wordFrom returns the first word or number of the segment whose first
// token is head, firstWord(p.toks[head].seg), or -1.
func (p *parser) wordFrom(head int) int {
	seg := p.toks[head].seg
	for i := head; i < p.n && p.toks[i].seg == seg; i++ {
		if p.toks[i].kind != lex.Punct {
			return i
		}
	}
	return -1
}

// numberFrom reports whether the segment whose first token is head holds
// a number, numberIn(p.toks[head].seg).
func (p *parser) numberFrom(head int) bool {
	seg := p.toks[head].seg
	for i := head; i < p.n && p.toks[i].seg == seg; i++ {
		if p.toks[i].kind == lex.Number {
			return true
		}
	}
	return false
}
