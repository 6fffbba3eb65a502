package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula de identidad: the Paraguayan personal identity number, issued by
// the Departamento de Identificaciones of the Policía Nacional to citizens
// and resident foreigners.
//
// Structure: a plain sequence number with no check digit, written with
// dots (1.234.567). The numbering started at 1 in 1924 and passed
// 8.000.000 in the 2010s, so a cédula has 1 to 8 digits; only the length
// and the characters are validated, and a leading zero (never part of the
// number) is reported as invalid_format. The RUC of a Paraguayan person is
// the cédula number followed by a check digit (py_ruc.go).
//
// Ambiguity: up to 8 digits that fail the RUC's check digit are a cédula
// when no type is given, the default reading, with WarnAmbiguousType and
// OtherType "ruc": a person's RUC is the cédula and a check digit (SET),
// so the digits alone cannot tell a cédula from a RUC with a mistyped
// digit. Written as the SET writes a RUC (80012345-6, "DV 6", a RUC label)
// the value is a RUC; in dotted groups (1.234.567) or labelled CI, a
// cédula, with no warning (py.go, resolve.go).
//
// Source: Policía Nacional, Departamento de Identificaciones; Última Hora,
// "La cédula de identidad paraguaya, curiosidades e historia" (cédula Nº 1,
// 1924); ABC Color, "Más de 8 millones de cédulas" (numbers above
// 8.000.000). stdnum-js py/cedula accepts 5 to 7 digits, which excludes
// both old and current numbers.
var pyCedula = document{
	name:    "cedula",
	aliases: []string{"ci"},
	title:   "Cédula de Identidad",
	id:      idPYCedula,
}

func pyCheckCedula(n string, _ Validator) verdict {
	if len(n) < 1 || len(n) > 8 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) || n[0] == '0' {
		return verdict{reason: faultFormat}
	}
	return verdict{entity: entPerson}
}

// pyAppendCedula groups the digits in threes from the right: 1.234.567.
func pyAppendCedula(b []byte, n string) []byte {
	return appendThousands(b, n, '.')
}
