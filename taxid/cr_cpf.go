package taxid

import "github.com/ndval/ndval/internal/checksum"

// CPF: Cédula de Persona Física (cédula de identidad), the Costa Rican
// personal id issued by the Registro Civil of the Tribunal Supremo de
// Elecciones, which Hacienda also uses as the tax id of persons.
//
// Structure: P-TTTT-AAAA, 9 digits: P is the province of birth registration
// (1 San José to 7 Limón, 8 naturalized citizens, 9 special registrations),
// TTTT the volume (tomo) and AAAA the entry (asiento), each zero-padded to
// four digits. Executive Decree 15126 (1984) defines the uniform 10-digit
// form 0P-TTTT-AAAA with a leading zero, which some systems store; it is
// accepted too and formatted as given. A province digit of 0 is
// invalid_component; so is a 10-digit value that does not start with 0.
// Written forms that drop the zero padding inside the groups (1-613-584)
// cannot be read once separators are removed and fail on their length.
//
// There is no check digit: only the length, the characters and the
// province digit are validated.
//
// Ambiguity: the zero-padded 10-digit form read with no type given is a
// cédula física, the default reading (no cédula jurídica class starts with
// 0), with WarnAmbiguousType and OtherType "cpj": it has the cédula
// jurídica's length, which Hacienda gives companies, while it writes
// persons in 9 digits, so it may be a cédula jurídica with a mistyped
// class digit. A label (CPF, cédula) settles it (cr.go, resolve.go).
//
// Source: Decreto Ejecutivo 15126-H-PLAN (uniform identification numbers);
// Hacienda, "Anexos y estructuras" of the comprobantes electrónicos (type
// 01, cédula física: 9 digits, no leading zero, no dashes); python-stdnum's
// cr.cpf module (secondary).
var crCPF = document{
	name:    "cpf",
	aliases: []string{"cedula", "fisica"},
	title:   "Cédula de Persona Física",
	id:      idCRCPF,
}

func crCheckCPF(n string, _ Validator) verdict {
	if len(n) != 9 && len(n) != 10 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if len(n) == 10 {
		if n[0] != '0' {
			return verdict{reason: faultComponent}
		}
		n = n[1:]
	}
	if n[0] == '0' {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// crAppendCPF writes 1-0234-0567, or 01-0234-0567 for the padded form.
func crAppendCPF(b []byte, n string) []byte {
	k := len(n) - 8
	return appendSplit(b, n, "--", k, k+4)
}
