package taxid

// Mexico: documents to be added.
var mx = &country{code: "MX", name: "Mexico"}
