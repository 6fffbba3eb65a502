package name

import "github.com/ndval/ndval"

// write writes Full from the words: one space between words, a comma and
// a space where a comma was, each word cleaned (apostrophes ', hyphens -, invisible
// marks dropped) and, in a person's name, cased (case.go). When Full is
// the value as given, it is that string, so nothing is allocated.
//
// One pass over the words finds whether the value is written as Full
// would write it (asGiven), and puts each word where it stands in the
// value, which writeWords overwrites when it writes them otherwise; how
// the words are cased (whether a person's name is re-cased: all in
// capitals or all in lower case, and not only initials) is read from
// their flags, which run ORed, and which word is the first of the name
// itself only when they are written otherwise.
func (a *analysis) write() ndval.Reason {
	toks, s := a.sc.words(), a.sc.s
	// given: the words written as they are, one space between them or a
	// comma and a space after a word followed by a comma, give back the
	// value itself: the first word starts it, the last ends it, and
	// every separator is already so written. A value NFC made longer
	// than MaxLength is not (writeWords answers too long).
	given := len(toks) > 0 && len(s) <= MaxLength && toks[0].start == 0 && int(toks[len(toks)-1].end) == len(s)
	for i := range toks {
		t := &toks[i]
		t.out0, t.out1 = t.start, t.end
		if given && i > 0 {
			// the gap after the word before, s[end:t.start], is ", "
			// after a comma and " " otherwise: read by its length and
			// bytes, without slicing it for a string comparison
			end := int(toks[i-1].end)
			if toks[i-1].flags&fComma != 0 {
				given = int(t.start)-end == 2 && s[end] == ',' && s[end+1] == ' '
			} else {
				given = int(t.start)-end == 1 && s[end] == ' '
			}
		}
	}
	// every word's flags, which run ORed: no word's changed since cut
	any := a.flags
	// a word with a character written otherwise (an apostrophe, a dash,
	// an invisible mark) is not written as it is
	given = given && any&fRewrite == 0
	person := a.entity == ndval.EntityPerson
	recase := any&fMulti != 0 && (any&(fUpper|fLower) == fUpper || any&(fUpper|fLower) == fLower)
	if (!person || !recase) && given {
		// every word is written as it is (modeFor gives asWritten when
		// recase is false), and the words and separators are the value's:
		// Full is the value, each word where it stands in it
		a.full = s
		return ""
	}
	return a.writeWords(person, recase, a.firstName())
}

// firstName returns the first word of the name itself (a given name or a
// surname), or -1: the word writeWords capitalizes as a given name's.
func (a *analysis) firstName() int {
	for i, t := range a.sc.words() {
		if t.role >= roleGiven && t.role <= roleMaternal {
			return i
		}
	}
	return -1
}

// writeWords is write's general path: the words written one by one.
func (a *analysis) writeWords(person, recase bool, firstName int) ndval.Reason {
	var arr [MaxLength + 64]byte
	b := arr[:0]
	toks := a.sc.words()
	for i := range toks {
		t := &toks[i]
		if i > 0 {
			switch {
			case toks[i-1].flags&fComma != 0:
				b = append(b, ',', ' ')
			default:
				b = append(b, ' ')
			}
		}
		w := a.sc.text(i)
		m := asWritten
		if person {
			m = modeFor(a.kinds[i], recase, i == firstName && t.role == roleGiven)
		}
		t.out0 = int16(len(b))
		if m == asWritten && t.flags&fRewrite == 0 {
			b = append(b, w...)
		} else {
			b = appendCased(b, w, m)
		}
		t.out1 = int16(len(b))
		if len(b) > MaxLength {
			return ndval.ReasonTooLong
		}
	}
	full := a.sc.s
	if string(b) != a.sc.s {
		full = string(b)
	}
	if recase {
		full = nfc(full) // a case mapping may undo the NFC
		if len(full) > MaxLength {
			return ndval.ReasonTooLong
		}
	}
	a.full = full
	return ""
}
