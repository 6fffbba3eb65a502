package address

// Mexico. Postal codes have five digits (Correos de México), the first two
// naming the state (libaddressinput sub_zips; 01 to 16 are Mexico City).
// Addresses name the colonia ("Col. Roma Norte"), often the municipality
// or alcaldía ("Alcaldía Cuauhtémoc", "Mpio. de Zapopan"), the code with
// "C.P.", and states by their INEGI abbreviations ("Jal.", "N.L.", "Edo.
// Méx."); Cancún writes plots as supermanzana, manzana and lote ("SM 23 MZ
// 4 Lote 5"), and numbers as "No. 1605" or "Int. 4" for the interior.
func mxRules() countryRules {
	return countryRules{numberSep: " ", postal: postalFormat{minDigits: 5, maxDigits: 5}}
}
