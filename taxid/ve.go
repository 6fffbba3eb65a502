package taxid

// Venezuela. A letter and 9 digits are a RIF; 6 to 8 digits, with or
// without the letter V or E, a cédula de identidad. The forms do not
// overlap: a person's RIF is her cédula padded to 8 digits, with the letter
// in front and a check digit after.
var ve = &country{code: "VE", docs: []*document{&veRIF, &veCedula},
	labels: []string{"rif", "cedula", "ci"}}
