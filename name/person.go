package name

import "github.com/ndval/ndval"

// person gives each word of a person's name its role: titles at the
// start, a suffix at the end, then the given names and surnames of the
// name's parts, split by a comma ("PÉREZ GONZÁLEZ, Juan Carlos") or by
// the order rules.
func (a *analysis) person() ndval.Reason {
	toks := a.sc.words()
	if !a.nameAfter(0, len(toks)) {
		return ndval.ReasonMissingValue // no word with a letter that is not a title
	}
	var buf [maxTokens][2]int8
	segs := a.segments(&buf)
	a.titles(segs)
	a.suffix(segs)
	// The parts that hold a name word, [lo, hi): the first, the second
	// and the last, which are all that is read of them.
	var first, second, last [2]int
	n := 0
	for _, sg := range segs {
		lo, hi := int(sg[0]), int(sg[1])
		for lo < hi && toks[lo].role != roleNone {
			lo++
		}
		for hi > lo && toks[hi-1].role != roleNone {
			hi--
		}
		if a.hasName(lo, hi) {
			switch n {
			case 0:
				first = [2]int{lo, hi}
			case 1:
				second = [2]int{lo, hi}
			}
			last = [2]int{lo, hi}
			n++
		}
	}
	if n == 0 {
		return ndval.ReasonMissingValue
	}
	if n > 2 {
		a.warn |= WarnUncertainSplit
	}
	// The units live here, not in the analysis, so that a company's
	// name does not pay for zeroing them, and in a small array when the
	// name has few words, as nearly every name has: a part has no more
	// units than words.
	if len(toks) <= fewWords {
		var units [fewWords]unit
		a.splitParts(units[:], n, first, second, last)
	} else {
		var units [maxTokens]unit
		a.splitParts(units[:], n, first, second, last)
	}
	return ""
}

// fewWords bounds the words of a name whose units person keeps in its
// small array.
const fewWords = 8

// splitParts gives the roles of the n parts found by person, with room
// for their units in buf: the one part split by the order rules, or the
// registry's surnames, then given names.
func (a *analysis) splitParts(buf []unit, n int, first, second, last [2]int) {
	if n == 1 {
		a.split(buf, first[0], first[1])
		return
	}
	a.registry(buf, first[0], first[1], second[0], last[1])
}

// segments returns the parts of the value between commas, as [lo, hi)
// word ranges, in buf; empty parts are left out. buf is person's, not
// the analysis's, so that a company's name does not pay for zeroing it,
// and the analysis stays small (see analysis).
func (a *analysis) segments(buf *[maxTokens][2]int8) [][2]int8 {
	toks := a.sc.words()
	segs := buf[:0]
	if a.flags&fComma == 0 && len(toks) > 0 {
		return append(segs, [2]int8{0, int8(len(toks))}) // no comma: one part
	}
	lo := 0
	for i := range toks {
		if toks[i].flags&fComma != 0 || i == len(toks)-1 {
			if i+1 > lo {
				segs = append(segs, [2]int8{int8(lo), int8(i + 1)})
			}
			lo = i + 1
		}
	}
	return segs
}

// hasName reports whether words [lo, hi) hold a letter.
func (a *analysis) hasName(lo, hi int) bool {
	for _, t := range a.sc.words()[lo:hi] {
		if t.flags&fLetter != 0 {
			return true
		}
	}
	return false
}
