package taxid

import "github.com/ndval/ndval/internal/checksum"

// RUC: Registro Único de Contribuyentes, the Peruvian tax id assigned by
// SUNAT to natural persons and legal entities.
//
// Structure: 11 digits, PP NNNNNNNN C. PP is the kind of taxpayer: 10 for
// natural persons with a DNI, whose DNI follows as NNNNNNNN (RUC
// 10-xxxxxxxx-C embeds DNI xxxxxxxx); 20 for legal entities (companies,
// public bodies, associations); 15, 16 and 17 for other taxpayers. The
// meaning of 15, 16 and 17 is not published by SUNAT in a form this
// package could check (secondary sources disagree: persons without DNI,
// foreigners, successions, persons registered 1993-2000), so they carry no
// entity. Any other prefix is invalid_component.
//
// Check digit: the first ten digits are multiplied by 5 4 3 2 7 6 5 4 3 2;
// C = (11 - sum mod 11) mod 10.
//
// Source: SUNAT (Decreto Legislativo 943, Ley del Registro Único de
// Contribuyentes); SUNAT publishes no specification of the check digit, so
// the rule is the one of python-stdnum pe.ruc and stdnum-js pe/ruc (which
// admits prefix 16), confirmed on the RUCs of SUNAT and large companies.
var peRUC = document{
	name:  "ruc",
	title: "Registro Único de Contribuyentes",
	algo:  "mod 11 (weights 5432765432)",
	id:    idPERUC,
}

var peRUCWeights = [10]int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}

func peCheckRUC(n string, _ Validator) verdict {
	if len(n) != 11 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	var entity holder
	switch n[:2] {
	case "10":
		entity = entPerson
	case "20":
		entity = entCompany
	case "15", "16", "17":
	default:
		return verdict{reason: faultComponent}
	}
	sum, _ := checksum.WeightedSum(n[:10], peRUCWeights[:])
	if byte('0'+(11-sum%11)%10) != n[10] {
		return verdict{reason: faultChecksum, entity: entity}
	}
	return verdict{entity: entity}
}
