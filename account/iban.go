package account

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/swar"
)

// International Bank Account Number (IBAN), ISO 13616-1.
//
// An IBAN is a two-letter country code, two check digits and the
// country's Basic Bank Account Number (BBAN). SWIFT, the ISO 13616
// registration authority, publishes each country's IBAN length and BBAN
// structure in the IBAN Registry (Release 100, data/iban/iban_registry.csv;
// see data/SOURCES.md): a BBAN is a sequence of fixed-length runs of
// digits (n), upper-case letters (a) or both (c), and the registry names
// the positions of the bank identifier and, for some countries, the
// branch. Territories such as French Guiana (GF) or Jersey (JE) use their
// parent's prefix (FR..., GB...), as the registry says.
//
// Check: move the first four characters to the end, read letters as
// numbers (A = 10 ... Z = 35), and the whole number mod 97 must be 1
// (ISO 7064 MOD 97-10). Check digits are generated as 98 - (n mod 97), so
// 00, 01 and 99 never occur even though they can satisfy the mod 97 test;
// they are reported as a wrong check digit. Many BBANs carry national
// check digits as well; iban_national.go verifies those it can.
//
// Country letters that are not a registry prefix are invalid_component
// (see the package documentation): XX..., a territory's own code (GF...),
// or the franc-zone formats of data/iban/iban_nonregistry.csv, which is
// not used because its sources disagree. Bank names: see ibanBankInfo.

// ibanCountry is one registry entry; the table is iban_tables.go.
type ibanCountry struct {
	code    string
	length  uint8
	bban    string   // BBAN structure: (count, class) byte pairs, class n, a or c
	bank    [2]uint8 // bank identifier: IBAN offsets, start inclusive, end exclusive
	branch  [2]uint8 // branch identifier, or zero
	sepa    bool
	example string // the registry's example IBAN
	banks   *ibanBanks
}

// ibanBanks is the bank list of one country: codes holds the sorted bank
// codes, width bytes each; index holds two bytes (big-endian) per code,
// the index of its name in names.
type ibanBanks struct {
	width uint8
	codes string
	index string
	names []string
}

var ibanKind = kind{typ: IBAN}

// ibanLookup returns the registry entry of the IBAN country code cc.
func ibanLookup(cc string) *ibanCountry {
	if len(cc) != 2 || !isUpper(cc[0]) || !isUpper(cc[1]) {
		return nil
	}
	if i := ibanCountryIndex[int(cc[0]-'A')*26+int(cc[1]-'A')]; i != 0 {
		return &ibanCountries[i-1]
	}
	return nil
}

// ibanTerritoryOf returns the IBAN country code a territory's IBANs use
// (FR for GF), or "".
func ibanTerritoryOf(cc string) string {
	for i := 0; i+4 <= len(ibanTerritories); i += 4 {
		if ibanTerritories[i:i+2] == cc {
			return ibanTerritories[i+2 : i+4]
		}
	}
	return ""
}

// ibanCountryKnown reports whether accounts of the country cc are IBANs:
// cc is in the registry, or is a territory that uses a registry country's
// IBANs.
func ibanCountryKnown(cc string) bool {
	return ibanLookup(cc) != nil || ibanTerritoryOf(cc) != ""
}

