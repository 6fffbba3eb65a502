package name

import "strings"

// classify sets the class of each unit from the lists (lookup.go) or, for
// the lists' blind spots, from its shape.
func (a *analysis) classify(us []unit) {
	last := len(us) - 1 // an initial there is the mother's surname's
	if a.order == OrderSurnamesFirst {
		last = -1 // read surnames first, an initial is a given name's
	}
	for i := range us {
		u := &us[i]
		switch {
		case u.join >= 0:
			u.class = surname // Ortega y Gasset, Costa e Silva
		case u.hi-u.lo == 1 && a.kinds[u.lo]&kInitial != 0:
			u.class = given // Juan P. Pérez
			if i == last {
				u.class = weakSurname // Juan Pérez G.
			}
		default:
			u.class = a.classOf(a.unitBits(*u))
			if u.class == unknown && (u.hi-u.lo > 1 || a.hyphenated(int(u.lo))) {
				u.class = a.particleClass(*u)
			}
		}
	}
}

// unitBits returns the role bits of the words of u as one key.
func (a *analysis) unitBits(u unit) uint8 {
	if u.hi-u.lo == 1 {
		if f, ok := a.keyInPlace(int(u.lo)); ok {
			// lookupToken's common path, without its call
			return keyBitsHash(f, a.sc.hashes[u.lo])
		}
		return a.lookupToken(int(u.lo))
	}
	var k keyBuf
	for j := u.lo; j < u.hi; j++ {
		a.addWord(&k, int(j))
	}
	return k.bits()
}

// classOf turns the role bits of the lists into a class for a.lang: a
// load from classes, which classOfBits fills.
func (a *analysis) classOf(bits uint8) class {
	return classes[a.lang&3][bits&(esGiven|esSurname|ptGiven|ptSurname)]
}

// classes is classOfBits by language and role bits, four of each so that
// the masks in classOf need no bounds check.
var classes = func() (t [4][16]class) {
	for _, l := range []language{noRules, spanish, portuguese} {
		for bits := range uint8(16) {
			t[l][bits] = classOfBits(l, bits)
		}
	}
	return t
}()

// classOfBits turns the role bits of the lists into a class for
// language l. A word only the other language's lists know (Alberto,
// Ronaldo in Portuguese) is weak evidence of the same role: Spanish and
// Portuguese share most given names and many surnames.
func classOfBits(l language, bits uint8) class {
	other := portuguese
	if l == portuguese {
		other = spanish
	}
	g, s := bits&l.givenBit() != 0, bits&l.surnameBit() != 0
	og, os := bits&other.givenBit() != 0, bits&other.surnameBit() != 0
	switch {
	case g && s:
		return either
	case g:
		return given
	case s:
		return surname
	case og && !os:
		return weakGiven
	case os && !og:
		return weakSurname
	}
	return unknown
}

func (a *analysis) hyphenated(i int) bool {
	for _, r := range a.sc.text(i) {
		if classify(r) == cHyphen {
			return true
		}
	}
	return false
}

// mergeSurnames joins a word and the particle unit after it when the lists
// know the two as one surname (Espinosa de los Monteros). In Spanish, a
// name of four units or more with a word and a "de" unit inside it
// (Zedillo Ponce de León, Montes de Oca Ruiz) would otherwise have three
// surnames: the two are joined as one compound surname, a guess that
// WarnUncertainSplit reports.
func (a *analysis) mergeSurnames(us []unit) []unit {
	if a.all&kParticle == 0 {
		return us // no particle unit to join
	}
	out := us[:0]
	guessed := false
	for i := 0; i < len(us); i++ {
		u := us[i]
		if i+1 < len(us) && u.hi-u.lo == 1 && u.join < 0 && a.kinds[u.lo]&kParticle == 0 &&
			us[i+1].join < 0 && a.kinds[us[i+1].lo]&kParticle != 0 {
			var k keyBuf
			for j := u.lo; j < us[i+1].hi; j++ {
				a.addWord(&k, int(j))
			}
			inside := i >= 1 && a.order == OrderGivenFirst || i+2 < len(us) && a.order == OrderSurnamesFirst
			guess := !guessed && a.lang == spanish && len(us) >= 4 && inside &&
				us[i+1].hi-us[i+1].lo == 2 && a.kinds[us[i+1].lo]&kDe != 0
			if known := k.bits()&a.lang.surnameBit() != 0; known || guess {
				if !known {
					guessed = true
					a.warn |= WarnUncertainSplit
				}
				u.hi = us[i+1].hi
				u.class = surname
				i++
			}
		}
		out = append(out, u)
	}
	return out
}

