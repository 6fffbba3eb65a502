package name

// The order rules (see doc.go # Order rules): which units of a name are
// given names and which are surnames, and which surname is the father's.

// split gives the roles of a name written without a comma, words
// [lo, hi), read in a.order; buf is room for its units.
func (a *analysis) split(buf []unit, lo, hi int) {
	us := a.mergeSurnames(a.makeUnits(buf, lo, hi))
	a.classify(us)
	us = a.mergeGiven(us)
	if a.order == OrderGivenFirst && surnamesFirstByLists(us) {
		// GARCIA LOPEZ JUAN CARLOS, as registers and spreadsheets write
		// names: the lists read it surnames first; the order stays a guess.
		a.order = OrderSurnamesFirst
		a.warn |= WarnAmbiguousOrder
	}
	a.noteInitials(us)
	if len(us) == 1 {
		a.single(us[0])
		return
	}
	k, sure := a.bestSplit(us)
	if !sure {
		a.warn |= WarnUncertainSplit
	}
	giv, sur := a.parts(us, k)
	for _, u := range giv {
		a.mark(u, roleGiven)
	}
	a.surnames(sur)
	first, last := us[0].class, us[len(us)-1].class
	if a.order == OrderSurnamesFirst {
		first, last = last, first
	}
	if first == surname && last == given {
		a.warn |= WarnAmbiguousOrder
	}
}

// surnamesFirstByLists reports whether the lists read units us surnames
// first: a run of units that are not given names, one of them only a
// surname, then a run of units that are not surnames, one of them only a
// given name ("GARCIA LOPEZ JUAN CARLOS", "ABASOLO SANCHEZ PEDRO
// DANIEL"). Words both lists know, or neither, decide nothing either way.
func surnamesFirstByLists(us []unit) bool {
	i, sur := 0, false
	for ; i < len(us) && us[i].class != given && us[i].class != weakGiven; i++ {
		sur = sur || us[i].class == surname
	}
	if !sur || i == len(us) {
		return false
	}
	for _, u := range us[i:] {
		if u.class == surname || u.class == weakSurname {
			return false
		}
	}
	return true
}

// bestSplit returns how many units are given names, by the score of each
// possible split, and whether the best is clearly ahead and puts no unit
// where the lists know it only in the other part.
//
// Each split's affinity, that of its given-name units less that of its
// surname units, is 2*gAff-total, gAff the given-name units' and total
// every unit's: total, the same for every split, moves every score alike,
// so that it is left out. The splits are only compared with each other,
// and the margin of the best over the second is the same without it (with
// one split only, the margin over no second is huge either way).
func (a *analysis) bestSplit(us []unit) (int, bool) {
	// the units joined by y, e or i: none when no word is one (joinUnits)
	joins := 0
	if a.all&(kConjY|kConjE|kConjI) != 0 {
		for _, u := range us {
			if u.join >= 0 {
				joins++
			}
		}
	}
	best, second, bestK := -1<<30, -1<<30, 1
	gAff, gJoins := 0, 0 // every given-name unit's affinity, and those joined
	for k := 1; k < len(us); k++ {
		u := us[k-1]
		if a.order == OrderSurnamesFirst {
			u = us[len(us)-k]
		}
		gAff += u.class.affinity()
		if u.join >= 0 {
			gJoins++
		}
		s := a.score(len(us), k, 2*gAff, joins-gJoins) // all less total (see above)
		switch {
		case s > best:
			best, second, bestK = s, best, k
		case s > second:
			second = s
		}
	}
	return bestK, a.sure(us, bestK, best-second)
}

// sure reports whether the split of k given-name units, ahead of the next
// best by margin, is clearly right: ahead by 3 or more, and no unit where
// the lists know it only in the other part.
func (a *analysis) sure(us []unit, k, margin int) bool {
	if margin < 3 {
		return false
	}
	giv, sur := a.parts(us, k)
	for i := range giv {
		if giv[i].class == surname {
			return false
		}
	}
	for i := range sur {
		if sur[i].class == given {
			return false
		}
	}
	return true
}

// parts returns the given-name units of us and its surname units when k
// are given names, in a.order.
func (a *analysis) parts(us []unit, k int) (giv, sur []unit) {
	if a.order == OrderSurnamesFirst {
		return us[len(us)-k:], us[:len(us)-k]
	}
	return us[:k], us[k:]
}

