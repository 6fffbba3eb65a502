package taxid

import (
	"strings"

	"github.com/ndval/ndval/internal/checksum"
)

// RUC: Registro Único de Contribuyente, the Panamanian tax id of the
// Dirección General de Ingresos (DGI), usually followed by its two check
// digits, the "dígito verificador": 155587169-2-2014 DV 09.
//
// Structure: a company's TOMO-FOLIO-ASIENTO (130-377-34706); a holder with
// a tax number and no registry entry, PROVINCE-NT-FOLIO-ASIENTO
// (8-NT-1-12541); a person's cédula (8-123-456, E-8-12345, see
// pa_cedula.go); then, optionally, "DV" and the two check digits.
//
// Check digits: the parts are laid out in a fixed-width 20-digit string,
// with one layout per kind of holder (paCompanyMatch, paNTMatch,
// paPersonMatch, paLetteredMatch), each digit is weighted 2, 3, 4, ...
// from the right, and DV1 = 11 - sum mod 11, or 0 when the remainder is 0
// or 1; DV2 is the same over the string followed by DV1. The layout needs
// to know where each part begins, which only the hyphens say, so
// Normalized keeps them (paAppendCompact). Written with hyphens, the DV is
// checked exactly against the written parts; without them, against every
// split of the digits, which is weaker (about one wrong DV in eight
// matches some split). Without a DV only the shape is checked. A partly
// hyphenated value and a finca's RUC are invalid_format; the DV of a
// lettered cédula is checked only where the open-source ports agree.
//
// Normalized is "8-NT-1-12541DV40", Formatted "8-NT-1-12541 DV 40". A
// numeric RUC whose first part cannot be a province is a company's, a
// lettered one a person's; the others have no entity.
//
// Source: DGI, "Cálculo del Dígito Verificador del RUC", as implemented by
// python-stdnum pa.ruc and juancorradine/Panama-RUC-DV-Calculator; the
// layouts in full, the evidence and the strictness figures are in
// testdata/pa_ruc.md.
var paRUC = document{
	name:  "ruc",
	title: "Registro Único de Contribuyente",
	algo:  "DGI two-digit DV, mod 11 (exact with the hyphens; any split of the parts without them)",
	id:    idPARUC,
}

// paMaxLen bounds the compacted values worth looking at; the longest valid
// one, 1234567890-1234-1234567DV12, is far shorter.
const paMaxLen = 40

