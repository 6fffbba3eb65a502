package address

import "github.com/ndval/ndval/address/internal/fold"

// Argentina. Postal codes are the CPA (Código Postal Argentino, Correo
// Argentino, 1998): the province's letter, which is also its ISO 3166-2
// suffix, four digits and three letters for the block face (C1425DKE);
// the four digits of the older codes (1425) are still written and are
// taken as the code, weakly. A CPA's letter names its region; the old
// codes' first digit only limits it (libaddressinput sub_zips). Addresses
// give a block with "al" ("Av. Corrientes al 3000"), number signs are N°
// and Nº, and neighborhoods are "Barrio" or "Bº".
func arRules() countryRules {
	return countryRules{
		numberSep: " ",
		postal:    postalFormat{minDigits: 4, maxDigits: 4, form: formAR},
	}
}

// arPostal reads a CPA (C1425DKE), also without its block letters
// (C1425).
func arPostal(p *parser, i int) (postalMatch, bool) {
	t := &p.toks[i]
	s := p.text(i, i)
	if t.kind != fold.Word || len(s) != 8 && len(s) != 5 {
		return postalMatch{}, false
	}
	l := upper(s[0])
	if l < 'A' || l > 'Z' || l == 'I' || l == 'O' || !allDigits(s[1:5]) {
		return postalMatch{}, false
	}
	for k := 5; k < len(s); k++ {
		if c := upper(s[k]); c < 'A' || c > 'Z' {
			return postalMatch{}, false
		}
	}
	code := upperASCII(s)
	region := regionByCode(p.ci, "AR-"+code[:1])
	return postalMatch{code: code, key: code[1:5], first: i, last: i, strong: true, region: region}, true
}
