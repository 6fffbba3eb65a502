package address

// Chile. Postal codes have seven digits (Correos de Chile, 8340457), and
// the city of an address is its comuna: libaddressinput lists all of them
// under their regions, and the comunas of Ñuble, a region since 2018, are
// moved to it (data/regions.csv). "Las Condes, Santiago" reads as the
// comuna Las Condes (Neighborhood) in the city of Santiago.
func clRules() countryRules {
	return countryRules{numberSep: " ", allCities: true, postal: postalFormat{minDigits: 7, maxDigits: 7}}
}
