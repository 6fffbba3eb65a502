package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula de identidad: the Nicaraguan identity card issued by the Consejo
// Supremo Electoral (CSE).
//
// Structure: 14 characters, written MMM-DDMMYY-NNNNL. MMM is the code of
// the municipality of birth (001 Managua ... 6xx the Caribbean coast),
// DDMMYY the date of birth, NNNN a serial and L a check letter: the 13
// digits read as one number, modulo 23, index the alphabet
// ABCDEFGHJKLMNPQRSTUVWXY (without I, O and Z). A date of birth that is not
// a calendar date is reported as invalid_component (29 February is accepted
// in any year divisible by 4, the century being unknown); the municipality
// code is not checked, the CSE publishing no complete list.
//
// Source: the CSE does not publish the rule; it is the one implemented by
// the open-source validators in use since 2008 (Denis Torres Guadamuz,
// "Validador de Número de Cédula Nicaragüense", GPL; the npm package
// nicaraguan-dni-validator; github.com/cswni/cedulanica), which agree on
// the alphabet and the modulus.
var niCedula = document{
	name:    "cedula",
	aliases: []string{"ci"},
	title:   "Cédula de Identidad",
	algo:    "mod 23 check letter (ABCDEFGHJKLMNPQRSTUVWXY)",
	id:      idNICedula,
}

const niCedulaLetters = "ABCDEFGHJKLMNPQRSTUVWXY"

func niCheckCedula(n string, _ Validator) verdict {
	if len(n) != 14 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n[:13]) || n[13] < 'A' || n[13] > 'Z' {
		return verdict{reason: faultFormat}
	}
	if !niValidDDMMYY(n[3:9]) {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	r := 0
	for i := 0; i < 13; i++ {
		r = (r*10 + int(n[i]-'0')) % 23
	}
	if niCedulaLetters[r] != n[13] {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// niValidDDMMYY reports whether the six digits s are a calendar date
// DDMMYY of some century; 29 February is accepted when YY is a multiple
// of 4.
func niValidDDMMYY(s string) bool {
	return validDate(twoDigits(s, 2), twoDigits(s, 0), twoDigits(s, 4)%4 == 0)
}

// niAppendCedula writes 001-010180-0001S.
func niAppendCedula(b []byte, n string) []byte {
	return appendSplit(b, n, "--", 3, 9)
}
