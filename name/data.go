package name

//go:generate go run ./internal/genname

// DataVersion names the name lists the tables are built from (see
// data/SOURCES.md): the given names and surnames of the es, es_MX, pt_BR
// and pt_PT locales of @faker-js/faker 10.6.0.
const DataVersion = "faker-js-10.6.0"
