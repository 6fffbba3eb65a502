package name

// Titles and suffixes (see doc.go # Order rules). A title counts only at
// the start of the name or of the given names after a comma, and needs a
// name word after it; a suffix only at the end. The words are in the
// table listed (kind.go):
//
//   - kTitle: Sr., Sra., Srta., Sres., Dr., Dra., Lic., Licda., Ing., Arq.,
//     Prof., Profa., Mtro., Mtra., Abog., Esc., Cr., Pbro., Mons., Gral.,
//     Cnel., Mr., Mrs., Ms., Eng., Enga.; with kUpper, written in capitals:
//     CP, CPN, CPA (contador público); with kTitleGiven, put before a given
//     name: Don, Doña, Dña., Dona, Dom, Fray, Sor.
//   - kSuffixAbbr, one name word before it is enough: Jr., Jnr., Sr. (at
//     the end), Snr., and the regnal numbers II, III, IV (kUpper).
//   - kSuffixWord, which are also names or surnames and count only after
//     two name words: Júnior, Filho, Filha, Neto, Neta, Sobrinho,
//     Sobrinha. Junior or Elder as a given name is not lost: a suffix is
//     only ever the last word.

// titles marks the titles at the start of the first part, and at the
// start of the second when the first holds the surnames: a title needs a
// name word after it in its part.
func (a *analysis) titles(segs [][2]int8) {
	if a.all&kTitle == 0 {
		return
	}
	toks := a.sc.words()
	for j, sg := range segs {
		if j > 1 {
			break
		}
		i, hi := int(sg[0]), int(sg[1])
		for i < hi && a.kinds[i]&kTitle != 0 && a.nameAfter(i+1, hi) {
			toks[i].role = roleTitle
			i++
		}
	}
}

// nameAfter reports whether a word in [lo, hi) has a letter and is not a
// title.
func (a *analysis) nameAfter(lo, hi int) bool {
	for i := lo; i < hi; i++ {
		if a.sc.toks[i].flags&fLetter != 0 && a.kinds[i]&kTitle == 0 {
			return true
		}
	}
	return false
}

// suffix marks the suffix of the name: a last part made only of suffixes
// ("Juan Pérez, Jr."), else the last word of the last part or, when a
// comma follows the surnames, of the first part ("SILVA FILHO, João"). A
// short suffix (Jr., II) needs one other name word, a suffix that is also
// a word (Júnior, Neto) two.
func (a *analysis) suffix(segs [][2]int8) {
	if a.all&(kSuffixAbbr|kSuffixWord) == 0 {
		return
	}
	toks := a.sc.words()
	lo, hi := int(segs[len(segs)-1][0]), int(segs[len(segs)-1][1])
	if len(segs) > 1 && a.allSuffixes(lo, hi) {
		for i := lo; i < hi; i++ {
			toks[i].role = roleSuffix
		}
		return
	}
	ends := [2]int{hi - 1, -1}
	if len(segs) > 1 {
		ends[1] = int(segs[0][1]) - 1
	}
	for _, i := range ends {
		if i < 0 {
			continue
		}
		k := a.kinds[i]
		need := 0
		switch {
		case k&kSuffixAbbr != 0:
			need = 1
		case k&kSuffixWord != 0:
			need = 2
		default:
			continue
		}
		if toks[i].role == roleNone && a.nameWords(i) >= need {
			toks[i].role = roleSuffix
			return
		}
	}
}

func (a *analysis) allSuffixes(lo, hi int) bool {
	for i := lo; i < hi; i++ {
		if a.kinds[i]&(kSuffixAbbr|kSuffixWord) == 0 {
			return false
		}
	}
	return true
}

// nameWords counts the words other than word i that have a letter and
// no role yet.
func (a *analysis) nameWords(i int) int {
	n := 0
	for j, t := range a.sc.words() {
		if j != i && t.role == roleNone && t.flags&fLetter != 0 {
			n++
		}
	}
	return n
}
