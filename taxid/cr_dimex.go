package taxid

import "github.com/ndval/ndval/internal/checksum"

// DIMEX: Documento de Identidad Migratorio para Extranjeros, the Costa Rican
// id of foreign residents, issued by the Dirección General de Migración y
// Extranjería and used by Hacienda as their tax id.
//
// Structure: 11 or 12 digits, written without separators, starting with 1;
// after it come the code of the holder's country of origin and sequences of
// the DIMEX issued, whose widths Migración does not publish. A value that
// does not start with 1 is invalid_component.
//
// There is no check digit: only the length, the characters and the leading
// 1 are validated.
//
// Source: Decreto Ejecutivo 15126-H-PLAN (12-digit ids of foreigners);
// Hacienda, "Anexos y estructuras" of the comprobantes electrónicos (type
// 03, DIMEX: 11 or 12 digits, no leading zero); python-stdnum's cr.cr
// module (secondary).
var crDIMEX = document{
	name:    "dimex",
	aliases: []string{"cedula_residencia"},
	title:   "Documento de Identidad Migratorio para Extranjeros",
	id:      idCRDIMEX,
}

func crCheckDIMEX(n string, _ Validator) verdict {
	if len(n) != 11 && len(n) != 12 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if n[0] != '1' {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	return verdict{entity: entPerson}
}
