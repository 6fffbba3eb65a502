// Package csvin reads the input files of the command-line tool, in
// bounded memory and without losing a line: physical lines (Lines:
// numbered, at most a given length, a UTF-8 byte order mark at the start
// dropped), and CSV records on them (Reader).
//
// # CSV
//
// Reader reads RFC 4180 CSV as encoding/csv does with its defaults (a
// field that starts with a quote is quoted and may hold delimiters, doubled
// quotes and newlines; \r\n ends a line like \n; empty lines are skipped),
// and gives the same records for every input encoding/csv reads without an
// error (FuzzReader checks it). It differs in what it does with bad input,
// which spreadsheets and hand-edited exports do produce:
//
//   - A malformed record is returned with its first line number and an
//     error (ErrBareQuote, ErrQuote, ErrUnclosed, ErrTooLong), and reading
//     goes on with the next line.
//   - A quote that is never closed does not swallow the rest of the file: a
//     record that spans several lines and fails (a syntax error, more than
//     the byte limit, the end of the file inside quotes, or, when
//     Reader.Fields is set, another number of fields) is reported as
//     malformed on its first line, and its other lines are read again as
//     records of their own.
//   - The delimiter can be detected from the header line: the most frequent
//     of comma, semicolon and tab outside quotes (spreadsheets in Latin
//     America export CSV with semicolons, since the comma is their decimal
//     separator).
//
// Memory is bounded by the record limit: a record's fields and the lines
// it spans are kept, never more.
package csvin
