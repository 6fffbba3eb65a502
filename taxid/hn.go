package taxid

// Honduras. A 14-digit value is an RTN, a 13-digit value a DNI; the lengths
// do not overlap, so the order only decides which type a value of yet
// another length is reported against (the RTN).
var hn = &country{code: "HN", docs: []*document{&hnRTN, &hnDNI},
	labels: []string{"rtn", "dni", "identidad"}}