// score rates k given-name units of n: aff, each unit's affinity for
// its part (added for a given name, taken away for a surname), and how
// usual that many given names and surnames are in the language, a
// Spanish pair joined by y counting two (joins, among the surnames).
func (a *analysis) score(n, k, aff, joins int) int {
	s := aff
	m := n - k
	if a.lang == spanish {
		m += joins
		switch {
		case m == 2:
			s += 2 // a Spanish name has two surnames
		case m == 1 && n >= 4:
			s -= 2
		case m > 2:
			s -= 4 * (m - 2)
		}
	} else {
		if k == 2 {
			s++ // two given names are the most usual in Portugal and Brazil
		}
		if m > 4 {
			s -= 4 * (m - 4) // at most four surnames (Código do Registo Civil, art. 103)
		}
	}
	switch {
	case k >= 3 && a.country == "PT":
		s -= 4 // at most two given names (ibid.)
	case k >= 3:
		s -= k - 2 // three given names are rare
	}
	return s
}

// surnames gives the roles of the surname units: in Spanish the first is
// the father's, in Portuguese the last; the rest are the mother's. A
// single Spanish unit of two surnames joined by y (Ramón y Cajal) holds
// both.
func (a *analysis) surnames(sur []unit) {
	if len(sur) == 0 {
		return
	}
	pat := 0
	if a.lang == portuguese {
		pat = len(sur) - 1
	}
	for i, u := range sur {
		if i == pat {
			a.mark(u, rolePaternal)
		} else {
			a.mark(u, roleMaternal)
		}
	}
	u := sur[0]
	if len(sur) == 1 && u.join >= 0 && a.lang == spanish {
		a.mark(unit{lo: u.join + 1, hi: u.hi}, roleMaternal)
		a.sc.toks[u.join].role = roleNone
		a.mark(unit{lo: u.lo, hi: u.join}, rolePaternal)
	}
	if a.lang == spanish && len(sur) > 2 {
		a.warn |= WarnUncertainSplit
	}
	if last := sur[len(sur)-1]; a.lang == spanish && len(sur) == 2 && last.hi-last.lo == 2 &&
		a.kinds[last.lo]&kDe != 0 {
		a.warn |= WarnUncertainSplit // López de García, Fernández de Kirchner
	}
}

// single gives the role of the only unit of a name: a surname after a
// title such as Sr. or Dr., or when the lists know it only as one; else a
// given name.
func (a *analysis) single(u unit) {
	a.warn |= WarnSingleToken
	ro := roleGiven
	titled, givenTitle := false, false
	for i, t := range a.sc.words() {
		if t.role == roleTitle {
			titled = true
			givenTitle = givenTitle || a.kinds[i]&kTitleGiven != 0
		}
	}
	if titled && !givenTitle || !titled && u.class == surname {
		ro = rolePaternal
	}
	a.mark(u, ro)
}

// registry gives the roles of a name written with a comma: the surnames
// in words [sLo, sHi), the given names in [gLo, gHi); buf is room for
// their units.
func (a *analysis) registry(buf []unit, sLo, sHi, gLo, gHi int) {
	a.noteInitials(a.makeUnits(buf, gLo, gHi)) // before the surnames' units reuse buf
	us := a.mergeSurnames(a.makeUnits(buf, sLo, sHi))
	a.noteInitials(us)
	a.surnames(us)
	if a.lang == portuguese && len(us) > 4 {
		a.warn |= WarnUncertainSplit
	}
	toks := a.sc.words()
	for i := gLo; i < gHi; i++ {
		if toks[i].role == roleNone {
			toks[i].role = roleGiven
		}
	}
}

// mark gives role ro to the words of u.
func (a *analysis) mark(u unit, ro role) {
	for i := u.lo; i < u.hi; i++ {
		a.sc.toks[i].role = ro
	}
}

// noteInitials sets WarnInitial when a unit is a single letter (Juan P.
// Pérez), not a letter joined to others (A-B).
func (a *analysis) noteInitials(us []unit) {
	if a.all&kInitial == 0 {
		return // no word is an initial
	}
	for _, u := range us {
		if u.hi-u.lo == 1 && a.kinds[u.lo]&kInitial != 0 {
			a.warn |= WarnInitial
		}
	}
}
