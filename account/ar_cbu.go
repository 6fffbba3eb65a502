package account

import (
	"strings"

	"github.com/ndval/ndval/internal/checksum"
)

//go:generate go run ./internal/genlatam

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
// CBU whose entity is 000 is therefore reported as ReasonInvalidComponent,
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

var (
	latamCBUWeights1 = [...]int{7, 1, 3, 9, 7, 1, 3}
	latamCBUWeights2 = [...]int{3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3}
)

func latamCheckCBU(v *Validator, n, src string, r *Result) {
	if !latamShape(n, 22, r) {
		return
	}
	if n[:3] == "000" {
		r.Reason = ReasonInvalidComponent // a CVU given as a CBU
		return
	}
	r.Valid = true
	r.Branch = n[3:7]
	latamBankInfo(v, "AR", n[:3], latamBanksAR[:], &latamIndexBanksAR, latamBankNameAR, r)
	latamCBUChecksum(n, r)
	r.Formatted = latamGroup(n, src, ' ', 8)
}

// latamCBUChecksum checks both check digits of a 22-digit CBU or CVU.
func latamCBUChecksum(n string, r *Result) {
	r.ChecksumValid = latamWeighted(n[:7], latamCBUWeights1[:]) == n[7] &&
		latamWeighted(n[8:21], latamCBUWeights2[:]) == n[21]
	if !r.ChecksumValid {
		r.Reason = ReasonInvalidChecksum
	}
}

// latamWeighted returns the check digit (10 - sum mod 10) mod 10 of the
// digits s with the weights w (len(w) == len(s)), as an ASCII digit; CBU
// and CLABE use it.
func latamWeighted(s string, w []int) byte {
	sum, _ := checksum.WeightedSum(s, w)
	return byte('0' + (10-sum%10)%10)
}

// The helpers below are shared by the CBU, CVU, CLABE and CCI rules.

// latamShape reports whether n is exactly size ASCII digits, and sets
// r.Reason when it is not: invalid_format for any other character,
// invalid_length for the wrong number of digits.
func latamShape(n string, size int, r *Result) bool {
	for i := 0; i < len(n); i++ {
		if n[i] < '0' || n[i] > '9' {
			r.Reason = ReasonInvalidFormat
			return false
		}
	}
	if len(n) != size {
		r.Reason = ReasonInvalidLength
		return false
	}
	return true
}

// latamGroup returns the digits n with sep inserted before each of the
// offsets at (increasing): src itself when the caller wrote it so, else in
// one allocation.
func latamGroup(n, src string, sep byte, at ...int) string {
	var buf [32]byte
	b := buf[:0]
	prev := 0
	for _, i := range at {
		b = append(b, n[prev:i]...)
		b = append(b, sep)
		prev = i
	}
	b = append(b, n[prev:]...)
	return reuse(b, src)
}

// latamBank is one row of a generated bank table (latam_tables.go).
type latamBank struct {
	code     uint16 // the 3-digit code as a number: "017" is 17
	name     string
	historic bool // the code appears only in old lists
}

// latamPlaza is one row of the generated CLABE plaza table.
type latamPlaza struct {
	code uint16
	name string
}

// latamCode3 returns the number of a 3-digit code, or false when s is not
// 3 ASCII digits.
func latamCode3(s string) (uint16, bool) {
	if len(s) != 3 || !isDigit(s[0]) || !isDigit(s[1]) || !isDigit(s[2]) {
		return 0, false
	}
	return uint16(s[0]-'0')*100 + uint16(s[1]-'0')*10 + uint16(s[2]-'0'), true
}

// latamFind looks code up in tab, sorted by code, by binary search (for
// tables without a direct index).
func latamFind(tab []latamBank, code uint16) (latamBank, bool) {
	lo, hi := 0, len(tab)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if tab[m].code < code {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(tab) && tab[lo].code == code {
		return tab[lo], true
	}
	return latamBank{}, false
}

// latamRow returns the row of a 3-digit code in a table with its direct
// index.
func latamRow(tab []latamBank, idx *[1000]uint8, code string) (latamBank, bool) {
	c, ok := latamCode3(code)
	if !ok || idx[c] == 0 {
		return latamBank{}, false
	}
	return tab[idx[c]-1], true
}

func latamBankNameAR(code string) (string, bool) {
	b, ok := latamRow(latamBanksAR[:], &latamIndexBanksAR, code)
	return b.name, ok
}

func latamBankNameMX(code string) (string, bool) {
	b, ok := latamRow(latamBanksMX[:], &latamIndexBanksMX, code)
	return b.name, ok
}

func latamBankNamePE(code string) (string, bool) {
	b, ok := latamRow(latamBanksPE[:], &latamIndexBanksPE, code)
	return b.name, ok
}

// latamBankInfo fills in the bank of r: BankCode, BankName from v.Banks or
// the built-in table, and the unknown_bank or historic_bank warning. A
// bank that v.Banks gives is never historic.
func latamBankInfo(v *Validator, cc, code string, tab []latamBank, idx *[1000]uint8, builtin func(string) (string, bool), r *Result) {
	r.BankCode = code
	name, ok := v.lookupBank(cc, code, builtin)
	if !ok {
		r.Warnings |= WarnUnknownBank
		return
	}
	r.BankName = name
	if b, _ := latamRow(tab, idx, code); b.historic && !latamOverridden(v, cc, code) {
		r.Warnings |= WarnHistoricBank
	}
}

// latamOverridden reports whether v.Banks has an entry for code in cc.
func latamOverridden(v *Validator, cc, code string) bool {
	for _, b := range v.Banks {
		if b.Code == code && strings.EqualFold(b.Country, cc) {
			return true
		}
	}
	return false
}
