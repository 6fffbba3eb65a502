package taxid

// CNPJ: Cadastro Nacional da Pessoa Jurídica, the Brazilian register of
// companies and other legal entities kept by the Receita Federal do Brasil
// (RFB). Every establishment of an entity has its own CNPJ.
//
// Structure: 14 characters, written 12.345.678/0001-95: an eight-character
// root (raiz) that identifies the entity, a four-character order number
// (ordem) that identifies the establishment, where 0001 is by convention
// the head office (matriz) and higher numbers its branches (filiais), and
// two check digits. From July 2026 the RFB also issues alphanumeric CNPJs
// (Instrução Normativa RFB nº 2.229/2024): the root and the order may then
// hold the letters A-Z as well as digits, while the two check digits stay
// numeric; existing numeric CNPJs keep their numbers and check digits.
//
// Check digits: mod 11. Each of the first twelve characters counts as its
// ASCII code minus 48, so digits keep their value and A=17, B=18 ... Z=42.
// The first check digit uses the weights 5 4 3 2 9 8 7 6 5 4 3 2 over the
// twelve characters, the second 6 5 4 3 2 9 8 7 6 5 4 3 2 over those and
// the first check digit; each is 11 - sum mod 11, where 10 and 11 become 0.
// The ten values made of one repeated digit (00.000.000/0000-00 ...) are
// never issued and are reported as invalid_component whatever their check
// digits.
//
// Source: RFB, Instrução Normativa RFB nº 2.229/2024 and Nota Técnica
// COCAD/SUARA/RFB nº 49/2024 (the alphanumeric CNPJ and its check digit,
// with the worked example 12.ABC.345/01DE-35); python-stdnum br.cnpj and
// stdnum-js br/cnpj as secondary sources for the numeric form.
var brCNPJ = document{
	name:  "cnpj",
	title: "Cadastro Nacional da Pessoa Jurídica",
	algo:  "mod 11, two digits (weights 2-9 from the right; A-Z count as ASCII-48)",
	id:    idBRCNPJ,
	shape: newShape("99.999.999/9999-99"),
}

// brCNPJWeights are the weights of the second check digit over the twelve
// characters and the first check digit: 2 to 9 from the right, repeated.
var brCNPJWeights = [13]int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}

func brCheckCNPJ(n string, _ Validator) verdict {
	if len(n) != 14 {
		return verdict{reason: faultLength}
	}
	return brCheckDigits(n, brCNPJWeights[:], true, entCompany)
}

// brAppendCNPJ writes 12.345.678/0001-95 (12.ABC.345/01DE-35).
func brAppendCNPJ(b []byte, n string) []byte {
	_ = n[13]
	return append(b, n[0], n[1], '.', n[2], n[3], n[4], '.', n[5], n[6], n[7], '/',
		n[8], n[9], n[10], n[11], '-', n[12], n[13])
}
