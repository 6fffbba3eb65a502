package taxid

import "github.com/ndval/ndval/internal/checksum"

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
	name:  "cpf",
	title: "Cadastro de Pessoas Físicas",
	algo:  "mod 11, two digits (weights 10..2, 11..2)",
	id:    idBRCPF,
	shape: newShape("999.999.999-99"),
}

// brCPFWeights are the weights of the second check digit over the base
// and the first check digit: 11 down to 2.
var brCPFWeights = [10]int{11, 10, 9, 8, 7, 6, 5, 4, 3, 2}

func brCheckCPF(n string, _ Validator) verdict {
	if len(n) != 11 {
		return verdict{reason: faultLength}
	}
	if !allDigits(n) {
		return brCheckDigits(n, brCPFWeights[:], false, entPerson) // its faultFormat
	}
	// brCheckDigits' two sums, each digit read once as a byte: the first
	// weights the nine base digits 10 down to 2 (54 in all), the second
	// 11 down to 3, which is the first plus each digit once, and the
	// first check digit twice.
	b := n[:11]
	sum1 := 10*int(b[0]) + 9*int(b[1]) + 8*int(b[2]) + 7*int(b[3]) + 6*int(b[4]) + 5*int(b[5]) +
		4*int(b[6]) + 3*int(b[7]) + 2*int(b[8]) - 54*'0'
	sum2 := sum1 + int(b[0]) + int(b[1]) + int(b[2]) + int(b[3]) + int(b[4]) + int(b[5]) +
		int(b[6]) + int(b[7]) + int(b[8]) + 2*int(b[9]) - 11*'0'
	if b == sameDigits[b[0]-'0'] {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	if byte('0'+checksum.Mod11Zero(sum1)) != b[9] || byte('0'+checksum.Mod11Zero(sum2)) != b[10] {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// sameDigits are the eleven-digit values of one digit repeated, which no
// CPF is.
var sameDigits = [10]string{"00000000000", "11111111111", "22222222222", "33333333333", "44444444444",
	"55555555555", "66666666666", "77777777777", "88888888888", "99999999999"}

// brAppendCPF writes 123.456.789-09.
func brAppendCPF(b []byte, n string) []byte {
	_ = n[10]
	return append(b, n[0], n[1], n[2], '.', n[3], n[4], n[5], '.', n[6], n[7], n[8], '-', n[9], n[10])
}
