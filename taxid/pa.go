package taxid

// Panama: documents to be added.
var pa = &country{code: "PA", name: "Panama"}
