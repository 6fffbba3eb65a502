package batch

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"github.com/ndval/ndval/internal/csvin"
)

// input is the input of a run: its format, its reader, and for CSV the
// header and which column holds each field of the kind.
type input struct {
	csv      *csvin.Reader // for CSV; lines for JSON Lines
	lines    *csvin.Lines
	header   []string // the CSV header as in the file; the kind's fields for JSON Lines
	fieldCol []int    // the column of each field of the kind, -1 when none
	index    int      // the index of the next row
	unread   []string // the CSV columns that hold no field, trimmed
}

// newInput starts reading src as o says and, for CSV, reads the header.
func newInput(src io.Reader, o *Options, k *kindSpec) (*input, error) {
	in := new(input)
	if o.Encoding == Windows1252 {
		src = charmap.Windows1252.NewDecoder().Reader(src)
	}
	format := o.Input
	if format == Detect {
		format, src = detectFormat(src)
	}
	if format == JSONLines {
		in.lines = csvin.NewLines(src, maxLineBytes)
		in.header = k.fields
		return in, nil
	}
	in.csv = csvin.NewReader(src, maxLineBytes)
	in.csv.Comma = o.Delimiter
	if err := in.readHeader(o.Map, k); err != nil {
		return nil, err
	}
	return in, nil
}

// detectFormat tells the input format from the first byte of text: { for
// JSON Lines.
func detectFormat(src io.Reader) (Format, io.Reader) {
	br := bufio.NewReaderSize(src, 4096)
	head, _ := br.Peek(4096)
	head = bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(head) > 0 && head[0] == '{' {
		return JSONLines, br
	}
	return CSV, br
}

// readHeader reads the CSV header and maps its columns to the kind's
// fields: a mapped column to its field, another column to the field of its
// name (in any case, spaces trimmed); other columns are kept in a CSV
// output but not read.
func (in *input) readHeader(maps []Mapping, k *kindSpec) error {
	rec, err := in.csv.Read()
	switch {
	case errors.Is(err, io.EOF):
		return ErrEmpty
	case err != nil:
		return &HeaderError{Problem: HeaderUnreadable, Err: &ReadError{err}}
	case rec.Err != nil:
		return &HeaderError{Problem: HeaderUnreadable, Err: rec.Err}
	}
	in.header = make([]string, in.csv.NumFields())
	for i := range in.header {
		in.header[i] = string(in.csv.Field(i))
	}
	in.csv.Fields = len(in.header)
	in.fieldCol = make([]int, len(k.fields))
	for i := range in.fieldCol {
		in.fieldCol[i] = -1
	}
	for i, h := range in.header {
		if err := in.mapColumn(maps, k, i, h); err != nil {
			return err
		}
	}
	for _, m := range maps {
		if !in.hasColumn(m.Column) {
			return &HeaderError{Problem: HeaderNoMapColumn, Mapping: m}
		}
	}
	for _, f := range k.required {
		if in.fieldCol[fieldIndex(k, f)] < 0 {
			return &HeaderError{Problem: HeaderNoColumn, Field: f}
		}
	}
	return nil
}

// mapColumn maps column i, named h, to a field, if any.
func (in *input) mapColumn(maps []Mapping, k *kindSpec, i int, h string) error {
	name := strings.TrimSpace(h)
	field := strings.ToLower(name)
	for _, m := range maps {
		if strings.EqualFold(m.Column, name) {
			field = m.Field
		}
	}
	f := fieldIndex(k, field)
	if f < 0 {
		in.unread = append(in.unread, name)
		return nil
	}
	if in.fieldCol[f] >= 0 {
		return &HeaderError{Problem: HeaderTwoColumns, Field: field, Columns: [2]int{in.fieldCol[f] + 1, i + 1}}
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
