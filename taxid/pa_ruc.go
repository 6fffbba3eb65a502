package taxid

import (
	"strings"

	"github.com/ndval/ndval/internal/checksum"
)

// RUC: Registro Único de Contribuyente, the Panamanian tax id of the
// Dirección General de Ingresos (DGI), usually followed by its two check
// digits, the "dígito verificador": 155596713-2-2015 DV 12.
//
// Structure, by kind of holder:
//   - companies and other entities of the Registro Público:
//     TOMO-FOLIO-ASIENTO (rollo/tomo up to 10 digits, folio/imagen up to 4,
//     asiento/ficha up to 7), e.g. 130-377-34706 or 155596713-2-2015;
//   - entities with a tax number and no registry entry, such as public
//     bodies: PROVINCE-NT-FOLIO-ASIENTO, e.g. 8-NT-1-12541;
//   - persons: their cédula (see pa_cedula.go), e.g. 8-123-456, E-8-12345.
//
// The DV is computed by the DGI's published rule: the parts are laid out in
// a fixed-width 20-digit string (companies: tomo padded to 10, folio to 4,
// asiento to 6; NT: province 2, "43", folio 3, asiento 5 or 6; persons:
// "5", province 2, "00", book 3, entry 5), each digit is weighted 2, 3,
// 4, ... from the right and DV1 = 11 - sum mod 11, or 0 when the remainder
// is 0 or 1; DV2 is the same over the string followed by DV1. For old
// company RUCs (0, 0 and a digit below 5 in places 4 to 6 of the padded
// tomo: in practice a tomo below 50000) two digits of the tomo are first
// replaced through the DGI's cross-reference table and the weight 11 is
// used twice.
//
// The rule needs to know where each part begins, which the hyphens say and
// the compacted value no longer does (155596713-2-2015 and 15559671-32-2015
// compact alike but have different DVs). So, as a best effort:
//   - a DV is recognised only after the letters DV ("DV 12", "D.V. 9"; a
//     one-digit DV n means 0n); a trailing fourth group without DV cannot be
//     told from the digits of the RUC and is taken as part of it;
//   - a numeric RUC with a DV is valid when at least one way of splitting
//     its digits into tomo-folio-asiento, or into province-book-entry, gives
//     that DV, and an NT RUC when one split of its folio and asiento does;
//     otherwise it is invalid_checksum. This catches about nine single-digit
//     typos in ten, but a wrong DV still has about one chance in eight of
//     matching some split;
//   - the DV of persons with a lettered cédula (E, N, PE, AV, PI) is not
//     verified: the open-source ports of the DGI rule disagree on it;
//   - without a DV only the shape is validated.
//
// A numeric RUC may belong to a company or a person, so it has no entity; a
// lettered cédula is a person's.
//
// Source: DGI, "Cálculo del Dígito Verificador del RUC" (as implemented by
// python-stdnum pa.ruc for companies and by
// github.com/juancorradine/Panama-RUC-DV-Calculator for every kind);
// cross-checked on RUCs published by the DGI (list of Grandes
// Contribuyentes, Gaceta Oficial 30271-A) and by PanamaCompra, among them
// Banco Nacional de Panamá 8-NT-1-12541 DV 40 and Caja de Seguro Social
// 8-NT-2-4249 DV 8.
var paRUC = document{
	name:   "ruc",
	title:  "Registro Único de Contribuyente",
	algo:   "DGI two-digit DV, mod 11 (verified only against the possible splits of the parts)",
	check:  paCheckRUC,
	format: paFormatRUC,
}

