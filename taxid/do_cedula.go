package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula: Cédula de Identidad y Electoral, the Dominican personal id issued
// by the Junta Central Electoral (JCE). The DGII uses it as the RNC of
// persons.
//
// Structure: 11 digits, written 001-1234567-8: a 3-digit code of the
// issuing office (municipality), a 7-digit sequence and a check digit. The
// check digit is the Luhn mod 10 digit over the first ten digits (ISO/IEC
// 7812-1 annex B). All-equal values (000-0000000-0 passes Luhn) are never
// issued and are reported as invalid_component.
//
// The JCE has issued cédulas whose check digit does not verify. A number on
// the list of such cédulas (data/do_cedula_exceptions.csv, generated into
// tables.go; taken from the DGII's own public registry of taxpayers via
// python-stdnum, see data/SOURCES.md) is valid and carries
// WarnIssuerException; any other failing number is invalid_checksum.
//
// Source: JCE, Ley 8-92 sobre Cédula de Identidad y Electoral (structure);
// the JCE publishes no check-digit specification, the Luhn rule is the one
// the DGII's and the banks' systems apply and python-stdnum's do.cedula
// module documents (secondary source).
var doCedula = document{
	name:    "cedula",
	aliases: []string{"cie", "ci"},
	title:   "Cédula de Identidad y Electoral",
	algo:    "Luhn mod 10",
	id:      idDOCedula,
}

func doCheckCedula(n string, _ Validator) verdict {
	if len(n) != 11 {
		if len(n) == 10 && doInTable(doCedulaExceptions[:], n) {
			return verdict{entity: entPerson, warnings: WarnIssuerException}
		}
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if checksum.AllSame(n) {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	if checksum.LuhnValid(n) {
		return verdict{entity: entPerson}
	}
	if doInTable(doCedulaExceptions[:], n) {
		return verdict{entity: entPerson, warnings: WarnIssuerException}
	}
	return verdict{reason: faultChecksum, entity: entPerson}
}

// doAppendCedula writes 001-1234567-8: office, sequence, check digit. The
// 10-digit exceptions keep the same outer groups (009-466266-7).
func doAppendCedula(b []byte, n string) []byte {
	return appendSplit(b, n, "--", 3, len(n)-1)
}
