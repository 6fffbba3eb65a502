package taxid

// Chile. The RUT (Rol Único Tributario) is the only document: the RUN of
// persons is the same number, and is accepted under the alias "run". A
// value of unknown type is therefore always validated as a RUT.
var cl = &country{code: "CL", docs: []*document{&clRUT},
	labels: []string{"rut", "run", "rol"}}
