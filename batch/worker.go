package batch

import (
	"context"
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/csvin"
	"github.com/ndval/ndval/internal/jsonread"
	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/message"
)

// codeInvalidLine is the error code of a row that could not be read, in
// the error object of its output line.
const codeInvalidLine = "INVALID_LINE"

// lineError says why a row could not be read. Its message names columns
// and JSON members, never a value.
type lineError struct {
	reason, message string
	pointer         string // the JSON pointer of the culprit, for JSON Lines
	// key and args give message in another language (batch.line.* of
	// package message's catalog); "" for a message of the JSON reader,
	// which is English only.
	key  string
	args []string
}

func (e *lineError) Error() string { return e.message }

// newLineError returns the lineError of reason whose message is the
// catalog's key with args (pairs of a placeholder's name and its value).
func newLineError(reason, key string, args ...string) *lineError {
	return &lineError{reason: reason, message: message.English.Format(key, args...), key: key, args: args}
}

// messageIn returns the message in l.
func (e *lineError) messageIn(l message.Lang) string {
	if l == message.English || e.key == "" {
		return e.message
	}
	return l.Format(e.key, e.args...)
}

// asLineError turns a reading error of a row into a lineError.
func asLineError(err error) *lineError {
	if le, ok := errors.AsType[*lineError](err); ok {
		return le
	}
	if je, ok := errors.AsType[*jsonread.Error](err); ok {
		return &lineError{reason: MalformedJSON, message: je.Detail, pointer: je.Pointer}
	}
	if errors.Is(err, csvin.ErrTooLong) {
		return newLineError(TooLong, "batch.line.too_long_line", "max", strconv.Itoa(maxLineBytes))
	}
	for _, q := range [...]struct {
		err error
		key string
	}{{csvin.ErrBareQuote, "batch.line.bare_quote"}, {csvin.ErrQuote, "batch.line.quote"}, {csvin.ErrUnclosed, "batch.line.unclosed"}} {
		if errors.Is(err, q.err) && err.Error() == q.err.Error() {
			return newLineError(MalformedCSV, q.key) // the same words in English
		}
	}
	return &lineError{reason: MalformedCSV, message: err.Error()}
}

// kindWorker is what a kind adds to the common worker: it takes the items
// of a chunk's readable rows, validates them, and writes their results.
type kindWorker interface {
	reset()
	// addFields adds the item of a CSV row, given the value of each field
	// of the kind ("" for a field without a column).
	addFields(vals []string, hasCol []bool)
	// addJSON adds the item of a JSON line, or returns why it cannot.
	addJSON(line []byte) error
	// validate validates the items added since reset; ctx is done only
	// when the run stops, and the results are not written then.
	validate(ctx context.Context)
	// appendJSON appends the JSON members of item k's result after the
	// envelope, and closes the object.
	appendJSON(b []byte, k int) []byte
	// appendInput appends item k's fields as CSV columns (JSON Lines input
	// written as CSV).
	appendInput(b []byte, k int, sep csvOut) []byte
	// appendCSV appends item k's result columns, each preceded by sep.
	appendCSV(b []byte, k int, sep csvOut) []byte
	// count adds item k's result, on the row r, to t.
	count(t *counts, k int, r *inRow)
}

// worker validates chunks: the part common to the kinds (reading a row's
// fields, the envelope, unreadable rows) around a kindWorker.
type worker struct {
	j      *job
	k      kindWorker
	vals   []string
	hasCol []bool
	items  []int // per row of the chunk, its item in k, or -1
	// country is the index of the field "country", whose value may be a
	// country's name (countryCode).
	country int
}

func newWorker(j *job) *worker {
	w := &worker{j: j, k: j.kind.newWorker(j), vals: make([]string, len(j.kind.fields)),
		country: fieldIndex(j.kind, "country")}
	w.hasCol = make([]bool, len(w.vals))
	if j.in.fieldCol != nil {
		for f, col := range j.in.fieldCol {
			w.hasCol[f] = col >= 0
		}
	}
	return w
}

// process validates chunk c and writes its output and counts.
func (w *worker) process(ctx context.Context, c *chunk) {
	c.counts.reset()
	w.k.reset()
	w.items = w.items[:0]
	text := string(c.data) // one string for the chunk: every field is a part of it
	n := 0
	for i := range c.rows {
		r := &c.rows[i]
		if r.err == nil {
			r.err = w.read(text, c, r)
		}
		if r.err != nil {
			w.items = append(w.items, -1)
			continue
		}
		w.items = append(w.items, n)
		n++
	}
	w.k.validate(ctx)
	for i := range c.rows {
		c.out = w.appendRow(c.out, text, c, i)
	}
}

