package taxid

import "github.com/ndval/ndval/internal/checksum"

// RUT: Registro Único Tributario, the Uruguayan tax register of the
// Dirección General Impositiva (DGI). It numbers companies and other
// entities and also the natural persons who run a business (empresas
// unipersonales), so it does not say which kind of holder it has and no
// entity is reported.
//
// Structure: 12 digits, RRSSSSSS00XC. RR is the registration number, 01
// to 21; SSSSSS is a sequence, never 000000; the ninth and tenth digits
// are 00; X is 1 in every real RUT found for the tests (python-stdnum
// requires 001 in positions 9 to 11; this validator requires only 00, as
// no public DGI rule for the eleventh digit was found); C is the check
// digit.
// A value that breaks RR, SSSSSS or the 00 is reported as
// invalid_component.
//
// Check digit: mod 11 over the first eleven digits with the weights
// 4 3 2 9 8 7 6 5 4 3 2: C = 11 - sum mod 11, where 11 becomes 0. A check
// value of 10 has no digit; such a number is taken as never issued and is
// reported as invalid_checksum. No DGI text states this: it is the rule of
// every peer found (python-stdnum uy.rut, stdnum-js uy/rut, and the PHP
// ValidadorUruguay, whose tests reject 210407620010 because "digito
// verificador es 10"), and none of the real RUTs found for the tests has
// a check value of 10. Too few are known to rule out that the DGI issues
// such numbers with another digit.
//
// The DGI's electronic invoices (CFE, field RUCEmisor) and web services
// carry the RUT as 12 plain digits, which is also the formatted form here;
// as the CFE formats call it RUC, "ruc" is accepted as an alias.
//
// Source: DGI / AGESIC data model ("modelo de datos", page 71, as cited by
// python-stdnum), python-stdnum uy.rut and stdnum-js uy/rut as secondary
// sources.
var uyRUT = document{
	name:    "rut",
	aliases: []string{"ruc"},
	title:   "Registro Único Tributario",
	algo:    "mod 11 (weights 43298765432)",
	id:      idUYRUT,
}

var uyRUTWeights = [11]int{4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}

func uyCheckRUT(n string, _ Validator) verdict {
	if len(n) != 12 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if n[:2] < "01" || n[:2] > "21" || n[2:8] == "000000" || n[8:10] != "00" {
		return verdict{reason: faultComponent}
	}
	sum, _ := checksum.WeightedSum(n[:11], uyRUTWeights[:])
	c := checksum.Mod11(sum)
	if c == 11 {
		c = 0
	}
	if c == 10 || byte('0'+c) != n[11] {
		return verdict{reason: faultChecksum}
	}
	return verdict{}
}
