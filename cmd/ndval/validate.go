package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
)

const validateUsage = `Usage: ndval validate KIND [flags] FILE

Kinds:
  tax-ids   a CSV with the columns id,country,type,value (or JSON Lines of tax-id items)
  records   a CSV with the columns reference_id,country,tax_id,account,account_type,
            email,phone,name,address, any of them but country optional (or JSON Lines)

FILE is a CSV or JSON Lines file, or - for standard input. Each row is validated as the
API's endpoint validates an item, on every core, with no server; the results are written
in input order. Run "ndval validate KIND -h" for the flags.
`

// Limits of a row: each field at most maxFieldChars characters, as the
// API's default (httpapi.DefaultMaxFieldChars); a line or a CSV record at
// most maxLineBytes bytes.
const (
	maxFieldChars = 256
	maxLineBytes  = 64 << 10
)

// validateConfig is what "ndval validate" was asked to do.
type validateConfig struct {
	kind          *kindSpec
	file          string
	inputFormat   string // csv or jsonl; empty to detect
	delimiter     byte   // 0 to detect
	encoding      string // utf-8 or windows-1252
	maps          columnMaps
	format        string // jsonl or csv
	out, report   string
	quiet, failOn bool
	// escapeFormulas (--escape-formulas): CSV fields that a spreadsheet
	// would run as formulas are written as text.
	escapeFormulas bool
	workers        int
}

func validate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseValidate(args, stdout, stderr)
	if err != nil {
		return err
	}
	return runValidate(ctx, c, stdout, stderr)
}

// parseValidate reads the command line of "ndval validate KIND".
func parseValidate(args []string, stdout, stderr io.Writer) (validateConfig, error) {
	var c validateConfig
	if len(args) == 0 {
		fmt.Fprint(stderr, validateUsage)
		return c, usageError{err: errors.New("validate: name a kind, tax-ids or records")}
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, validateUsage)
		return c, errHelp
	}
	if c.kind = kindByName(args[0]); c.kind == nil {
		fmt.Fprint(stderr, validateUsage)
		return c, usageError{err: fmt.Errorf("validate: unknown kind %q", args[0])}
	}
	cmd := "validate " + c.kind.name
	fs := newFlagSet(cmd, "[flags] FILE", c.kind.about+"\n\n"+validateAbout)
	var delim, inFormat string
	fs.StringVar(&inFormat, "input-format", "", "csv or jsonl (default: from the file name's extension, else from its first byte)")
	fs.StringVar(&delim, "delimiter", "", `CSV delimiter: ",", ";" or "tab" (default: detected from the header)`)
	fs.StringVar(&c.encoding, "encoding", "utf-8", `input text encoding: utf-8, or windows-1252 (also "latin1") for spreadsheets saved as plain CSV`)
	fs.Var(&c.maps, "map", "`COLUMN=FIELD`: read the CSV column COLUMN as FIELD (repeatable)")
	fs.StringVar(&c.format, "format", "jsonl", "output format: jsonl or csv")
	fs.BoolVar(&c.escapeFormulas, "escape-formulas", false,
		"with --format csv: write a field that starts with = + - @ (a formula to a spreadsheet) as text, preceded by '")
	fs.StringVar(&c.out, "out", "", "write the results to this file instead of standard output")
	fs.StringVar(&c.report, "report", "", "also write a self-contained HTML report to this file")
	fs.BoolVar(&c.quiet, "quiet", false, "no progress bar and no summary on standard error")
	fs.BoolVar(&c.failOn, "fail-on-invalid", false, "exit 1 when any row is invalid or unreadable")
	fs.IntVar(&c.workers, "workers", runtime.GOMAXPROCS(0), "rows validated in parallel")
	pos, err := parseInterleaved(fs, args[1:], stdout)
	if err != nil {
		return c, err
	}
	if len(pos) != 1 {
		return c, usagef(cmd, "%s: want 1 file (or - for standard input), got %d", cmd, len(pos))
	}
	c.file = pos[0]
	return c, c.check(cmd, inFormat, delim)
}

const validateAbout = `FILE is CSV (a header row with the field names; see --map) or JSON Lines, or -
for standard input. Results go to standard output (or --out) in input order, as
JSON Lines (the API's result plus "line", the input line number) or CSV (--format
csv: the input columns, then the result columns). A line that cannot be read is
written in its place with an "error", and the run goes on. A progress bar and a
summary go to standard error (the bar only on a terminal).

Exit status: 0 when the run finished, even with invalid rows; 1 with
--fail-on-invalid when a row is invalid or unreadable, or when writing fails;
2 for a usage error, or a file that cannot be opened or read.`

// check validates the flags that need more than their type.
func (c *validateConfig) check(cmd, inFormat, delim string) error {
	switch inFormat {
	case "", "csv", "jsonl":
		c.inputFormat = inFormat
	default:
		return usagef(cmd, "--input-format is csv or jsonl, not %q", inFormat)
	}
	switch delim {
	case "":
	case "tab", `\t`, "\t":
		c.delimiter = '\t'
	case ",", ";", "|":
		c.delimiter = delim[0]
	default:
		return usagef(cmd, `--delimiter is ",", ";", "|" or "tab", not %q`, delim)
	}
	switch strings.ToLower(c.encoding) {
	case "utf-8", "utf8":
		c.encoding = "utf-8"
	case "windows-1252", "cp1252", "latin1", "iso-8859-1":
		c.encoding = "windows-1252"
	default:
		return usagef(cmd, "--encoding is utf-8 or windows-1252, not %q", c.encoding)
	}
	if c.format != "jsonl" && c.format != "csv" {
		return usagef(cmd, "--format is jsonl or csv, not %q", c.format)
	}
	if c.workers < 1 {
		return usagef(cmd, "--workers must be at least 1")
	}
	if c.escapeFormulas && c.format != "csv" {
		return usagef(cmd, "--escape-formulas is for --format csv (JSON Lines holds no formulas)")
	}
	for _, m := range c.maps {
		if !slices.Contains(c.kind.fields, m.field) {
			return usagef(cmd, "--map %s=%s: %s has no field %q (its fields: %s)", m.column, m.field,
				c.kind.name, m.field, strings.Join(c.kind.fields, ", "))
		}
	}
	return nil
}

// parseInterleaved parses args with fs, flags before and after the
// positional arguments, which it returns. -h and --help print the usage on
// stdout (errHelp); a mistake is a usageError.
func parseInterleaved(fs *flag.FlagSet, args []string, stdout io.Writer) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return nil, errHelp
		}
		if err != nil {
			return nil, usageError{cmd: fs.Name(), err: err}
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		if len(args) > fs.NArg() && args[len(args)-fs.NArg()-1] == "--" {
			return append(pos, fs.Args()...), nil
		}
		pos, args = append(pos, fs.Arg(0)), fs.Args()[1:]
	}
}

// columnMap is one --map COLUMN=FIELD.
type columnMap struct{ column, field string }

// columnMaps is the value of the repeatable --map flag.
type columnMaps []columnMap

func (m *columnMaps) String() string {
	parts := make([]string, len(*m))
	for i, x := range *m {
		parts[i] = x.column + "=" + x.field
	}
	return strings.Join(parts, " ")
}

func (m *columnMaps) Set(s string) error {
	col, field, ok := strings.Cut(s, "=")
	col, field = strings.TrimSpace(col), strings.TrimSpace(field)
	if !ok || col == "" || field == "" {
		return errors.New("want COLUMN=FIELD")
	}
	*m = append(*m, columnMap{col, field})
	return nil
}
