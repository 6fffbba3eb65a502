package taxid

// Haiti. A 10-digit value is a NIF of the DGI; 17 digits are the number of
// a national identity card (CIN) of the ONI. The 10-digit NINU that the
// ONI has assigned since 2020 has the shape of a NIF, so a value of unknown
// type with ten digits resolves to nif; pass the type "cin" (or "ninu") for
// a NINU. Neither document has a published check digit.
var ht = &country{code: "HT", docs: []*document{&htNIF, &htCIN},
	labels: []string{"nif", "cin", "ninu", "cinu", "nin"}}
