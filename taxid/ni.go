package taxid

// Nicaragua: documents to be added.
var ni = &country{code: "NI", name: "Nicaragua"}
