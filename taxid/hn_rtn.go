package taxid

import "github.com/ndval/ndval/internal/checksum"

// RTN: Registro Tributario Nacional, the Honduran tax id assigned by the
// Servicio de Administración de Rentas (SAR, formerly the DEI).
//
// Structure: 14 digits, written DDMM-YYYY-NNNNNN. For a person the first 13
// digits are his or her DNI (see hn_dni.go) and the SAR adds one digit; for
// a company the first four digits are also a municipality code (0801
// Distrito Central, 0501 San Pedro Sula) followed by a number the SAR
// assigns (in the RTNs of companies seen in public invoices and in the
// HonduCompras data, the fifth digit is 9, where a person's RTN has the
// year of birth; the SAR does not document this, so the RTN is reported
// without an entity). The SAR publishes no check-digit rule, so only the
// length and the characters are validated; a value of 14 equal digits is a
// placeholder the SAR never assigns and is reported as invalid_component.
//
// Source: SAR (sar.gob.hn), the RTN registration requirements as reported by
// El Heraldo, "Cómo tramitar el Registro Tributario Nacional (RTN)": "el
// número de RTN para personas naturales corresponde al número de DNI con un
// dígito adicional asignado por el sistema". No public check-digit rule was
// found.
var hnRTN = document{
	name:  "rtn",
	title: "Registro Tributario Nacional",
	id:    idHNRTN,
	shape: newShape("9999-9999-999999"),
}

func hnCheckRTN(n string, _ Validator) verdict {
	if len(n) != 14 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if checksum.AllSame(n) {
		return verdict{reason: faultComponent}
	}
	return verdict{}
}

// hnAppendRTN writes 0801-9017-952895.
func hnAppendRTN(b []byte, n string) []byte {
	return appendSplit(b, n, "--", 4, 8)
}
