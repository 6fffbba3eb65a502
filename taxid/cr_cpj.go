package taxid

import "github.com/ndval/ndval/internal/checksum"

// CPJ: Cédula de Persona Jurídica (cédula jurídica), the Costa Rican id of
// legal persons, assigned by the Registro Nacional and used by Hacienda as
// their tax id.
//
// Structure: C-TTT-NNNNNN, 10 digits: C is the class of legal person, TTT
// its type within the class and NNNNNN a sequence. The classes and types
// the Registro Nacional assigns are: class 2, the State (types 100, 200,
// 300, 400; the Ministerio de Hacienda is 2-100-042005); class 3 (types 002
// to 014 and 101 to 110; 3-101 are sociedades anónimas, 3-102 sociedades de
// responsabilidad limitada); class 4, type 000 (autonomous institutions:
// ICE 4-000-042139, Banco Nacional 4-000-001021); class 5, type 001. Any
// other class or type is invalid_component.
//
// There is no check digit: only the length, the characters and the class
// and type codes are validated.
//
// Source: Registro Nacional, "Listado de Clases y Tipos de Cédulas
// Jurídicas" (as transcribed in python-stdnum's cr.cpj module and
// stdnum-js src/cr/cpj.ts, secondary); Hacienda, "Anexos y estructuras" of
// the comprobantes electrónicos (type 02, cédula jurídica: 10 digits).
var crCPJ = document{
	name:    "cpj",
	aliases: []string{"juridica", "cedula_juridica"},
	title:   "Cédula de Persona Jurídica",
	id:      idCRCPJ,
	shape:   newShape("9-999-999999"),
}

func crCheckCPJ(n string, _ Validator) verdict {
	if len(n) != 10 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	if !crCPJClassType(n[0], n[1:4]) {
		return verdict{reason: faultComponent}
	}
	return verdict{entity: entCompany}
}

// crCPJClassType reports whether the Registro Nacional assigns type t
// within class c.
func crCPJClassType(c byte, t string) bool {
	switch c {
	case '2':
		switch t {
		case "100", "200", "300", "400":
			return true
		}
	case '3':
		switch t {
		case "002", "003", "004", "005", "006", "007", "008", "009", "010",
			"011", "012", "013", "014",
			"101", "102", "103", "104", "105", "106", "107", "108", "109", "110":
			return true
		}
	case '4':
		return t == "000"
	case '5':
		return t == "001"
	}
	return false
}

// crAppendCPJ writes 3-101-123456.
func crAppendCPJ(b []byte, n string) []byte {
	return appendSplit(b, n, "--", 1, 4)
}
