package address

// Puerto Rico. ZIP codes have five digits from 006 to 009 (00936), with an
// optional ZIP+4 (00936-8000), as libaddressinput gives them; addresses
// follow the US order, the number often first ("1510 Ave. Ponce de León"),
// and Puerto Rico has no ISO 3166-2 subdivisions, so Region is empty.
func prRules() countryRules {
	return countryRules{numberSep: " ", postal: postalFormat{form: formPR}}
}

// prPostal reads 00936 and 00936-8000.
func prPostal(p *parser, i int) (postalMatch, bool) {
	s := p.text(i, i)
	if !p.isNumber(i) || len(s) != 5 || !allDigits(s) || s[0] != '0' || s[1] != '0' || s[2] != '6' && s[2] != '7' && s[2] != '9' {
		return postalMatch{}, false
	}
	if p.isPunct(i+1, '-') && p.isNumber(i+2) && p.toks[i+2].seg == p.toks[i].seg && len(p.text(i+2, i+2)) == 4 && allDigits(p.text(i+2, i+2)) {
		return postalMatch{code: p.text(i, i+2), key: s, first: i, last: i + 2, strong: true, region: -1}, true
	}
	return postalMatch{code: s, key: s, first: i, last: i, strong: true, region: -1}, true
}
