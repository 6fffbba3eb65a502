package taxid

import (
	"unicode/utf8"

	"github.com/ndval/ndval/internal/swar"
)

// RFC: Registro Federal de Contribuyentes, the Mexican tax id assigned by
// the SAT (Servicio de Administración Tributaria).
//
// Structure: 13 characters for persons (personas físicas): four letters
// from the name, the birth date YYMMDD and a three-character homoclave;
// 12 for companies and other legal entities (personas morales): three
// letters from the name, the date of incorporation YYMMDD and the
// homoclave. The name letters are A-Z, Ñ and &; the date must be a real
// date (the century is not written: 29 February is accepted in any year
// divisible by four, since 2000 was a leap year); the first two homoclave
// characters are A-Z or 0-9, assigned against homonyms; the last is the
// check digit, 0-9 or A.
//
// Check digit: each of the first 12 characters takes its value in the SAT
// alphabet "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ" (0-9 are 0-9, A-N
// 10-23, & 24, O-Z 25-36, space 37, Ñ 38); a company's 11 characters are
// preceded by one space so that there are always 12. The values are
// weighted 13, 12, ..., 2 from the left and summed; the check digit is
// (11 - sum mod 11) mod 11, where 10 is written A. The SAT has issued RFCs
// whose check digit does not verify (python-stdnum estimates about 1.5% of
// those in use; Banco Santander México's BSM970519DU8 is one): they fail
// with invalid_checksum, and Validator.Lenient accepts them with
// WarnChecksumMismatch when the check digit is their only fault.
//
// Invalid components: an impossible date; a person's RFC starting with
// one of the 41 inconvenient words that the SAT replaces (its procedure
// changes the fourth letter to X), e.g. BUEY, CACA, PENE; and a first
// homoclave character W, X, Y or Z. The SAT's homonym procedure (Anexo I
// and II of the same document) writes the homoclave's two characters as
// the quotient and the remainder of a number below 1000 divided by 34,
// each looked up in "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ": the quotient is
// at most 29, the V, so the first character is never W to Z, and no
// issued RFC has one (python-stdnum, checking check digits, rejects them
// too). A 0 in the homoclave, which that table cannot produce either, is
// kept: public RFCs have one (WMT970714R10's check digit aside, older
// keys were assigned by hand), so only the characters no source shows
// are rejected.
//
// Generic RFCs: XAXX010101000 (público en general, customers without an
// RFC) and XEXX010101000 (residents abroad not registered in the RFC) are
// the generic keys the SAT sets for invoices (Código Fiscal de la
// Federación art. 29-A fr. IV; Resolución Miscelánea Fiscal regla
// 2.7.1.26, numbered 2.7.1.23 in earlier years). They are valid with
// WarnGeneric and no entity, since they name nobody (XAXX010101000 does
// not even verify its own check digit).
//
// Ñ: clean.Compact upper-cases ñ and keeps other non-ASCII letters as given, so Ñ
// arrives as two UTF-8 bytes; lengths are counted in characters, not
// bytes. Any other non-ASCII character is invalid_format.
//
// Display: the SAT writes RFCs without separators (Constancia de Situación
// Fiscal, CFDI XML), so the formatted form is the normalized one.
//
// Source: SAT, "Algoritmo para generar el RFC con homoclave para personas
// físicas y morales" (published through INFOMEX request 0610100162005,
// 2005): Anexo III, table of values for the check digit; Anexo IV,
// inconvenient words. Secondary: python-stdnum mx/rfc.py (same alphabet, weights and word
// list), whose list of real RFCs confirms the values of & and Ñ.
var mxRFC = document{
	name:  "rfc",
	title: "Registro Federal de Contribuyentes",
	algo:  "mod 11 (SAT alphabet, weights 13..2)",
	id:    idMXRFC,
}

// mxRFCEnye stands for Ñ in a decoded RFC: the Latin-1 code of Ñ, a byte
// that never occurs alone in valid UTF-8.
const mxRFCEnye = 0xD1

// mxCheckRFC checks n, a compact value, as an RFC. Every RFC but one with
// Ñ is 12 or 13 ASCII bytes, which are checked as they are; any other
// value is decoded first (mxCheckRFCRunes).
func mxCheckRFC(n string, v Validator) verdict {
	if len(n) < 12 || len(n) > 13 || !swar.ASCII(swar.Load(n)|swar.Load(n[len(n)-8:])) {
		return mxCheckRFCRunes(n, v)
	}
	// The generic RFCs both start with X, which spares nearly every RFC
	// the two comparisons.
	if n[0] == 'X' && (n == "XAXX010101000" || n == "XEXX010101000") {
		return verdict{warnings: WarnGeneric}
	}
	return mxCheckRFCBytes(n, v)
}