// mergeGiven joins the first units (the last, read surnames first) when
// the Spanish list knows them as one given name, written without its
// particles, as the generator keys them (José María, María del Carmen →
// "maria carmen", María de los Ángeles → "maria angeles"). At least one
// unit is left for a surname.
func (a *analysis) mergeGiven(us []unit) []unit {
	if a.lang != spanish {
		return us
	}
	for j := min(2, len(us)-2); j >= 1; j-- {
		lo, hi := 0, j+1
		if a.order == OrderSurnamesFirst {
			lo, hi = len(us)-j-1, len(us)
		}
		if !a.knownGiven(us[lo:hi]) {
			continue
		}
		m := unit{lo: us[lo].lo, hi: us[hi-1].hi, join: -1, class: given}
		for _, u := range us[lo+1 : hi] {
			if u.class == surname || u.class == either && a.kinds[u.lo]&kParticle == 0 {
				m.class = either // Juan Cruz; not María del Carmen, whose particle unit is no surname
			}
		}
		if m.class == either && len(us)-j == 2 {
			a.warn |= WarnUncertainSplit // Juan Cruz Pérez: Juan Cruz, or Juan and Cruz Pérez
		}
		us[lo] = m
		n := copy(us[lo+1:], us[hi:])
		return us[:lo+1+n]
	}
	return us
}

// knownGiven reports whether the words of us, less their particles, are
// one given name in the Spanish list. Most runs of two words or more end
// in a word that ends no such name (givenLast): they are not looked up.
func (a *analysis) knownGiven(us []unit) bool {
	last, n := -1, 0 // the last word of the key, and its words
	if a.all&(kParticle|kJoin|kConjY|kConjE|kConjI) == 0 && len(us) > 0 {
		// no particle and no word that joins: each unit is one word
		// (makeUnits), none joined, and each word counts
		last, n = int(us[len(us)-1].lo), len(us)
	} else {
		for _, u := range us {
			if u.join >= 0 {
				return false
			}
			for j := u.lo; j < u.hi; j++ {
				if a.kinds[j]&kParticle == 0 {
					last, n = int(j), n+1
				}
			}
		}
	}
	if n >= 2 {
		if t := &a.sc.toks[last]; t.fold1 > t.fold0 && !givenLast.mayHave(a.sc.folds[t.fold0:t.fold1]) {
			return false
		}
	}
	var k keyBuf
	for _, u := range us {
		for j := u.lo; j < u.hi; j++ {
			if a.kinds[j]&kParticle == 0 {
				a.addWord(&k, int(j))
			}
		}
	}
	return k.bits()&esGiven != 0
}

// givenLast holds the last word of every key of several words that the
// Spanish list knows as a given name (carmen of "maria carmen"): a key of
// several words whose last word it turns away is no given name.
var givenLast = func() (f wordFilter) {
	for _, w := range words {
		if i := strings.LastIndexByte(w.key(), ' '); i >= 0 && w.bits&esGiven != 0 {
			f.add([]byte(w.key()[i+1:]))
		}
	}
	return f
}()

// particleClass is the class of a unit of several words, or of a
// hyphenated word, the lists do not know as a whole: a particle unit
// whose last word the lists know only as a surname is a surname ("de
// Souza"). Otherwise, in Spanish, a particle or a hyphen marks a surname
// (the given names with particles, María del Carmen, are in the list of
// compound given names), unless its last word is only a given name (del
// Carmen, del Pilar, de Jesús: the second part of a compound given name
// as often as a surname), which makes it either. In Portuguese a particle
// also starts given names (Maria das Graças, Amália da Piedade): such a
// unit is either when its last word is a given name, else unknown.
func (a *analysis) particleClass(u unit) class {
	if a.kinds[u.lo]&kParticle != 0 {
		if c := a.classOf(a.lookupToken(int(u.hi - 1))); c == surname {
			return surname
		} else if c == given || a.lang == portuguese && c == either {
			return either
		}
	}
	if a.lang == spanish {
		return weakSurname
	}
	return unknown
}
