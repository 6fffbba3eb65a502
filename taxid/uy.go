package taxid

// Uruguay: documents to be added.
var uy = &country{code: "UY", name: "Uruguay"}
