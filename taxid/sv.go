package taxid

// El Salvador. A 9-digit value is a DUI; a 14-digit value is a NIT. Since
// 2021 the DUI of a Salvadoran adult is also his or her NIT, so the nit
// type accepts a valid DUI too; dui is tried first so that a 9-digit value
// of unknown type resolves to dui, and a 14-digit one to nit.
var sv = &country{code: "SV", docs: []*document{&svDUI, &svNIT},
	labels: []string{"dui", "nit"}}
