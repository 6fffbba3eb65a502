package taxid

// Colombia. A value whose DIAN check digit verifies is reported as a NIT;
// otherwise 3 to 10 digits are a cédula de ciudadanía. The two overlap: a
// person's NIT is her cédula followed by a check digit, so a cédula whose
// last digit happens to verify as a NIT check digit (about one in eleven)
// resolves as a NIT. Pass the type "cedula" when the value is known to be
// one.
var co = &country{code: "CO", docs: []*document{&coNIT, &coCedula},
	labels: []string{"nit", "rut", "cedula", "cc"}}
