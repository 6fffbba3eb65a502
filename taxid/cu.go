package taxid

// Cuba. The only document is the NI, the número de identidad permanente
// printed on the carné de identidad. The Oficina Nacional de Administración
// Tributaria (ONAT) uses the NI as the Número de Identificación Tributaria
// (NIT) of persons: ONAT's legal director, presenting Decreto-Ley 107/2025
// and Resolución 162/2025 (which make the NIT compulsory in every
// transaction), said that for individuals the NIT is the identity card
// number, while legal entities get a specific code that identifies their
// organizational form. That company code's shape is not published, so no
// company NIT is offered.
//
// Sources: Radio Guaimaro / ACN, "ONAT announces new decrees to improve tax
// administration management" (December 2025); Granma, "Nuevas normas
// perfeccionan la gestión de la administración tributaria en el país"
// (24 December 2025).
var cu = &country{code: "CU", docs: []*document{&cuNI},
	labels: []string{"ni", "ci", "carne"}}
