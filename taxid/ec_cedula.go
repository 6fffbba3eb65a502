package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula: the Ecuadorian identity number (cédula de ciudadanía for
// Ecuadorians, cédula de identidad for resident foreigners), issued by the
// Dirección General de Registro Civil, Identificación y Cedulación.
//
// Structure: 10 digits. The first two are the province of registration,
// 01 to 24, or 30 for Ecuadorians registered at consulates abroad; another
// value is invalid_component. The third digit is 0 to 5 for most cédulas
// and 6 for some issued to foreigners; 7 to 9 are never used in a cédula
// (they mark RUCs of entities) and are invalid_component. The tenth digit
// is the check digit.
//
// Check digit: the first nine digits are multiplied by 2 1 2 1 2 1 2 1 2,
// 9 is subtracted from each product above 9, and the check digit is
// (10 - sum mod 10) mod 10 (the Luhn algorithm).
//
// Source: Registro Civil; the SRI document "Estructura del RUC" (the mod
// 10 rule); python-stdnum ec.ci (which admits the third digit 6 since its
// pull request #228 of 2020, for foreigners' cédulas) and stdnum-js ec/ci
// as secondary sources. Users report (diaspar/validacion-cedula-ruc-ecuador
// issue #30) that the Registro Civil disowns checks on the third digit;
// the rule is kept because no cédula breaking it is known. python-stdnum
// also admits the province code 50, whose origin it does not document; it
// is not admitted here.
var ecCedula = document{
	name:    "cedula",
	aliases: []string{"ci"},
	title:   "Cédula de Identidad",
	algo:    "mod 10 (coefficients 212121212)",
	id:      idECCedula,
}

func ecCheckCedula(n string, _ Validator) verdict {
	if len(n) != 10 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if !ecProvince(n[:2]) || n[2] > '6' {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	if !checksum.LuhnValid(n) {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}
