package taxid

// Costa Rica. The documents differ mostly in length, and a value of
// unknown type resolves by it: 9 digits are a cédula de persona física, 10
// digits a cédula jurídica (or, when the first digit is 0, a cédula física
// in its zero-padded 10-digit form), 11 or 12 digits a DIMEX. None has a
// check digit, so only length, characters and the class codes are checked.
//
// Hacienda's NITE (Número de Identificación Tributario Especial, which the
// DGT assigns to persons who have neither cédula nor DIMEX, identification
// type 04 of the comprobantes electrónicos) is not offered. Its only
// published rule is Hacienda's for the comprobantes electrónicos, as
// e-invoicing implementations relay it: 10 digits, without a leading zero
// and without hyphens (the annex itself was not read). No prefix, range or
// check digit is published, so a NITE cannot be told apart from a cédula
// jurídica (also 10 digits, classes 2 to 5), and a value of unknown type
// that fails the cédula jurídica's class and type codes would resolve as a
// valid NITE. The package resolves a value by trying every document in
// order, so a NITE type would need a document that is used only when
// asked for by name, which document.go does not offer yet.
var cr = &country{code: "CR", name: "Costa Rica", docs: []*document{&crCPJ, &crCPF, &crDIMEX}}
