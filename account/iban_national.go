package account

import "github.com/ndval/ndval/internal/checksum"

// National check digits inside IBAN BBANs.
//
// The IBAN's mod 97 protects the whole number, but most European BBANs
// (and a few others) also carry the check digits of the domestic account
// number. SWIFT's registry does not describe them. The rules below follow
// the public implementations of python-stdnum, schwifty, php-iban and
// iban4j (which cite the central banks and ECBS TR201, Register of
// European Account Numbers, V3.23, 2007) and Qowaiv's fixed IBAN check
// digits; each function names its source. Every rule was then checked
// against the registry's example and against IBANs that organisations
// publish for payments (testdata/iban_*.txt: close to 700 for these
// countries, all of which verify) and is used only because they agree.
//
// Verified: AL, BA, BE, CZ, DJ, EE, ES, FI, FR (and its territories), HR,
// HU, IT, MC, ME, MK, NO, PL, PT, RS, SI, SK, SM, TL, TN.
//
// Not verified, so WarnNationalCheckUnverified is set: DE (one of about
// 150 methods per bank, assigned by the Bundesbank), GB (VocaLink
// modulus checking, per sort-code range), SE (per clearing-number range),
// DK, FO and GL (mod 11 for some registration numbers only), IL (per
// bank), IS (the holder's kennitala), RU (the control key depends on the
// BIC), and BI, MR, ST, XK, whose BBANs end in national check digits that
// follow the RIB or MOD 97-10 rules by their registry examples but of
// which no published IBAN could be checked.
//
// Every other registry country, the Latin American ones included (BR, CR,
// DO, GT, HN, NI, SV, LC, VG), has no national check digit in a fixed
// BBAN position that any of the sources above knows of: the IBAN's mod 97
// is the whole check, and no warning is set. NL is one of them: the old
// "elfproef" is not part of the BBAN and does not hold for ING's
// (formerly Postbank) accounts.

// natResult is the outcome of a national check.
type natResult uint8

const (
	natNone       natResult = iota // no national check digits known
	natOK                          // they verify
	natFail                        // they do not verify
	natUnverified                  // there are some, not verified here
)

func natOf(ok bool) natResult {
	if ok {
		return natOK
	}
	return natFail
}

// natCheck checks the national check digits of the BBAN b of country cc.
// b has the registry structure of cc; mod is b mod 97 as ibanScan reads
// it, and letters says whether b holds letters.
func natCheck(cc, b string, mod uint64, letters bool) natResult {
	switch cc {
	case "AL":
		return natOf(natMod10(b[:7], b[7], 9, 7, 3, 1, 9, 7, 3))
	case "BA", "ME", "MK", "PT", "RS", "SI", "TL":
		if letters {
			return natUnverified // MK only: no published rule for letters
		}
		return natOf(mod == 1)
	case "BE":
		return natOf(natBE(b))
	case "CZ", "SK":
		return natOf(natCZ(b))
	case "DJ", "FR", "MC", "TN":
		if !letters {
			return natOf(mod == 0) // the RIB rule on digits alone
		}
		return natOf(natRIB(b))
	case "EE":
		return natOf(natEE(b))
	case "ES":
		return natOf(natES(b))
	case "FI": // Luhn over the 14 digits (schwifty checksum/finland.py)
		return natOf(checksum.LuhnValid(b))
	case "HR":
		return natOf(natMod1110(b[:7]) && natMod1110(b[7:]))
	case "HU":
		return natOf(natMod10(b[:7], b[7], 9, 7, 3, 1, 9, 7, 3) &&
			natMod10(b[8:23], b[23], 9, 7, 3, 1, 9, 7, 3, 1, 9, 7, 3, 1, 9, 7, 3))
	case "IT", "SM":
		return natOf(natCIN(b))
	case "NO":
		return natOf(natNO(b))
	case "PL":
		return natOf(natMod10(b[:7], b[7], 3, 9, 7, 1, 3, 9, 7))
	case "BI", "DE", "DK", "FO", "GB", "GL", "IL", "IS", "MR", "RU", "SE", "ST", "XK":
		return natUnverified
	}
	return natNone
}

