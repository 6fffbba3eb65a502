package taxid

// Guatemala. The documents differ in length, so a value of unknown type
// resolves by it: 13 digits are a CUI, 2 to 12 characters (the last one
// possibly K) a NIT.
var gt = &country{code: "GT", docs: []*document{&gtCUI, &gtNIT},
	labels: []string{"cui", "dpi", "nit"}}
