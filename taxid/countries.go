package taxid

// countries lists the supported countries in code order. Each country's
// documents are declared in its own file (ar.go, br.go, ...), in the order
// in which a value of unknown type is tried.
var countries = [...]*country{
	ar,
	bo,
	br,
	cl,
	co,
	cr,
	cu,
	do,
	ec,
	gt,
	hn,
	ht,
	mx,
	ni,
	pa,
	pe,
	py,
	sv,
	uy,
	ve,
}
