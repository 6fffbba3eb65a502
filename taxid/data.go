package taxid

// The exception tables and DataVersion (tables.go) come from data/ (see
// data/SOURCES.md).

//go:generate go run ./internal/genexceptions
// The documents' dispatch, dispatch.go, from the document files:
//go:generate go run ./internal/gendispatch
// The benchmarks' mixed input, testdata/mixed.tsv (not built into the package):
//go:generate go run ./internal/genmixed
