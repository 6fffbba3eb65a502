package name

// unit is a run of words that stays whole in a name: a word, a particle
// with the word after it ("de la Cruz", "San Martín"), a compound surname
// the lists know ("Ponce de León"), a compound given name they know
// ("María del Carmen"), or surnames joined by y, e or a hyphen ("Ortega y
// Gasset").
type unit struct {
	lo, hi int32 // words [lo, hi)
	join   int32 // the word y, e or i that joins two surnames, or -1
	class  class // what the lists say the unit is
}

// class is what the lists, or the unit's shape, say a unit is.
type class int8

const (
	unknown     class = iota
	given             // only a given name in the lists
	surname           // only a surname in the lists
	either            // both, in similar numbers
	weakGiven         // an initial before the last unit
	weakSurname       // a particle and a word, or a hyphenated word, the lists do not know
)

// affinity scores putting a unit of class c among the given names (or,
// negated, among the surnames). A word the lists do not know leans to the
// surnames: the given-name lists cover far more of the people than the
// surname lists do, since surnames are far more varied.
func (c class) affinity() int { return int(affinities[c&7]) }

// affinities is affinity by class, eight of them so that c&7, which is
// the class, needs no bounds check.
var affinities = [8]int8{given: 3, surname: -3, weakGiven: 1, weakSurname: -1, unknown: -1}

// makeUnits groups words [lo, hi) of a person's name into units, which it
// returns in buf's array (person's, with room for maxTokens).
func (a *analysis) makeUnits(buf []unit, lo, hi int) []unit {
	us := buf[:0]
	toks := a.sc.words()
	for i := lo; i < hi; {
		if toks[i].flags&fLetter == 0 && a.kinds[i]&kJoin == 0 {
			i++ // a stray period or hyphen
			continue
		}
		j := i
		for j+1 < hi && a.kinds[j]&kParticle != 0 && toks[j+1].flags&fLetter != 0 {
			j++
		}
		us = append(us, unit{lo: int32(i), hi: int32(j + 1), join: -1})
		i = j + 1
	}
	return a.joinUnits(us)
}

// joinUnits merges the units around a hyphen standing alone and around a
// conjunction that joins surnames: y in Spanish, e in Portuguese (and in
// Spanish before a word starting with i or hi), i in Catalan (Spain).
func (a *analysis) joinUnits(us []unit) []unit {
	if a.all&(kJoin|kConjY|kConjE|kConjI) == 0 {
		return us // no word joins
	}
	out := us[:0]
	for i := 0; i < len(us); i++ {
		u := us[i]
		if u.hi-u.lo == 1 && len(out) > 0 && i+1 < len(us) && a.letters(out[len(out)-1]) &&
			a.letters(us[i+1]) && a.joins(int(u.lo), int(us[i+1].lo)) {
			prev := &out[len(out)-1]
			if a.kinds[u.lo]&kJoin == 0 {
				prev.join = u.lo
			}
			prev.hi = us[i+1].hi
			i++
			continue
		}
		if a.kinds[u.lo]&kJoin != 0 {
			continue // a hyphen with nothing to join
		}
		out = append(out, u)
	}
	return out
}

// joins reports whether word i joins the words before it to word next.
func (a *analysis) joins(i, next int) bool {
	k := a.kinds[i]
	switch {
	case k&kJoin != 0:
		return true
	case k&kConjY != 0:
		return a.lang == spanish
	case k&kConjI != 0:
		return a.country == "ES"
	case k&kConjE != 0:
		if a.lang == portuguese {
			return true
		}
		var buf [shortLen]byte
		s := shortForm(&buf, a.sc.text(next))
		return len(s) > 0 && s[0] == 'i' || len(s) > 1 && s[0] == 'h' && s[1] == 'i'
	}
	return false
}

// letters reports whether the first word of u has a letter (it is not a
// hyphen standing alone).
func (a *analysis) letters(u unit) bool { return a.sc.toks[u.lo].flags&fLetter != 0 }
