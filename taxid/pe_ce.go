package taxid

import "github.com/ndval/ndval/internal/checksum"

// Carné de extranjería: the identity card that the Superintendencia
// Nacional de Migraciones issues to resident foreigners in Peru.
//
// Structure: a number of 9 digits, often with leading zeros (001766062).
// No check-digit rule is published, so only the length and the characters
// are validated. SUNAT's electronic registers give the field room for up
// to 12 alphanumeric characters; no longer or lettered carné number was
// found in public sources, so such values are rejected (invalid_length,
// invalid_format).
//
// Ambiguity: 9 digits whose ninth fails as the DNI's check character are
// a carné when no type is given, the default reading, with
// WarnAmbiguousType and OtherType "dni": Migraciones numbers carnés in 9
// digits with no check digit, and RENIEC's DNI with its check character
// has 9 characters too, so the digits alone cannot tell a carné from a
// DNI with a mistyped digit. Written as RENIEC prints it (10117410-2) or
// labelled DNI, the value is a DNI; labelled CE or carné, a carné, with
// no warning (pe.go, resolve.go).
//
// Source: Migraciones (carné numbers as printed); stdnum-js pe/ce (9
// digits) as secondary source.
var peCE = document{
	name:    "ce",
	aliases: []string{"carne"},
	title:   "Carné de Extranjería",
	id:      idPECE,
}

func peCheckCE(n string, _ Validator) verdict {
	if len(n) != 9 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	return verdict{entity: entPerson}
}