// mxCheckRFCRunes is mxCheckRFC for a value that is not 12 or 13 ASCII
// bytes: its length is counted in characters, and Ñ and ñ are decoded to
// mxRFCEnye, one byte, before the check; any other non-ASCII character is
// invalid_format.
//
//go:noinline
func mxCheckRFCRunes(n string, v Validator) verdict {
	if count := utf8.RuneCountInString(n); count != 12 && count != 13 {
		return verdict{reason: faultLength}
	}
	var buf [13]byte
	k := 0
	for i := 0; i < len(n); k++ {
		c := n[i]
		if c < utf8.RuneSelf {
			i++
		} else if c == 0xC3 && i+1 < len(n) && (n[i+1] == 0x91 || n[i+1] == 0xB1) {
			c = mxRFCEnye
			i += 2
		} else {
			return verdict{reason: faultFormat}
		}
		buf[k] = c
	}
	return mxCheckRFCBytes(string(buf[:k]), v)
}

// mxCheckRFCBytes checks d, an RFC of 12 or 13 bytes, one a character
// (Ñ decoded to mxRFCEnye), in one pass: each byte must be of its part's
// class, and each adds to the check sum, where a company's 11 characters
// follow one space. A byte's classes and value come in one load
// (mxRFCChars).
func mxCheckRFCBytes(d string, v Validator) verdict {
	name := len(d) - 9 // 3 letters for a company, 4 for a person
	parts := mxRFCParts[name-3][:len(d)]
	sum, w := 0, 13
	if name == 3 {
		sum, w = 37*13, 12
	}
	var bad uint16
	for k, class := range parts {
		ch := mxRFCChars[d[k]]
		bad |= uint16(class) &^ ch
		sum += int(ch>>8) * w
		w--
	}
	if bad != 0 {
		return verdict{reason: faultFormat}
	}
	entity := entCompany
	if name == 4 {
		entity = entPerson
	}
	yy, mm, dd := twoDigits(d, name), twoDigits(d, name+2), twoDigits(d, name+4)
	if !validDate(mm, dd, yy%4 == 0) {
		return verdict{reason: faultComponent, entity: entity}
	}
	// The word list is A-Z alone: a name part with Ñ or & is no word.
	if name == 4 && mxInconvenient(mxWord32(d))&mxForRFC != 0 {
		return verdict{reason: faultComponent, entity: entity}
	}
	check := d[len(d)-1]
	if h := d[len(d)-3]; 'W' <= h && h <= 'Z' {
		return verdict{reason: faultComponent, entity: entity} // a quotient above 29
	}
	sum -= int(mxRFCChars[check] >> 8) // the check digit, added above with weight 1
	// The check digit is 11 - sum mod 11, where 11 is written 0 and 10 A.
	want := byte('A')
	switch d := 11 - sum%11; {
	case d == 11:
		want = '0'
	case d < 10:
		want = byte('0' + d)
	}
	if check != want {
		if v.Lenient {
			return verdict{entity: entity, warnings: WarnChecksumMismatch}
		}
		return verdict{reason: faultChecksum, entity: entity}
	}
	return verdict{entity: entity}
}

// The classes of RFC characters, as bits of mxRFCClasses: the name part
// takes A-Z, & and Ñ; the date digits; the homoclave A-Z and digits; the
// check digit a digit or A.
const (
	rfcName = 1 << iota
	rfcDigit
	rfcHomoclave
	rfcCheck
)

// mxRFCParts are the classes of the characters of a company's RFC (3 name
// letters) and of a person's (4), position by position.
var mxRFCParts = [2][13]uint8{
	{rfcName, rfcName, rfcName, rfcDigit, rfcDigit, rfcDigit, rfcDigit, rfcDigit, rfcDigit,
		rfcHomoclave, rfcHomoclave, rfcCheck},
	{rfcName, rfcName, rfcName, rfcName, rfcDigit, rfcDigit, rfcDigit, rfcDigit, rfcDigit, rfcDigit,
		rfcHomoclave, rfcHomoclave, rfcCheck},
}

// mxRFCAlphabet is the SAT's alphabet for the check digit: each
// character's value is its position, the space 37 and Ñ (mxRFCEnye) 38.
const mxRFCAlphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ \xd1"

// mxRFCChars gives each byte of a decoded RFC its value in mxRFCAlphabet
// in the high byte and the classes it belongs to in the low one: digits
// are of every class but the name's, A of every class but the date's,
// B-Z of the name and the homoclave, & and Ñ of the name, and any other
// byte, the space included, of none. A table rather than tests, since the
// characters of a batch of RFCs come in no order a branch predictor can
// learn.
var mxRFCChars = func() (t [256]uint16) {
	for i := range len(mxRFCAlphabet) {
		c, class := mxRFCAlphabet[i], uint16(0)
		switch {
		case isDigit(c):
			class = rfcDigit | rfcHomoclave | rfcCheck
		case c == 'A':
			class = rfcName | rfcHomoclave | rfcCheck
		case isUpper(c):
			class = rfcName | rfcHomoclave
		case c == '&' || c == mxRFCEnye:
			class = rfcName
		}
		t[c] = uint16(i)<<8 | class
	}
	return t
}()

// mxRFCWords are the inconvenient words of the SAT's Anexo IV, which the
// SAT never assigns as the four letters of a person's RFC (it changes the
// last letter to X); mxInconvenient looks them up.
const mxRFCWords = "" +
	"BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO " +
	"FETO GUEY JOTO KACA KACO KAGA KAGO KAKA KOGE KOJO KULO MAME MAMO MEAR " +
	"MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO QULO RATA RUIN"
