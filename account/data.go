package account

// The generators: data/iban -> iban_tables.go, and data/banks_*.csv and
// data/plazas_mx.csv -> latam_tables.go, with DataVersion from the Version
// line of data/SOURCES.md.

//go:generate go run ./internal/geniban
//go:generate go run ./internal/genlatam
