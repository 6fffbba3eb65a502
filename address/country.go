package address

// countryRules are the rules of one country that are not data: how its
// postal codes are written and how its street lines are joined. Each
// country with rules of its own has a file (ar.go, br.go, mx.go ...);
// the others share plainRules.
type countryRules struct {
	postal postalFormat
	// numberSep joins the street and the number in Formatted: " " by
	// default, ", " in Brazil, " # " in Colombia.
	numberSep string
	// grid: street names are numbered (Calle 26, Carrera 7) and numbers
	// are written block-house ("# 59-51"): Colombia.
	grid bool
	// allCities: the tables list every city (BR municipalities, CL
	// comunas), so that a locality they do not know is a neighborhood.
	allCities bool
	// bairroFirst: a lone place right after the house number is the
	// neighborhood unless it is a listed city (a capital or a large
	// one): Brazil, where the bairro follows the number and thousands of
	// municipalities share their names with bairros.
	bairroFirst bool
}

// countryRulesTable holds the rules of every row of countryTable, so that
// a parse reads them from a table rather than building them by a switch
// on the code. It is built once and never changed.
var countryRulesTable = func() []countryRules {
	t := make([]countryRules, len(countryTable))
	for ci := range countryTable {
		t[ci] = rulesOf(countryTable[ci].code)
	}
	return t
}()

// rulesOf returns the rules of a covered country.
func rulesOf(code string) countryRules {
	switch code {
	case "AR":
		return arRules()
	case "BR":
		return brRules()
	case "CL":
		return clRules()
	case "CO":
		return coRules()
	case "EC":
		return ecRules()
	case "HT":
		return htRules()
	case "MX":
		return mxRules()
	case "PE":
		return peRules()
	case "PR":
		return prRules()
	case "PY":
		return pyRules()
	case "SV":
		return svRules()
	}
	return plainRules(code)
}

// plainRules are those of the countries whose postal codes are a fixed
// number of digits, per libaddressinput's pattern: DO, GT, HN, NI and UY
// 5, VE 4, CR 4 or 5 (and ddd-dddd, cr.go); and Cuba, whose five-digit
// codes (Correos de Cuba) libaddressinput does not describe. Bolivia and
// Panama have no postal codes in libaddressinput: a code written after a
// marker is kept as written.
func plainRules(code string) countryRules {
	r := countryRules{numberSep: " "}
	switch code {
	case "CR":
		r.postal = postalFormat{minDigits: 4, maxDigits: 5, form: formCR}
	case "CU", "DO", "GT", "HN", "NI", "UY":
		r.postal = postalFormat{minDigits: 5, maxDigits: 5}
	case "VE":
		r.postal = postalFormat{minDigits: 4, maxDigits: 4}
	default:
		r.postal = postalFormat{none: true}
	}
	return r
}
