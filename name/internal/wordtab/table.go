// Package wordtab holds what the name package and its table generator
// share about the generated table of given names and surnames: the role
// bits of an entry and the index size. Words are folded with internal/fold
// and hashed with internal/strhash's Sum, by which the table is ordered.
package wordtab

// The layout of the generated words table, shared by the generator and
// the name package: the role bits of an entry, per language, and the
// number of high hash bits its index buckets the entries by.
const (
	ESGiven   uint8 = 1 << iota // a given name in Spanish-speaking countries
	ESSurname                   // a surname there
	PTGiven                     // a given name in Portuguese-speaking countries
	PTSurname                   // a surname there
)

// IndexBits is the number of hash bits the table's index buckets by.
const IndexBits = 14
