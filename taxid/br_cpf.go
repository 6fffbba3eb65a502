package taxid

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/checksum"
)

// CPF: Cadastro de Pessoas Físicas, the Brazilian individual taxpayer
// number assigned by the Receita Federal do Brasil (RFB).
//
// Structure: 11 digits, written 123.456.789-09: a nine-digit base, whose
// last digit is the fiscal region (região fiscal) that registered it, and
// two mod 11 check digits. The first is computed over the base with weights
// 10 9 8 7 6 5 4 3 2, the second over the base and the first check digit
// with weights 11 10 9 8 7 6 5 4 3 2; each is 11 - sum mod 11, where 10 and
// 11 become 0. The eleven numbers made of one repeated digit
// (000.000.000-00 ... 999.999.999-99) pass that arithmetic but are never
// issued and are reported as invalid_component.
//
// Source: RFB, Instrução Normativa RFB nº 2.172/2024 (the CPF register)
// and the RFB's published module 11 rule for the CPF check digits;
// python-stdnum br.cpf and stdnum-js br/cpf as secondary sources.
var brCPF = document{
	name:   "cpf",
	title:  "Cadastro de Pessoas Físicas",
	algo:   "mod 11, two digits (weights 10..2, 11..2)",
	check:  brCheckCPF,
	format: brFormatCPF,
}

func brCheckCPF(n string, _ Validator) verdict {
	if len(n) != 11 {
		return verdict{reason: ndval.ReasonInvalidLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: ndval.ReasonInvalidFormat}
	}
	if checksum.AllSame(n) {
		return verdict{reason: ndval.ReasonInvalidComponent, entity: ndval.EntityPerson}
	}
	if brMod11Digit(n[:9], 10) != n[9] || brMod11Digit(n[:10], 11) != n[10] {
		return verdict{reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson}
	}
	return verdict{entity: ndval.EntityPerson}
}

// brMod11Digit returns the CPF check digit of the digit string s whose
// first digit takes weight w, the next w-1 and so on down to 2: 11 - sum
// mod 11, with 10 and 11 mapped to 0.
func brMod11Digit(s string, w int) byte {
	sum := 0
	for i := 0; i < len(s); i++ {
		sum += int(s[i]-'0') * w
		w--
	}
	return byte('0' + checksum.Mod11Zero(sum))
}

// brFormatCPF writes 123.456.789-09.
func brFormatCPF(n string) string {
	var b [14]byte
	copy(b[0:3], n[0:3])
	b[3] = '.'
	copy(b[4:7], n[3:6])
	b[7] = '.'
	copy(b[8:11], n[6:9])
	b[11] = '-'
	copy(b[12:14], n[9:11])
	return string(b[:])
}
