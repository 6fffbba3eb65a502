package taxid

// Colombia. A value whose DIAN check digit verifies is reported as a NIT;
// otherwise 3 to 10 digits are a cédula de ciudadanía. The two overlap: a
// person's NIT is her cédula followed by a check digit, so a cédula whose
// last digit happens to verify as a NIT check digit (about one in eleven)
// resolves as a NIT. Pass the type "cedula" when the value is known to be
// one.
//
// When the type is not given, the written form decides first
// (resolve.go): the DIAN writes a NIT with its DV set off (900.123.456-7,
// the RUT form), so such a value, or one labelled NIT or RUT, is a NIT,
// valid or invalid_checksum; the Registraduría prints a cédula in dotted
// groups of three (1.020.304.050), so that form, or the label C.C., is a
// cédula. A compact value of 4 to 10 digits whose DV fails is read as a
// cédula, the default, since every cédula is a valid NIT base without DV
// (DIAN Concepto 078424 of 2002), with WarnAmbiguousType and OtherType
// "nit": it may also be a NIT with a mistyped digit, 900123456-7 for
// 900123456-8.
var co = &country{code: "CO", docs: []*document{&coNIT, &coCedula},
	labels: []string{"nit", "rut", "cedula", "cc"}, overlap: true}
