package taxid

// Chile: documents to be added.
var cl = &country{code: "CL", name: "Chile"}
