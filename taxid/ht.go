package taxid

// Haiti: documents to be added.
var ht = &country{code: "HT", name: "Haiti"}
