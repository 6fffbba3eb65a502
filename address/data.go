package address

// The tables and DataVersion (tables.go) come from data/ (see data/SOURCES.md).
//go:generate go run ./internal/genaddress

// The generated tables (tables.go) are arrays of these rows. Strings that
// hold many names (cityNames, phraseKeys) are sliced by offset, so that the
// tables cost no allocation and no work at start-up.

// countryData is one covered country, in countryTable (sorted by code).
type countryData struct {
	code    string // ISO 3166-1 alpha-2
	format  string // libaddressinput fmt: %A street, %D neighborhood, %C city, %S region, %Z postal code, %n line
	require string // libaddressinput require: the letters of the parts a postal address needs
	zip     string // libaddressinput zip: the postal-code pattern (a regular expression; tests only)
	zipex   string // libaddressinput zipex: example postal codes, comma-separated (tests only)

	regionLo, regionHi uint16 // the country's rows in regionTable
	phraseLo, phraseHi uint32 // the country's rows in phraseTable
	postalLo, postalHi uint16 // the country's rows in postalTable
	maxWords           uint8  // the most words in one of its phrases
}

// regionData is one ISO 3166-2 subdivision.
type regionData struct {
	code string // ISO 3166-2 code, e.g. MX-JAL
	name string // the usual name, e.g. Jalisco
	city uint16 // for a city-state (AR-C, MX-CMX ...), 1 + its city's row in cityTable; else 0
}

// cityData is one city: its canonical name is cityNames[off:off+n].
type cityData struct {
	off    uint32
	n      uint8
	region uint16 // 1 + its row in regionTable; 0 for none (Puerto Rico)
	// listed: the city is named by data/cities.csv or is a city-state's
	// city (a capital or a large city), not only by libaddressinput's list
	// of every BR municipality and CL comuna.
	listed bool
	// of: for a district of a large city (data/districts.csv), 1 + the
	// city's row; the district is then the neighborhood and that city
	// the city. 0 for a city.
	of uint16
}

// phraseData is one folded key (phraseKeys[off:off+n]) with the places it
// names: phraseRefs[ref:ref+nref].
type phraseData struct {
	off  uint32
	n    uint8
	nref uint8
	ref  uint32
}

// A phrase reference: the kind in the top byte, the row below it.
const (
	refRegion  = 1 << 24 // the row is in regionTable
	refCity    = 2 << 24 // the row is in cityTable
	refCountry = 3 << 24 // the row is in countryTable (countryPhrases only)
	refRowMask = 1<<24 - 1
)

// postalData is one postal-code prefix of a region; a country's rows are
// sorted by prefix, and a prefix may name several regions (then it only
// says which regions a code may belong to).
type postalData struct {
	prefix string
	region uint16 // row in regionTable
}
