package taxid

import "github.com/ndval/ndval/internal/checksum"

// RUC: Registro Único de Contribuyentes, the Nicaraguan tax id assigned by
// the Dirección General de Ingresos (DGI).
//
// Structure: 14 characters. A Nicaraguan person's RUC is his or her cédula
// number (see ni_cedula.go), validated with its check letter. A legal
// entity's RUC is the letter J followed by 13 digits (J0310000002835); the
// DGI publishes no check-digit rule for it, so only its shape is validated.
// Other letters (RUCs of foreign residents, older series) are not
// documented publicly and are reported as invalid_format.
//
// Source: DGI, Ley Creadora del Registro Único (Decreto 850 of 1981) and
// its "Consultas más frecuentes"; the J form as printed on the invoices of
// Nicaraguan companies.
var niRUC = document{
	name:  "ruc",
	title: "Registro Único de Contribuyentes",
	algo:  "persons: cédula mod 23 check letter; companies: none",
	id:    idNIRUC,
}

func niCheckRUC(n string, v Validator) verdict {
	if len(n) != 14 {
		return verdict{reason: faultLength}
	}
	if n[0] == 'J' {
		if !checksum.IsDigits(n[1:]) {
			return verdict{reason: faultFormat}
		}
		if checksum.AllSame(n[1:]) {
			return verdict{reason: faultComponent, entity: entCompany}
		}
		return verdict{entity: entCompany}
	}
	return niCheckCedula(n, v)
}

// niAppendRUC writes a company RUC as it is (J0310000002835) and a person's
// as a cédula (001-010180-0001S).
func niAppendRUC(b []byte, n string) []byte {
	if n[0] == 'J' {
		return b
	}
	return niAppendCedula(b, n)
}
