package email

// The provider and disposable-domain tables and DataVersion (tables.go)
// come from data/providers.txt and data/disposable.txt.
//go:generate go run ./internal/genemail
