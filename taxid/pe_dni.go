package taxid

import "github.com/ndval/ndval/internal/checksum"

// DNI: Documento Nacional de Identidad, the Peruvian identity document
// issued by RENIEC. Its number is the CUI (Código Único de Identificación).
//
// Structure: 8 digits, the CUI, which has no check digit of its own. The
// DNI card prints after it a check character, and the value may be given
// with it (9 characters, written 12345678-9). The check character is
// validated when present; Normalized keeps what was given.
//
// Check character: the 8 digits are multiplied by 3 2 7 6 5 4 3 2; with
// r = sum mod 11, the check is the digit "65432110987"[r] or, in its letter
// form, "KJIHGFEDCBA"[r]. Either form is accepted.
//
// Source: RENIEC (the DNI card); python-stdnum pe.cui and stdnum-js pe/cui
// and pe/dni as secondary sources. A RUC of prefix 10 embeds the DNI
// (pe_ruc.go).
var peDNI = document{
	name:    "dni",
	aliases: []string{"cui"},
	title:   "Documento Nacional de Identidad",
	algo:    "mod 11 check character, optional (weights 32765432)",
	id:      idPEDNI,
}

var peDNIWeights = [8]int{3, 2, 7, 6, 5, 4, 3, 2}

const (
	peDNIDigits  = "65432110987"
	peDNILetters = "KJIHGFEDCBA"
)

func peCheckDNI(n string, _ Validator) verdict {
	if len(n) != 8 && len(n) != 9 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n[:8]) {
		return verdict{reason: faultFormat}
	}
	if len(n) == 8 {
		return verdict{entity: entPerson}
	}
	c := n[8]
	if !('0' <= c && c <= '9') && !('A' <= c && c <= 'K') {
		return verdict{reason: faultFormat}
	}
	sum, _ := checksum.WeightedSum(n[:8], peDNIWeights[:])
	r := sum % 11
	if c != peDNIDigits[r] && c != peDNILetters[r] {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// peAppendDNI writes the check character after a dash: 10117410-2.
func peAppendDNI(b []byte, n string) []byte {
	if len(n) == 8 {
		return b
	}
	return appendSplit(b, n, "-", 8)
}
