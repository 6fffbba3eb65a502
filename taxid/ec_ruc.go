package taxid

import "github.com/ndval/ndval/internal/checksum"

// RUC: Registro Único de Contribuyentes, the Ecuadorian tax id assigned by
// the SRI (Servicio de Rentas Internas).
//
// Structure: 13 digits. The first two are a province code, 01 to 24 or 30
// (see ec_cedula.go); the third says the kind of taxpayer:
//   - 0 to 5, natural person: the 10 digits of her cédula (check digit
//     included, see ec_cedula.go) and a 3-digit establishment number, 001
//     for the main one.
//   - 6, public body: 6 digits of sequence, a check digit at position 9 and
//     a 4-digit establishment number (0001).
//   - 9, private company and other legal entity: 6 digits of sequence, a
//     check digit at position 10 and a 3-digit establishment (001). The SRI
//     also gives third digit 9 to foreigners registered without a cédula;
//     such RUCs are reported as companies all the same.
//
// Foreigners whose cédula has the third digit 6 hold a natural RUC with
// that digit, so a third digit 6 whose public check digit fails is tried as
// a natural RUC. The third digits 7 and 8, and an establishment number of
// zeros, are invalid_component.
//
// Check digits: public, the first 8 digits multiplied by 3 2 7 6 5 4 3 2;
// private, the first 9 multiplied by 4 3 2 7 6 5 4 3 2; in both, check =
// 11 - sum mod 11, 11 becoming 0 (10 leaves no valid digit).
//
// The SRI no longer assigns every company RUC by this algorithm: once the
// sequence outgrew 6 digits the digit in the check position stopped being
// a check digit (as Ecuador's e-government team states in its gobec_forms
// tracker, issue 32, quoted in python-stdnum issue #497), and real, active
// company RUCs fail it: 1793213150001 (Carnada S.A.S.), 0993370026001
// (Pontedora S.A.S.) and others listed in python-stdnum issues #290, #457
// and #497. With Validator.Lenient a public or private RUC whose only
// fault is the check digit is accepted with WarnChecksumMismatch; by
// default it is invalid_checksum.
//
// Source: SRI, "Estructura del RUC" (the algorithms by kind of taxpayer,
// as copied from sri.gob.ec); python-stdnum ec.ruc and stdnum-js ec/ruc as
// secondary sources, and their issue trackers for the RUCs that fail.
var ecRUC = document{
	name:  "ruc",
	title: "Registro Único de Contribuyentes",
	algo:  "mod 10 (natural person) or mod 11 (public body, company)",
	id:    idECRUC,
}

var (
	ecPublicWeights  = [8]int{3, 2, 7, 6, 5, 4, 3, 2}
	ecPrivateWeights = [9]int{4, 3, 2, 7, 6, 5, 4, 3, 2}
)

func ecCheckRUC(n string, v Validator) verdict {
	if len(n) != 13 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if !ecProvince(n[:2]) {
		return verdict{reason: faultComponent}
	}
	switch d := n[2]; {
	case d <= '5':
		if n[10:] == "000" {
			return verdict{reason: faultComponent, entity: entPerson}
		}
		if !checksum.LuhnValid(n[:10]) {
			return verdict{reason: faultChecksum, entity: entPerson}
		}
		return verdict{entity: entPerson}
	case d == '6':
		if n[9:] == "0000" {
			return verdict{reason: faultComponent, entity: entCompany}
		}
		if ecMod11(n[:8], ecPublicWeights[:], n[8]) {
			return verdict{entity: entCompany}
		}
		if n[10:] != "000" && checksum.LuhnValid(n[:10]) {
			return verdict{entity: entPerson}
		}
		return ecLenient(v)
	case d == '9':
		if n[10:] == "000" {
			return verdict{reason: faultComponent, entity: entCompany}
		}
		if ecMod11(n[:9], ecPrivateWeights[:], n[9]) {
			return verdict{entity: entCompany}
		}
		return ecLenient(v)
	}
	return verdict{reason: faultComponent}
}

// ecMod11 reports whether c is the mod 11 check digit of the digits s.
func ecMod11(s string, weights []int, c byte) bool {
	sum, _ := checksum.WeightedSum(s, weights)
	d := checksum.Mod11(sum)
	if d == 11 {
		d = 0
	}
	return d < 10 && byte('0'+d) == c
}

// ecLenient is the verdict on a public or private RUC whose check digit
// fails.
func ecLenient(v Validator) verdict {
	if v.Lenient {
		return verdict{entity: entCompany, warnings: WarnChecksumMismatch}
	}
	return verdict{reason: faultChecksum, entity: entCompany}
}
