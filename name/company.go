package name

import "unicode/utf8"

// Companies (see doc.go # Companies). A value is a company's name when it
// ends in a legal form (S.A., S.A. de C.V., Ltda., SpA, EIRELI, ME ...),
// holds a word that names an organization wherever it stands (Sociedad,
// Ministerio, Universidad, Asociados, Hnos. ...), has an & or ends in
// "e Hijos", or starts with a word that names an organization there but is
// also a surname (Banco, Iglesia, Caja) when its words are read given
// names first. The lists are in short form (fold.go), sorted.

// The words are in the table listed (kind.go), in short form: kLegal, the
// legal forms as the last word (SA, SAS, SAA, SAC, SAB, SAIC, SACIF, SRL,
// LTDA, LDA, EIRL, EIRELI, ME, MEI, EPP, SL, SLU, SPA, SC, AC, SCS, CA, CV
// of "de C.V.", RL of "S. de R.L.", SAPI, SOFOM, ENR, SNC, SGPS, IAP, INC,
// LLC, LTD, CORP, GMBH, PLC ...), or anywhere when written with periods
// (S.A. - Petrobras, S.A.C.I. Falabella) or as spaced initials of three
// letters or with de (S. R. L., S. A. de C. V.), but for the two-letter
// forms that are also initials (kLegalInitials: C.A., M.E.), which count
// at the end only; kOrgStrong, the words that name an organization
// wherever they stand, none of them a surname in the embedded lists but
// three rare ones INE counts (Sociedad, Compañía, Cía., Hnos., Asociados,
// Cooperativa, Fundación, Asociación, Universidad, Instituto, Ministerio,
// Municipalidad, Gobierno, Secretaría, Superintendencia, Grupo ...);
// kOrgWeak, those that name one only in first place, being also surnames
// (Banco, Caja, Caixa, Iglesia, Cámara, Casa, Escola ...); kFamily, Hijos,
// Hijo and Filhos after y, e or &.

// ascii reports whether w has no character past ASCII but invisible
// marks: the legal forms, particles and conjunctions are listed for such
// words only (S.A., de, y; not Sá, é). It reads bytes until one is past
// ASCII, so that it is inlined.
func ascii(w string) bool {
	for i := range len(w) {
		if w[i] >= utf8.RuneSelf {
			return asciiRunes(w)
		}
	}
	return true
}

// asciiRunes is ascii by runes.
func asciiRunes(w string) bool {
	for _, r := range w {
		if r >= utf8.RuneSelf && classify(r) != cInvisible {
			return false
		}
	}
	return true
}

// isCompany reports whether the words are a company's name (see
// company.go), and sets WarnCompanyWord when a company word is read as
// part of a person's name.
func (a *analysis) isCompany() bool {
	toks := a.sc.words()
	n := len(toks)
	if n > 0 && a.all&(kLegal|kDotted|kOrgStrong|kOrgWeak|kAmp|kFamily) == 0 {
		return false // each case below needs a word of one of these kinds
	}
	legal := 0
	for i := range toks {
		if a.kinds[i]&kLegal != 0 {
			legal++
		}
	}
	if legal == n {
		return true // S.A. alone: a company without a name
	}
	if a.spacedLegal() {
		return true // ACME S. A. de C. V.
	}
	for i := range toks {
		k := a.kinds[i]
		switch {
		case k&(kOrgStrong|kAmp) != 0:
			return true
		case k&kLegal != 0 && i < n-1 && n > 1 && k&(kLegalSa|kLegalInitials) == 0 &&
			(k&kDotted != 0 || k&kLong != 0 && i > 0):
			return true // Petróleo Brasileiro S.A. - Petrobras, S.A.C.I. Falabella; not Juan C.A. Pérez
		case k&kFamily != 0 && i == n-1 && i > 0 && a.kinds[i-1]&(kConjY|kConjE|kAmp) != 0:
			return true // Pérez e Hijos
		}
	}
	if last := n - 1; last > 0 && a.kinds[last]&kLegal != 0 {
		if a.kinds[last]&kLegalSa == 0 {
			return true
		}
		switch a.saIsSurname() {
		case saCompany:
			return true
		case saGivenName:
			a.warn |= WarnCompanyWord
		}
	}
	comma := false
	for _, t := range toks {
		comma = comma || t.flags&fComma != 0
	}
	if a.kinds[0]&kOrgWeak != 0 {
		if a.order == OrderGivenFirst && n > 1 && !comma {
			return true // Banco de Chile; not BANCO PÉREZ JUAN, Banco Pérez, Juan
		}
		a.warn |= WarnCompanyWord
	}
	for i := 1; i < n; i++ {
		if a.kinds[i]&kOrgWeak != 0 && a.kinds[i-1]&kParticle == 0 {
			a.warn |= WarnCompanyWord // Juan Banco Pérez, not de la Iglesia
		}
	}
	return false
}

// How a last word SA, written without periods, is read.
const (
	saCompany   = iota // the legal form
	saParticle         // the surname Sá without its accent, after de, da, do
	saGivenName        // Sá, after a Portuguese given name in a Portuguese-speaking country (JOAO SA)
)

func (a *analysis) saIsSurname() int {
	last := a.sc.n - 1
	switch {
	case a.kinds[last-1]&kParticle != 0:
		return saParticle
	case a.lang == portuguese && a.kinds[0]&(kOrgWeak|kLegal) == 0 &&
		a.lookupToken(0)&ptGiven != 0:
		return saGivenName
	}
	return saCompany
}

// spacedLegal reports whether the name holds, after a name, a legal form
// written as initials with periods and spaces: "S. A. de C. V.",
// "S. de R. L.", "S. R. L.", "S. A. S.", "S. A. C." anywhere, "S. A." and
// "S. L." at the end only (inside a name, S. A. are a person's initials,
// as two-letter forms such as C. A., A. C., M. E. are everywhere).
func (a *analysis) spacedLegal() bool {
	for end := a.sc.n; end > 1; end-- {
		if a.kinds[end-1]&(kInitial|kDotted) == kInitial|kDotted && a.spacedLegalAt(end) {
			return true
		}
	}
	return false
}

// spacedLegalAt reports whether the run of initials that ends before word
// end is a legal form (see spacedLegal).
func (a *analysis) spacedLegalAt(end int) bool {
	start, l1 := a.initialsBefore(end)
	if start == end || start == 0 {
		return false
	}
	if de := start - 1; de > 0 && a.kinds[de]&kDe != 0 {
		if s0, l0 := a.initialsBefore(de); s0 < de && s0 > 0 {
			return (l1 == "cv" || l1 == "rl") && (l0 == "sa" || l0 == "s" || l0 == "rl" || l0 == "sapi" || l0 == "sab")
		}
	}
	if len(l1) == 2 {
		return end == a.sc.n && (l1 == "sa" || l1 == "sl")
	}
	return len(l1) > 2 && listedKind([]byte(l1))&kLegal != 0
}

// initialsBefore returns where the run of single letters with periods
// that ends before word end starts, and its letters in lower case (at
// most 8); end when there is none.
func (a *analysis) initialsBefore(end int) (int, string) {
	var buf [8]byte
	i, n := end, 0
	for i > 0 && n < len(buf) && a.kinds[i-1]&(kInitial|kDotted) == kInitial|kDotted {
		w := a.sc.text(i - 1)
		if w[0] >= 0x80 {
			break
		}
		i--
		n++
	}
	for k := i; k < end; k++ {
		c := a.sc.text(k)[0]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[k-i] = c
	}
	return i, string(buf[:n])
}
