package taxid

// Paraguay: documents to be added.
var py = &country{code: "PY", name: "Paraguay"}
