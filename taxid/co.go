package taxid

// Colombia: documents to be added.
var co = &country{code: "CO", name: "Colombia"}
