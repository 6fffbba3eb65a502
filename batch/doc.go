// Package batch validates a file of tax ids or of supplier and customer
// records, a row at a time, on every core and in constant memory, and
// writes a result for each row in input order: the engine of the command
// "ndval validate", for a Go service that takes a supplier's upload.
//
// [Run] reads CSV or JSON Lines from an [io.Reader] and writes JSON Lines
// or CSV to an [io.Writer], as [Options] say; it returns a [Tally], the
// counts that a summary, a progress display and a report are drawn from,
// which holds no value of the input but masked ids.
//
// # Input
//
// A CSV input has a header row naming its columns: the fields of the
// [Kind] (Kind.Fields), in any order and case, or other names that
// Options.Map maps to them; other columns are kept in a CSV output but
// not read. The delimiter (',', ';' as Latin American spreadsheets export,
// '|' or a tab) is detected from the header; a UTF-8 byte order mark and
// CRLF line ends are accepted, and Windows1252 reads a sheet saved as a
// plain "CSV". A JSON Lines input holds one item per line, exactly as in
// the items of the HTTP API's request (POST /v1/validate/tax-ids or
// /v1/validate/records), read by the same strict decoder. A field is at
// most 256 characters, as the API's default, and a line at most 64 KiB.
//
// # Output
//
// Each row gives one line of output, in input order: in JSON Lines, the
// API's result for the item with "line" (the input line number) and
// "index" first; in CSV, the input's columns then Kind.Columns, with the
// input's delimiter, its byte order mark, and CRLF line ends. A row that
// cannot be read is written in its place with an error (its reason is
// one of MalformedCSV, ..., NotUTF8; its message names columns and JSON
// members, never a value), and the run goes on: bad input never loses a
// row. Options.Lang gives the messages of the error objects and of an
// XLSX output's comments and summary sheet in Spanish or Portuguese;
// codes, reasons, column names and JSON members stay as they are.
//
// # Pipeline
//
// One goroutine reads rows into chunks (512 rows or 64 KiB of input,
// whichever comes first), a pool of Options.Workers goroutines validates
// chunks and encodes their output into the chunks' own buffers, and the
// goroutine that called Run writes the chunks in input order, merges their
// counts into the Tally and reports progress. Only a fixed number of
// chunks exist (four per worker), and the reader waits for a free one:
// memory is the same whatever the size of the input. A chunk and its
// buffers are reused from one batch of rows to the next. The context
// given to Run is handed down to the reader and the workers, which stop
// once it is done.
package batch
