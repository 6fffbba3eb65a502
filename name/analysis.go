package name

import (
	"github.com/ndval/ndval"
)

// role is the part of a name a word was given.
type role uint8

const (
	roleNone role = iota
	roleTitle
	roleGiven
	rolePaternal
	roleMaternal
	roleSuffix
	roleCompany // a word of a company's name
)

// analysis is the work of one call of Validate: the words of the value,
// their kinds and roles, and what was found. It lives on the stack, and
// Validate zeroes it at each call: it is kept within 1,408 bytes, which
// the Go compiler zeroes with a loop of 64-byte stores rather than with
// REP STOSQ, an instruction for every 8 bytes (TestAnalysisSize).
type analysis struct {
	sc    scan
	kinds [maxTokens]kind
	// all is every word's kinds or'ed (before a hyphen's join clears
	// some): a step that acts only on words of a kind no word has
	// returns at once.
	all kind
	// flags is every word's flags or'ed, as cut left them: a step that
	// looks for a word with a flag no word has (a comma, a digit) need
	// not read the words.
	flags   flags
	lang    language
	order   Order
	warn    Warnings
	country string
	entity  ndval.Entity
	full    string
}

// run analyses s, trimmed, valid UTF-8 and in NFC, and writes Full.
func (a *analysis) run(s string) ndval.Reason {
	if why := a.sc.cut(s); why != "" {
		return why
	}
	toks := a.sc.words()
	for i := range toks {
		var buf [shortLen]byte
		var short []byte
		t := &toks[i]
		if t.fold1 >= 0 {
			short = shortOfToken(&buf, a.sc.folds[t.fold0:t.fold1], t.flags)
		} else {
			short = shortForm(&buf, a.sc.text(i))
		}
		k, plain := kindOfPlain(short, t.flags)
		if !plain {
			k = kindOfListed(k, short, a.sc.text(i), t.flags)
		}
		a.kinds[i] = k
		a.all |= k
		a.flags |= t.flags
	}
	for i := 1; i+1 < len(toks); i++ {
		if a.kinds[i]&kHyphen != 0 && toks[i-1].flags&fLetter != 0 && toks[i+1].flags&fLetter != 0 &&
			(toks[i-1].flags|toks[i].flags)&fComma == 0 {
			a.kinds[i] |= kJoin
			a.all |= kJoin
			// the words it joins are one word, as Full writes them:
			// neither is a particle or a conjunction
			a.kinds[i-1] &^= kParticle | kCapital | kDe | kConjY | kConjE | kConjI
			a.kinds[i+1] &^= kParticle | kCapital | kDe | kConjY | kConjE | kConjI
		}
	}
	if a.isCompany() {
		a.entity = ndval.EntityCompany
		return a.company()
	}
	if a.flags&(fDigit|fSymbol) != 0 {
		return ndval.ReasonInvalidFormat
	}
	a.entity = ndval.EntityPerson
	if why := a.person(); why != "" {
		return why
	}
	return a.write()
}

// addWord adds word i, folded, to the key k.
func (a *analysis) addWord(k *keyBuf, i int) {
	t := &a.sc.toks[i]
	if t.fold1 < 0 {
		k.add(a.sc.text(i))
		return
	}
	k.addFolded(a.sc.folds[t.fold0:t.fold1], int(t.end-t.start))
}

// lookupToken returns the role bits of word i: those of a key of the word
// alone, read from its folded form in place when that is the whole key.
func (a *analysis) lookupToken(i int) uint8 {
	if f, ok := a.keyInPlace(i); ok {
		return keyBitsHash(f, a.sc.hashes[i])
	}
	var k keyBuf
	a.addWord(&k, i)
	return k.bits()
}

// keyInPlace returns the folded form of word i and whether it is a key
// of the word alone, as lookupToken looks it up: it is when it is not
// empty (bits answers 0 for an empty key) and fits. It is inlined, so
// that a caller looks up the common word with one call.
func (a *analysis) keyInPlace(i int) ([]byte, bool) {
	t := &a.sc.toks[i]
	if t.fold1 < 0 {
		return nil, false
	}
	f := a.sc.folds[t.fold0:t.fold1]
	return f, len(f) > 0 && fits(0, int(t.end-t.start), len(f))
}

// company marks the words of a company's name, which is cleaned but not
// split. It needs a word with a letter besides the legal form.
func (a *analysis) company() ndval.Reason {
	toks := a.sc.words()
	found := false
	for i := range toks {
		toks[i].role = roleCompany
		if toks[i].flags&fLetter != 0 && a.kinds[i]&kLegal == 0 {
			found = true
		}
	}
	if !found {
		return ndval.ReasonMissingValue
	}
	return a.write()
}

// result writes the Result of a successful analysis to r, which is zero:
// each part is the span of Full from the first to the last word of its
// role. It writes r in place, in Validate's own result, rather than
// returning a Result of 160 bytes that Validate would copy twice.
func (a *analysis) result(r *Result) {
	var lo, hi [8]int16 // by role; eight so that role&7, the role, needs no bounds check
	var seen uint8      // the roles found, a bit each
	toks := a.sc.words()
	for i := range toks {
		t := &toks[i]
		ro := t.role & 7
		if seen&(1<<ro) == 0 {
			seen |= 1 << ro
			lo[ro] = t.out0
		}
		hi[ro] = t.out1
	}
	full := a.full
	r.Valid, r.Country, r.Warnings, r.Full, r.Entity = true, a.country, a.warn, full, a.entity
	// r is zero: a part of a role no word has (most names have no title
	// or suffix, a company no part) is left empty, not sliced
	if seen&(1<<roleTitle) != 0 {
		r.Title = full[lo[roleTitle]:hi[roleTitle]]
	}
	if seen&(1<<roleGiven) != 0 {
		r.First = full[lo[roleGiven]:hi[roleGiven]]
	}
	if seen&(1<<rolePaternal) != 0 {
		r.Paternal = full[lo[rolePaternal]:hi[rolePaternal]]
	}
	if seen&(1<<roleMaternal) != 0 {
		r.Maternal = full[lo[roleMaternal]:hi[roleMaternal]]
	}
	if seen&(1<<roleSuffix) != 0 {
		r.Suffix = full[lo[roleSuffix]:hi[roleSuffix]]
	}
}
