package taxid

import "github.com/ndval/ndval/internal/checksum"

// NITE: Número de Identificación Tributario Especial, the Costa Rican tax
// id that the Dirección General de Tributación assigns to taxpayers who
// have neither a cédula nor a DIMEX (identification type 04 of the
// comprobantes electrónicos).
//
// Structure: 10 digits written without separators, the first not 0. No
// prefix, range or check digit is published, so only the length, the
// characters and the leading digit are validated. The shape is that of a
// cédula jurídica, so a NITE is validated only when the type "nite" is
// given (document.byName); a value of unknown type is never taken for one.
// The number does not say whether its holder is a person or a company.
//
// Source: Hacienda, "Anexos y estructuras" of the comprobantes
// electrónicos (type 04, NITE: 10 digits, no leading zero, no hyphens), as
// e-invoicing implementations transcribe it (secondary: the annex itself
// was not read); the same rule, [1-9] followed by nine digits, in several
// independent implementations.
var crNITE = document{
	name:   "nite",
	title:  "Número de Identificación Tributario Especial",
	id:     idCRNITE,
	byName: true,
}

func crCheckNITE(n string, _ Validator) verdict {
	if len(n) != 10 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if n[0] == '0' {
		return verdict{reason: faultComponent}
	}
	return verdict{}
}
