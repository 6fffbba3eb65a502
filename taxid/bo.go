package taxid

// Bolivia: documents to be added.
var bo = &country{code: "BO", name: "Bolivia"}
