package taxid

import "github.com/ndval/ndval/internal/checksum"

// NIT: Número de Identificación Tributaria, the Salvadoran tax id assigned
// by the Ministerio de Hacienda (Dirección General de Impuestos Internos).
//
// Structure: 14 digits, written MMMM-DDMMYY-SSS-C. MMMM is the code of the
// municipality of birth (persons) or of incorporation (companies); nationals
// have codes that start with 0 or 1, foreigners and foreign companies codes
// that start with 9, so any other first digit is reported as
// invalid_component. DDMMYY is the date of birth or incorporation (not
// checked: the DGII does not document that it is always a calendar date),
// SSS a sequence and C the check digit, computed over the first 13 digits
// in one of two ways according to SSS:
//   - SSS <= 100 (the older NITs): weights 14 13 12 ... 2,
//     C = (sum mod 11) mod 10;
//   - SSS > 100: weights 2 7 6 5 4 3 2 7 6 5 4 3 2,
//     C = (11 - sum mod 11) mod 11 mod 10, i.e. 11 - r, or 0 when r is 0 or 1.
//
// Since the 2021 reform the DUI of a Salvadoran adult is also his or her NIT
// (the Ministerio de Hacienda replaced the NIT of persons by the DUI; guide
// MH.UVI.DGII/006.004/2022); a 9-digit value is therefore validated as a DUI
// (see sv_dui.go) and reported as a person's NIT. The NIT does not say whether
// its holder is a person or a company, so a 14-digit NIT has no entity.
//
// Source: python-stdnum sv.nit and stdnum-js src/sv/nit.ts (both rules, the
// SSS threshold and the first-digit codes), cross-checked on NITs of the
// DGII list of Grandes Contribuyentes of 15 January 2019 (about forty, under
// both rules, all of which verify).
var svNIT = document{
	name:  "nit",
	title: "Número de Identificación Tributaria",
	algo:  "mod 11 (weights 14..2 when the sequence is <= 100, else 2765432765432); DUI mod 10",
	id:    idSVNIT,
}

var (
	svNITOldWeights = [13]int{14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2}
	svNITNewWeights = [13]int{2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
)

func svCheckNIT(n string, v Validator) verdict {
	switch len(n) {
	case 9:
		return svCheckDUI(n, v)
	case 14:
	default:
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	switch n[0] {
	case '0', '1', '9':
	default:
		return verdict{reason: faultComponent}
	}
	var c int
	if n[10:13] <= "100" {
		sum, _ := checksum.WeightedSum(n[:13], svNITOldWeights[:])
		c = sum % 11 % 10
	} else {
		sum, _ := checksum.WeightedSum(n[:13], svNITNewWeights[:])
		c = (11 - sum%11) % 11 % 10
	}
	if byte('0'+c) != n[13] {
		return verdict{reason: faultChecksum}
	}
	return verdict{}
}

// svAppendNIT writes 0614-050707-104-8, or a DUI as 12345678-9.
func svAppendNIT(b []byte, n string) []byte {
	if len(n) == 9 {
		return svAppendDUI(b, n)
	}
	return appendSplit(b, n, "---", 4, 10, 13)
}
