package account

// CVU: Clave Virtual Uniforme, the Argentine number of an account held at a
// payment service provider (PSP: a wallet such as Mercado Pago, Ualá or
// Naranja X), created by the BCRA in Comunicación "A" 6510 (2018) to be
// compatible with the CBU so that banks and wallets can transfer between
// each other.
//
// Structure: 22 digits, checked exactly like a CBU (ar_cbu.go): block 1 is
// 000, a 4-digit PSP number and the block's check digit; block 2 is 13
// digits that identify the customer and a check digit. The entity 000 is
// what tells a CVU from a CBU, so a CVU whose first three digits are not
// 000 is reported as ReasonInvalidComponent. Public explanations of the
// CVU (the Naranja X blog, several news sites) describe the first 8 digits
// as the PSP block; the BCRA publishes no list of PSP numbers.
//
// BankCode is the PSP prefix: the first 7 digits (000 and the PSP number).
// Provider names the PSP only where that can be done reliably, which so
// far is one prefix (latamCVUProviders); for any other CVU, Provider is
// empty and no warning is set, because a CVU has no bank to be unknown. A
// Validator can name more PSPs: a Bank with Country "AR" and the 7-digit
// prefix as Code.
//
// Formatted shows the two blocks separated by a space, like a CBU.
var cvuKind = kind{typ: CVU, country: "AR"}

// latamCVUProviders: PSP number (digits 4-7 of a CVU, after the 000) ->
// provider, sorted by number. A PSP is listed only when at least two
// independent public sources agree on its prefix.
//
//   - 0000003 Mercado Pago: two unattributed public tables of CVU prefixes
//     (search-index file 52850149947, and a second one noted by the
//     project's data research) both give it, and the ten CVUs we found
//     published as Mercado Pago accounts in unrelated public repositories
//     (shops, institutes, individuals; for example "Mercado Pago ... CVU
//     0000003100085460774977") all start with it and verify.
//
// Left out: the two tables disagree on every other PSP (Ualá 0000054 or
// 0000058, Naranja X 0000044 or 0000168), and the three CVUs we found
// published as Ualá accounts start with 0000007, which neither table
// gives. We found no prefix published by a provider itself.
var latamCVUProviders = [...]latamBank{
	{3, "Mercado Pago", false},
}

// latamCVUProvider names the PSP of a 7-digit CVU prefix.
func latamCVUProvider(prefix string) (string, bool) {
	if len(prefix) != 7 || prefix[:3] != "000" {
		return "", false
	}
	var psp uint16
	for i := 3; i < 7; i++ {
		if !isDigit(prefix[i]) {
			return "", false
		}
		psp = psp*10 + uint16(prefix[i]-'0')
	}
	b, ok := latamFind(latamCVUProviders[:], psp)
	return b.name, ok
}

func latamCheckCVU(v *Validator, n, src string, r *Result) {
	if !latamShape(n, 22, r) {
		return
	}
	if n[:3] != "000" {
		r.Reason = ReasonInvalidComponent // a CBU given as a CVU
		return
	}
	r.Valid = true
	r.BankCode = n[:7]
	if name, ok := v.lookupBank("AR", n[:7], latamCVUProvider); ok {
		r.Provider = name
	}
	latamCBUChecksum(n, r)
	r.Formatted = latamGroup(n, src, ' ', 8)
}
