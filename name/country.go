package name

// language is the naming custom a country's names follow.
type language uint8

const (
	noRules    language = iota
	spanish             // given names, then the father's surname, then the mother's
	portuguese          // given names, then surnames, the father's last
)

// languageOf returns the naming custom of an assigned ISO 3166-1 code in
// upper case: Spain and the Spanish-speaking countries of America
// (including Puerto Rico), and Portugal, Brazil and the Portuguese-speaking
// countries of Africa (see doc.go # Order rules). Other countries have no
// rules here.
func languageOf(code string) language {
	switch code {
	case "AR", "BO", "CL", "CO", "CR", "CU", "DO", "EC", "ES", "GT", "HN", "MX", "NI", "PA", "PE",
		"PR", "PY", "SV", "UY", "VE":
		return spanish
	case "AO", "BR", "CV", "GW", "MZ", "PT", "ST":
		return portuguese
	}
	return noRules
}

// Countries returns the ISO 3166-1 alpha-2 codes Validate has rules for,
// sorted. The slice is a fresh copy.
func Countries() []string {
	return []string{"AO", "AR", "BO", "BR", "CL", "CO", "CR", "CU", "CV", "DO", "EC", "ES", "GT", "GW",
		"HN", "MX", "MZ", "NI", "PA", "PE", "PR", "PT", "PY", "ST", "SV", "UY", "VE"}
}

// givenBit and surnameBit return the role bits of the lists for l.
func (l language) givenBit() uint8 {
	if l == portuguese {
		return ptGiven
	}
	return esGiven
}

func (l language) surnameBit() uint8 {
	if l == portuguese {
		return ptSurname
	}
	return esSurname
}