// natMod10 reports whether check is the digit that brings the weighted sum
// of the digits s to a multiple of 10: (10 - sum mod 10) mod 10. It is the
// rule of the Polish bank sort code (numer rozliczeniowy, weights 3, 9, 7,
// 1, 3, 9, 7; php-iban marks its position), of both Hungarian check digits
// (bank and branch, then account; weights 9, 7, 3, 1 repeated; php-iban
// marks the last) and of the Albanian bank-and-branch digit at BBAN
// position 8 (php-iban marks it; no source gives its weights: 9, 7, 3, 1,
// as in Hungary, hold for all 35 published Albanian IBANs in testdata and
// for the registry's example, and a Rust IBAN crate uses the same).
func natMod10(s string, check byte, weights ...int) bool {
	sum, ok := checksum.WeightedSum(s, weights)
	return ok && isDigit(check) && int(check-'0') == (10-sum%10)%10
}

// BA, ME, MK, PT, RS, SI and TL (natCheck): the last two digits are ISO
// 7064 MOD 97-10 check digits over the whole BBAN, so that the BBAN mod 97
// is 1: Bosnia and Herzegovina, Montenegro, North Macedonia, Serbia,
// Slovenia, Timor-Leste and Portugal (the NIB). Their IBAN check digits
// are therefore always the same (BA39, ME25, MK07, PT50, RS35, SI56,
// TL38; Qowaiv fixes them so). A Macedonian BBAN may hold letters, for
// which no rule is published: those are not verified.

// natBE checks the Belgian account number: its last two digits are the
// first ten mod 97, 97 when that is 0 (python-stdnum be/iban.py, from the
// National Bank of Belgium).
func natBE(b string) bool {
	n, _ := ibanMod97Add(0, b[:10])
	if n == 0 {
		n = 97
	}
	return uint64(b[10]-'0')*10+uint64(b[11]-'0') == n
}

// natCZ checks the Czech and Slovak account numbers: the 6-digit prefix
// (weights 10, 5, 8, 4, 2, 1) and the 10-digit number (weights 6, 3, 7,
// 9, 10, 5, 8, 4, 2, 1) each weigh to a multiple of 11 (python-stdnum
// cz/bankaccount.py; schwifty checksum/czech_republic.py, which applies it
// to SK too).
func natCZ(b string) bool {
	p, ok1 := checksum.WeightedSum(b[4:10], []int{10, 5, 8, 4, 2, 1})
	a, ok2 := checksum.WeightedSum(b[10:20], []int{6, 3, 7, 9, 10, 5, 8, 4, 2, 1})
	return ok1 && ok2 && p%11 == 0 && a%11 == 0
}

// natRIB checks the French RIB key, the last two digits: the bank, branch
// and account codes read as one number (letters of the account as digits:
// A-I = 1-9, J-R = 1-9, S-Z = 2-9), times 100, plus the key, is a
// multiple of 97 (php-iban, iban4j); for a BBAN of digits that is the BBAN
// mod 97 being 0. Monaco uses the RIB, and so do Djibouti and Tunisia with
// all-digit accounts (their IBAN check digits are then fixed: DJ21, TN59).
func natRIB(b string) bool {
	var r uint64
	for i := 0; i < len(b); i++ {
		r = r*10 + uint64(natRIBValue[b[i]-'0']-'0')
		if i%16 == 15 { // 96 followed by 16 digits stays within uint64
			r %= 97
		}
	}
	return r%97 == 0
}

// natRIBValue is the RIB digit of each character from '0' to 'Z' (b holds
// only digits and upper-case letters; the seven bytes between '9' and 'A'
// are never read).
const natRIBValue = "0123456789" + ":::::::" + "123456789" + "123456789" + "23456789"

