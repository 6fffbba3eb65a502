package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula de identidad: the Uruguayan personal identity number, issued by
// the Dirección Nacional de Identificación Civil (DNIC) to citizens and
// resident foreigners.
//
// Structure: a body of 7 digits and a check digit, written 1.234.567-2.
// Cédulas issued before the numbering passed one million have a 6-digit
// body (123.456-1); they are read as if padded with a leading zero, and a
// value written with that zero (0.123.456-1) is accepted too. A body of
// zeros only is not a cédula (invalid_component).
//
// Check digit: the body, padded to 7 digits, is multiplied digit by digit
// by 2 9 8 7 6 3 4; the check digit is (10 - sum mod 10) mod 10.
//
// Source: DNIC; the rule as documented by the ciuy project
// (ciuy.readthedocs.io, whose weights 8 1 2 3 4 7 6 with the sum mod 10 are
// the same rule) and by stdnum-js uy/cedula (weights 2 9 8 7 6 3 4).
var uyCedula = document{
	name:    "cedula",
	aliases: []string{"ci"},
	title:   "Cédula de Identidad",
	algo:    "mod 10 (weights 2987634)",
	id:      idUYCedula,
}

var uyCedulaWeights = [7]int{2, 9, 8, 7, 6, 3, 4}

func uyCheckCedula(n string, _ Validator) verdict {
	if len(n) != 7 && len(n) != 8 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	body := n[:len(n)-1]
	w := uyCedulaWeights[7-len(body):]
	sum, _ := checksum.WeightedSum(body, w)
	if checksum.AllSame(body) && body[0] == '0' {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	if byte('0'+(10-sum%10)%10) != n[len(n)-1] {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// uyAppendCedula writes 1.234.567-2, or 123.456-1 for a 6-digit body.
func uyAppendCedula(b []byte, n string) []byte {
	if len(n) == 8 {
		return appendSplit(b, n, "..-", 1, 4, 7)
	}
	return appendSplit(b, n, ".-", 3, 6)
}
