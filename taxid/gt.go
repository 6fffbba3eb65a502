package taxid

// Guatemala: documents to be added.
var gt = &country{code: "GT", name: "Guatemala"}
