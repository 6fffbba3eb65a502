package taxid

import "github.com/ndval/ndval/internal/checksum"

// NIT: Número de Identificación Tributaria, the Bolivian tax id assigned by
// the Servicio de Impuestos Nacionales (SIN).
//
// Structure: 7 to 12 digits, written without separators. For a person (and
// a sole proprietorship) it is the number of the cédula de identidad
// followed by three control digits the SIN assigns; for a company it is a
// number followed by control digits that the SIN's system generates from,
// among other things, the date, the kind of company and the office. The
// SIN does not publish how the control digits are computed, so only the
// length and the characters are validated; a NIT of zeros is reported as
// invalid_component. The NIT does not say whether its holder is a person
// or a company.
//
// Source: SIN, Resolución Normativa de Directorio 10-0009-11 (Padrón
// Biométrico Digital); the structure as described in the SIN's paper at the
// CIAT General Assembly 2014 (Arinez), quoted in python-stdnum issue 134;
// the maximum of 12 digits is that of the NIT field of the SIN's electronic
// invoicing (SIAT technical annexes, same issue).
var boNIT = document{
	name:  "nit",
	title: "Número de Identificación Tributaria",
	id:    idBONIT,
}

func boCheckNIT(n string, _ Validator) verdict {
	if len(n) < 7 || len(n) > 12 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if checksum.AllSame(n) && n[0] == '0' {
		return verdict{reason: faultComponent}
	}
	return verdict{}
}
