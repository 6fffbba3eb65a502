package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula de ciudadanía: the Colombian citizen's identity number, issued by
// the Registraduría Nacional del Estado Civil to Colombians aged 18 and
// over.
//
// Structure: a plain sequence number without check digit, written with
// dots (1.234.567.890). The Registraduría numbered cédulas from 1 in 1952:
// the older series run up to 99.999.999 (up to 8 digits), and the numbers
// issued since the NUIP (2000s) have 10 digits starting at 1.000.000.000
// (as commonly described; the Registraduría publishes no range table).
// Only the shape is validated: 3 to 10 digits, no leading zero. The lower
// bound of 3 digits is this package's choice (the first cédulas, with 1
// and 2 digits, belong to people born in the 19th century); no published
// rule sets it. A cédula is also the base of its holder's NIT (co_nit.go).
//
// Ambiguity: 4 to 10 digits that fail the NIT's DV are a cédula when no
// type is given, the default reading, with WarnAmbiguousType and OtherType
// "nit": every cédula is the base of its holder's NIT without the DV (DIAN
// Concepto 078424 of 2002), so the digits alone cannot tell a cédula from
// a NIT with a mistyped digit. Written as the DIAN writes a NIT (DV set
// off, "DV 7", a NIT label) the value is a NIT; written as the
// Registraduría prints a cédula (dotted groups, the label C.C.) a cédula,
// with no warning (co.go, resolve.go).
//
// Source: Registraduría Nacional del Estado Civil (history of the cédula,
// first issued 1952); no check-digit rule exists.
var coCedula = document{
	name:    "cedula",
	aliases: []string{"cc"},
	title:   "Cédula de Ciudadanía",
	id:      idCOCedula,
}

func coCheckCedula(n string, _ Validator) verdict {
	if len(n) < 3 || len(n) > 10 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) || n[0] == '0' {
		return verdict{reason: faultFormat}
	}
	return verdict{entity: entPerson}
}

// coAppendCedula groups the digits in threes from the right: 1.020.304.050.
func coAppendCedula(b []byte, n string) []byte {
	return appendThousands(b, n, '.')
}
