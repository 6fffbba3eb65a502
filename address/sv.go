package address

// El Salvador. Postal codes are CP and four digits, the first two naming
// the department (libaddressinput: "CP [1-3][1-7][0-2]\d", sub_zips CP 11
// ... CP 34); the code is kept as CP 1101.
func svRules() countryRules {
	return countryRules{numberSep: " ", postal: postalFormat{form: formSV}}
}

// svPostal reads the four digits of a code (after CP, which the marker
// rule takes).
func svPostal(p *parser, i int) (postalMatch, bool) {
	s := p.text(i, i)
	if !p.isNumber(i) || len(s) != 4 || !allDigits(s) || s[0] < '1' || s[0] > '3' || s[1] < '1' || s[1] > '7' || s[2] > '2' {
		return postalMatch{}, false
	}
	return postalMatch{code: "CP " + s, key: s, first: i, last: i, region: -1}, true
}
