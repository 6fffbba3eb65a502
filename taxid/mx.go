package taxid

// Mexico. The RFC (12 characters for companies, 13 for persons) and the
// CURP (18 characters) have lengths that never overlap, so a value of
// unknown type resolves by its length in characters: 12 or 13 is an RFC,
// 18 a CURP. Any other length is reported as an RFC of the wrong length.
var mx = &country{code: "MX", docs: []*document{&mxRFC, &mxCURP},
	labels: []string{"rfc", "curp"}}
