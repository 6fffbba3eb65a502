package taxid

// CUIL: Código Único de Identificación Laboral, the Argentine social
// security id that ANSES assigns to workers. It has the form and check
// digit of the CUIT (see ar_cuit.go) and, being personal, only the person
// prefixes 20, 23, 24 and 27; a value with a company prefix is a CUIT and is
// reported as invalid_component.
//
// Source: ANSES, "Constancia de CUIL"; Resolución General AFIP 10/1997.
var arCUIL = document{
	name:  "cuil",
	title: "Código Único de Identificación Laboral",
	algo:  "mod 11 (weights 5432765432)",
	id:    idARCUIL,
	shape: newShape("99-99999999-9"),
}

func arCheckCUIL(n string, v Validator) verdict {
	vd := arCheckCUIT(n, v)
	if vd.reason == faultNone && vd.entity != entPerson {
		return verdict{reason: faultComponent}
	}
	return vd
}

// arAppendCUIL writes a CUIL as a CUIT: 20-12345678-6.
func arAppendCUIL(b []byte, n string) []byte {
	return arAppendCUIT(b, n)
}
