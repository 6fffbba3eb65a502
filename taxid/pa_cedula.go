package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula de Identidad Personal (CIP): the Panamanian identity card issued
// by the Tribunal Electoral (Dirección Nacional de Cedulación).
//
// Structure: PREFIX-BOOK-ENTRY, e.g. 8-123-456. The prefix is the province
// or comarca of registration, 1 to 13 (1 Bocas del Toro ... 8 Panamá ...
// 13 Panamá Oeste), optionally followed by AV (registered before the
// current civil registry law) or PI (indigenous), or one of the letters E
// (foreign resident), N (naturalised) and PE (Panamanian born abroad),
// which take no province. BOOK (tomo, 1-4 digits) and ENTRY (asiento, 1-6
// digits) are plain numbers. There is no check digit, so only the shape is
// validated: once the hyphens are removed, the value must split into a
// valid prefix and 2 to 10 digits; a province outside 1-13 is reported as
// invalid_component. Where the book ends and the entry begins cannot be
// told without the hyphens, so the value is displayed without them.
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
	check:   paCheckCedula,
}

func paCheckCedula(n string, _ Validator) verdict {
	if r := paCedulaShape(n); r != "" {
		if r == ReasonInvalidComponent {
			return verdict{reason: r, entity: EntityPerson}
		}
		return verdict{reason: r}
	}
	return verdict{entity: EntityPerson}
}

// paCedulaShape checks the compacted cédula n and returns the empty reason
// when it has the shape PREFIX BOOK ENTRY described above.
func paCedulaShape(n string) Reason {
	if len(n) < 3 || len(n) > 14 {
		return ReasonInvalidLength
	}
	i := 0
	for i < len(n) && 'A' <= n[i] && n[i] <= 'Z' {
		i++
	}
	if i > 0 {
		switch n[:i] {
		case "E", "N", "PE":
			return paBookEntry(n[i:])
		}
		return ReasonInvalidFormat
	}
	j := 0
	for j < len(n) && '0' <= n[j] && n[j] <= '9' {
		j++
	}
	if j == len(n) {
		return paPlainCedula(n)
	}
	k := j
	for k < len(n) && 'A' <= n[k] && n[k] <= 'Z' {
		k++
	}
	switch n[j:k] {
	case "AV", "PI":
	default:
		return ReasonInvalidFormat
	}
	if !paProvince(n[:j]) {
		return ReasonInvalidComponent
	}
	return paBookEntry(n[k:])
}

// paBookEntry checks the book and entry digits that follow a prefix.
func paBookEntry(s string) Reason {
	if len(s) < 2 || len(s) > 10 {
		if s != "" && !checksum.IsDigits(s) {
			return ReasonInvalidFormat
		}
		return ReasonInvalidLength
	}
	if !checksum.IsDigits(s) {
		return ReasonInvalidFormat
	}
	return ""
}

// paPlainCedula checks an all-digit cédula: a province of one or two
// digits followed by 2 to 10 digits of book and entry.
func paPlainCedula(n string) Reason {
	province := false
	for pl := 1; pl <= 2 && pl < len(n); pl++ {
		if !paProvince(n[:pl]) {
			continue
		}
		province = true
		if rest := len(n) - pl; rest >= 2 && rest <= 10 {
			return ""
		}
	}
	if !province {
		return ReasonInvalidComponent
	}
	return ReasonInvalidLength
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
