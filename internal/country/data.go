package country

// DataVersion names the ISO 3166-1 list the tables come from (see
// data/SOURCES.md).
const DataVersion = "iso-codes 4.15.0"

//go:generate go run ./internal/gencountry
//go:generate go run ./internal/gennames
