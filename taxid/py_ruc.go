package taxid

import "github.com/ndval/ndval/internal/checksum"

// RUC: Registro Único de Contribuyentes, the Paraguayan tax id assigned by
// the tax administration (the Subsecretaría de Estado de Tributación, SET,
// now the Dirección Nacional de Ingresos Tributarios, DNIT).
//
// Structure: a base of up to 8 digits and a check digit, written
// 80012345-6. For Paraguayan natural persons the base is the number of
// their cédula de identidad; foreigners without a cédula are given bases
// from 50.000.000 and companies and other entities bases from 80.000.000
// (SET, when the numeric RUC replaced the old alphanumeric one). So an
// 8-digit base from 80000000 up is reported as a company and any other as
// a person. Bases are written without leading zeros; a leading zero is
// reported as invalid_format. Alphanumeric RUCs were withdrawn and are not
// accepted.
//
// Check digit: the SET's "módulo 11" routine: the base digits are
// multiplied from the right by 2, 3, 4 ... up to 11 (restarting at 2
// after 11, which only a base of more than 10 digits would reach); the
// check digit is 11 - sum mod 11, or 0 when the remainder is 0 or 1.
//
// Source: SET, "Dígito verificador" (the official PL/SQL routine
// calcular_dv_11_a with base 11) on set.gov.py; ABC Color, "El uso del
// RUC numérico y el nuevo timbrado son obligatorios" (numbering ranges);
// python-stdnum py.ruc and stdnum-js py/ruc as secondary sources.
var pyRUC = document{
	name:  "ruc",
	title: "Registro Único de Contribuyentes",
	algo:  "mod 11 (weights 2-11 from the right; 10, 11 = 0)",
	id:    idPYRUC,
}

var pyRUCWeights = [10]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11}

func pyCheckRUC(n string, _ Validator) verdict {
	if len(n) < 2 || len(n) > 9 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) || n[0] == '0' {
		return verdict{reason: faultFormat}
	}
	base := n[:len(n)-1]
	entity := entPerson
	if len(base) == 8 && base >= "80000000" {
		entity = entCompany
	}
	sum, _ := checksum.WeightedSumRight(base, pyRUCWeights[:])
	if byte('0'+checksum.Mod11Zero(sum)) != n[len(n)-1] {
		return verdict{reason: faultChecksum, entity: entity}
	}
	return verdict{entity: entity}
}

// pyAppendRUC writes the base, a hyphen and the check digit: 80012345-6.
func pyAppendRUC(b []byte, n string) []byte {
	return appendSplit(b, n, "-", len(n)-1)
}
