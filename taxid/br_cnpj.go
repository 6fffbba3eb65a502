package taxid

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/checksum"
)

// CNPJ: Cadastro Nacional da Pessoa Jurídica, the Brazilian register of
// companies and other legal entities kept by the Receita Federal do Brasil
// (RFB). Every establishment of an entity has its own CNPJ.
//
// Structure: 14 characters, written 12.345.678/0001-95: an eight-character
// root (raiz) that identifies the entity, a four-character order number
// (ordem) that identifies the establishment, where 0001 is by convention
// the head office (matriz) and higher numbers its branches (filiais), and
// two check digits. From July 2026 the RFB also issues alphanumeric CNPJs
// (Instrução Normativa RFB nº 2.229/2024): the root and the order may then
// hold the letters A-Z as well as digits, while the two check digits stay
// numeric; existing numeric CNPJs keep their numbers and check digits.
//
// Check digits: mod 11. Each of the first twelve characters counts as its
// ASCII code minus 48, so digits keep their value and A=17, B=18 ... Z=42.
// The first check digit uses the weights 5 4 3 2 9 8 7 6 5 4 3 2 over the
// twelve characters, the second 6 5 4 3 2 9 8 7 6 5 4 3 2 over those and
// the first check digit; each is 11 - sum mod 11, where 10 and 11 become 0.
// The ten values made of one repeated digit (00.000.000/0000-00 ...) are
// never issued and are reported as invalid_component whatever their check
// digits.
//
// Source: RFB, Instrução Normativa RFB nº 2.229/2024 and Nota Técnica
// COCAD/SUARA/RFB nº 49/2024 (the alphanumeric CNPJ and its check digit,
// with the worked example 12.ABC.345/01DE-35); python-stdnum br.cnpj and
// stdnum-js br/cnpj as secondary sources for the numeric form.
var brCNPJ = document{
	name:   "cnpj",
	title:  "Cadastro Nacional da Pessoa Jurídica",
	algo:   "mod 11, two digits (weights 2-9 from the right; A-Z count as ASCII-48)",
	check:  brCheckCNPJ,
	format: brFormatCNPJ,
}

func brCheckCNPJ(n string, _ Validator) verdict {
	if len(n) != 14 {
		return verdict{reason: ndval.ReasonInvalidLength}
	}
	for i := 0; i < 12; i++ {
		if c := n[i]; !('0' <= c && c <= '9') && !('A' <= c && c <= 'Z') {
			return verdict{reason: ndval.ReasonInvalidFormat}
		}
	}
	if !checksum.IsDigits(n[12:]) {
		return verdict{reason: ndval.ReasonInvalidFormat}
	}
	if checksum.AllSame(n) {
		return verdict{reason: ndval.ReasonInvalidComponent, entity: ndval.EntityCompany}
	}
	if brCNPJDigit(n[:12]) != n[12] || brCNPJDigit(n[:13]) != n[13] {
		return verdict{reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityCompany}
	}
	return verdict{entity: ndval.EntityCompany}
}

// brCNPJDigit returns the check digit that follows s (12 or 13 characters
// of 0-9 and A-Z): the weights run 2 3 4 5 6 7 8 9 from the right and
// repeat, each character counts as its ASCII code minus 48, and the digit
// is 11 - sum mod 11 with 10 and 11 mapped to 0.
func brCNPJDigit(s string) byte {
	sum, w := 0, 2
	for i := len(s) - 1; i >= 0; i-- {
		sum += int(s[i]-'0') * w
		if w++; w > 9 {
			w = 2
		}
	}
	return byte('0' + checksum.Mod11Zero(sum))
}

// brFormatCNPJ writes 12.345.678/0001-95 (12.ABC.345/01DE-35).
func brFormatCNPJ(n string) string {
	var b [18]byte
	copy(b[0:2], n[0:2])
	b[2] = '.'
	copy(b[3:6], n[2:5])
	b[6] = '.'
	copy(b[7:10], n[5:8])
	b[10] = '/'
	copy(b[11:15], n[8:12])
	b[15] = '-'
	copy(b[16:18], n[12:14])
	return string(b[:])
}
