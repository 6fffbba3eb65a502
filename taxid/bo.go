package taxid

// Bolivia. A plain number of 7 to 12 digits is taken for a NIT, which is
// tried first; a value with a department code or a complement (1234567 LP,
// 1234567-1A) or of 5 or 6 digits can only be a cédula. Neither has a
// public check digit, so a 7- to 10-digit number that is in fact a CI
// resolves to nit when no type is given.
var bo = &country{code: "BO", docs: []*document{&boNIT, &boCedula},
	labels: []string{"nit", "cedula", "ci"}}
