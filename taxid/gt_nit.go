package taxid

import "github.com/ndval/ndval/internal/checksum"

// NIT: Número de Identificación Tributaria, the Guatemalan tax id that the
// Superintendencia de Administración Tributaria (SAT) assigns to persons
// and legal entities alike, so no entity is reported.
//
// Structure: 2 to 12 characters, written 1234567-8: a number of 1 to 11
// digits (leading zeros are often omitted and do not change the check
// digit) and a check character, a digit or K. With weights 2, 3, 4, ...
// applied to the digits of the number from the right and s their weighted
// sum, the check value is (11 - s mod 11) mod 11, written K when it is 10.
// A number made only of zeros is never assigned (invalid_component).
//
// Source: SAT, "Factura Electrónica en Línea (FEL): reglas y validaciones"
// (the NIT validation of emisor and receptor, page 58, as cited by
// python-stdnum); python-stdnum's gt.nit module and stdnum-js
// src/gt/nit.ts (secondary), which agree.
var gtNIT = document{
	name:  "nit",
	title: "Número de Identificación Tributaria",
	algo:  "mod 11 (weights 2, 3, 4, ... from the right; 10 is K)",
	id:    idGTNIT,
}

var gtNITWeights = [11]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}

func gtCheckNIT(n string, _ Validator) verdict {
	if len(n) < 2 || len(n) > 12 {
		return verdict{reason: faultLength}
	}
	body, last := n[:len(n)-1], n[len(n)-1]
	if !checksum.IsDigits(body) || (last != 'K' && (last < '0' || last > '9')) {
		return verdict{reason: faultFormat}
	}
	if checksum.AllSame(body) && body[0] == '0' {
		return verdict{reason: faultComponent}
	}
	sum, _ := checksum.WeightedSumRight(body, gtNITWeights[:])
	want := byte('0' + (11-sum%11)%11)
	if want == '0'+10 {
		want = 'K'
	}
	if last != want {
		return verdict{reason: faultChecksum}
	}
	return verdict{}
}

// gtAppendNIT writes the number and its check character apart: 576937-K.
func gtAppendNIT(b []byte, n string) []byte {
	return appendSplit(b, n, "-", len(n)-1)
}