// ibanCheck validates the compact IBAN n. It sets r.Country to the
// IBAN's own country once its country letters are found in the registry;
// whether that is the country the caller gave is Validate's question.
func ibanCheck(v Validator, n, src string, r *Result) {
	if !ibanShaped(n) {
		r.Reason = ndval.ReasonInvalidFormat
		return
	}
	// One pass over the BBAN checks its characters and computes it mod 97;
	// the IBAN's mod 97 follows from it (BBAN first, then the first four
	// characters), and so do some national checks.
	bbanMod, letters, ok := ibanScan(n[4:])
	if !ok {
		r.Reason = ndval.ReasonInvalidFormat
		return
	}
	mod, _ := ibanMod97Add(bbanMod, n[:4])
	c := ibanLookup(n[:2])
	if c == nil {
		r.Reason = ndval.ReasonInvalidComponent
		return
	}
	r.Country = c.code
	if len(n) != int(c.length) {
		r.Reason = ndval.ReasonInvalidLength
		return
	}
	if (letters || ibanHasLetterRun(c.bban)) && !ibanMatch(n[4:], c.bban) {
		r.Reason = ndval.ReasonInvalidFormat
		return
	}
	r.Valid = true
	r.BankCode = n[c.bank[0]:c.bank[1]]
	if c.branch[1] != 0 {
		r.Branch = n[c.branch[0]:c.branch[1]]
	}
	r.Formatted = ibanFormat(n, src)

	r.ChecksumValid = mod == 1 && n[2:4] != "00" && n[2:4] != "01" && n[2:4] != "99"
	switch natCheck(c.code, n[4:], bbanMod, letters) {
	case natFail:
		r.ChecksumValid = false
	case natUnverified:
		r.Warnings |= WarnNationalCheckUnverified
	}
	if !r.ChecksumValid {
		r.Reason = ndval.ReasonInvalidChecksum
	}
	ibanBankInfo(v, c, r)
}

// ibanBankInfo names the bank of r.BankCode, an IBAN of country c: from
// v.Banks, else from c's bank list, where a code that is missing is a
// WarnUnknownBank.
//
// The lists are data/iban/iban_banks_<cc>.csv (44 countries, gathered
// from schwifty's bank registries and, for Brazil, from the central bank's
// ISPB list). For a country without a list (DO, GT, HN, NI, SV, LC, VG and
// the other registry countries not listed), BankName stays empty without a
// warning: there is nothing the code could be missing from, and a warning
// on every such IBAN would carry no information. Validator.Banks names
// banks in any country; its Code is the bank identifier at the registry's
// positions, as BankCode shows it (the 8-digit ISPB in Brazil, the 5-digit
// ABI after the CIN letter in Italy, the 4-letter BIC prefix in the United
// Kingdom, the 8-digit bank and branch number in Poland).
func ibanBankInfo(v Validator, c *ibanCountry, r *Result) {
	name, ok := v.userBank(c.code, r.BankCode)
	if !ok {
		name, ok = c.banks.lookup(r.BankCode)
	}
	switch {
	case ok:
		r.BankName = name
	case c.banks != nil:
		r.Warnings |= WarnUnknownBank
	}
}

// ibanHasLetterRun reports whether the BBAN structure runs has a run of
// letters only; a BBAN of digits only fits any other structure of its
// length.
func ibanHasLetterRun(runs string) bool {
	for p := 1; p < len(runs); p += 2 {
		if runs[p] == 'a' {
			return true
		}
	}
	return false
}

// ibanMatch reports whether the BBAN b fits the structure runs; len(b) is
// the structure's length.
func ibanMatch(b, runs string) bool {
	i := 0
	for p := 0; p+1 < len(runs); p += 2 {
		end := i + int(runs[p])
		if end > len(b) {
			return false
		}
		switch runs[p+1] {
		case 'n':
			for ; i < end; i++ {
				if !isDigit(b[i]) {
					return false
				}
			}
		case 'a':
			for ; i < end; i++ {
				if !isUpper(b[i]) {
					return false
				}
			}
		default: // 'c'; n holds only digits and upper-case letters by now
			i = end
		}
	}
	return i == len(b)
}

