package taxid

// El Salvador: documents to be added.
var sv = &country{code: "SV", name: "El Salvador"}
