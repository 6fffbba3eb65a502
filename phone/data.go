package phone

//go:generate go run ./internal/genphone

// The numbering-plan metadata of github.com/nyaruka/phonenumbers, compiled
// by internal/genphone into tables.go: per region, an automaton over the
// digits of the national significant number whose final state says which
// number-type patterns match, the possible lengths, and per calling code an
// automaton that picks the national and international format. match.go
// and forms.go read them; tablesVersion names the phonenumbers version
// they came from, and TestTablesVersion holds it to go.mod.
