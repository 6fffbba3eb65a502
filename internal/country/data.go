package country

// The tables (tables.go, with DataVersion) come from data/iso_3166-1.json.

//go:generate go run ./internal/gencountry
//go:generate go run ./internal/gennames