func paCheckRUC(n string, _ Validator) verdict {
	if len(n) < 3 || len(n) > 32 {
		return verdict{reason: ReasonInvalidLength}
	}
	body, dv := n, ""
	if i := strings.Index(n, "DV"); i >= 0 {
		body, dv = n[:i], n[i+2:]
		if dv == "" || len(dv) > 2 || !checksum.IsDigits(dv) {
			return verdict{reason: ReasonInvalidFormat}
		}
	}
	var w1, w2 int
	if len(dv) == 1 {
		w2 = int(dv[0] - '0')
	} else if dv != "" {
		w1, w2 = int(dv[0]-'0'), int(dv[1]-'0')
	}

	if checksum.IsDigits(body) {
		if len(body) < 3 || len(body) > 21 {
			return verdict{reason: ReasonInvalidLength}
		}
		if checksum.AllSame(body) && body[0] == '0' {
			return verdict{reason: ReasonInvalidComponent}
		}
		if dv != "" && !paNumericDVMatches(body, w1, w2) {
			return verdict{reason: ReasonInvalidChecksum}
		}
		return verdict{}
	}
	if i := strings.Index(body, "NT"); i > 0 && checksum.IsDigits(body[:i]) {
		rest := body[i+2:]
		if len(rest) < 2 || len(rest) > 10 {
			return verdict{reason: ReasonInvalidLength}
		}
		if !checksum.IsDigits(rest) {
			return verdict{reason: ReasonInvalidFormat}
		}
		if !paProvince(body[:i]) {
			return verdict{reason: ReasonInvalidComponent}
		}
		if dv != "" && !paNTDVMatches(body[:i], rest, w1, w2) {
			return verdict{reason: ReasonInvalidChecksum}
		}
		return verdict{}
	}
	if r := paCedulaShape(body); r != "" {
		return verdict{reason: r}
	}
	return verdict{entity: EntityPerson}
}

// paFormatRUC separates the DV: 155596713-2-2015 DV 12 becomes
// "15559671322015 DV 12" (the hyphens between the parts cannot be restored).
func paFormatRUC(n string) string {
	if i := strings.Index(n, "DV"); i >= 0 {
		return n[:i] + " DV " + n[i+2:]
	}
	return n
}

// paNumericDVMatches reports whether some split of the digits body into
// tomo-folio-asiento (company) or province-book-entry (person) has the
// check digits w1 w2.
func paNumericDVMatches(body string, w1, w2 int) bool {
	var buf [32]byte
	l := len(body)
	for f := 1; f <= 4; f++ {
		for a := 1; a <= 7; a++ {
			t := l - f - a
			if t < 1 || t > 10 {
				continue
			}
			b := paPad(buf[:0], body[:t], 10)
			b = paPad(b, body[t:t+f], 4)
			b = paPad(b, body[t+f:], 6)
			old := b[3] == '0' && b[4] == '0' && b[5] < '5'
			if old {
				if c := paCrossRef[int(b[5]-'0')*10+int(b[6]-'0')]; c != '-' {
					b[5], b[6] = '0', c
				}
			}
			if d1, d2 := paDV(b, old); d1 == w1 && d2 == w2 {
				return true
			}
		}
	}
	for pl := 1; pl <= 2 && pl < l; pl++ {
		if !paProvince(body[:pl]) {
			continue
		}
		rest := body[pl:]
		for bl := 1; bl <= 4 && bl < len(rest); bl++ {
			entry := rest[bl:]
			if len(entry) > 6 {
				continue
			}
			b := append(buf[:0], '5')
			b = paPad(b, body[:pl], 2)
			b = append(b, '0', '0')
			b = paPad(b, rest[:bl], 3)
			short := entry
			if len(short) > 5 {
				short = short[:5]
			}
			if d1, d2 := paDV(paPad(b, short, 5), false); d1 == w1 && d2 == w2 {
				return true
			}
			if len(entry) == 6 {
				if d1, d2 := paDV(append(b, entry...), false); d1 == w1 && d2 == w2 {
					return true
				}
			}
		}
	}
	return false
}

// paNTDVMatches reports whether some split of rest into folio (1-3 digits)
// and asiento (1-7 digits) gives the NT RUC of province p the check digits
// w1 w2.
func paNTDVMatches(p, rest string, w1, w2 int) bool {
	var buf [16]byte
	for f := 1; f <= 3 && f < len(rest); f++ {
		asiento := rest[f:]
		if len(asiento) > 7 {
			continue
		}
		b := paPad(buf[:0], p, 2)
		b = append(b, '4', '3')
		b = paPad(b, rest[:f], 3)
		if len(asiento) == 6 {
			b = append(b, asiento...)
		} else {
			if len(asiento) > 5 {
				asiento = asiento[:5]
			}
			b = paPad(b, asiento, 5)
		}
		if d1, d2 := paDV(b, false); d1 == w1 && d2 == w2 {
			return true
		}
	}
	return false
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

// paDV returns the two check digits of the padded digits b.
func paDV(b []byte, old bool) (int, int) {
	d1 := paDVDigit(b, old, -1)
	return d1, paDVDigit(b, old, d1)
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
	if r := sum % 11; r > 1 {
		return 11 - r
	}
	return 0
}
