package taxid

// Venezuela: documents to be added.
var ve = &country{code: "VE", name: "Venezuela"}
