package taxid

// findCountry returns the rules of the country whose upper-case ISO 3166-1
// alpha-2 code is code, or nil when the package has none: one load from
// countryTable, with no branch that depends on which country it is, since
// the countries of a batch come in any order.
func findCountry(code string) *country {
	if len(code) != 2 {
		return nil
	}
	a, b := code[0]-'A', code[1]-'A'
	if a >= 26 || b >= 26 {
		return nil
	}
	return countryTable[int(a)*26+int(b)]
}

// countryTable is the list of supported countries, indexed by the letters
// of their codes, (first-'A')*26 + (second-'A'), and written in code
// order; each country's documents are declared in its own file (ar.go,
// br.go, ...), in the order in which a value of unknown type is tried.
var countryTable = [26 * 26]*country{
	'A'*26 + 'R' - aa: ar,
	'B'*26 + 'O' - aa: bo,
	'B'*26 + 'R' - aa: br,
	'C'*26 + 'L' - aa: cl,
	'C'*26 + 'O' - aa: co,
	'C'*26 + 'R' - aa: cr,
	'C'*26 + 'U' - aa: cu,
	'D'*26 + 'O' - aa: do,
	'E'*26 + 'C' - aa: ec,
	'G'*26 + 'T' - aa: gt,
	'H'*26 + 'N' - aa: hn,
	'H'*26 + 'T' - aa: ht,
	'M'*26 + 'X' - aa: mx,
	'N'*26 + 'I' - aa: ni,
	'P'*26 + 'A' - aa: pa,
	'P'*26 + 'E' - aa: pe,
	'P'*26 + 'Y' - aa: py,
	'S'*26 + 'V' - aa: sv,
	'U'*26 + 'Y' - aa: uy,
	'V'*26 + 'E' - aa: ve,
}

// aa is the index offset of countryTable: the code AA is at 0.
const aa = 'A'*26 + 'A'
