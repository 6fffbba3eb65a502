package account

import "github.com/ndval/ndval/internal/checksum"

// CCI: Código de Cuenta Interbancario, the Peruvian 20-digit number that
// identifies an account for transfers between banks through the Cámara de
// Compensación Electrónica (CCE).
//
// Structure: entity (3 digits: 002 BCP, 003 Interbank, 009 Scotiabank, 011
// BBVA, 018 Banco de la Nación, 8xx cajas municipales...), office (3
// digits), account (12 digits) and two check digits: the first over the 6
// digits of entity and office, the second over the 12 account digits.
// Each is computed the same way: multiply the digits alternately by 1 and
// 2, starting with 1 at the left; replace each product by the sum of its
// digits; the check digit is (10 - total mod 10) mod 10 (a Luhn-style sum
// with the weights taken from the left).
//
// The CCE publishes no specification of the check digits. The rule was
// inferred from a few examples and then confirmed against 48 real CCIs
// from eleven entities (BCP, Interbank, Scotiabank, BBVA, Banco de la
// Nación, Banco de Comercio, Pichincha, BanBif and the cajas municipales
// of Arequipa, Cusco and Huancayo): the 30 that companies, institutions,
// non-profits and documentation publish for payments and donations are in
// testdata/pe_cci.txt with their sources; 18 more, from personal payment
// notes, were checked but not kept (personal data). All 48 verify both
// digits. Two more found in personal notes fail their first digit; for
// one of them another CCI of the same entity and office (the first digit
// depends on nothing else) shows the published digit is wrong, so both are
// taken as transcription errors. Should a bank compute its digits
// otherwise, the semantics of Result still hold: a well-formed CCI whose
// digits fail is Valid with ReasonInvalidChecksum, never rejected outright.
//
// Branch is the office code; there is no public office table. Formatted
// is the form Peruvian banks print: "002-193-001081531054-14".
//
// Entity names are in data/banks_pe.csv (see data/SOURCES.md).
var cciKind = kind{typ: CCI, country: "PE"}

func latamCheckCCI(v *Validator, n, src string, r *Result) {
	if !latamShape(n, 20, r) {
		return
	}
	r.Valid = true
	latamBankInfo(v, "PE", n[:3], latamBanksPE[:], &latamIndexBanksPE, latamBankNamePE, r)
	r.Branch = n[3:6]
	r.ChecksumValid = latamCCIDigit(n[:6]) == n[18] && latamCCIDigit(n[6:18]) == n[19]
	if !r.ChecksumValid {
		r.Reason = ReasonInvalidChecksum
	}
	r.Formatted = latamGroup(n, src, '-', 3, 6, 18)
}

// latamCCIDigit returns the CCI check digit of the digits s, as an ASCII
// digit. Both blocks have an even number of digits (6 and 12), so the
// weights 1, 2, 1, ... from the left are Luhn's 2, 1, 2, ... from the
// right, and the digit is the Luhn check digit.
func latamCCIDigit(s string) byte {
	d, _ := checksum.LuhnDigit(s)
	return byte('0' + d)
}
