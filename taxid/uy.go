package taxid

// Uruguay. The two documents never share a length: 12 digits is a RUT of
// the DGI, 7 or 8 a cédula de identidad. A value of neither length is
// reported against the RUT.
var uy = &country{code: "UY", docs: []*document{&uyRUT, &uyCedula},
	labels: []string{"rut", "ruc", "cedula", "ci"}}
