package taxid

// Brazil. The two documents never share a length, so a value of unknown
// type resolves by it: 11 characters is a CPF, 14 a CNPJ (numeric or, from
// July 2026, alphanumeric). A value of neither length is reported against
// the CPF.
var br = &country{code: "BR", docs: []*document{&brCPF, &brCNPJ},
	labels: []string{"cpf", "cnpj"}}
