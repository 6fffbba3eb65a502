package taxid

// Cuba: documents to be added.
var cu = &country{code: "CU", name: "Cuba"}
