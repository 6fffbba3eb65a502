package batch

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"

	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/record"
)

// Options says what Run reads and how it writes. Its zero value, with a
// Kind, reads UTF-8 CSV or JSON Lines (told apart by the first byte),
// detects the CSV delimiter, and writes JSON Lines on every core.
type Options struct {
	// Kind is what each row holds: TaxIDs or Records. It is required.
	Kind Kind

	// Input is the input's format; Detect (the zero value) reads an XLSX
	// workbook by its first bytes (a ZIP archive's), JSON Lines when the
	// first character of text is "{", and CSV otherwise.
	// FormatOf gives the format a file name's extension names.
	Input Format

	// Delimiter is the CSV delimiter: ',', ';', '|' or '\t'; zero detects
	// it from the header row.
	Delimiter byte

	// Encoding is the input's text encoding: DetectEncoding (the zero
	// value) tells UTF-8 from Windows-1252, as spreadsheets save a plain
	// "CSV"; UTF8 or Windows1252 says which.
	Encoding Encoding

	// OmitBOM leaves out of a CSV output the UTF-8 byte order mark that
	// Run writes when the input had one or was Windows-1252, so that Excel
	// on Windows reads the output as UTF-8 ("Razón", not "RazÃ³n").
	OmitBOM bool

	// Map reads CSV columns under other names as fields of the Kind
	// (a column "RFC" as the field "tax_id"). Without an entry, a column
	// holds the field of its name, in any case, spaces trimmed, or the
	// field its name says in Spanish, Portuguese or English ("País",
	// "Razón social", "CUIT", "Correo", "Endereço": internal/header);
	// other columns are written to a CSV output but not read.
	Map []Mapping

	// Sheet names the sheet of an XLSX input to read; empty reads the
	// first.
	Sheet string

	// Country is the country of the rows whose country is empty, and of
	// every row of a sheet with no country column: an ISO 3166-1 code or
	// a country's name ("AR", "Argentina"). Empty, a sheet without a
	// country column takes the country its tax id or account column's
	// name implies ("CUIT" is AR's, "CLABE" MX's), if any.
	Country string

	// Output is the output's format: JSONLines (the default, for
	// Detect), CSV, or XLSX: the input's columns and the result columns,
	// the cells of each field that is not usable filled red with the
	// reason in words in a comment, and a second sheet, "Resumen", with
	// the summary and the column mapping.
	Output Format

	// EscapeFormulas, for a CSV output, writes a field that a spreadsheet
	// would run as a formula (it starts with =, +, -, @, a tab or a
	// carriage return, or their full-width forms) quoted and preceded by
	// an apostrophe, which spreadsheets show as text.
	EscapeFormulas bool

	// Workers is how many goroutines validate rows at once; zero or
	// negative means runtime.GOMAXPROCS(0).
	Workers int

	// Lang is the language of the output's words: the message of an
	// error object (JSON Lines) and of the error column (CSV) of an
	// invalid item or an unreadable row, and in an XLSX output the
	// reasons in the comments of invalid cells and the summary sheet (its
	// name is "Resumo" in Portuguese). Codes, reasons, column names and
	// JSON members are the same in every language; the JSON reader's
	// messages (why a JSON line is malformed) are English. The zero value
	// is English.
	Lang message.Lang

	// Validator validates the rows: its zero value holds the same
	// defaults as the HTTP API's. Run validates a chunk of records at a
	// time on each worker, ignoring Validator.Parallelism.
	Validator record.Validator
}

// A Mapping reads the CSV column named Column (in any case, spaces
// trimmed) as the field Field of the Kind.
type Mapping struct{ Column, Field string }

// Limits of a row, as the HTTP API's defaults: each field at most
// maxFieldChars characters (httpapi.DefaultMaxFieldChars); a line or a
// CSV record at most maxLineBytes bytes.
const (
	maxFieldChars = 256
	maxLineBytes  = 64 << 10
)

