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
}

func brCheckCPF(n string, _ Validator) verdict {
	if len(n) != 11 {
		return verdict{reason: faultLength}
	}
	// One pass over the base: the first digit weighs 10 in the first sum
	// and 11 in the second, the next one less, and so on.
	sum1, sum2, same := 0, 0, true
	for i := 0; i < 9; i++ {
		c := n[i]
		if !isDigit(c) {
			return verdict{reason: faultFormat}
		}
		sum1 += int(c-'0') * (10 - i)
		sum2 += int(c-'0') * (11 - i)
		same = same && c == n[0]
	}
	d1, d2 := n[9], n[10]
	if !isDigit(d1) || !isDigit(d2) {
		return verdict{reason: faultFormat}
	}
	if same && d1 == n[0] && d2 == n[0] {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	sum2 += int(d1-'0') * 2
	if byte('0'+checksum.Mod11Zero(sum1)) != d1 || byte('0'+checksum.Mod11Zero(sum2)) != d2 {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// brAppendCPF writes 123.456.789-09.
func brAppendCPF(b []byte, n string) []byte {
	_ = n[10]
	return append(b, n[0], n[1], n[2], '.', n[3], n[4], n[5], '.', n[6], n[7], n[8], '-', n[9], n[10])
}
