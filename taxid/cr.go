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
var cr = &country{code: "CR", docs: []*document{&crCPJ, &crCPF, &crDIMEX, &crNITE},
	labels: []string{"cpj", "juridica", "cedula_juridica", "cpf", "cedula", "fisica", "dimex", "cedula_residencia", "nite"}}
