package taxid

// Costa Rica. The documents differ mostly in length, and a value of
// unknown type resolves by it: 9 digits are a cédula de persona física, 10
// digits a cédula jurídica (or, when the first digit is 0, a cédula física
// in its zero-padded 10-digit form), 11 or 12 digits a DIMEX. None has a
// check digit, so only length, characters and the class codes are checked.
//
// Hacienda's NITE (Número de Identificación Tributario Especial, which the
// DGT assigns to persons who have neither cédula nor DIMEX) is not offered:
// its only published rule is "10 digits", the same shape as a cédula
// jurídica, so it could not be told apart from one.
var cr = &country{code: "CR", name: "Costa Rica", docs: []*document{&crCPJ, &crCPF, &crDIMEX}}
