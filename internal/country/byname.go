package country

import "github.com/ndval/ndval/internal/clean"

// ByName returns the code of the country a sheet names in its place: an
// assigned code ("ar"), an alpha-3 code ("ARG"), or a name in English,
// Spanish or Portuguese ("Argentina", "México", "Brasil", "Perú",
// "EE.UU."), in any case, with or without accents. It reports false for
// anything else, and for a name two countries share. The field packages
// never call it: their country is an ISO code; a program that reads
// sheets (package batch) maps a name to its code first.
func ByName(s string) (string, bool) {
	if code, why := Parse(s); why == "" {
		return code, true
	}
	code, ok := byName[clean.Fold(s)]
	return code, ok
}
