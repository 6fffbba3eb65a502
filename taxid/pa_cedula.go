package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula de Identidad Personal (CIP): the Panamanian identity card issued
// by the Tribunal Electoral (Dirección Nacional de Cedulación).
//
// Structure: PREFIX-BOOK-ENTRY, e.g. 8-123-456. The prefix is the province
// or comarca of registration, 1 to 13 (1 Bocas del Toro ... 8 Panamá ...
// 13 Panamá Oeste), optionally followed by AV (registered before the
// current civil registry law) or PI (indigenous), e.g. 1AV-432-658, or one
// of the letters E (foreign resident), N (naturalised) and PE (Panamanian
// born abroad), which take no province: E-8-127702. BOOK (tomo, 1-4
// digits) and ENTRY (asiento, 1-6 digits) are plain numbers.
//
// There is no check digit, so only the shape is validated. Written with
// its hyphens, each part is checked: a province outside 1-13 is
// invalid_component, a book or entry too long is invalid_length, a value
// with a missing or extra part (8-123456, 8-123-456-7) is invalid_format.
// Written without hyphens (8123456, E8127702), where the book ends and the
// entry begins cannot be told: the value must split into a valid prefix
// and 2 to 10 digits. A letter prefix and the digits after it need no
// hyphen between them (8AV-123-456 and 8-AV-123-456 are both accepted).
//
// Normalized keeps the hyphens as typed (paAppendCompact), in upper case:
// "8-123-456", "1AV-432-658"; Formatted is the same. A DV belongs to the
// RUC, not the cédula: "8-442-445 DV 08" is a valid RUC (see pa_ruc.go)
// and an invalid_format cédula.
//
// Source: the prefixes and part lengths handled by the DGI's RUC
// check-digit document ("Cálculo del Dígito Verificador del RUC"), as
// implemented by github.com/juancorradine/Panama-RUC-DV-Calculator and
// github.com/luiscberrocal/verification-digit-pty; the province codes of the
// Tribunal Electoral.
var paCedula = document{
	name:    "cedula",
	aliases: []string{"cip"},
	title:   "Cédula de Identidad Personal",
	id:      idPACedula,
}

func paCheckCedula(n string, _ Validator) verdict {
	if len(n) > paMaxLen {
		return verdict{reason: faultLength}
	}
	t, k, ok := paTokens(n)
	if !ok {
		return verdict{reason: faultFormat}
	}
	if k == 0 {
		return verdict{reason: faultLength}
	}
	switch r := paPersonShape(t[:k]); r {
	case faultNone:
		return verdict{entity: entPerson}
	case faultComponent:
		return verdict{reason: r, entity: entPerson}
	default:
		return verdict{reason: r}
	}
}

// paPersonShape checks the runs t of a cédula (see paTokens) and returns
// faultNone when they have the shape PREFIX BOOK ENTRY described
// above.
func paPersonShape(t []string) fault {
	var rest []string
	switch {
	case isUpper(t[0][0]):
		switch t[0] {
		case "E", "N", "PE":
		default:
			return faultFormat
		}
		rest = t[1:]
	case len(t) >= 2 && (t[1] == "AV" || t[1] == "PI"):
		if !paProvince(t[0]) {
			return faultComponent
		}
		rest = t[2:]
	case !paAllDigits(t):
		return faultFormat
	case len(t) == 1:
		return paPlainCedula(t[0])
	case len(t) == 3:
		if !paProvince(t[0]) {
			return faultComponent
		}
		return paBookEntry(t[1], t[2])
	default:
		return faultFormat
	}
	if !paAllDigits(rest) {
		return faultFormat
	}
	switch len(rest) {
	case 0:
		return faultLength
	case 1:
		if len(rest[0]) < 2 || len(rest[0]) > 10 {
			return faultLength
		}
		return faultNone
	case 2:
		return paBookEntry(rest[0], rest[1])
	}
	return faultFormat
}

// paBookEntry checks the book and entry digits of a hyphenated cédula.
func paBookEntry(book, entry string) fault {
	if len(book) > 4 || len(entry) > 6 {
		return faultLength
	}
	return faultNone
}

// paPlainCedula checks an all-digit cédula written without hyphens: a
// province of one or two digits followed by 2 to 10 digits of book and
// entry.
func paPlainCedula(n string) fault {
	if len(n) < 3 {
		return faultLength
	}
	if checksum.AllSame(n) && n[0] == '0' {
		return faultComponent
	}
	province := false
	for pl := 1; pl <= 2 && pl < len(n); pl++ {
		if !paProvince(n[:pl]) {
			continue
		}
		province = true
		if rest := len(n) - pl; rest >= 2 && rest <= 10 {
			return faultNone
		}
	}
	if !province {
		return faultComponent
	}
	return faultLength
}

// paProvince reports whether p is a province or comarca code 1-13, written
// with one digit or two (01-13).
func paProvince(p string) bool {
	switch len(p) {
	case 1:
		return '1' <= p[0] && p[0] <= '9'
	case 2:
		switch p[0] {
		case '0':
			return '1' <= p[1] && p[1] <= '9'
		case '1':
			return '0' <= p[1] && p[1] <= '3'
		}
	}
	return false
}
