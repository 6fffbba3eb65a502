package taxid

// Paraguay. A value of unknown type is tried as a RUC first, because its
// check digit makes it the more specific document, and then as a cédula
// (shape only). A person's RUC is the cédula number followed by a check
// digit, so a string of digits can be both; it is then reported as a RUC.
var py = &country{code: "PY", docs: []*document{&pyRUC, &pyCedula},
	labels: []string{"ruc", "cedula", "ci"}}
