package taxid

// Honduras: documents to be added.
var hn = &country{code: "HN", name: "Honduras"}