// read takes the item of row r, or returns why it cannot be read.
func (w *worker) read(text string, c *chunk, r *inRow) error {
	if w.j.in.lines != nil {
		return w.k.addJSON(c.data[start(c.ends, r.first):c.ends[r.first]])
	}
	width := len(w.j.in.header)
	if r.n < width {
		return newLineError(MissingColumn, "batch.line.columns", "n", strconv.Itoa(r.n), "width", strconv.Itoa(width))
	}
	for i := width; i < r.n; i++ {
		if c.ends[r.first+i] != c.ends[r.first+i-1] {
			return newLineError(ExtraColumn, "batch.line.columns", "n", strconv.Itoa(r.n), "width", strconv.Itoa(width))
		}
	}
	for f, col := range w.j.in.fieldCol {
		w.vals[f] = ""
		if col >= 0 {
			v := text[start(c.ends, r.first+col):c.ends[r.first+col]]
			if err := checkField(v, w.j.in.header[col]); err != nil {
				return err
			}
			w.vals[f] = v
		}
		if w.vals[f] == "" {
			w.vals[f] = w.j.in.defaults[f]
		}
	}
	w.vals[w.country] = countryCode(w.vals[w.country])
	w.k.addFields(w.vals, w.hasCol)
	return nil
}

// checkField checks the bounds of a CSV field in the column named col.
func checkField(v, col string) error {
	if len(v) > maxFieldChars && utf8.RuneCountInString(v) > maxFieldChars {
		return newLineError(TooLong, "batch.line.too_long", "column", strconv.Quote(col), "max", strconv.Itoa(maxFieldChars))
	}
	if !utf8.ValidString(v) {
		// The advice names the flag of "ndval validate" (Options.Encoding
		// for a program): the message is the command's output too.
		return newLineError(NotUTF8, "batch.line.not_utf8", "column", strconv.Quote(col))
	}
	return nil
}

// start returns where field or line i starts in a chunk's data.
func start(ends []int, i int) int {
	if i == 0 {
		return 0
	}
	return ends[i-1]
}

// appendRow appends the output of row i of c.
func (w *worker) appendRow(b []byte, text string, c *chunk, i int) []byte {
	r, k := &c.rows[i], w.items[i]
	var le *lineError
	if k < 0 {
		le = asLineError(r.err)
		c.counts.unreadable(le.reason, r)
	} else {
		w.k.count(&c.counts, k, r)
	}
	if w.j.output == CSV {
		return w.appendCSVRow(b, text, c, r, k, le)
	}
	b = append(b, `{"line":`...)
	b = strconv.AppendInt(b, int64(r.line), 10)
	b = append(b, `,"index":`...)
	b = strconv.AppendInt(b, int64(r.index), 10)
	if k >= 0 {
		b = w.k.appendJSON(b, k)
	} else {
		b = appendLineError(b, le, w.j.lang)
	}
	return append(b, '\n')
}

// appendLineError appends the error member of an unreadable row and closes
// its object.
func appendLineError(b []byte, le *lineError, l message.Lang) []byte {
	b = append(b, `,"error":{"code":"`+codeInvalidLine+`","reason":`...)
	b = jsonwrite.String(b, le.reason)
	b = jsonwrite.String(append(b, `,"message":`...), le.messageIn(l))
	if le.pointer != "" || le.reason == MalformedJSON {
		b = jsonwrite.String(append(b, `,"pointer":`...), le.pointer)
	}
	return append(b, "}}"...)
}

// appendCSVRow appends a CSV output row: the input columns, then line and
// the kind's result columns, then error (for an unreadable row).
func (w *worker) appendCSVRow(b []byte, text string, c *chunk, r *inRow, k int, le *lineError) []byte {
	sep := w.j.sep
	switch {
	case k >= 0 && w.j.in.lines != nil:
		b = w.k.appendInput(b, k, sep)
	default:
		for i := range len(w.j.in.header) {
			if i > 0 {
				b = append(b, sep.c)
			}
			if i < r.n && w.j.in.lines == nil {
				b = appendCSVField(b, text[start(c.ends, r.first+i):c.ends[r.first+i]], sep)
			}
		}
	}
	b = strconv.AppendInt(append(b, sep.c), int64(r.line), 10)
	if k >= 0 {
		b = w.k.appendCSV(b, k, sep)
		return append(b, sep.c, '\r', '\n')
	}
	for range len(w.j.kind.results) - 2 {
		b = append(b, sep.c)
	}
	b = append(b, sep.c)
	b = appendCSVField(b, le.reason+": "+le.messageIn(w.j.lang), sep)
	return append(b, '\r', '\n')
}
