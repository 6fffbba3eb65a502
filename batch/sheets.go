package batch

// The supplier sheets of testdata/sheets (CSV in UTF-8 and in
// Windows-1252, .xlsx, and a single-country sheet under a title line) are
// written by gensheet, built the way finance teams export them.
//go:generate go run ./internal/gensheet -dir testdata/sheets
