package account

// DataVersion identifies the bank, plaza and IBAN tables built into the
// package: the date they were gathered from their public sources
// (data/SOURCES.md), or the date the CVU provider table (ar_cvu.go) last
// changed, whichever is later. Like phonenumbers.MetadataVersion, it tells
// users how fresh the bank names are; Validator.Banks adds newer entries.
const DataVersion = "2026-11-26"

// The generators: data/iban -> iban_tables.go, and data/banks_*.csv and
// data/plazas_mx.csv -> latam_tables.go.

//go:generate go run ./internal/geniban
//go:generate go run ./internal/genlatam
