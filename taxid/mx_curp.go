package taxid

import (
	"unicode/utf8"
)

// CURP: Clave Única de Registro de Población, the Mexican personal id
// assigned by RENAPO (Registro Nacional de Población, Secretaría de
// Gobernación) to citizens and residents.
//
// Structure: 18 characters. Positions 1-4 are letters from the name
// (first letter and first inner vowel of the first surname, initials of
// the second surname and of the given name; Ñ is written X, so a CURP is
// pure ASCII); 5-10 the birth date YYMMDD; 11 the sex, H (hombre), M
// (mujer) or X (non-binary, issued since 2023 to persons so registered);
// 12-13 the state of birth (AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC
// MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS, or NE for born
// abroad); 14-16 the first inner consonants of surnames and name; 17 the
// homonym differentiator, a digit for births up to 1999 and a letter from
// 2000, which also gives the century of the date; 18 the check digit.
//
// Check digit: each of the first 17 characters takes its value in
// "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ" (0-9 are 0-9, A-N 10-23, O-Z
// 25-36; Ñ, 24, never occurs); the values are weighted 18, 17, ..., 2
// from the left and summed; the check digit is (10 - sum mod 10) mod 10.
//
// Invalid components: an impossible date (in the century the
// differentiator gives, so 29 February 1900 fails), a sex other than H, M
// or X, an unknown state code, and a start that is one of the 81
// inconvenient words RENAPO replaces (it changes the second letter to X),
// e.g. BACA, CACA, LOCO. Birth dates in the future are not rejected, so
// that validation does not depend on the clock.
//
// Display: RENAPO prints the CURP as 18 characters without separators, so
// the formatted form is the normalized one.
//
// Source: Secretaría de Gobernación, "Instructivo Normativo para la
// Asignación de la Clave Única de Registro de Población" (DOF 18 October
// 2021): structure, state codes, check digit (its worked example is
// SABC560626MDFLRN01) and Anexo 2, palabras inconvenientes. The X sex:
// RENAPO CURPs issued to non-binary persons since February 2023 (press
// reports), also accepted by stdnum-js mx/curp.ts. Secondary:
// python-stdnum mx/curp.py (same alphabet, weights, states and words).
var mxCURP = document{
	name:  "curp",
	title: "Clave Única de Registro de Población",
	algo:  "mod 10 (weights 18..2)",
	id:    idMXCURP,
}

func mxCheckCURP(n string, _ Validator) verdict {
	if len(n) != 18 {
		if utf8.RuneCountInString(n) == 18 { // 18 characters, some not ASCII
			return verdict{reason: faultFormat}
		}
		return verdict{reason: faultLength}
	}
	for i := 0; i < 18; i++ {
		c := n[i]
		var ok bool
		switch {
		case i < 4, 10 <= i && i < 16:
			ok = isUpper(c)
		case i == 16:
			ok = isUpper(c) || isDigit(c)
		default: // 4-9 and 17
			ok = isDigit(c)
		}
		if !ok {
			return verdict{reason: faultFormat}
		}
	}
	bad := verdict{reason: faultComponent, entity: entPerson}
	if mxCURPInconvenient(n[:4]) {
		return bad
	}
	year := 1900 + twoDigits(n, 4)
	if isUpper(n[16]) {
		year += 100
	}
	if !validDate(twoDigits(n, 6), twoDigits(n, 8), isLeap(year)) {
		return bad
	}
	if c := n[10]; c != 'H' && c != 'M' && c != 'X' {
		return bad
	}
	if !mxCURPState(n[11:13]) {
		return bad
	}
	sum := 0
	for i := 0; i < 17; i++ {
		c := n[i]
		v := int(c - '0')
		switch {
		case 'A' <= c && c <= 'N':
			v = int(c-'A') + 10
		case 'O' <= c && c <= 'Z':
			v = int(c-'O') + 25
		}
		sum += v * (18 - i)
	}
	if byte('0'+(10-sum%10)%10) != n[17] {
		return verdict{reason: faultChecksum, entity: entPerson}
	}
	return verdict{entity: entPerson}
}

// mxCURPState reports whether s is a state code of the Instructivo
// Normativo (NE: born abroad).
func mxCURPState(s string) bool {
	switch s {
	case "AS", "BC", "BS", "CC", "CL", "CM", "CS", "CH", "DF", "DG", "GT",
		"GR", "HG", "JC", "MC", "MN", "MS", "NT", "NL", "OC", "PL", "QT",
		"QR", "SP", "SL", "SR", "TC", "TS", "TL", "VZ", "YN", "ZS", "NE":
		return true
	}
	return false
}

// mxCURPWords are the inconvenient words of Anexo 2 of the Instructivo
// Normativo, which RENAPO never assigns as the first four letters of a
// CURP; mxInconvenient looks them up.
const mxCURPWords = "" +
	"BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE " +
	"COJI COJO COLA CULO FALO FETO GETA GUEI GUEY JETA JOTO KACA KACO KAGA " +
	"KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO " +
	"LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA " +
	"NACO PEDA PEDO PENE PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO " +
	"RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY"

// mxCURPInconvenient reports whether the four bytes s, a CURP's first
// letters, are one of mxCURPWords.
func mxCURPInconvenient(s string) bool {
	return len(s) == 4 && mxInconvenient(mxWord32(s))&mxForCURP != 0
}
