package taxid

import "github.com/ndval/ndval/internal/checksum"

// RUT: Rol Único Tributario, the Chilean tax id (Decreto con Fuerza de Ley
// Nº 3 of 1969). The Servicio de Impuestos Internos (SII) assigns it to
// companies and other entities; for natural persons it is the RUN (Rol
// Único Nacional) that the Registro Civil assigns, so the same number
// serves both and "run" and "rol" are accepted as aliases.
//
// Structure: a body of up to 8 digits and a check digit (dígito
// verificador, 0-9 or K), written 12.345.678-5. Persons registered long
// ago and early entities have shorter bodies, down to one digit (the RUT
// of body 1 is 1-9), so every body length from one to eight digits is
// valid.
//
// Check digit: mod 11 with the weights 2 3 4 5 6 7 applied from the
// rightmost digit of the body and repeated: 11 - sum mod 11, where 11
// becomes 0 and 10 becomes K. RUTs of one repeated digit, such as
// 44.444.444-4, satisfy it and are accepted.
//
// Leading zeros: some systems pad the body to a fixed width
// (060.803.000-K). They do not change the check digit and are accepted,
// but Normalized keeps them as written (it is the value without
// separators), and so does Formatted, so that the two stay consistent;
// compare RUTs with leading zeros removed. A body of zeros only is not a
// RUT (invalid_component); a body of more than 8 significant digits is
// invalid_length.
//
// Entity: by the SII's numbering practice, bodies from 50.000.000 up are
// assigned to legal entities (personas jurídicas: companies, public
// bodies, associations) and lower ones are the RUNs of natural persons.
// This is a convention of the issuer, not a rule of law, and is reported as
// the entity on that basis.
//
// Generic RUTs: the SII's formats for electronic tax documents use
// 66.666.666-6 for an unidentified final consumer on a boleta and
// 55.555.555-5 for a foreign buyer on export documents. Both are valid,
// carry WarnGeneric and report no entity.
//
// Source: DFL 3/1969 (the RUT); the module 11 rule used by the SII and the
// Registro Civil (described in es.wikipedia.org, "Rol Único Tributario");
// the SII's "Formato de Documentos Tributarios Electrónicos" and "Formato
// Boleta Electrónica" for the generic RUTRecep values; python-stdnum cl.rut
// and stdnum-js cl/rut as secondary sources.
var clRUT = document{
	name:    "rut",
	aliases: []string{"run", "rol"},
	title:   "Rol Único Tributario",
	algo:    "mod 11 (weights 2-7 from the right; 10 = K, 11 = 0)",
	id:      idCLRUT,
}

var clRUTWeights = [6]int{2, 3, 4, 5, 6, 7}

func clCheckRUT(n string, _ Validator) verdict {
	if len(n) < 2 || len(n) > 10 {
		return verdict{reason: faultLength}
	}
	body, dv := n[:len(n)-1], n[len(n)-1]
	if !isDigit(dv) && dv != 'K' {
		return verdict{reason: faultFormat}
	}
	// One pass from the right over the body: its digits, their weighted
	// sum (leading zeros add nothing) and where its significant digits
	// begin.
	sum, w, first := 0, 0, len(body)
	for i := len(body) - 1; i >= 0; i-- {
		c := body[i]
		if !isDigit(c) {
			return verdict{reason: faultFormat}
		}
		if c != '0' {
			first = i
		}
		sum += int(c-'0') * clRUTWeights[w]
		if w++; w == len(clRUTWeights) {
			w = 0
		}
	}
	sig := body[first:]
	if sig == "" {
		return verdict{reason: faultComponent}
	}
	if len(sig) > 8 {
		return verdict{reason: faultLength}
	}
	generic := len(sig) == 8 && (sig == "66666666" || sig == "55555555")
	var entity holder
	if !generic {
		entity = entPerson
		if len(sig) == 8 && sig[0] >= '5' { // from 50.000.000
			entity = entCompany
		}
	}
	want := byte('0')
	switch c := checksum.Mod11(sum); c {
	case 11:
	case 10:
		want = 'K'
	default:
		want = byte('0' + c)
	}
	if dv != want {
		return verdict{reason: faultChecksum, entity: entity}
	}
	if generic {
		return verdict{warnings: WarnGeneric}
	}
	return verdict{entity: entity}
}

// clAppendRUT groups the body in threes with dots and puts the check digit
// after a hyphen: 12.345.678-5, 1-9. Leading zeros, if any, are kept.
func clAppendRUT(b []byte, n string) []byte {
	return appendThousandsCheck(b, n)
}
