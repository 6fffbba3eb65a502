package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"github.com/ndval/ndval/internal/csvin"
)

// input is the open input of a run: its format, its reader, and for CSV
// the header and which column holds each field of the kind.
type input struct {
	format   string // csv or jsonl
	csv      *csvin.Reader
	lines    *csvin.Lines
	header   []string // the CSV header as in the file; the kind's fields for JSON Lines
	fieldCol []int    // the column of each field of the kind, -1 when none
	size     int64    // the file's size in bytes, 0 when unknown (standard input, a pipe)
	index    int      // the index of the next row
	notes    []string // what the header made us do, for standard error
	close    func() error
}

// openInput opens the input of c (exit status 2 when it cannot) and reads
// the CSV header.
func openInput(c *validateConfig, stdin io.Reader) (*input, error) {
	in := &input{close: func() error { return nil }}
	var src io.Reader = stdin
	if c.file != "-" {
		f, err := os.Open(c.file)
		if err != nil {
			return nil, usageError{err: fmt.Errorf("cannot open the input: %w", err)}
		}
		in.close = f.Close
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			in.size = st.Size()
		}
		src = f
	}
	if c.encoding == "windows-1252" {
		src = charmap.Windows1252.NewDecoder().Reader(src)
	}
	in.format = c.inputFormat
	if in.format == "" {
		in.format, src = detectFormat(c.file, src)
	}
	if in.format == "jsonl" {
		in.lines = csvin.NewLines(src, maxLineBytes)
		in.header = c.kind.fields
		return in, nil
	}
	in.csv = csvin.NewReader(src, maxLineBytes)
	in.csv.Comma = c.delimiter
	if err := in.readHeader(c); err != nil {
		in.close()
		return nil, err
	}
	return in, nil
}

// detectFormat tells the input format from the file name's extension or,
// failing that, from the first byte of text: { for JSON Lines.
func detectFormat(file string, src io.Reader) (string, io.Reader) {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".jsonl", ".ndjson":
		return "jsonl", src
	case ".csv", ".tsv", ".txt":
		return "csv", src
	}
	br := bufio.NewReaderSize(src, 4096)
	head, _ := br.Peek(4096)
	head = bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(head) > 0 && head[0] == '{' {
		return "jsonl", br
	}
	return "csv", br
}

// readHeader reads the CSV header and maps its columns to the kind's
// fields: a --map column to its field, another column to the field of its
// name (in any case, spaces trimmed); other columns are kept in a CSV
// output but not read.
func (in *input) readHeader(c *validateConfig) error {
	rec, err := in.csv.Read()
	switch {
	case errors.Is(err, io.EOF):
		return usageError{err: errors.New("the input is empty: a CSV file starts with a header row")}
	case err != nil:
		return readError{err}
	case rec.Err != nil:
		return usageError{err: fmt.Errorf("the header row cannot be read: %w", rec.Err)}
	}
	in.header = make([]string, in.csv.NumFields())
	for i := range in.header {
		in.header[i] = string(in.csv.Field(i))
	}
	in.csv.Fields = len(in.header)
	in.fieldCol = make([]int, len(c.kind.fields))
	for i := range in.fieldCol {
		in.fieldCol[i] = -1
	}
	for i, h := range in.header {
		if err := in.mapColumn(c, i, h); err != nil {
			return err
		}
	}
	for _, m := range c.maps {
		if !in.hasColumn(m.column) {
			return usageError{cmd: "validate " + c.kind.name, err: fmt.Errorf("--map %s=%s: the header has no column %q", m.column, m.field, m.column)}
		}
	}
	for _, f := range c.kind.required {
		if in.fieldCol[fieldIndex(c.kind, f)] < 0 {
			return usageError{cmd: "validate " + c.kind.name,
				err: fmt.Errorf("the header has no column %q: name the column that holds it with --map COLUMN=%s", f, f)}
		}
	}
	return nil
}

// mapColumn maps column i, named h, to a field, if any.
func (in *input) mapColumn(c *validateConfig, i int, h string) error {
	name := strings.TrimSpace(h)
	field := strings.ToLower(name)
	for _, m := range c.maps {
		if strings.EqualFold(m.column, name) {
			field = m.field
		}
	}
	f := fieldIndex(c.kind, field)
	if f < 0 {
		in.notes = append(in.notes, fmt.Sprintf("column %q is not a field of %s: kept, not read (see --map)", name, c.kind.name))
		return nil
	}
	if in.fieldCol[f] >= 0 {
		return usageError{cmd: "validate " + c.kind.name,
			err: fmt.Errorf("columns %d and %d both hold %s", in.fieldCol[f]+1, i+1, field)}
	}
	in.fieldCol[f] = i
	return nil
}

func (in *input) hasColumn(name string) bool {
	for _, h := range in.header {
		if strings.EqualFold(strings.TrimSpace(h), name) {
			return true
		}
	}
	return false
}

// fill reads rows into c until it is full or the input ends, and reports
// whether more may follow.
func (in *input) fill(c *chunk) (bool, error) {
	for !c.full() {
		var ok bool
		var err error
		if in.csv != nil {
			ok, err = in.fillCSV(c)
		} else {
			ok, err = in.fillLine(c)
		}
		if !ok || err != nil {
			return false, err
		}
	}
	c.offset = in.offset()
	return true, nil
}

// fillCSV reads one CSV record into c; it reports false at the end.
func (in *input) fillCSV(c *chunk) (bool, error) {
	rec, err := in.csv.Read()
	if err != nil {
		c.offset = in.offset()
		return false, ignoreEOF(err)
	}
	r := inRow{line: rec.Line, index: in.index, first: len(c.ends), err: rec.Err}
	in.index++
	if rec.Err == nil {
		r.n = in.csv.NumFields()
		for i := range r.n {
			c.data = append(c.data, in.csv.Field(i)...)
			c.ends = append(c.ends, len(c.data))
		}
	}
	c.rows = append(c.rows, r)
	return true, nil
}

// fillLine reads one JSON line into c, skipping blank lines; it reports
// false at the end.
func (in *input) fillLine(c *chunk) (bool, error) {
	for {
		l, err := in.lines.Next()
		if err != nil {
			c.offset = in.offset()
			return false, ignoreEOF(err)
		}
		if !l.TooLong && len(bytes.TrimSpace(l.Text)) == 0 {
			continue
		}
		r := inRow{line: l.No, index: in.index, first: len(c.ends)}
		in.index++
		if l.TooLong {
			r.err = csvin.ErrTooLong
		} else {
			r.n = 1
			c.data = append(c.data, l.Text...)
			c.ends = append(c.ends, len(c.data))
		}
		c.rows = append(c.rows, r)
		return true, nil
	}
}

func ignoreEOF(err error) error {
	if errors.Is(err, io.EOF) {
		return nil
	}
	return err
}

// offset returns the input bytes read so far.
func (in *input) offset() int64 {
	if in.csv != nil {
		return in.csv.Offset()
	}
	return in.lines.Offset()
}

// bom reports whether the input started with a UTF-8 byte order mark.
func (in *input) bom() bool {
	if in.csv != nil {
		return in.csv.BOM()
	}
	return in.lines.BOM()
}
