package account

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/checksum"
	"github.com/ndval/ndval/internal/swar"
)

// What the CBU, CVU, CLABE and CCI rules share: the digits-only shape,
// the (10 - sum mod 10) check digit of the CBU and the CLABE, the grouped
// display form, and the generated bank tables (latam_tables.go, from
// data/banks_*.csv and data/plazas_mx.csv) with their look-ups.

// latamShape reports whether n is exactly size ASCII digits, and sets
// r.Reason when it is not: invalid_format for any other character,
// invalid_length for the wrong number of digits.
func latamShape(n string, size int, r *Result) bool {
	if len(n) == size && latamDigits(n) { // the usual value first
		return true
	}
	if !checksum.IsDigits(n) {
		r.Reason = ndval.ReasonInvalidFormat
		return false
	}
	if len(n) != size {
		r.Reason = ndval.ReasonInvalidLength
		return false
	}
	return true
}

// latamDigits reports whether s is 16 to 24 ASCII digits, the sizes of
// the national numbers, read eight at a time in three words that cover
// every such size.
func latamDigits(s string) bool {
	return len(s) >= 16 && len(s) <= 24 && swar.Digits(swar.Load(s)) && swar.Digits(swar.Load(s[8:])) &&
		swar.Digits(swar.Load(s[len(s)-8:]))
}

// latamCheckDigit returns the check digit (10 - sum mod 10) mod 10 of a
// weighted sum of digits, as an ASCII digit; CBU and CLABE use it. Their
// sums (cbuSums, clabeSum) add the digits of each weight apart and multiply
// once: the digits were checked (latamShape), and no loop is needed for a
// fixed length.
func latamCheckDigit(sum int) byte {
	// (10 - m) mod 10 for each m = sum mod 10, read from a string: one
	// division instead of two. A sum of digits is not negative.
	return "0987654321"[uint(sum)%10]
}

// The display forms (cbuFormatted, clabeFormatted, cciFormatted) copy the
// groups of a number of known size to constant places of an array, which
// the compiler turns into a few moves where a loop over the groups'
// offsets appended them one by one; each returns src itself when the
// caller wrote the number so, else the form in one allocation.
// TestLatamFormatted holds them to that loop (latamGroup).

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
	if len(s) != 3 {
		return 0, false
	}
	a, b, c := s[0]-'0', s[1]-'0', s[2]-'0'
	if a > 9 || b > 9 || c > 9 {
		return 0, false
	}
	return uint16(a)*100 + uint16(b)*10 + uint16(c), true
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

// latamBankInfo fills in the bank of r: BankCode, BankName from v.Banks or
// else from the built-in table tab with its index idx, and the
// unknown_bank or historic_bank warning. A bank that v.Banks gives is
// never historic.
func latamBankInfo(v Validator, cc, code string, tab []latamBank, idx *[1000]uint8, r *Result) {
	r.BankCode = code
	if name, ok := v.userBank(cc, code); ok {
		r.BankName = name
		return
	}
	b, ok := latamRow(tab, idx, code)
	if !ok {
		r.Warnings |= WarnUnknownBank
		return
	}
	r.BankName = b.name
	if b.historic {
		r.Warnings |= WarnHistoricBank
	}
}
