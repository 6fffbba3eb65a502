package taxid

// Dominican Republic: documents to be added.
var do = &country{code: "DO", name: "Dominican Republic"}
