package account

import "github.com/ndval/ndval"

// CBU: Clave Bancaria Uniforme, the Argentine bank account number that the
// BCRA makes every bank assign to every demand account.
//
// Structure: 22 digits in two blocks. Block 1 (digits 1-8) is the entity
// (3 digits, the last three of the bank's BCRA code: 007 Galicia, 011
// Nación, 017 BBVA...), the branch (4 digits) and a check digit. Block 2
// (digits 9-22) is the account (13 digits, the first two set by the bank,
// for example for the account type or currency) and a check digit. Each
// check digit is (10 - sum mod 10) mod 10 over its block, with the weights
// 7 1 3 9 7 1 3 for block 1 and 3 9 7 1 3 9 7 1 3 9 7 1 3 for block 2 (the
// weights 3 1 7 9 repeated from the right of each block).
//
// Entity 000 is not a bank: it marks a CVU (ar_cvu.go). A value given as a
// CBU whose entity is 000 is therefore reported as invalid_component,
// not silently validated as a CVU: the type the caller gave does not fit
// the value. With no type given, such a value is detected as a CVU.
//
// Formatted shows the two blocks separated by a space ("01703564
// 20000030382008"), as Argentine banks print them on statements and
// payment instructions (also seen with a '-' between the blocks).
//
// Sources: BCRA, "Sistema Nacional de Pagos – Servicios de pago" (texto
// ordenado, Comunicación "A" 7533, section 1 "Clave Bancaria Uniforme");
// python-stdnum's ar.cbu for the weights; the entity names are in
// data/banks_ar.csv (see data/SOURCES.md). The rule was checked against the
// real CBUs in testdata/ar_cbu.txt.
var cbuKind = kind{typ: CBU, country: "AR"}

// cbuSums are the weighted sums of the CBU's (or CVU's) two blocks, the
// 22 ASCII digits n without their check digits n[7] and n[21]: block 1
// with the weights 7 1 3 9 7 1 3, block 2 with 3 9 7 1 ... 3.
func cbuSums(n string) (block1, block2 int) {
	_ = n[20]
	block1 = 7*(int(n[0])+int(n[4])-2*'0') + int(n[1]) + int(n[5]) - 2*'0' +
		3*(int(n[2])+int(n[6])-2*'0') + 9*(int(n[3])-'0')
	block2 = 3*(int(n[8])+int(n[12])+int(n[16])+int(n[20])-4*'0') +
		9*(int(n[9])+int(n[13])+int(n[17])-3*'0') +
		7*(int(n[10])+int(n[14])+int(n[18])-3*'0') +
		int(n[11]) + int(n[15]) + int(n[19]) - 3*'0'
	return block1, block2
}

func latamCheckCBU(v Validator, n, src string, r *Result) {
	if !latamShape(n, 22, r) {
		return
	}
	if n[:3] == "000" {
		r.Reason = ndval.ReasonInvalidComponent // a CVU given as a CBU
		return
	}
	r.Valid = true
	r.Branch = n[3:7]
	latamBankInfo(v, "AR", n[:3], latamBanksAR[:], &latamIndexBanksAR, r)
	latamCBUChecksum(n, r)
	r.Formatted = cbuFormatted(n, src)
}

// cbuFormatted returns the 22 digits n of a CBU or a CVU as its two blocks:
// "01703564 20000030382008".
func cbuFormatted(n, src string) string {
	_ = n[21]
	var b [23]byte
	copy(b[0:8], n[0:8])
	b[8] = ' '
	copy(b[9:23], n[8:22])
	return reuse(b[:], src)
}

// latamCBUChecksum checks both check digits of a 22-digit CBU or CVU.
func latamCBUChecksum(n string, r *Result) {
	s1, s2 := cbuSums(n)
	r.ChecksumValid = latamCheckDigit(s1) == n[7] && latamCheckDigit(s2) == n[21]
	if !r.ChecksumValid {
		r.Reason = ndval.ReasonInvalidChecksum
	}
}
