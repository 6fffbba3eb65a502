package address

import "github.com/ndval/ndval/address/internal/fold"

// Ecuador. Postal codes have six digits (Correos del Ecuador, 2007), the
// first two the province's INEC code (data/regions.csv), sometimes after
// EC (EC170150); libaddressinput also accepts the older letter, four
// digits and letter (H0103C).
func ecRules() countryRules {
	return countryRules{numberSep: " ", postal: postalFormat{minDigits: 6, maxDigits: 6, form: formEC}}
}

// ecPostal reads EC170150 and H0103C.
func ecPostal(p *parser, i int) (postalMatch, bool) {
	if p.toks[i].kind != fold.Word {
		return postalMatch{}, false
	}
	s := p.text(i, i)
	switch {
	case len(s) == 8 && upper(s[0]) == 'E' && upper(s[1]) == 'C' && allDigits(s[2:]):
		return postalMatch{code: s[2:], key: s[2:], first: i, last: i, strong: true, region: -1}, true
	case len(s) == 6 && isLetter(s[0]) && allDigits(s[1:5]) && isLetter(s[5]):
		return postalMatch{code: upperASCII(s), first: i, last: i, strong: true, region: -1}, true
	}
	return postalMatch{}, false
}

func isLetter(c byte) bool { return fold.IsLetter(c) }
