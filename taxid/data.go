package taxid

// DataVersion identifies the data built into the package: the date the
// issuers' exception lists (the Dominican cédulas and RNCs accepted with
// WarnIssuerException) were last checked against their source,
// python-stdnum 1.18 (data/SOURCES.md). The check-digit rules themselves
// are code, in one file per document.
const DataVersion = "2026-11-26"

//go:generate go run ./internal/genexceptions
// The documents' dispatch, dispatch.go, from the document files:
//go:generate go run ./internal/gendispatch
// The benchmarks' mixed input, testdata/mixed.tsv (not built into the package):
//go:generate go run ./internal/genmixed