// Run validates the rows of in, a CSV or JSON Lines stream of o.Kind's
// items, and writes one result for each row to out, in input order, in
// o.Output's format. A row that cannot be read is written in its place
// with its line number and an error, and the run goes on.
//
// progress, when not nil, is called on Run's goroutine each time a chunk
// of results has been written, with the rows written so far and the
// bytes of in read so far (of decoded text, for Windows1252).
//
// Run returns the tally of the rows written. Its error is an
// *OptionsError for options that cannot work, ErrEmpty, a *HeaderError
// when the CSV header cannot be read or does not fit the Kind, a
// *ReadError when in fails (inside the *HeaderError when it fails before
// the header is read), the error of out wrapped, or ctx's when it is done
// before the end.
func Run(ctx context.Context, in io.Reader, out io.Writer, o Options, progress func(rows int, offset int64)) (Tally, error) {
	t := Tally{Kind: o.Kind}
	k := o.Kind.spec()
	if err := o.check(k); err != nil {
		return t, err
	}
	input, err := newInput(in, &o, k)
	if err != nil {
		return t, err
	}
	defer input.close()
	j := &job{kind: k, in: input, output: o.Output, validator: o.Validator,
		sep: csvOut{c: ',', escapeFormulas: o.EscapeFormulas}, omitBOM: o.OmitBOM, lang: o.Lang}
	if input.csv != nil {
		j.sep.c = input.csv.Comma
	}
	if j.output == Detect {
		j.output = JSONLines
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var sheet *sheetOut
	if j.output == XLSX {
		if sheet, err = newSheetOut(out, j); err != nil {
			return t, fmt.Errorf("writing the output: %w", err)
		}
		j.output, j.sep.c, j.sheet = CSV, ',', sheet // the workers write CSV rows; sheet reads them back
	}
	total, err := j.run(ctx, out, workers, progress)
	t = total.tally(o.Kind)
	t.Unread, t.Mapped, t.Encoding, t.HeaderLine = input.unread, input.mapped, input.encoding, input.headerLine
	if sheet != nil && err == nil {
		if err = sheet.close(t); err != nil {
			err = fmt.Errorf("writing the output: %w", err)
		}
	}
	return t, err
}

// check returns an *OptionsError for options that cannot work; k is the
// spec of o.Kind.
func (o *Options) check(k *kindSpec) error {
	switch {
	case k == nil:
		return &OptionsError{Option: "Kind", Problem: fmt.Sprintf("%d is neither TaxIDs nor Records", int(o.Kind))}
	case o.Input != Detect && o.Input != CSV && o.Input != JSONLines && o.Input != XLSX:
		return &OptionsError{Option: "Input", Problem: "not a format: " + o.Input.String()}
	case o.Output != Detect && o.Output != CSV && o.Output != JSONLines && o.Output != XLSX:
		return &OptionsError{Option: "Output", Problem: "not a format: " + o.Output.String()}
	case o.Encoding != DetectEncoding && o.Encoding != UTF8 && o.Encoding != Windows1252:
		return &OptionsError{Option: "Encoding", Problem: "not an encoding: " + o.Encoding.String()}
	case o.Country != "" && !knownCountry(o.Country):
		return &OptionsError{Option: "Country", Problem: fmt.Sprintf("%q is neither an ISO 3166-1 code nor a country's name", o.Country)}
	case o.EscapeFormulas && o.Output != CSV:
		return &OptionsError{Option: "EscapeFormulas", Problem: "is for a CSV output (JSON Lines holds no formulas)"}
	}
	switch o.Delimiter {
	case 0, ',', ';', '|', '\t':
	default:
		return &OptionsError{Option: "Delimiter", Problem: fmt.Sprintf(`%q is not ",", ";", "|" or a tab`, o.Delimiter)}
	}
	for _, m := range o.Map {
		if !slices.Contains(k.fields, m.Field) {
			return &OptionsError{Option: "Map", Problem: fmt.Sprintf("%s=%s: %s has no field %q (its fields: %s)",
				m.Column, m.Field, k.name, m.Field, strings.Join(k.fields, ", "))}
		}
	}
	return nil
}

// job is what the workers of a run share, read only.
type job struct {
	kind      *kindSpec
	in        *input
	output    Format           // CSV or JSONLines
	validator record.Validator // Parallelism is set to 1 by each records worker
	sep       csvOut           // how CSV output is written: the input's delimiter (a comma for JSON Lines)
	omitBOM   bool             // Options.OmitBOM
	sheet     *sheetOut        // for an XLSX output: the workbook the CSV rows go to
	lang      message.Lang     // Options.Lang
}

// run validates the whole input with n workers, writing to out, and
// returns the counts of the rows written.
func (j *job) run(ctx context.Context, out io.Writer, n int, progress func(int, int64)) (counts, error) {
	var total counts
	total.reset()
	if j.output == CSV && j.sheet == nil {
		var head []byte
		if !j.omitBOM && (j.in.bom() || j.in.encoding == Windows1252) {
			head = append(head, "\xef\xbb\xbf"...)
		}
		head = appendCSVHeader(head, j.in.header, j.kind.results, j.sep)
		if _, err := out.Write(head); err != nil {
			return total, fmt.Errorf("writing the output: %w", err)
		}
	}
	err := pipeline(ctx, n, j.in.fill,
		func() func(context.Context, *chunk) { return newWorker(j).process },
		func(c *chunk) error {
			if j.sheet != nil {
				if err := j.sheet.write(c.out); err != nil {
					return fmt.Errorf("writing the output: %w", err)
				}
			} else if _, err := out.Write(c.out); err != nil {
				return fmt.Errorf("writing the output: %w", err)
			}
			total.merge(&c.counts)
			if progress != nil {
				progress(total.rows, c.offset)
			}
			return nil
		})
	return total, err
}
