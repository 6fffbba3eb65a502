package taxid

// Argentina. An 11-digit value is a CUIT (the CUIL has the same form and is
// reported as a CUIT when no type is given); 7 or 8 digits are a DNI.
var ar = &country{code: "AR", docs: []*document{&arCUIT, &arCUIL, &arDNI},
	labels: []string{"cuit", "cuil", "dni"}}
