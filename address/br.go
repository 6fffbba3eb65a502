package address

// Brazil. The CEP (Código de Endereçamento Postal, Correios) has eight
// digits written 01310-100, also 01310100 and 01.310-100; its leading
// digits name the state (libaddressinput sub_zips: SP 01 to 19, RJ 20
// to 28 ...). The number follows the street after a comma ("Av. Paulista,
// 1578"), the neighborhood and the city after dashes ("- Bela Vista, São
// Paulo - SP"), and units are "apto", "sala", "conjunto", "bloco",
// "andar", "loja".
func brRules() countryRules {
	return countryRules{numberSep: ", ", allCities: true, bairroFirst: true, postal: postalFormat{form: formBR}}
}

// brPostal reads a CEP at token i, normalized to 01310-100.
func brPostal(p *parser, i int) (postalMatch, bool) {
	if !p.isNumber(i) {
		return postalMatch{}, false
	}
	s := p.text(i, i)
	if len(s) == 8 && allDigits(s) {
		return postalMatch{code: s[:5] + "-" + s[5:], key: s, first: i, last: i, strong: true, region: -1}, true
	}
	head := s
	if len(s) == 6 && s[2] == '.' {
		head = s[:2] + s[3:] // 01.310-100
	}
	if len(head) != 5 || !allDigits(head) || !p.isPunct(i+1, '-') || !p.isNumber(i+2) || p.toks[i+2].seg != p.toks[i].seg {
		return postalMatch{}, false
	}
	tail := p.text(i+2, i+2)
	if len(tail) != 3 || !allDigits(tail) {
		return postalMatch{}, false
	}
	code := p.text(i, i+2)
	if head != s {
		code = head + "-" + tail
	}
	return postalMatch{code: code, key: head, first: i, last: i + 2, strong: true, region: -1}, true
}
