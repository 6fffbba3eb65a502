package taxid

import "github.com/ndval/ndval/internal/checksum"

// CUIT: Clave Única de Identificación Tributaria, the Argentine tax id
// assigned by ARCA (formerly AFIP).
//
// Structure: 11 digits, written PP-NNNNNNNN-C. PP is the kind of holder:
// 20, 23, 24 and 27 for persons, 30, 33 and 34 for companies, and 50, 51
// and 55 for the "CUIT país" that ARCA assigns to foreign countries'
// persons and entities. NNNNNNNN is the DNI for persons, a sequence for
// companies. C is a mod 11 check digit over the first ten digits with
// weights 5 4 3 2 7 6 5 4 3 2: C = 11 - sum mod 11, where 11 becomes 0.
// A result of 10 has no digit; ARCA then changes the prefix to 23 or 33
// and recomputes, so a CUIT whose check value is 10 cannot exist.
//
// Source: AFIP, "Código de verificación de la CUIT" (Resolución General
// AFIP 10/1997 and the public algorithm in its web services manual); the
// prefix list follows python-stdnum's ar.cuit and ARCA's CUIT país list.
var arCUIT = document{
	name:  "cuit",
	title: "Clave Única de Identificación Tributaria",
	algo:  "mod 11 (weights 5432765432)",
	id:    idARCUIT,
	shape: newShape("99-99999999-9"),
}

func arCheckCUIT(n string, _ Validator) verdict {
	if len(n) != 11 {
		return verdict{reason: faultLength}
	}
	if !allDigits(n) {
		return verdict{reason: faultFormat}
	}
	// The sum of arCUITWeights times each digit, read as bytes: the
	// weights add up to 41, so the '0's add up to 41*'0'.
	sum := 5*int(n[0]) + 4*int(n[1]) + 3*int(n[2]) + 2*int(n[3]) + 7*int(n[4]) + 6*int(n[5]) +
		5*int(n[6]) + 4*int(n[7]) + 3*int(n[8]) + 2*int(n[9]) - 41*'0'
	entity, ok := arCUITEntity(twoDigits(n, 0))
	if !ok {
		return verdict{reason: faultComponent}
	}
	c := checksum.Mod11(sum)
	if c == 11 {
		c = 0
	}
	if c == 10 || byte('0'+c) != n[10] {
		return verdict{reason: faultChecksum, entity: entity}
	}
	return verdict{entity: entity}
}

// arCUITEntity maps a CUIT prefix to its holder kind; ok is false for a
// prefix ARCA does not assign.
func arCUITEntity(prefix int) (e holder, ok bool) {
	switch prefix {
	case 20, 23, 24, 27:
		return entPerson, true
	case 30, 33, 34:
		return entCompany, true
	case 50, 51, 55:
		return entNone, true
	}
	return entNone, false
}

// arAppendCUIT writes PP-NNNNNNNN-C, a byte at a time, as for the other
// documents most sent (the CPF, the CNPJ).
func arAppendCUIT(b []byte, n string) []byte {
	_ = n[10]
	return append(b, n[0], n[1], '-', n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9], '-', n[10])
}
