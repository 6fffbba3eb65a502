package taxid

import "github.com/ndval/ndval/internal/checksum"

// brCheckDigits checks the two mod 11 check digits that end n, a CPF or a
// CNPJ of the right length, as the RFB computes them for both: each is
// 11 - sum mod 11, where 10 and 11 become 0; the second is taken over the
// base and the first check digit with weights, which end in 2, and the
// first over the base with the same weights shifted by one. The base is
// digits, and also A-Z when letters (the alphanumeric CNPJ, whose letters
// count as their ASCII code minus 48); the check digits are digits. A
// value of one repeated digit is never issued (invalid_component). e is
// the holder the document names.
func brCheckDigits(n string, weights []int, letters bool, e holder) verdict {
	base := len(n) - 2
	weights = weights[:base+1]
	// One pass over the base for both sums.
	sum1, sum2, same := 0, 0, true
	for i, w := range weights[1:] {
		c := n[i]
		if !isDigit(c) && !(letters && isUpper(c)) {
			return verdict{reason: faultFormat}
		}
		sum1 += int(c-'0') * w
		sum2 += int(c-'0') * weights[i]
		same = same && c == n[0]
	}
	d1, d2 := n[base], n[base+1]
	if !isDigit(d1) || !isDigit(d2) {
		return verdict{reason: faultFormat}
	}
	if same && d1 == n[0] && d2 == n[0] {
		return verdict{reason: faultComponent, entity: e}
	}
	sum2 += int(d1-'0') * 2
	if byte('0'+checksum.Mod11Zero(sum1)) != d1 || byte('0'+checksum.Mod11Zero(sum2)) != d2 {
		return verdict{reason: faultChecksum, entity: e}
	}
	return verdict{entity: e}
}
