package address

// Costa Rica. Postal codes have five digits (Correos de Costa Rica: the
// first is the province, data/regions.csv); libaddressinput's pattern
// also allows the four digits of its examples and ddd-dddd, which are
// read too. Addresses are often landmarks ("De la Iglesia de San Pedro 200
// m al este"), which have no street and so are not valid.

// crPostal reads ddd-dddd.
func crPostal(p *parser, i int) (postalMatch, bool) {
	a := p.text(i, i)
	if !p.isNumber(i) || len(a) != 3 || !allDigits(a) || !p.isPunct(i+1, '-') || !p.isNumber(i+2) || p.toks[i+2].seg != p.toks[i].seg {
		return postalMatch{}, false
	}
	if b := p.text(i+2, i+2); len(b) != 4 || !allDigits(b) {
		return postalMatch{}, false
	}
	return postalMatch{code: p.text(i, i+2), key: a, first: i, last: i + 2, strong: true, region: -1}, true
}
