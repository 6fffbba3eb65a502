package mixed

import (
	"math/rand/v2"
	"strings"
)

// The documents of the mix. Each builds a random valid number, with check
// digits computed here from the issuers' published rules (the same rules
// taxid's document files cite), written independently of taxid's code so
// that each side checks the other.

// doc is one document of the mix.
type doc struct {
	country, typ string
	alias        string   // another type name people give, or ""
	labels       []string // what people write before the number, with the blank after it
	weight       int      // its share of the mix, in percent
	build        func(r *rand.Rand) (canon string, entity string)
	display      func(canon string) string // the display form taxid gives (Formatted)
	spaced       func(canon string) string // the number's parts split by spaces
	checks       string                    // the characters its (last) check digit may be
	// mutations are the invalid forms this document gets: the ones
	// taxid's resolution reports as this document's failure. The NIT has
	// none: a 10-digit NIT with a wrong check digit is a valid Colombian
	// cédula.
	mutations []mutation
}

// docs is the mix: the five documents the issue names first, then five
// others.
var docs = []doc{
	{country: "AR", typ: "cuit", labels: []string{"CUIT ", "CUIT: ", "CUIT N° ", "C.U.I.T. "}, weight: 18,
		build: buildCUIT, display: groups('-', 2, 8, 1), spaced: groups(' ', 2, 8, 1), checks: digits,
		mutations: []mutation{badCheck, tooShort, letterO}},
	{country: "BR", typ: "cpf", labels: []string{"CPF ", "CPF: ", "CPF nº "}, weight: 18,
		build: buildCPF, display: displayCPF, spaced: groups(' ', 3, 3, 3, 2), checks: digits,
		mutations: []mutation{badCheck, tooShort, letterO}},
	{country: "BR", typ: "cnpj", labels: []string{"CNPJ ", "CNPJ: ", "CNPJ nº "}, weight: 14,
		build: buildCNPJ, display: displayCNPJ, spaced: groups(' ', 2, 3, 3, 4, 2), checks: digits,
		mutations: []mutation{badCheck, tooShort}},
	{country: "MX", typ: "rfc", labels: []string{"RFC ", "RFC: ", "R.F.C. "}, weight: 14,
		build: buildRFC, display: same, spaced: spacedRFC, checks: digits + "A",
		mutations: []mutation{badCheck, tooShort}},
	{country: "CL", typ: "rut", alias: "run", labels: []string{"RUT ", "RUT: ", "R.U.T. ", "RUN ", "CL "}, weight: 16,
		build: buildRUT, display: displayRUT, spaced: spacedRUT, checks: digits + "K",
		mutations: []mutation{badCheck, letterO}},
	{country: "AR", typ: "dni", labels: []string{"DNI ", "DNI: ", "D.N.I. "}, weight: 4,
		build: buildDNI, display: thousands, spaced: spacedThousands},
	{country: "MX", typ: "curp", labels: []string{"CURP ", "CURP: "}, weight: 4,
		build: buildCURP, display: same, spaced: groups(' ', 4, 6, 6, 2), checks: digits,
		mutations: []mutation{badCheck, tooShort}},
	{country: "PE", typ: "ruc", labels: []string{"RUC ", "RUC: ", "R.U.C. "}, weight: 4,
		build: buildPERUC, display: same, spaced: groups(' ', 2, 8, 1), checks: digits,
		mutations: []mutation{badCheck}},
	{country: "CO", typ: "nit", alias: "rut", labels: []string{"NIT ", "NIT: ", "N.I.T. "}, weight: 4,
		build: buildNIT, display: displayRUT, spaced: spacedRUT},
	{country: "UY", typ: "cedula", alias: "ci", labels: []string{"CI ", "C.I. ", "CI: "}, weight: 4,
		build: buildUYCI, display: displayUYCI, spaced: spacedRUT, checks: digits,
		mutations: []mutation{badCheck}},
}

const (
	digits  = "0123456789"
	letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	// initials start the name part of an RFC and a CURP: no word the SAT
	// or RENAPO replace as inconvenient starts with one of them, and none
	// is X (the generic RFCs).
	initials = "ADEHIOUYZ"
	vowels   = "AEIOU"
)

func pick(r *rand.Rand, set string) byte { return set[r.IntN(len(set))] }