// natEE checks the Estonian account number: its last digit is the 7-3-1
// check (weights 7, 3, 1 from the right, (10 - sum mod 10) mod 10) of the
// digits after the 2-digit bank code. php-iban marks the position; the
// method is the 7-3-1 one of Finnish and Estonian payment references, and
// it holds for all 26 published Estonian IBANs in testdata.
func natEE(b string) bool {
	sum, ok := checksum.WeightedSumRight(b[2:15], []int{7, 3, 1})
	return ok && int(b[15]-'0') == (10-sum%10)%10
}

// natES checks the two Spanish control digits (dígitos de control of the
// Código Cuenta Cliente): the first covers bank and branch, the second the
// 10-digit account, each 11 - (weighted sum mod 11) with weights 1, 2, 4,
// 8, 5, 10, 9, 7, 3, 6 (the bank and branch take the last eight), 11
// becoming 0 and 10 becoming 1 (schwifty, php-iban after Spanish
// Wikipedia).
func natES(b string) bool {
	d := func(s string, w []int) int {
		sum, _ := checksum.WeightedSum(s, w)
		switch c := 11 - sum%11; c {
		case 11:
			return 0
		case 10:
			return 1
		default:
			return c
		}
	}
	return int(b[8]-'0') == d(b[:8], []int{4, 8, 5, 10, 9, 7, 3, 6}) &&
		int(b[9]-'0') == d(b[10:20], []int{1, 2, 4, 8, 5, 10, 9, 7, 3, 6})
}

// natMod1110 checks a digit string whose last digit is its ISO 7064
// MOD 11,10 check digit (the algorithm of the Croatian OIB, python-stdnum
// hr/oib.py): the Croatian bank code (VBDI, 7 digits) and account number
// (10 digits) each carry one; all 9 published Croatian IBANs in testdata
// verify.
func natMod1110(s string) bool {
	p := 10
	for i := 0; i < len(s)-1; i++ {
		t := (p + int(s[i]-'0')) % 10
		if t == 0 {
			t = 10
		}
		p = t * 2 % 11
	}
	return int(s[len(s)-1]-'0') == (11-p)%10
}

// natCINOdd is the value of a character in an odd position (1st, 3rd,
// ...) for the Italian CIN: digits 0-9 and letters A-Z share the values
// by their rank (0-9, A = 0 ... Z = 25).
const natCINOdd = "\x01\x00\x05\x07\x09\x0d\x0f\x11\x13\x15\x02\x04\x12\x14\x0b\x03\x06\x08\x0c\x0e\x10\x0a\x16\x19\x18\x17"

// natCIN checks the Italian (and Sammarinese) CIN, the letter that opens
// the BBAN: over ABI, CAB and account, characters in odd positions count
// by natCINOdd and in even positions by their rank; the sum mod 26 is the
// letter (schwifty italy.py, php-iban after ECBS TR201).
func natCIN(b string) bool {
	sum := 0
	for i := 1; i < len(b); i++ {
		c := b[i]
		v := int(c - '0')
		if c >= 'A' {
			v = int(c - 'A')
		}
		if i%2 == 1 {
			v = int(natCINOdd[v])
		}
		sum += v
	}
	return b[0] == byte('A'+sum%26)
}

// natNO checks the Norwegian account number (kontonummer): weights 5, 4,
// 3, 2, 7, 6, 5, 4, 3, 2 and 11 - (sum mod 11) as the check digit, 11
// becoming 0 and 10 impossible; accounts of the old postgiro bank code
// 0000 use Luhn on their 7 digits (python-stdnum no/kontonr.py).
func natNO(b string) bool {
	if b[:4] == "0000" {
		return checksum.LuhnValid(b[4:])
	}
	sum, _ := checksum.WeightedSum(b[:10], []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2})
	c := 11 - sum%11
	if c == 11 {
		c = 0
	}
	return c < 10 && int(b[10]-'0') == c
}
