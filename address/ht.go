package address

import "github.com/ndval/ndval/address/internal/fold"

// Haiti. Postal codes have four digits, written after HT (libaddressinput
// fmt "HT%Z"): HT6110, HT 6110, or alone. Streets are French: Rue, Route,
// Boulevard, Impasse, Ruelle, often with the number first ("5 Rue Jean
// Baptiste").
func htRules() countryRules {
	return countryRules{numberSep: " ", postal: postalFormat{minDigits: 4, maxDigits: 4, form: formHT}}
}

// htPostal reads HT6110 and "HT 6110".
func htPostal(p *parser, i int) (postalMatch, bool) {
	s := p.text(i, i)
	if p.toks[i].kind == fold.Word && len(s) == 6 && upper(s[0]) == 'H' && upper(s[1]) == 'T' && allDigits(s[2:]) {
		return postalMatch{code: s[2:], key: s[2:], first: i, last: i, strong: true, region: -1}, true
	}
	if string(p.word(i)) == "ht" && p.isNumber(i+1) && len(p.text(i+1, i+1)) == 4 && allDigits(p.text(i+1, i+1)) {
		d := p.text(i+1, i+1)
		return postalMatch{code: d, key: d, first: i, last: i + 1, strong: true, region: -1}, true
	}
	return postalMatch{}, false
}
