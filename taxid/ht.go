package taxid

// Haiti. Only the NIF is supported: the number of the national
// identification card (CIN, and its 2020 successor the NINU) is not
// publicly documented well enough to validate.
var ht = &country{code: "HT", name: "Haiti", docs: []*document{&htNIF}}
