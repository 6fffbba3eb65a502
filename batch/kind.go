package batch

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Kind is what the rows of an input hold.
type Kind int

// The kinds of rows.
const (
	// TaxIDs: the items of POST /v1/validate/tax-ids (id, country, type,
	// value), each validated with taxid.Validator.
	TaxIDs Kind = iota + 1
	// Records: the items of POST /v1/validate/records (reference_id,
	// country, tax_id, account, account_type, email, phone, name,
	// address), each validated with record.Validator.
	Records
)

// kindSpec is what Run needs to know of a Kind.
type kindSpec struct {
	name      string
	fields    []string // the item's fields: CSV header names and JSON members, in order
	required  []string // the fields a CSV header must have a column for
	results   []string // the result columns of a CSV output, line first and error last
	newWorker func(j *job) kindWorker
}

// spec returns the spec of k, or nil when k is not a Kind.
func (k Kind) spec() *kindSpec {
	switch k {
	case TaxIDs:
		return &taxIDsKind
	case Records:
		return &recordsKind
	}
	return nil
}

// String returns the kind's name, as the command line spells it:
// "tax-ids" or "records".
func (k Kind) String() string {
	if s := k.spec(); s != nil {
		return s.name
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Fields returns the fields of the kind's items, in order: the names of
// their CSV columns and of their JSON members.
func (k Kind) Fields() []string {
	if s := k.spec(); s != nil {
		return slices.Clone(s.fields)
	}
	return nil
}

// Columns returns the result columns of a CSV output, which follow the
// input's columns: "line" first and "error" last.
func (k Kind) Columns() []string {
	if s := k.spec(); s != nil {
		return slices.Clone(s.results)
	}
	return nil
}

// fieldIndex returns the index of the field named f in k, or -1.
func fieldIndex(k *kindSpec, f string) int {
	return slices.Index(k.fields, f)
}

// Format is the format of an input or an output.
type Format int

// The formats.
const (
	// Detect, as Options.Input, reads JSON Lines when the first
	// character of text is "{" and CSV otherwise; as Options.Output it
	// writes JSON Lines.
	Detect Format = iota
	// CSV: a header row, then a row per item (RFC 4180, with a ',', ';',
	// '|' or tab delimiter and CRLF or LF line ends).
	CSV
	// JSONLines: a JSON object per line.
	JSONLines
	// XLSX: an Excel workbook; as an input, the rows of one sheet
	// (Options.Sheet, or the first), cells as Excel shows them; as an
	// output, the input's columns and the result columns, each invalid
	// cell filled red with the reason in a comment, and a second sheet
	// with the summary.
	XLSX
)

// String returns the format's name: "csv" or "jsonl" ("" for Detect).
func (f Format) String() string {
	switch f {
	case Detect:
		return ""
	case CSV:
		return "csv"
	case JSONLines:
		return "jsonl"
	case XLSX:
		return "xlsx"
	}
	return "Format(" + strconv.Itoa(int(f)) + ")"
}

// MarshalText returns the format's name, as String does.
func (f Format) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// UnmarshalText sets f to the format named by text: "csv", "jsonl" (or
// "ndjson"), "xlsx", in any case, or "" for Detect. With encoding.TextUnmarshaler
// a format can be a flag (flag.TextVar) or a member of a configuration.
func (f *Format) UnmarshalText(text []byte) error {
	switch strings.ToLower(string(text)) {
	case "":
		*f = Detect
	case "csv":
		*f = CSV
	case "jsonl", "ndjson":
		*f = JSONLines
	case "xlsx":
		*f = XLSX
	default:
		return fmt.Errorf("a format is csv, jsonl or xlsx, not %q", text)
	}
	return nil
}

// FormatOf returns the format that the extension of a file's name names
// (.csv, .tsv and .txt are CSV; .jsonl and .ndjson are JSON Lines; .xlsx
// and .xlsm are XLSX; in any case), or Detect for another extension.
func FormatOf(name string) Format {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".jsonl", ".ndjson":
		return JSONLines
	case ".csv", ".tsv", ".txt":
		return CSV
	case ".xlsx", ".xlsm":
		return XLSX
	}
	return Detect
}

// Encoding is the text encoding of an input.
type Encoding int

// The encodings.
const (
	// DetectEncoding (the zero value) reads the input as UTF-8 when its
	// first megabyte is UTF-8, and as Windows-1252 otherwise, the code
	// page every Latin American Excel saves a plain "CSV" in; Tally says
	// which.
	DetectEncoding Encoding = iota
	// UTF8: UTF-8, with or without a byte order mark. A field that is
	// not UTF-8 makes its row unreadable (not_utf8).
	UTF8
	// Windows1252: the code page Excel saves a plain "CSV" in on Western
	// systems (ISO 8859-1 is a part of it).
	Windows1252
)

// MarshalText returns the encoding's name, as String does.
func (e Encoding) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText sets e to the encoding named by text, in any case:
// "utf-8" (or "utf8"), "windows-1252" (or "cp1252", and "latin1" and
// "iso-8859-1", which it contains), or "detect" (or "auto", or "") for
// DetectEncoding.
func (e *Encoding) UnmarshalText(text []byte) error {
	switch strings.ToLower(string(text)) {
	case "", "auto", "detect":
		*e = DetectEncoding
	case "utf-8", "utf8":
		*e = UTF8
	case "windows-1252", "cp1252", "latin1", "iso-8859-1":
		*e = Windows1252
	default:
		return fmt.Errorf("an encoding is utf-8 or windows-1252, not %q", text)
	}
	return nil
}

// String returns the encoding's name: "utf-8" or "windows-1252".
func (e Encoding) String() string {
	switch e {
	case DetectEncoding:
		return "detect"
	case UTF8:
		return "utf-8"
	case Windows1252:
		return "windows-1252"
	}
	return "Encoding(" + strconv.Itoa(int(e)) + ")"
}