// ibanScan returns the BBAN b mod 97 (letters read as two digits, A = 10
// ... Z = 35) and whether it holds letters; ok is false when b holds
// anything but ASCII digits and upper-case letters.
func ibanScan(b string) (mod uint64, letters, ok bool) {
	var r uint64
	for i := 0; i < len(b); i += 8 { // see ibanMod97Add
		if i+8 <= len(b) {
			// Most BBANs are digits: eight at a time, without a branch
			// per character.
			if v, ok := ibanDigits8(b[i : i+8]); ok {
				r = (r*100_000_000 + v) % 97
				continue
			}
		}
		for _, c := range []byte(b[i:min(i+8, len(b))]) {
			v := ibanValues[c] // generated: iban_tables.go
			switch {
			case v < 10:
				r = r*10 + uint64(v)
			case v < 36:
				r = r*100 + uint64(v)
				letters = true
			default:
				return 0, false, false
			}
		}
		r %= 97
	}
	return r, letters, true
}

// ibanDigits8 returns the number that the eight bytes of s spell, if they
// are all ASCII digits. It reads them as one little-endian word and
// combines the digits in three multiplications (the SWAR method of
// Lemire, "Quickly parsing eight digits", 2018).
func ibanDigits8(s string) (uint64, bool) {
	x := swar.Load(s)
	if !swar.Digits(x) {
		return 0, false
	}
	x -= swar.Ones * '0'
	x = x*10 + x>>8 // pairs of digits, in the even bytes
	x = ((x&0x000000ff000000ff)*(100+1000000<<32) + (x>>16&0x000000ff000000ff)*(1+10000<<32)) >> 32
	return x, true
}

// ibanMod97Add appends the characters of s to the number r (digits as one
// digit, letters as two: A = 10 ... Z = 35) and returns it mod 97; r must
// be below 97. It reports false if s holds anything but ASCII digits and
// upper-case letters.
func ibanMod97Add(r uint64, s string) (uint64, bool) {
	// Eight characters at most between reductions: 96 followed by 16
	// digits stays within uint64.
	for i := 0; i < len(s); i += 8 {
		for _, c := range []byte(s[i:min(i+8, len(s))]) {
			switch {
			case '0' <= c && c <= '9':
				r = r*10 + uint64(c-'0')
			case 'A' <= c && c <= 'Z':
				r = r*100 + uint64(c-'A'+10)
			default:
				return 0, false
			}
		}
		r %= 97
	}
	return r, true
}

// ibanFormat returns n in groups of four characters separated by spaces,
// the print format of ISO 13616-1: src itself when the caller wrote it so.
func ibanFormat(n, src string) string {
	var buf [34 + 34/4]byte
	j := 0
	for i := 0; i < len(n); i += 4 {
		if i > 0 {
			buf[j] = ' '
			j++
		}
		j += copy(buf[j:], n[i:min(i+4, len(n))])
	}
	return reuse(buf[:j], src)
}

// lookup returns the name of the bank code, by binary search on the codes
// packed into numbers. A nil table knows no bank.
func (t *ibanBanks) lookup(code string) (string, bool) {
	if t == nil || len(code) != int(t.width) {
		return "", false
	}
	w := len(code)
	lo, hi := 0, len(t.codes)/w
	key := ibanKey(code)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		var c uint64
		if w == 8 { // DE, PL and BR: the long lists
			c = ibanKey8(t.codes[m*8 : m*8+8])
		} else {
			c = ibanKey(t.codes[m*w : m*w+w])
		}
		switch {
		case c < key:
			lo = m + 1
		case c > key:
			hi = m
		default:
			return t.names[int(t.index[2*m])<<8|int(t.index[2*m+1])], true
		}
	}
	return "", false
}

// ibanKey packs a bank code of at most 8 bytes (the generator checks) into
// a number that orders as the string does.
func ibanKey(s string) uint64 {
	var k uint64
	for i := 0; i < len(s); i++ {
		k = k<<8 | uint64(s[i])
	}
	return k
}

// ibanKey8 is ibanKey for 8 bytes, in one load.
func ibanKey8(s string) uint64 {
	_ = s[7]
	return uint64(s[0])<<56 | uint64(s[1])<<48 | uint64(s[2])<<40 | uint64(s[3])<<32 |
		uint64(s[4])<<24 | uint64(s[5])<<16 | uint64(s[6])<<8 | uint64(s[7])
}
