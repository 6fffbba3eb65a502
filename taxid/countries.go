package taxid

// findCountry returns the rules of the country whose upper-case ISO 3166-1
// alpha-2 code is code, or nil when the package has none. This switch is
// the list of supported countries, in code order; each country's documents
// are declared in its own file (ar.go, br.go, ...), in the order in which a
// value of unknown type is tried. A switch on two-byte constants compiles
// to a few comparisons, with no memory to read: the look-up is on every
// call's path.
func findCountry(code string) *country {
	switch code {
	case "AR":
		return ar
	case "BO":
		return bo
	case "BR":
		return br
	case "CL":
		return cl
	case "CO":
		return co
	case "CR":
		return cr
	case "CU":
		return cu
	case "DO":
		return do
	case "EC":
		return ec
	case "GT":
		return gt
	case "HN":
		return hn
	case "HT":
		return ht
	case "MX":
		return mx
	case "NI":
		return ni
	case "PA":
		return pa
	case "PE":
		return pe
	case "PY":
		return py
	case "SV":
		return sv
	case "UY":
		return uy
	case "VE":
		return ve
	}
	return nil
}