// randDigits returns n random decimal digits.
func randDigits(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = pick(r, digits)
	}
	return b
}

// weighted returns the sum of the digits of s times weights, from the left.
func weighted(s []byte, weights ...int) int {
	sum := 0
	for i, w := range weights {
		sum += int(s[i]-'0') * w
	}
	return sum
}

// buildCUIT: a prefix, eight digits and a mod 11 check digit (weights
// 5432765432, 11 - sum mod 11, 11 written 0; a check value of 10 is never
// assigned, so such a body is drawn again).
func buildCUIT(r *rand.Rand) (string, string) {
	prefixes := [...]string{"20", "23", "24", "27", "30", "33", "34"}
	for {
		p := prefixes[r.IntN(len(prefixes))]
		b := append([]byte(p), randDigits(r, 8)...)
		c := 11 - weighted(b, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)%11
		if c == 10 {
			continue
		}
		if c == 11 {
			c = 0
		}
		entity := "person"
		if p[0] == '3' {
			entity = "company"
		}
		return string(append(b, byte('0'+c))), entity
	}
}

// mod11Digit is the Brazilian check digit: 11 - sum mod 11, where 10 and
// 11 become 0.
func mod11Digit(sum int) byte {
	if c := 11 - sum%11; c < 10 {
		return byte('0' + c)
	}
	return '0'
}

// buildCPF: nine digits (not all the same) and two mod 11 check digits,
// weights 10..2 and 11..2.
func buildCPF(r *rand.Rand) (string, string) {
	b := randDigits(r, 9)
	for strings.Count(string(b), string(b[0])) == 9 {
		b = randDigits(r, 9)
	}
	b = append(b, mod11Digit(weighted(b, 10, 9, 8, 7, 6, 5, 4, 3, 2)))
	b = append(b, mod11Digit(weighted(b, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)))
	return string(b), "person"
}

// buildCNPJ: an eight-digit root, the order 0001 (head office) or a
// branch's, and two mod 11 check digits (weights 5432987965432 and
// 6543298765432).
func buildCNPJ(r *rand.Rand) (string, string) {
	b := randDigits(r, 8)
	if r.IntN(4) == 0 {
		b = append(b, '0', '0', '0', pick(r, "23456789"))
	} else {
		b = append(b, '0', '0', '0', '1')
	}
	b = append(b, mod11Digit(weighted(b, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)))
	b = append(b, mod11Digit(weighted(b, 6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)))
	return string(b), "company"
}

// satAlphabet gives each RFC character its value: its position.
const satAlphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"

// buildRFC: three name letters (a company, sometimes with &) or four (a
// person), a date YYMMDD, two homoclave characters (the first never W to
// Z) and the SAT's mod 11
// check digit over the first 12 characters, a company's preceded by a
// space (weights 13..2; 10 is written A).
func buildRFC(r *rand.Rand) (string, string) {
	var b []byte
	entity := "person"
	if r.IntN(2) == 0 {
		entity = "company"
		b = append(b, pick(r, initials), pick(r, letters), pick(r, letters))
		if r.IntN(10) == 0 {
			b[1] = '&'
		}
	} else {
		b = append(b, pick(r, initials), pick(r, vowels), pick(r, letters), pick(r, letters))
	}
	b = appendDate(r, b)
	b = append(b, pick(r, letters+digits), pick(r, letters+digits))
	if h := &b[len(b)-2]; 'W' <= *h && *h <= 'Z' {
		// The SAT's first homoclave character is a quotient of at most
		// 29, V: W to Z never occur (taxid/mx_rfc.go). Map them to digits
		// rather than draw again, so that the other rows stay the same.
		*h -= 'W' - '1'
	}
	padded := string(b)
	if entity == "company" {
		padded = " " + padded
	}
	sum := 0
	for i := range 12 {
		sum += strings.IndexByte(satAlphabet, padded[i]) * (13 - i)
	}
	c := (11 - sum%11) % 11
	if c == 10 {
		return string(append(b, 'A')), entity
	}
	return string(append(b, byte('0'+c))), entity
}

// appendDate appends a random date YYMMDD, of days 01-28 so that every
// month and year has it.
func appendDate(r *rand.Rand, b []byte) []byte {
	y, m, d := r.IntN(100), 1+r.IntN(12), 1+r.IntN(28)
	return append(b, byte('0'+y/10), byte('0'+y%10), byte('0'+m/10), byte('0'+m%10),
		byte('0'+d/10), byte('0'+d%10))
}

