package address

// Colombia. Streets form numbered grids: a street type (Calle, Cl., Cll.,
// Carrera, Cra., Kr., Diagonal, Dg., Transversal, Tv., Av. Calle), its
// number with an optional letter, bis and direction ("Calle 26 Sur", "Cra.
// 7 Bis A"), then "#" or "No." and the cross street's number and the
// house's distance from it: "Carrera 7 # 71-21". Result.Street is "Carrera
// 7", Result.Number "71-21". Postal codes have six digits (4-72, 2011),
// the first two the department's DANE code (data/regions.csv).
func coRules() countryRules {
	return countryRules{numberSep: " # ", grid: true, postal: postalFormat{minDigits: 6, maxDigits: 6}}
}
