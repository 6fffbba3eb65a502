package taxid

import "github.com/ndval/ndval/internal/checksum"

// RNC: Registro Nacional de Contribuyentes, the Dominican tax id that the
// Dirección General de Impuestos Internos (DGII) assigns to legal persons
// and to foreigners without a cédula (persons with a cédula use it as their
// RNC, see do_cedula.go). Since a 9-digit RNC may belong to either, no
// entity is reported.
//
// Structure: 9 digits, written 1-01-12345-6; the last is a check digit.
// With weights 7 9 8 6 5 4 3 2 on the first eight digits and r the weighted
// sum mod 11, the check digit is ((10 - r) mod 9) + 1, i.e. r = 0 gives 2,
// r = 1 gives 1, and r = 2..10 give 9 down to 1.
//
// The DGII has assigned RNCs whose check digit does not verify. A number on
// the list of such RNCs (data/do_rnc_exceptions.csv, generated into
// tables.go; taken from the DGII's own public registry of taxpayers via
// python-stdnum, see data/SOURCES.md) is valid and carries
// WarnIssuerException; any other failing number is invalid_checksum.
//
// Source: DGII, "Registro Nacional de Contribuyentes (RNC)", Guía del
// Contribuyente No. 2 (who gets a 9-digit RNC); the DGII publishes no
// check-digit specification, the weights and mapping are those of
// python-stdnum's do.rnc module (secondary source), which agree with the
// RNCs the DGII's registry lists.
var doRNC = document{
	name:  "rnc",
	title: "Registro Nacional de Contribuyentes",
	algo:  "mod 11 (weights 79865432)",
	id:    idDORNC,
}

var doRNCWeights = [8]int{7, 9, 8, 6, 5, 4, 3, 2}

func doCheckRNC(n string, _ Validator) verdict {
	if len(n) != 9 {
		if len(n) == 8 && doInTable(doRNCExceptions[:], n) {
			return verdict{warnings: WarnIssuerException}
		}
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	sum, _ := checksum.WeightedSum(n[:8], doRNCWeights[:])
	c := (10-sum%11)%9 + 1
	if byte('0'+c) == n[8] {
		return verdict{}
	}
	if doInTable(doRNCExceptions[:], n) {
		return verdict{warnings: WarnIssuerException}
	}
	return verdict{reason: faultChecksum}
}

// doAppendRNC writes 1-01-12345-6 (the 8-digit exception: 1-02-3331-7).
func doAppendRNC(b []byte, n string) []byte {
	return appendSplit(b, n, "---", 1, 3, len(n)-1)
}
