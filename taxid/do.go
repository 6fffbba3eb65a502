package taxid

import "sort"

// Dominican Republic. The two documents differ in length, so a value of
// unknown type resolves by its length: 11 digits are a cédula (also the RNC
// of a person, which the DGII sets equal to the cédula), 9 digits an RNC.
// The few 10-digit cédulas and the 8-digit RNC on the issuers' exception
// lists resolve to their document as well.
var do = &country{code: "DO", docs: []*document{&doCedula, &doRNC},
	labels: []string{"cedula", "cie", "ci", "rnc"}}

// doInTable reports whether n is in the sorted table (tables.go), by
// binary search.
func doInTable(table []string, n string) bool {
	i := sort.SearchStrings(table, n)
	return i < len(table) && table[i] == n
}
