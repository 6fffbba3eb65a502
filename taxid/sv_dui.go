package taxid

import "github.com/ndval/ndval/internal/checksum"

// DUI: Documento Único de Identidad, the Salvadoran identity card issued by
// the Registro Nacional de las Personas Naturales (RNPN) to citizens of 18
// and over.
//
// Structure: 9 digits, written NNNNNNNN-C: an 8-digit number and a check
// digit. C is a mod 10 check over the 8 digits with weights 9 8 7 6 5 4 3 2:
// C = (10 - sum mod 10) mod 10. The number 00000000 is never issued (it is
// the placeholder printed on forms) and is reported as invalid_component.
// Since the 2021 reform the DUI also serves as the NIT of Salvadoran adults
// (see sv_nit.go).
//
// Source: the RNPN does not publish the rule; it is the one circulated
// among Salvadoran developers since at least 2011 (svcommunity.org forum
// "Cómo calcular dígito verificador del DUI y NIT", relayed on the
// publicesvfoxpro group in 2014), and it checks out on the example numbers
// posted with it.
var svDUI = document{
	name:  "dui",
	title: "Documento Único de Identidad",
	algo:  "mod 10 (weights 98765432)",
	id:    idSVDUI,
	shape: newShape("99999999-9"),
}

var svDUIWeights = [8]int{9, 8, 7, 6, 5, 4, 3, 2}

func svCheckDUI(n string, _ Validator) verdict {
	if len(n) != 9 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if n[:8] == "00000000" {
		return verdict{reason: faultComponent}
	}
	sum, _ := checksum.WeightedSum(n[:8], svDUIWeights[:])
	if byte('0'+(10-sum%10)%10) != n[8] {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// svAppendDUI writes the usual 12345678-9.
func svAppendDUI(b []byte, n string) []byte {
	return appendSplit(b, n, "-", 8)
}
