package address

import "github.com/ndval/ndval/address/internal/lex"

// Peru. Postal codes have five digits since 2011 (Serpost; the first two
// are the department's INEI code, 15 for Lima), and the old postal
// districts of Lima and Callao are still written: "Lima 27", "Callao 2"
// (libaddressinput's zip pattern allows both; the old ones are kept as
// LIMA 27). Streets are "Jr." (jirón), "Av.", "Calle", "Psje."; numbers
// follow "N°" or "Nro."; blocks are "Mz. A Lt. 5" and neighborhoods
// "Urb.", "AA.HH.". The district (Miraflores, San Isidro) is the
// Neighborhood when the city follows it, else the City.
func peRules() countryRules {
	return countryRules{numberSep: " ", postal: postalFormat{minDigits: 5, maxDigits: 5, form: formPE}}
}

// pePostal reads an old postal district: "Lima 27", "Callao 2". The word
// Lima or Callao stays free for the city.
func pePostal(p *parser, i int) (postalMatch, bool) {
	w := p.word(i)
	if string(w) != "lima" && string(w) != "callao" || !p.isNumber(i+1) || p.toks[i+1].seg != p.toks[i].seg {
		return postalMatch{}, false
	}
	d := p.text(i+1, i+1)
	if len(d) > 2 || !allDigits(d) || p.isWord(i+2) && p.toks[i+2].seg == p.toks[i].seg && p.toks[i+2].kind != lex.Punct {
		return postalMatch{}, false
	}
	code, region := "LIMA ", "PE-LMA"
	if string(w) == "callao" {
		code, region = "CALLAO ", "PE-CAL"
	}
	if s := p.in[p.toks[i].start:p.toks[i+1].end]; len(s) == len(code)+len(d) && s[:len(code)] == code {
		code = s // already in normal form ("LIMA 27", as Formatted writes it): no new string
	} else {
		code += d
	}
	return postalMatch{code: code, first: i + 1, last: i + 1, strong: true, region: regionByCode(p.ci, region)}, true
}
