package name

import (
	"unicode"
	"unicode/utf8"
)

// Casing (see doc.go # Casing). A person's name written all in capitals
// or all in lower case is put in name case: each word starts with a
// capital, the rest is lower case, particles stay lower case inside the
// name, and the parts of a word after a hyphen, a period, an O' or D'
// style prefix, or Mc start with a capital. It uses the simple case
// mappings of package unicode, rune by rune, so no cases.Caser is built.

// caseMode says how a word is written into Full.
type caseMode uint8

const (
	asWritten caseMode = iota
	nameCase           // capital first letter (and after - . ' Mc), rest lower
	allLower           // a particle inside the name
	allUpper           // CP, II
)

// modeFor returns how a word of kind k of a person's name is written:
// recase says whether the name is written all in capitals or all in lower
// case, first whether the word starts the name with a given name. A
// particle that starts a surname keeps its lower case, first in the name
// too ("de la Torre, María Elena", "van der Berg").
func modeFor(k kind, recase, first bool) caseMode {
	if !recase {
		return asWritten // mixed case is kept
	}
	switch {
	case k&kUpper != 0:
		return allUpper
	case !first && k&kTitle == 0 && lowerParticle(k):
		return allLower
	}
	return nameCase
}

// appendCased appends word w to b in mode m, writing ' for the
// apostrophes, - for the hyphens and dashes, and dropping the invisible
// marks.
func appendCased(b []byte, w string, m caseMode) []byte {
	start := true // the next letter starts a part of the word
	part := 0     // letters in the current part
	partStart := len(b)
	for i := 0; i < len(w); {
		r, size := rune(w[i]), 1
		if r >= utf8.RuneSelf {
			r, size = decode(w, i)
		}
		i += size
		switch classify(r) {
		case cInvisible:
			continue
		case cApostrophe:
			b = append(b, '\'')
			start = m == nameCase && part >= 1 && part <= 4 && lettersAhead(w[i:]) >= 2
			part, partStart = 0, len(b)
			continue
		case cHyphen:
			b = append(b, '-')
			start, part, partStart = true, 0, len(b)
			continue
		case cPeriod:
			b = utf8.AppendRune(b, r)
			if r == '.' { // not the middle dot of Catalan l·l
				start, part, partStart = true, 0, len(b)
			}
			continue
		case cLetter:
		default:
			b = utf8.AppendRune(b, r)
			continue
		}
		upper := m == allUpper || m == nameCase && start
		switch {
		case m == asWritten:
			b = utf8.AppendRune(b, r)
		case r < utf8.RuneSelf: // an ASCII letter: its cases differ by one bit
			if upper {
				b = append(b, byte(r)&^0x20)
			} else {
				b = append(b, byte(r)|0x20)
			}
		case r < 0x100:
			if c, ok := latinCase(r, upper); ok { // title case is upper case there
				b = utf8.AppendRune(b, c)
			} else {
				b = appendCaseRune(b, r, m, start, upper, w[i:])
			}
		default:
			b = appendCaseRune(b, r, m, start, upper, w[i:])
		}
		start = false
		part++
		if m == nameCase && part == 2 && isMc(b[partStart:]) && lettersAhead(w[i:]) >= 2 {
			start = true // McDonald
		}
	}
	return b
}

// appendCaseRune appends the letter r in the case appendCased chose, by
// package unicode's simple mappings; rest is what follows r.
func appendCaseRune(b []byte, r rune, m caseMode, start, upper bool, rest string) []byte {
	switch {
	case m == nameCase && start:
		return utf8.AppendRune(b, unicode.ToTitle(r))
	case upper:
		return utf8.AppendRune(b, unicode.ToUpper(r))
	}
	return utf8.AppendRune(b, lower(r, rest))
}

// lower returns the lower case of r, with the final form of the Greek
// sigma at the end of a word (rest is what follows r).
func lower(r rune, rest string) rune {
	if r == 'Σ' {
		if next, _ := utf8.DecodeRuneInString(rest); !unicode.IsLetter(next) {
			return 'ς'
		}
	}
	return unicode.ToLower(r)
}

func isMc(b []byte) bool { return len(b) == 2 && b[0] == 'M' && b[1] == 'c' }

// lettersAhead counts the letters at the start of s, up to 2.
func lettersAhead(s string) int {
	n := 0
	for _, r := range s {
		if n == 2 || classify(r) != cLetter {
			break
		}
		n++
	}
	return n
}
