package taxid

// Ecuador: documents to be added.
var ec = &country{code: "EC", name: "Ecuador"}
