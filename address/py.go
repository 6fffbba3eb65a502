package address

// Paraguay. libaddressinput gives four-digit codes (1209); Correo
// Paraguayo's current codes have six (001001), so four to six digits are
// read.
func pyRules() countryRules {
	return countryRules{numberSep: " ", postal: postalFormat{minDigits: 4, maxDigits: 6}}
}