// buildRUT: a body of 7 or 8 digits (persons below 50,000,000, companies
// above) and its mod 11 check digit (weights 2-7 from the right; 11 - sum
// mod 11, 11 written 0 and 10 written K).
func buildRUT(r *rand.Rand) (string, string) {
	body := 1_000_000 + r.IntN(98_000_000)
	if body == 55_555_555 || body == 66_666_666 { // the SII's generic RUTs
		body++
	}
	entity := "person"
	if body >= 50_000_000 {
		entity = "company"
	}
	s := itoa(body)
	sum, w := 0, 2
	for i := len(s) - 1; i >= 0; i-- {
		sum += int(s[i]-'0') * w
		if w++; w > 7 {
			w = 2
		}
	}
	switch c := 11 - sum%11; c {
	case 11:
		return s + "0", entity
	case 10:
		return s + "K", entity
	default:
		return s + string(rune('0'+c)), entity
	}
}

// buildDNI: an Argentine DNI, 7 or 8 digits with no check digit.
func buildDNI(r *rand.Rand) (string, string) {
	return itoa(1_000_000 + r.IntN(49_000_000)), "person"
}

// buildCURP: four name letters, a birth date YYMMDD, the sex, a state, three
// consonants, a character that tells the century (a digit before 2000, a
// letter after) and the RENAPO mod 10 check digit (values 0-9, A-N 10-23,
// O-Z 25-36; weights 18..2; 10 - sum mod 10).
func buildCURP(r *rand.Rand) (string, string) {
	b := []byte{pick(r, initials), pick(r, vowels), pick(r, letters), pick(r, letters)}
	b = appendDate(r, b)
	states := [...]string{"DF", "JC", "NL", "PL", "VZ", "GT", "MC", "NE"}
	b = append(b, pick(r, "HM"))
	b = append(b, states[r.IntN(len(states))]...)
	b = append(b, pick(r, "BCDFGHJKLMNPRSTVZ"), pick(r, "BCDFGHJKLMNPRSTVZ"), pick(r, "BCDFGHJKLMNPRSTVZ"))
	if b[4] < '3' && r.IntN(2) == 0 { // born 2000-2029
		b = append(b, pick(r, "ABC"))
	} else {
		b = append(b, pick(r, digits))
	}
	sum := 0
	for i := range 17 {
		sum += strings.IndexByte(satAlphabet, b[i]) * (18 - i)
	}
	return string(append(b, byte('0'+(10-sum%10)%10))), "person"
}

// buildPERUC: a Peruvian RUC, 10 (person) or 20 (company), eight digits
// and a mod 11 check digit (weights 5432765432; (11 - sum mod 11) mod 10).
func buildPERUC(r *rand.Rand) (string, string) {
	entity, p := "person", "10"
	if r.IntN(2) == 0 {
		entity, p = "company", "20"
	}
	b := append([]byte(p), randDigits(r, 8)...)
	c := (11 - weighted(b, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)%11) % 10
	return string(append(b, byte('0'+c))), entity
}

// buildNIT: a Colombian company NIT, nine digits from 800000000 and the
// DIAN's mod 11 check digit (prime weights 3, 7, 13 ... from the right;
// the remainder when below 2, else 11 minus it).
func buildNIT(r *rand.Rand) (string, string) {
	s := itoa(800_000_000 + r.IntN(200_000_000))
	primes := [...]int{3, 7, 13, 17, 19, 23, 29, 37, 41}
	sum := 0
	for i := range 9 {
		sum += int(s[8-i]-'0') * primes[i]
	}
	c := sum % 11
	if c >= 2 {
		c = 11 - c
	}
	return s + string(rune('0'+c)), "company"
}

// buildUYCI: a Uruguayan cédula, seven digits and a mod 10 check digit
// (weights 2987634; (10 - sum mod 10) mod 10).
func buildUYCI(r *rand.Rand) (string, string) {
	b := []byte(itoa(1_000_000 + r.IntN(8_000_000)))
	c := (10 - weighted(b, 2, 9, 8, 7, 6, 3, 4)%10) % 10
	return string(append(b, byte('0'+c))), "person"
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		if n /= 10; n == 0 {
			return string(b[i:])
		}
	}
}
