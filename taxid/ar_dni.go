package taxid

import "github.com/ndval/ndval/internal/checksum"

// DNI: Documento Nacional de Identidad, the Argentine personal id issued
// by RENAPER. It is a plain number of 7 or 8 digits, written with dots
// (12.345.678), and has no check digit, so only its length and characters
// are validated. The old tarjeta DNI carried a trámite number that is not
// part of the DNI.
//
// Source: RENAPER; the CUIT of a person embeds it (ar_cuit.go).
var arDNI = document{
	name:  "dni",
	title: "Documento Nacional de Identidad",
	id:    idARDNI,
}

func arCheckDNI(n string, _ Validator) verdict {
	if len(n) < 7 || len(n) > 8 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	return verdict{entity: entPerson}
}

// arAppendDNI groups the digits in threes from the right: 12.345.678.
func arAppendDNI(b []byte, n string) []byte {
	return appendThousands(b, n, '.')
}
