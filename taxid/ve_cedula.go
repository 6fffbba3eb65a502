package taxid

import "github.com/ndval/ndval/internal/checksum"

// Cédula de identidad: the Venezuelan identity number, issued by SAIME to
// Venezuelans (letter V) and to resident foreigners (letter E).
//
// Structure: the letter and a sequence number, written V-12.345.678. The
// letter is often left out, and is optional here; Normalized keeps what
// was given. The number has no check digit, so only the shape is
// validated: 6 to 8 digits. Current numbers have 7 or 8 digits; the bound
// of 6 admits the older ones still in use and is this package's choice,
// not a published rule. A letter other than V or E is invalid_component.
// The cédula is also the body of its holder's RIF (ve_rif.go).
//
// Source: SAIME (the cédula card); no check-digit rule exists.
var veCedula = document{
	name:    "cedula",
	aliases: []string{"ci"},
	title:   "Cédula de Identidad",
	id:      idVECedula,
}

func veCheckCedula(n string, _ Validator) verdict {
	digits := n
	if n != "" && (n[0] < '0' || n[0] > '9') {
		digits = n[1:]
	}
	if len(digits) < 6 || len(digits) > 8 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(digits) {
		return verdict{reason: faultFormat}
	}
	if len(digits) < len(n) && n[0] != 'V' && n[0] != 'E' {
		if n[0] < 'A' || n[0] > 'Z' {
			return verdict{reason: faultFormat}
		}
		return verdict{reason: faultComponent}
	}
	return verdict{entity: entPerson}
}

// veAppendCedula writes the letter, a dash and the digits grouped in
// threes with dots: V-12.345.678, or 12.345.678 without the letter.
func veAppendCedula(b []byte, n string) []byte {
	if n[0] == 'V' || n[0] == 'E' {
		b = append(b, n[0], '-')
		n = n[1:]
	}
	return appendThousands(b, n, '.')
}
