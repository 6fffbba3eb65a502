package taxid

// Costa Rica: documents to be added.
var cr = &country{code: "CR", name: "Costa Rica"}
