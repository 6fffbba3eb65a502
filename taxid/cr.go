package taxid

// Costa Rica. The documents differ mostly in length, and a value of
// unknown type resolves by it: 9 digits are a cédula de persona física, 10
// digits a cédula jurídica (or, when the first digit is 0, a cédula física
// in its zero-padded 10-digit form), 11 or 12 digits a DIMEX. None has a
// check digit, so only length, characters and the class codes are checked.
//
// Hacienda's NITE (see cr_nite.go) has the shape of a cédula jurídica and
// nothing of its own, so it is validated only when its type is given: a
// value of unknown type is never taken for a NITE.
//
// Hacienda writes a cédula física in 9 digits and a cédula jurídica in 10
// ("Anexos y estructuras", identification types 01 and 02). A 10-digit
// value of unknown type that starts with 0, which no class of cédula
// jurídica has, is read as a cédula física in the zero-padded form of
// Decree 15126, the default, with WarnAmbiguousType and OtherType "cpj":
// it has the length of a cédula jurídica and may be one with a mistyped
// class digit (3-101-123456 typed 0101123456). A label (CPF, cédula)
// settles it. Neither document has a check digit, so a mistyped digit
// that gives another valid class and type, or a valid cédula física, is
// not seen.
var cr = &country{code: "CR", docs: []*document{&crCPJ, &crCPF, &crDIMEX, &crNITE},
	labels: []string{"cpj", "juridica", "cedula_juridica", "cpf", "cedula", "fisica", "dimex", "cedula_residencia", "nite"}}
