package name

// The tables and DataVersion (tables.go) come from data/faker_names.csv.
//go:generate go run ./internal/genname
