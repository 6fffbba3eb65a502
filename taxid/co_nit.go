package taxid

import "github.com/ndval/ndval/internal/checksum"

// NIT: Número de Identificación Tributaria, the Colombian tax id that the
// DIAN assigns on registration in the RUT (Registro Único Tributario).
//
// Structure: a base of up to 15 digits and a check digit (DV), written
// 900.123.456-7. Legal entities have a 9-digit base in the 800 and 900
// millions (Ecopetrol 899.999.068-1, Bancolombia 890.903.938-8): such a
// value is reported as a company. That is what every published company
// NIT shows, not a rule the DIAN publishes. A natural person's NIT is the
// number of her identity document (cédula, tarjeta de identidad, NUIP)
// followed by the DV (DIAN Concepto 078424 of 2002, citing Orden
// Administrativa 011 of 1996); since nothing in the number says which
// document it came from, other NITs carry no entity. The base is not
// checked against the cédula ranges, and a leading 0 is accepted; a base
// of zeros only is invalid_component.
//
// Check digit: the base digits, from the right, are multiplied by the
// primes 3 7 13 17 19 23 29 37 41 43 47 53 59 67 71; with r = sum mod 11,
// DV = r when r < 2, else 11 - r.
//
// The DIAN's generic code for a final consumer who gives no id,
// 222222222222 (twelve 2s, written without DV: Resolución DIAN 000042 of
// 2020, art. 11 num. 3 lit. c), is accepted as it is and flagged
// WarnGeneric, and so is that base followed by its DV (2222222222227). It
// is nobody's id.
//
// Source: DIAN, Orden Administrativa 4 of 1989 (the DV algorithm) and the
// RUT; python-stdnum co.nit and stdnum-js co/nit as secondary sources.
var coNIT = document{
	name:    "nit",
	aliases: []string{"rut"},
	title:   "Número de Identificación Tributaria",
	algo:    "mod 11 (prime weights 3, 7, 13 … 71 from the right)",
	id:      idCONIT,
}

var coNITWeights = [15]int{3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71}

// coFinalConsumer is the DIAN's generic id of a final consumer.
const coFinalConsumer = "222222222222"

func coCheckNIT(n string, _ Validator) verdict {
	if len(n) < 4 || len(n) > 16 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if n == coFinalConsumer {
		return verdict{warnings: WarnGeneric}
	}
	base := n[:len(n)-1]
	if base[0] == '0' && checksum.AllSame(base) {
		return verdict{reason: faultComponent}
	}
	var entity holder
	if len(base) == 9 && (base[0] == '8' || base[0] == '9') {
		entity = entCompany
	}
	sum, _ := checksum.WeightedSumRight(base, coNITWeights[:])
	dv := sum % 11
	if dv >= 2 {
		dv = 11 - dv
	}
	if byte('0'+dv) != n[len(n)-1] {
		return verdict{reason: faultChecksum, entity: entity}
	}
	if base == coFinalConsumer {
		return verdict{warnings: WarnGeneric}
	}
	return verdict{entity: entity}
}

// coAppendNIT writes the base grouped in threes with dots and the DV after
// a dash: 899.999.068-1. The final-consumer code has no DV and is kept.
func coAppendNIT(b []byte, n string) []byte {
	if n == coFinalConsumer {
		return b
	}
	return appendThousandsCheck(b, n)
}
