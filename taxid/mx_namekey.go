package taxid

import "unicode/utf8"

// The name letters of a Mexican person's RFC and CURP: positions 1-4 of
// both are taken from the person's name, so a name can be checked against
// an id. The functions take the name already split into given names and
// surnames (package name does that) and return the four letters.
//
// Current rule, RENAPO's for the CURP and the SAT's for the RFC (MXNameKey):
// the first letter of the first surname, its first vowel after that letter
// (X when none), the first letter of the second surname (X when none), and
// the first letter of the given name, of the second given name when there
// are two or more and the first is María or José (MARIA, MA., MA, M., M,
// JOSE, J., J). Each part is its first word that is not a particle (DA, DAS,
// DE, DEL, DER, DI, DIE, DD, EL, LA, LOS, LAS, LE, LES, MAC, MC, VAN, VON,
// Y); accents are dropped (Ü is U), CH and LL count as C and L, Ñ and any
// other character that is not A-Z become X, and an apostrophe, slash, dot
// or hyphen splits a word. When the four letters spell an inconvenient word
// the CURP's second letter becomes X (RENAPO's 81 words), the RFC's fourth
// (the SAT's 41).
//
// Source: Secretaría de Gobernación, "Instructivo Normativo para la
// Asignación de la CURP" (DOF 18 October 2021), its worked example
// SABC560626MDFLRN01 (Concepción Salgado Briseño) and Anexo 2; SAT, "Reglas
// para calcular el RFC", letras RFC (posiciones 1 a 4). MXNameKeyLegacy
// gives the letters of the SAT's 1988 rules, which its 2006 "Algoritmo para
// generar el RFC con homoclave" (INFOMEX 0610100135506) still publishes with
// worked examples; RFCs issued under them stay in use.

// MXNameKey returns the four letters that a person's RFC (typ "rfc") or
// CURP (typ "curp") takes from the name under the current rule, or "" when
// typ is neither or given or paternal has no word to take them from.
// Maternal may be empty.
//
// It is small enough to be inlined, so that a caller that only compares
// the key (package record's tax_id_matches_name) builds its string on the
// stack rather than allocating it.
func MXNameKey(typ, given, paternal, maternal string) string {
	k, ok := mxNameKey(typ, given, paternal, maternal)
	if !ok {
		return ""
	}
	return string(k[:])
}

// mxNameKey returns MXNameKey's four letters, and false where MXNameKey
// returns "".
func mxNameKey(typ, given, paternal, maternal string) (k [4]byte, ok bool) {
	if typ != "rfc" && typ != "curp" {
		return k, false
	}
	// Each part's letters from mxSettledWord, which answers most names at
	// once, else from its word as mxSurname and mxGiven read it.
	p, vowel, okP := mxSettledWord(paternal, true)
	if !okP {
		w, ok := mxSurname(paternal, false)
		p, vowel, okP = w.l[0], w.vowel, ok
	}
	g, _, okG := mxSettledWord(given, false)
	if !okG {
		w, ok := mxGiven(given, false)
		g, okG = w.l[0], ok
	}
	if !okP || !okG {
		return k, false
	}
	k = [4]byte{mxLetter(p), 'X', 'X', mxLetter(g)}
	if vowel != 0 {
		k[1] = vowel
	}
	m, _, okM := mxSettledWord(maternal, false)
	if !okM {
		w, ok := mxSurname(maternal, false)
		m, okM = w.l[0], ok
	}
	if okM {
		k[2] = mxLetter(m)
	}
	switch sets := mxInconvenient(mxWord32(k[:])); {
	case typ == "curp" && sets&mxForCURP != 0:
		k[1] = 'X'
	case typ == "rfc" && sets&mxForRFC != 0:
		k[3] = 'X'
	}
	return k, true
}

// MXNameKeyLegacy returns the four letters a person's RFC takes from the
// name under the SAT's 1988 rules, or "" when given or paternal has no word
// to take them from. They differ from MXNameKey's in four cases: one
// surname gives its first two letters and the given name's first two
// (Juan Martínez, MAJU); a first surname of one or two letters gives its
// letter, the second surname's and the given name's first two (Ernesto Ek
// Rivera, ERER); Ñ is kept; and an apostrophe joins rather than splits
// (Roberto O'farril Carballo, OACR). Its particles are DE, DEL, LA, LAS,
// LOS, MAC, MC, MI, VAN, VON and Y.
func MXNameKeyLegacy(given, paternal, maternal string) string {
	p, okP := mxSurname(paternal, true)
	g, okG := mxGiven(given, true)
	if !okP || !okG {
		return ""
	}
	m, okM := mxSurname(maternal, true)
	var k [4]byte
	switch {
	case !okM:
		k = [4]byte{p.l[0], p.second(), g.l[0], g.second()}
	case p.n <= 2:
		k = [4]byte{p.l[0], m.l[0], g.l[0], g.second()}
	default:
		k = [4]byte{p.l[0], 'X', m.l[0], g.l[0]}
		if p.vowel != 0 {
			k[1] = p.vowel
		}
	}
	if mxInconvenient(mxWord32(k[:]))&mxForRFC != 0 {
		k[3] = 'X'
	}
	b := make([]byte, 0, 8)
	for _, c := range k {
		switch c {
		case mxRFCEnye:
			b = utf8.AppendRune(b, 'Ñ')
		case mxOther:
			b = append(b, 'X')
		default:
			b = append(b, c)
		}
	}
	return string(b)
}
