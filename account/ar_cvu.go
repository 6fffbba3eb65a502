package account

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/checksum"
)

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
// 000 is reported as invalid_component. Public explanations of the
// CVU (the Naranja X blog, several news sites) describe the first 8 digits
// as the PSP block; the BCRA publishes no list of PSP numbers.
//
// BankCode is the PSP prefix: the first 7 digits (000 and the PSP number).
// Provider names the PSP only where that can be done reliably, which so
// far is five prefixes (latamCVUProviders); for any other CVU, Provider is
// empty and no warning is set, because a CVU has no bank to be unknown. A
// Validator can name more PSPs: a Bank with Country "AR" and the 7-digit
// prefix as Code.
//
// Formatted shows the two blocks separated by a space, like a CBU.
var cvuKind = kind{typ: CVU, country: "AR"}

// latamCVUProviders: PSP number (digits 4-7 of a CVU, after the 000) ->
// provider, sorted by number. A PSP is listed only when at least two
// independent public sources agree on its prefix. No provider publishes
// its prefix and the BCRA publishes no list of PSP numbers, so the sources
// are CVUs that unrelated publishers (shops, clubs, bots, individuals; in
// public repositories, search-index file ids given) print together with
// the provider's name or with the alias suffix the provider gives
// (".uala", ".ppay", ".lemon"); every one verifies, and every CVU found
// under that name starts with the prefix. testdata/ar_cvu.txt holds them.
//
//   - 0000003 Mercado Pago: two unattributed public tables of CVU prefixes
//     (search-index file 52850149947, and a second one noted by the
//     project's data research) both give it, and the ten CVUs we found
//     published as Mercado Pago accounts in unrelated public repositories
//     (shops, institutes, individuals; for example "Mercado Pago ... CVU
//     0000003100085460774977") all start with it and verify.
//   - 0000007 Ualá: five publishers, each a CVU starting 00000079002 with a
//     ".UALA" alias, three of them also naming Ualá ("Banco: UALA", file
//     30256135048; "Banco Ualá", file 37842004857; "Uala: CVU", file
//     6001186830), the others files 24007835220 and 9094577101. Ualá's
//     second block carries the holder's DNI or CUIL. Of the unattributed
//     tables one gives Ualá for 0000007 (file 69178111205), another Prex
//     (file 54960549238); the published CVUs decide.
//   - 0000076 Personal Pay: "Banco: Personal Pay" (file 44529485226),
//     bank "Personal Pay" (file 45453178964), and an alias ending ".ppay"
//     (file 70690094996); ".ppay" is Personal Pay's suffix ("Personal Pay:
//     ....ppay", file 53338537750).
//   - 0000168 Lemon: "Banco: Lemon" (file 2647073490), "Lemon Cash ... CVU"
//     (file 14997586271), "Banco Lemon / Findi SA" (file 37842004857) and
//     an alias ending ".LEMON" (file 59815756941). The unattributed table
//     of file 54960549238 gives Naranja X for 0000168 and Lemon for
//     0000174; no published CVU supports either.
//   - 0000177 AstroPay: four publishers give a CVU starting 0000177 with
//     the bank or method named AstroPay (files 54052732372, 59702974565,
//     60575645109, 51789641431). File 54960549238 says 0000221.
//
// Left out: Naranja X (its published accounts are now CBUs of entity 453,
// "4530000800...", not CVUs; the tables give 0000044 or 0000168), Prex
// (one CVU published as Prex, 0000013000032290638313, file 60238232092,
// on a page that labels it as Uruguay), Belo, and prefix 0000069 (one CVU
// published with "Banco Industrial SA" and a DolarApp alias, file
// 53875268547, another with "Garpa S.A." and an ARQ alias, file
// 59702974565: the name is not settled). Brubank, Cuenta DNI (Banco
// Provincia) and Ualá Bank hold bank accounts: CBUs, not CVUs.
var latamCVUProviders = [...]latamBank{
	{3, "Mercado Pago", false},
	{7, "Ualá", false},
	{76, "Personal Pay", false},
	{168, "Lemon", false},
	{177, "AstroPay", false},
}

// latamCVUProvider names the PSP of a 7-digit CVU prefix.
func latamCVUProvider(prefix string) (string, bool) {
	if len(prefix) != 7 || prefix[:3] != "000" {
		return "", false
	}
	if !checksum.IsDigits(prefix[3:]) {
		return "", false
	}
	var psp uint16
	for i := 3; i < 7; i++ {
		psp = psp*10 + uint16(prefix[i]-'0')
	}
	b, ok := latamFind(latamCVUProviders[:], psp)
	return b.name, ok
}

func latamCheckCVU(v Validator, n, src string, r *Result) {
	if !latamShape(n, 22, r) {
		return
	}
	if n[:3] != "000" {
		r.Reason = ndval.ReasonInvalidComponent // a CBU given as a CVU
		return
	}
	r.Valid = true
	r.BankCode = n[:7]
	if name, ok := v.userBank("AR", n[:7]); ok {
		r.Provider = name
	} else if name, ok := latamCVUProvider(n[:7]); ok {
		r.Provider = name
	}
	latamCBUChecksum(n, r)
	r.Formatted = cbuFormatted(n, src)
}