func paCheckRUC(n string, _ Validator) verdict {
	if len(n) > paMaxLen {
		return verdict{reason: faultLength}
	}
	body, dv, r := paSplitDV(n)
	if r != faultNone {
		return verdict{reason: r}
	}
	t, k, ok := paTokens(body)
	switch {
	case !ok:
		return verdict{reason: faultFormat}
	case k == 0:
		return verdict{reason: faultLength}
	case paAllDigits(t[:k]):
		switch k {
		case 1:
			return paCheckRun(t[0], dv)
		case 3:
			return paCheckParts(t[0], t[1], t[2], dv)
		}
		return verdict{reason: faultFormat}
	case k >= 3 && t[1] == "NT" && isDigit(t[0][0]):
		return paCheckNT(t[:k], dv)
	}
	if r := paPersonShape(t[:k]); r != faultNone {
		return verdict{reason: r}
	}
	if match, verified := paLetteredMatch(t[:k], dv); verified && !match {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// paLetteredMatch checks the DV of the RUC of a person with a lettered
// cédula, in the runs t (letter, folio, asiento; or province, AV or PI,
// folio, asiento), where the open-source ports of the DGI rule agree: a
// folio of at most three digits, and an asiento of at most five digits, or
// six for E and N, which both take whole. The layout is "5", the province
// (two digits; "00" for E, N and PE), the letter's code (E 50, N 40, PE 75,
// AV 15, PI 79), the folio in three digits and the asiento in five (or its
// six). verified is false where the ports disagree or no DV was given.
func paLetteredMatch(t []string, dv int) (match, verified bool) {
	if dv < 0 || len(t) < 3 {
		return false, false
	}
	province, letter, rest := "00", t[0], t[1:]
	if isDigit(t[0][0]) {
		// AV and PI: the ports pad a one-digit province differently.
		if len(t) != 4 || len(t[0]) != 2 {
			return false, false
		}
		province, letter, rest = t[0], t[1], t[2:]
	}
	if len(rest) != 2 {
		return false, false
	}
	folio, asiento := rest[0], rest[1]
	var code string
	switch letter {
	case "E":
		code = "50"
	case "N":
		code = "40"
	case "PE":
		code = "75"
	case "AV":
		code = "15"
	case "PI":
		code = "79"
	default:
		return false, false
	}
	whole6 := letter == "E" || letter == "N"
	if len(folio) > 3 || len(asiento) > 6 || len(asiento) == 6 && !whole6 {
		return false, false
	}
	return paPersonDVIs(province, code, folio, asiento, true, dv), true
}

// paSplitDV splits the compacted n at its DV marker into the id and the
// check digits as a number 0-99; dv is -1 when there is no marker.
func paSplitDV(n string) (body string, dv int, r fault) {
	i := strings.Index(n, "DV")
	if i < 0 {
		return n, -1, faultNone
	}
	d := n[i+2:]
	if d == "" || len(d) > 2 || !checksum.IsDigits(d) {
		return n, -1, faultFormat
	}
	dv = int(d[0] - '0')
	if len(d) == 2 {
		dv = dv*10 + int(d[1]-'0')
	}
	return n[:i], dv, faultNone
}

// paCheckRun checks a numeric RUC written without hyphens: only its length
// and, with a DV, that some split of its digits gives it.
func paCheckRun(s string, dv int) verdict {
	if len(s) < 3 || len(s) > 21 {
		return verdict{reason: faultLength}
	}
	if checksum.AllSame(s) && s[0] == '0' {
		return verdict{reason: faultComponent}
	}
	if dv >= 0 && !paAnySplit(s, dv) {
		return verdict{reason: faultChecksum}
	}
	return verdict{}
}

// paCheckParts checks a numeric RUC written in three parts a-b-c: a
// company's tomo-folio-asiento or a person's province-book-entry.
func paCheckParts(a, b, c string, dv int) verdict {
	if checksum.AllSame(a) && a[0] == '0' {
		return verdict{reason: faultComponent} // no tomo or province 0
	}
	company := len(a) <= 10 && len(b) <= 4 && len(c) <= 7
	person := paProvince(a) && len(b) <= 4 && len(c) <= 6
	if !company && !person {
		return verdict{reason: faultLength}
	}
	if dv >= 0 && !(company && paCompanyMatch(a, b, c, dv)) && !(person && paPersonMatch(a, b, c, dv)) {
		return verdict{reason: faultChecksum}
	}
	if !paProvince(a) {
		return verdict{entity: entCompany}
	}
	return verdict{}
}

// paCheckNT checks the runs t of an NT RUC: province, "NT", then folio and
// asiento, as two runs (exact) or one (any split).
func paCheckNT(t []string, dv int) verdict {
	for _, s := range t[2:] {
		if !isDigit(s[0]) {
			return verdict{reason: faultFormat}
		}
	}
	if len(t) > 4 {
		return verdict{reason: faultFormat}
	}
	if !paProvince(t[0]) {
		return verdict{reason: faultComponent}
	}
	if len(t) == 3 {
		if len(t[2]) < 2 || len(t[2]) > 10 {
			return verdict{reason: faultLength}
		}
		if dv >= 0 && !paNTAnySplit(t[0], t[2], dv) {
			return verdict{reason: faultChecksum}
		}
		return verdict{}
	}
	if len(t[2]) > 3 || len(t[3]) > 7 {
		return verdict{reason: faultLength}
	}
	if dv >= 0 && !paNTMatch(t[0], t[2], t[3], dv) {
		return verdict{reason: faultChecksum}
	}
	return verdict{}
}

// paAppendRUC separates the DV: 155587169-2-2014DV09 becomes
// "155587169-2-2014 DV 09".
func paAppendRUC(b []byte, n string) []byte {
	if i := strings.Index(n, "DV"); i >= 0 {
		b = append(b, n[:i]...)
		b = append(b, " DV "...)
		return append(b, n[i+2:]...)
	}
	return b
}

// paMaxTokens bounds the runs of a value: the longest valid forms,
// 8-NT-1-12541 and 1-AV-432-658, have four.
const paMaxTokens = 4

// paTokens splits body into its runs of digits and of letters A-Z, which
// hyphens or a change between digits and letters separate, and returns
// them (t[:k]). ok is false when body holds any other character or more
// than paMaxTokens runs.
func paTokens(body string) (t [paMaxTokens]string, k int, ok bool) {
	for i := 0; i < len(body); {
		c := body[i]
		if c == '-' {
			i++
			continue
		}
		j := i + 1
		switch {
		case isDigit(c):
			for j < len(body) && isDigit(body[j]) {
				j++
			}
		case isUpper(c):
			for j < len(body) && isUpper(body[j]) {
				j++
			}
		default:
			return t, k, false
		}
		if k == paMaxTokens {
			return t, k, false
		}
		t[k] = body[i:j]
		k++
		i = j
	}
	return t, k, true
}

// paAllDigits reports whether every run of t is made of digits.
func paAllDigits(t []string) bool {
	for _, s := range t {
		if !isDigit(s[0]) {
			return false
		}
	}
	return true
}

// paAnySplit reports whether some split of the digits s into
// tomo-folio-asiento (company) or province-book-entry (person) has the
// check digits dv.
func paAnySplit(s string, dv int) bool {
	l := len(s)
	for f := 1; f <= 4; f++ {
		for a := 1; a <= 7; a++ {
			if t := l - f - a; t >= 1 && t <= 10 && paCompanyMatch(s[:t], s[t:t+f], s[t+f:], dv) {
				return true
			}
		}
	}
	for pl := 1; pl <= 2 && pl < l; pl++ {
		if !paProvince(s[:pl]) {
			continue
		}
		rest := s[pl:]
		for bl := 1; bl <= 4 && bl < len(rest); bl++ {
			if len(rest)-bl <= 6 && paPersonMatch(s[:pl], rest[:bl], rest[bl:], dv) {
				return true
			}
		}
	}
	return false
}

// paNTAnySplit reports whether some split of rest into folio (1-3 digits)
// and asiento (1-7 digits) gives the NT RUC of province p the check digits
// dv.
func paNTAnySplit(p, rest string, dv int) bool {
	for f := 1; f <= 3 && f < len(rest); f++ {
		if len(rest)-f <= 7 && paNTMatch(p, rest[:f], rest[f:], dv) {
			return true
		}
	}
	return false
}

// paCompanyMatch reports whether the company RUC tomo-folio-asiento has
// the check digits dv.
func paCompanyMatch(tomo, folio, asiento string, dv int) bool {
	var buf [24]byte
	b := paPad(buf[:0], tomo, 10)
	b = paPad(b, folio, 4)
	b = paPad(b, asiento, 6)
	old := b[3] == '0' && b[4] == '0' && b[5] < '5'
	if old {
		if c := paCrossRef[int(b[5]-'0')*10+int(b[6]-'0')]; c != '-' {
			b[5], b[6] = '0', c
		}
	}
	return paDVIs(b, old, dv)
}

// paPersonMatch reports whether the RUC of the person with the plain
// cédula province-book-entry has the check digits dv: with the entry cut
// to five digits, or whole when it has six.
func paPersonMatch(province, book, entry string, dv int) bool {
	return paPersonDVIs(province, "00", book, entry, false, dv) ||
		len(entry) == 6 && paPersonDVIs(province, "00", book, entry, true, dv)
}

// paPersonDVIs reports whether a person's RUC has the check digits dv in
// the DGI's layout for persons: "5", the province in two digits, the
// letter code ("00" for a plain cédula), the book or folio in three digits
// and the entry in five, cut to five unless whole.
func paPersonDVIs(province, code, book, entry string, whole bool, dv int) bool {
	var buf [24]byte
	b := append(buf[:0], '5')
	b = paPad(b, province, 2)
	b = append(b, code...)
	b = paPad(b, book, 3)
	if !whole && len(entry) > 5 {
		entry = entry[:5]
	}
	return paDVIs(paPad(b, entry, 5), false, dv)
}

// paNTMatch reports whether the NT RUC province-NT-folio-asiento has the
// check digits dv, in the layout of an entity or of a person.
func paNTMatch(province, folio, asiento string, dv int) bool {
	var buf [24]byte
	b := paPad(buf[:0], province, 2)
	b = append(b, '4', '3')
	b = paPad(b, folio, 3)
	if paDVIs(paNTAsiento(b, asiento), false, dv) {
		return true
	}
	if len(asiento) > 6 {
		return false
	}
	b = append(buf[:0], '5')
	b = paPad(b, province, 2)
	b = append(b, '4', '3')
	b = paPad(b, folio, 3)
	return paDVIs(paNTAsiento(b, asiento), false, dv)
}

// paNTAsiento appends the asiento of an NT RUC to b: six digits whole,
// others cut or padded to five.
func paNTAsiento(b []byte, asiento string) []byte {
	if len(asiento) == 6 {
		return append(b, asiento...)
	}
	if len(asiento) > 5 {
		asiento = asiento[:5]
	}
	return paPad(b, asiento, 5)
}

// paPad appends the digits s to b, left-padded with zeros to width w.
func paPad(b []byte, s string, w int) []byte {
	for i := len(s); i < w; i++ {
		b = append(b, '0')
	}
	return append(b, s...)
}

// paCrossRef is the DGI's cross-reference for old company RUCs: the two
// digits at positions 6-7 of the padded string (00-49) become 0 and the
// digit at their index; '-' marks the pairs 01-09, which are kept.
const paCrossRef = "0---------" + "1234567891" + "2347892345" + "6789123456" + "7891234567"

// paDVIs reports whether the padded digits b have the check digits dv.
func paDVIs(b []byte, old bool, dv int) bool {
	d1 := paDVDigit(b, old, -1)
	return d1*10+paDVDigit(b, old, d1) == dv
}

// paDVDigit computes one DGI check digit over b followed by the digit
// extra (none when extra < 0): weights 2, 3, 4, ... from the right, the
// weight 11 repeated for old company RUCs; 11 - sum mod 11, or 0 when the
// remainder is 0 or 1.
func paDVDigit(b []byte, old bool, extra int) int {
	j, sum := 2, 0
	if extra >= 0 {
		sum, j = 2*extra, 3
	}
	for i := len(b) - 1; i >= 0; i-- {
		if old && j == 12 {
			old = false
			j--
		}
		sum += j * int(b[i]-'0')
		j++
	}
	return checksum.Mod11Zero(sum)
}
