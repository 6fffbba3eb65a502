package taxid

// Brazil: documents to be added.
var br = &country{code: "BR", name: "Brazil"}
