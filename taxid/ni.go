package taxid

// Nicaragua. A cédula (13 digits and a letter) is tried first; it is also
// its holder's RUC, so the ruc type accepts it too, and a value of unknown
// type resolves to cedula unless it is a company RUC (J and 13 digits).
var ni = &country{code: "NI", docs: []*document{&niCedula, &niRUC},
	labels: []string{"cedula", "ci", "ruc"}}
