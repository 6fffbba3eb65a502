package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
	"golang.org/x/term"

	"github.com/ndval/ndval/batch"
	"github.com/ndval/ndval/batch/report"
	"github.com/ndval/ndval/message"
)

// "ndval validate" is the command line of package batch: its flags make
// a batch.Options, and the batch.Tally of the run gives the progress bar,
// the summary on standard error and the HTML report (package batch/report).

const validateUsage = `Usage: ndval validate KIND [flags] FILE

Kinds:
  tax-ids   a CSV with the columns id,country,type,value (or JSON Lines of tax-id items)
  records   a CSV with the columns reference_id,country,tax_id,account,account_type,
            email,phone,name,address, any of them but country optional (or JSON Lines)

FILE is a CSV or JSON Lines file, or - for standard input. Each row is validated as the
API's endpoint validates an item, on every core, with no server; the results are written
in input order. Run "ndval validate KIND -h" for the flags.
`

// validateConfig is what "ndval validate" was asked to do.
type validateConfig struct {
	opts          batch.Options
	file          string
	out, report   string
	quiet, failOn bool
}

func validate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseValidate(args, stdout, stderr)
	if err != nil {
		return err
	}
	return runValidate(ctx, c, stdout, stderr)
}

// kindByName returns the kind named name ("tax-ids", "records"), with the
// line that its -h prints about it.
func kindByName(name string) (batch.Kind, string, bool) {
	switch name {
	case batch.TaxIDs.String():
		return batch.TaxIDs, "Validate a file of tax ids, one per row, as POST /v1/validate/tax-ids validates its items.", true
	case batch.Records.String():
		return batch.Records, "Validate a file of supplier or customer records, one per row, as POST /v1/validate/records\n" +
			"validates its items: every field, the consistency checks, payment and billing readiness.", true
	}
	return 0, "", false
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
	kind, about, ok := kindByName(args[0])
	if !ok {
		fmt.Fprint(stderr, validateUsage)
		return c, usageError{err: fmt.Errorf("validate: unknown kind %q", args[0])}
	}
	c.opts.Kind = kind
	cmd := "validate " + kind.String()
	fs := newFlagSet(cmd, "[flags] FILE", about+"\n\n"+validateAbout)
	var delim string
	var maps columnMaps
	fs.TextVar(&c.opts.Input, "input-format", batch.Detect, "the `FORMAT` of the input: csv, jsonl or xlsx (default: from the file name's extension, else from its first bytes)")
	fs.StringVar(&c.opts.Sheet, "sheet", "", "the sheet of an .xlsx input to read (default: the first)")
	fs.StringVar(&delim, "delimiter", "", `CSV delimiter: ",", ";" or "tab" (default: detected from the header)`)
	fs.TextVar(&c.opts.Encoding, "encoding", batch.DetectEncoding, "the `ENCODING` of the input text: utf-8, or windows-1252 (also latin1) for spreadsheets saved as plain CSV")
	fs.Var(&maps, "map", "`COLUMN=FIELD`: read the CSV column COLUMN as FIELD (repeatable)")
	fs.TextVar(&c.opts.Output, "format", batch.JSONLines, "the `FORMAT` of the output: jsonl, csv, or xlsx (invalid cells in red, with the reason, and a summary sheet)")
	fs.StringVar(&c.opts.Country, "country", "", "`CC`: the country of rows with none, and of a sheet with no country column (a code or a name)")
	bom := fs.Bool("bom", true, "start a CSV output with a UTF-8 byte order mark when the input had one or was Windows-1252")
	fs.BoolVar(&c.opts.EscapeFormulas, "escape-formulas", false,
		"with --format csv: write a field that starts with = + - @ (a formula to a spreadsheet) as text, preceded by '")
	fs.StringVar(&c.out, "out", "", "write the results to this file instead of standard output")
	fs.StringVar(&c.report, "report", "", "also write a self-contained HTML report to this file")
	fs.BoolVar(&c.quiet, "quiet", false, "no progress bar and no summary on standard error")
	fs.BoolVar(&c.failOn, "fail-on-invalid", false, "exit 1 when any row is invalid or unreadable")
	fs.TextVar(&c.opts.Lang, "lang", message.Locale(os.Getenv), "the `LANGUAGE` of the summary, the report and an xlsx output's words: en, es or pt;\nwhen not given, the language of LC_ALL, LC_MESSAGES or LANG")
	fs.IntVar(&c.opts.Workers, "workers", runtime.GOMAXPROCS(0), "rows validated in parallel")
	pos, err := parseInterleaved(fs, args[1:], stdout)
	if err != nil {
		return c, err
	}
	if len(pos) != 1 {
		return c, usagef(cmd, "%s: want 1 file (or - for standard input), got %d", cmd, len(pos))
	}
	c.file = pos[0]
	c.opts.Map, c.opts.OmitBOM = maps, !*bom
	return c, c.check(cmd, delim)
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

// check turns the flags that need more than their type into c.opts.
func (c *validateConfig) check(cmd, delim string) error {
	if c.opts.Input == batch.Detect {
		c.opts.Input = batch.FormatOf(c.file)
	}
	switch delim {
	case "":
	case "tab", `\t`, "\t":
		c.opts.Delimiter = '\t'
	case ",", ";", "|":
		c.opts.Delimiter = delim[0]
	default:
		return usagef(cmd, `--delimiter is ",", ";", "|" or "tab", not %q`, delim)
	}
	if c.opts.Workers < 1 {
		return usagef(cmd, "--workers must be at least 1")
	}
	if c.opts.EscapeFormulas && c.opts.Output != batch.CSV {
		return usagef(cmd, "--escape-formulas is for --format csv (JSON Lines holds no formulas)")
	}
	fields := c.opts.Kind.Fields()
	for _, m := range c.opts.Map {
		if !slices.Contains(fields, m.Field) {
			return usagef(cmd, "--map %s=%s: %s has no field %q (its fields: %s)", m.Column, m.Field,
				c.opts.Kind, m.Field, strings.Join(fields, ", "))
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

// columnMaps is the value of the repeatable --map COLUMN=FIELD flag.
type columnMaps []batch.Mapping

func (m *columnMaps) String() string {
	parts := make([]string, len(*m))
	for i, x := range *m {
		parts[i] = x.Column + "=" + x.Field
	}
	return strings.Join(parts, " ")
}

func (m *columnMaps) Set(s string) error {
	col, field, ok := strings.Cut(s, "=")
	col, field = strings.TrimSpace(col), strings.TrimSpace(field)
	if !ok || col == "" || field == "" {
		return errors.New("want COLUMN=FIELD")
	}
	*m = append(*m, batch.Mapping{Column: col, Field: field})
	return nil
}

// errInvalidRows makes the exit status 1 under --fail-on-invalid.
var errInvalidRows = errors.New("some rows are invalid or unreadable (--fail-on-invalid)")

// runValidate runs a parsed "ndval validate" command.
func runValidate(ctx context.Context, c validateConfig, stdout, stderr io.Writer) error {
	in, size, err := openInput(c.file, os.Stdin)
	if err != nil {
		return err
	}
	defer in.Close()
	out := newOutput(c.out, stdout)
	began := time.Now()
	bar := newProgress(stderr, size, !c.quiet && isTerminal(stderr), c.opts.Lang)
	total, err := batch.Run(ctx, in, out, c.opts, bar.update)
	bar.stop()
	if err := startError(c.opts.Kind, err); err != nil {
		return err // before any output: none is created
	}
	if err := out.create(); err != nil {
		return err // the header was read: the output exists, with rows or none
	}
	ro := report.Options{File: c.file, Version: buildVersion(), Lang: c.opts.Lang, EncodingGiven: c.opts.Encoding != batch.DetectEncoding}
	if !c.quiet {
		report.WriteNotes(stderr, &total, ro)
	}
	if cerr := out.close(); err == nil && cerr != nil {
		err = cerr
	}
	if err != nil {
		return runError(err)
	}
	ro.At, ro.Took = time.Now(), time.Since(began)
	if !c.quiet {
		report.WriteText(stderr, &total, ro)
	}
	if c.report != "" {
		if err := writeReport(c.report, &total, ro); err != nil {
			return err
		}
	}
	if c.failOn && total.Valid < total.Rows {
		return errInvalidRows
	}
	return nil
}

// startError returns the error of batch.Run that stopped it before its
// first row, in the words of the command's flags, or nil: a usage error
// (exit status 2) for an empty input, a header that does not fit the
// kind, and an output that cannot be created.
func startError(kind batch.Kind, err error) error {
	cmd := "validate " + kind.String()
	var ue usageError
	var he *batch.HeaderError
	switch {
	case errors.As(err, &ue):
		return ue
	case errors.Is(err, batch.ErrEmpty):
		return usageError{err: err}
	case !errors.As(err, &he):
		return nil
	}
	if re, ok := errors.AsType[*batch.ReadError](he); ok {
		return re // an input that fails before its header: exit status 1
	}
	switch he.Problem {
	case batch.HeaderNoColumn:
		return usagef(cmd, "the header has no column %q: name the column that holds it with --map COLUMN=%s", he.Field, he.Field)
	case batch.HeaderNoMapColumn:
		m := he.Mapping
		return usagef(cmd, "--map %s=%s: the header has no column %q", m.Column, m.Field, m.Column)
	case batch.HeaderTwoColumns:
		return usageError{cmd: cmd, err: he}
	}
	return usageError{err: he}
}

// runError returns the error of a run that stopped on its way: a usage
// error (exit status 2) when the input cannot be read, "interrupted" when
// ctx was canceled (Ctrl-C), or err (a failure to write the output).
func runError(err error) error {
	var ue usageError
	var re *batch.ReadError
	switch {
	case errors.As(err, &ue):
		return ue
	case errors.As(err, &re):
		return usageError{err: re}
	case errors.Is(err, context.Canceled):
		return errors.New("interrupted")
	}
	return err
}

// openInput opens the input: the file path, or stdin for "-" (exit
// status 2 when it cannot), and its size in bytes when it is a regular
// file (0: unknown).
func openInput(path string, stdin io.Reader) (io.ReadCloser, int64, error) {
	if path == "-" {
		return io.NopCloser(stdin), 0, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, usageError{err: fmt.Errorf("cannot open the input: %w", err)}
	}
	var size int64
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		size = st.Size()
	}
	return f, size, nil
}

// output is where the results go: standard output, or the file of --out,
// which is created on the first write, or once the run is over when
// nothing was written, so that a run stopped by its header leaves no file
// behind.
type output struct {
	w    io.Writer // stdout, or the file once created
	path string    // the file to create, "" for stdout
	err  error     // why the file cannot be created
}

func newOutput(path string, stdout io.Writer) *output {
	if path == "" {
		return &output{w: stdout}
	}
	return &output{path: path}
}

// create creates the file of --out, once.
func (o *output) create() error {
	if o.w == nil && o.err == nil {
		f, err := os.Create(o.path)
		if err != nil {
			o.err = usageError{err: fmt.Errorf("cannot create the output: %w", err)}
		} else {
			o.w = f
		}
	}
	return o.err
}

func (o *output) Write(p []byte) (int, error) {
	if err := o.create(); err != nil {
		return 0, err
	}
	return o.w.Write(p)
}

// close closes the file of --out, which create created.
func (o *output) close() error {
	if o.path == "" {
		return nil
	}
	if err := o.w.(*os.File).Close(); err != nil {
		return fmt.Errorf("writing the output: %w", err)
	}
	return nil
}

// progress is the progress bar of a run, on standard error when it is a
// terminal, drawn by github.com/vbauerster/mpb once the first rows are
// written. The bar measures input bytes against the file's size, which
// gives the time left; its decorators read the rows done from a counter
// when they draw, so that update only stores two numbers per chunk. With
// no known size (standard input) it is a spinner with the rows and their
// rate. A nil *progress draws nothing.
type progress struct {
	w     io.Writer
	size  int64
	p     *mpb.Progress
	bar   *mpb.Bar
	rows  atomic.Int64
	begun time.Time
	lang  message.Lang // of its words
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// newProgress returns the bar of an input of size bytes (0: unknown) on
// w, or nil when show is false.
func newProgress(w io.Writer, size int64, show bool, lang message.Lang) *progress {
	if !show {
		return nil
	}
	return &progress{w: w, size: size, begun: time.Now(), lang: lang}
}

// start draws the bar.
func (pr *progress) start() {
	// The caller decided that w is a terminal: mpb redraws it in place.
	pr.p = mpb.New(mpb.WithOutput(pr.w), mpb.WithAutoRefresh(), mpb.WithWidth(80),
		mpb.WithRefreshRate(150*time.Millisecond))
	rows := decor.Any(func(decor.Statistics) string {
		return pr.lang.Format("cli.progress.rows", "n", strconv.FormatInt(pr.rows.Load(), 10))
	}, decor.WC{W: 14, C: decor.DindentRight})
	rate := decor.Any(func(decor.Statistics) string {
		rate := float64(pr.rows.Load()) / max(time.Since(pr.begun).Seconds(), 1e-3)
		return pr.lang.Format("cli.progress.rate", "rate", strconv.FormatFloat(rate, 'f', 0, 64))
	}, decor.WC{W: 16})
	if pr.size > 0 {
		pr.bar = pr.p.New(pr.size, mpb.BarStyle(), mpb.PrependDecorators(rows),
			mpb.AppendDecorators(decor.Percentage(decor.WC{W: 5}), rate,
				decor.Name("  "+pr.lang.Text("cli.progress.left")+" "), decor.AverageETA(decor.ET_STYLE_GO)))
	} else {
		pr.bar = pr.p.New(0, mpb.SpinnerStyle(), mpb.PrependDecorators(rows), mpb.AppendDecorators(rate))
	}
}

// update records rows done and input bytes read: batch.Run's progress.
func (pr *progress) update(rows int, offset int64) {
	if pr == nil {
		return
	}
	if pr.p == nil {
		pr.start()
	}
	pr.rows.Store(int64(rows))
	if offset > 0 {
		pr.bar.SetCurrent(offset)
	}
}

// stop draws the bar a last time and returns once it is drawn.
func (pr *progress) stop() {
	if pr == nil || pr.p == nil {
		return
	}
	pr.bar.SetTotal(-1, true)
	pr.p.Wait()
}

// writeReport writes the HTML report of the run t to path.
func writeReport(path string, t *batch.Tally, o report.Options) error {
	var b bytes.Buffer
	if err := report.Write(&b, t, o); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	return nil
}
