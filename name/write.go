package name

import "github.com/ndval/ndval"

// write writes Full from the words: one space between words, a comma and
// a space where a comma was, each word cleaned (apostrophes ', hyphens -, invisible
// marks dropped) and, in a person's name, cased (case.go). When Full is
// the value as given, it is that string, so nothing is allocated.
func (a *analysis) write() ndval.Reason {
	var arr [MaxLength + 64]byte
	b := arr[:0]
	toks := a.sc.words()
	person := a.entity == ndval.EntityPerson
	var any flags
	firstName := -1
	for i, t := range toks {
		any |= t.flags
		if firstName < 0 && t.role >= roleGiven && t.role <= roleMaternal {
			firstName = i
		}
	}
	// all in capitals or all in lower case, and not only initials
	recase := any&fMulti != 0 && (any&(fUpper|fLower) == fUpper || any&(fUpper|fLower) == fLower)
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
		t.out0 = int32(len(b))
		if m == asWritten && t.flags&fRewrite == 0 {
			b = append(b, w...)
		} else {
			b = appendCased(b, w, m)
		}
		t.out1 = int32(len(b))
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
