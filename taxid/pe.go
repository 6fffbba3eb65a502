package taxid

// Peru: documents to be added.
var pe = &country{code: "PE", name: "Peru"}
