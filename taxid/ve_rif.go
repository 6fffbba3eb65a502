package taxid

import "github.com/ndval/ndval/internal/checksum"

// RIF: Registro Único de Información Fiscal, the Venezuelan tax id
// assigned by SENIAT.
//
// Structure: a letter, 8 digits and a check digit, written J-12345678-9.
// The letter is the kind of holder: V (Venezuelan person; the digits are
// her cédula) and E (foreign resident with cédula) and P (person
// registered with a passport) are persons; J (companies and other legal
// entities), G (government bodies) and C (consejos comunales and other
// communal organisations, a letter introduced in 2015 for entities that
// had J RIFs before) are legal entities. Any other letter is
// invalid_component.
//
// Check digit: the letter has a value, V 1, E 2, J 3, P 4, G 5, and C 3
// (the J value); sum = 4 × value + the 8 digits multiplied by
// 3 2 7 6 5 4 3 2; check = 11 - sum mod 11, where 10 and 11 become 0.
//
// Source: SENIAT; python-stdnum ve.rif and stdnum-js ve/rif (V, E, J, P,
// G). The value of C follows Odoo's base_vat check_vat_ve and the
// joseayram/utils issue #3 (2016), where the consejo comunal RIF
// C-40640057-2, confirmed on SENIAT's search, verifies only with the J
// value.
var veRIF = document{
	name:  "rif",
	title: "Registro Único de Información Fiscal",
	algo:  "mod 11 (letter value × 4, weights 32765432)",
	id:    idVERIF,
}

var veRIFWeights = [8]int{3, 2, 7, 6, 5, 4, 3, 2}

func veCheckRIF(n string, _ Validator) verdict {
	if len(n) != 10 {
		return verdict{reason: faultLength}
	}
	if n[0] < 'A' || n[0] > 'Z' || !checksum.IsDigits(n[1:]) {
		return verdict{reason: faultFormat}
	}
	var value int
	var entity holder
	switch n[0] {
	case 'V':
		value, entity = 1, entPerson
	case 'E':
		value, entity = 2, entPerson
	case 'P':
		value, entity = 4, entPerson
	case 'J', 'C':
		value, entity = 3, entCompany
	case 'G':
		value, entity = 5, entCompany
	default:
		return verdict{reason: faultComponent}
	}
	sum, _ := checksum.WeightedSum(n[1:9], veRIFWeights[:])
	c := checksum.Mod11(4*value + sum)
	if c >= 10 {
		c = 0
	}
	if byte('0'+c) != n[9] {
		return verdict{reason: faultChecksum, entity: entity}
	}
	return verdict{entity: entity}
}

// veAppendRIF writes J-12345678-9.
func veAppendRIF(b []byte, n string) []byte {
	return appendSplit(b, n, "--", 1, 9)
}
