package batch

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	iso "github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/internal/csvin"
	"github.com/ndval/ndval/internal/header"
	"github.com/ndval/ndval/internal/xlsx"
)

// input is the input of a run: its format, its reader, and for CSV the
// header and which column holds each field of the kind.
type input struct {
	csv       *csvin.Reader // for CSV; lines for JSON Lines
	lines     *csvin.Lines
	header    []string     // the CSV header as in the file; the kind's fields for JSON Lines
	fieldCol  []int        // the column of each field of the kind, -1 when none
	index     int          // the index of the next row
	unread    []string     // the CSV columns that hold no field, trimmed
	mapped    []Mapping    // the CSV columns that hold a field, in field order
	encoding  Encoding     // the encoding read: UTF8 or Windows1252
	sheet     *xlsx.Reader // for XLSX
	sheetLine int          // the number of the last sheet row read
	defaults  []string     // the value of each field for a row that leaves it empty; "" for none
	// headerLine is the header's line, skipped the rows above it (a title).
	headerLine, skipped int
}

// headerColumn is what a header cell's name implies (internal/header).
type headerColumn = header.Column

// newInput starts reading src as o says and, for CSV, reads the header.
func newInput(src io.Reader, o *Options, k *kindSpec) (*input, error) {
	in := &input{encoding: o.Encoding}
	format, orig := o.Input, src
	if format == Detect {
		format, src = detectFormat(src)
	}
	if format == XLSX {
		if _, ok := orig.(*os.File); ok {
			src = orig // read from its file, wherever the peek left it
		}
		in.encoding = UTF8 // a workbook's text is Unicode
		return in, in.openSheet(src, o, k)
	}
	if in.encoding == DetectEncoding {
		in.encoding, src = detectEncoding(src)
	}
	if in.encoding == Windows1252 {
		src = charmap.Windows1252.NewDecoder().Reader(src)
	}
	if format == JSONLines {
		in.lines = csvin.NewLines(src, maxLineBytes)
		in.header = k.fields
		return in, nil
	}
	in.csv = csvin.NewReader(src, maxLineBytes)
	in.csv.Comma = o.Delimiter
	if err := in.readHeader(o, k, in.nextCSV); err != nil {
		return nil, err
	}
	return in, nil
}

// openSheet opens the workbook src and reads the header of its sheet
// (Options.Sheet, or the first).
func (in *input) openSheet(src io.Reader, o *Options, k *kindSpec) error {
	sheet, err := xlsx.OpenReader(src, o.Sheet)
	if err != nil {
		return &HeaderError{Problem: HeaderUnreadable, Err: err}
	}
	in.sheet = sheet
	if err := in.readHeader(o, k, in.nextSheet); err != nil {
		sheet.Close()
		return err
	}
	return nil
}

// close releases what the input holds: a workbook's temporary files.
func (in *input) close() {
	if in.sheet != nil {
		in.sheet.Close()
	}
}

// nextCSV returns the next CSV record's fields and line, or its error
// (rowErr: the record cannot be read, the input goes on; err: io.EOF or
// the input fails).
func (in *input) nextCSV() (row []string, line int, rowErr, err error) {
	rec, err := in.csv.Read()
	if err != nil || rec.Err != nil {
		return nil, rec.Line, rec.Err, err
	}
	row = make([]string, in.csv.NumFields())
	for i := range row {
		row[i] = string(in.csv.Field(i))
	}
	return row, rec.Line, nil, nil
}

// nextSheet returns the next row of a workbook's sheet and its number
// among the rows that hold cells.
func (in *input) nextSheet() (row []string, line int, rowErr, err error) {
	row, err = in.sheet.Next()
	if err != nil {
		return nil, 0, nil, err
	}
	in.sheetLine++
	return row, in.sheetLine, nil, nil
}

// sniffBytes is how much of the input detectEncoding reads.
const sniffBytes = 1 << 20

// detectEncoding tells UTF-8 from Windows-1252 by the first megabyte of
// src: text that is not UTF-8 there was saved in the code page.
func detectEncoding(src io.Reader) (Encoding, io.Reader) {
	br := bufio.NewReaderSize(src, sniffBytes)
	head, _ := br.Peek(sniffBytes)
	if len(head) == sniffBytes {
		// The last rune may be cut by the peek's end.
		for i := len(head) - 1; i >= 0 && i >= len(head)-utf8.UTFMax; i-- {
			if utf8.RuneStart(head[i]) {
				if !utf8.FullRune(head[i:]) {
					head = head[:i]
				}
				break
			}
		}
	}
	if utf8.Valid(head) {
		return UTF8, br
	}
	return Windows1252, br
}

// detectFormat tells the input format from the first byte of text: { for
// JSON Lines.
func detectFormat(src io.Reader) (Format, io.Reader) {
	br := bufio.NewReaderSize(src, 4096)
	head, _ := br.Peek(4096)
	if xlsx.Sniff(head) {
		return XLSX, br
	}
	head = bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(head) > 0 && head[0] == '{' {
		return JSONLines, br
	}
	return CSV, br
}

// readHeader reads the CSV header and maps its columns to the kind's
// fields (see claim): an Options.Map column to its field, a column named
// as a field to it, and a column whose name internal/header recognizes
// ("Razón social", "CUIT") to the field it names; other columns are kept
// in a CSV output but not read. The header is the first row that names
// two fields, or names a field in every cell it fills, among the first
// maxTitleLines rows: the rows above it (a sheet's title, a date, blank
// lines) are skipped. Then it sets the values that fill a row's empty
// fields (defaults).
func (in *input) readHeader(o *Options, k *kindSpec, next func() ([]string, int, error, error)) error {
	var first []string
	for n := 0; ; n++ {
		row, line, rowErr, err := next()
		switch {
		case errors.Is(err, io.EOF) && n == 0:
			return ErrEmpty
		case errors.Is(err, io.EOF):
			return in.noHeader(first, o, k)
		case err != nil:
			return &HeaderError{Problem: HeaderUnreadable, Err: &ReadError{err}}
		case rowErr != nil && n == 0:
			return &HeaderError{Problem: HeaderUnreadable, Err: rowErr}
		case rowErr != nil:
			continue
		}
		if n == 0 {
			first = row
		}
		if isHeader(o.Map, k, row) {
			in.headerLine, in.skipped = line, n
			return in.mapHeader(row, o, k)
		}
		if n+1 == maxTitleLines {
			return in.noHeader(first, o, k)
		}
	}
}

// isHeader reports whether row names two fields of k, or a field by its
// whole name in every cell it fills.
func isHeader(maps []Mapping, k *kindSpec, row []string) bool {
	named, whole, filled := 0, 0, 0
	for _, h := range row {
		if strings.TrimSpace(h) == "" {
			continue
		}
		filled++
		if f, s, _ := claim(maps, k, h); f != "" {
			named++
			if s >= claimName {
				whole++
			}
		}
	}
	return named >= 2 || whole >= 1 && whole == filled
}

// noHeader reports the header error of an input none of whose first rows
// is a header, as the first row read as one.
func (in *input) noHeader(first []string, o *Options, k *kindSpec) error {
	if first == nil {
		return ErrEmpty
	}
	if err := in.mapHeader(first, o, k); err != nil {
		return err
	}
	return &HeaderError{Problem: HeaderNoColumn, Field: k.required[0]}
}

// mapHeader maps the columns of header to the kind's fields and sets the
// row defaults; it returns a *HeaderError when the header does not fit.
func (in *input) mapHeader(header []string, o *Options, k *kindSpec) error {
	in.header = header
	if in.csv != nil {
		in.csv.Fields = len(in.header)
	}
	in.fieldCol = make([]int, len(k.fields))
	strength := make([]int, len(k.fields))
	implied := make([]headerColumn, len(k.fields))
	for i := range in.fieldCol {
		in.fieldCol[i] = -1
	}
	for i, h := range in.header {
		field, s, imp := claim(o.Map, k, h)
		f := fieldIndex(k, field)
		if f < 0 {
			in.unread = append(in.unread, strings.TrimSpace(h))
			continue
		}
		if prev := in.fieldCol[f]; prev >= 0 {
			if s >= claimField && strength[f] >= claimField {
				return &HeaderError{Problem: HeaderTwoColumns, Field: field, Columns: [2]int{prev + 1, i + 1}}
			}
			if s <= strength[f] {
				in.unread = append(in.unread, strings.TrimSpace(h))
				continue
			}
			in.unread = append(in.unread, strings.TrimSpace(in.header[prev]))
		}
		in.fieldCol[f], strength[f], implied[f] = i, s, imp
	}
	for _, m := range o.Map {
		if !in.hasColumn(m.Column) {
			return &HeaderError{Problem: HeaderNoMapColumn, Mapping: m}
		}
	}
	in.setDefaults(o, k, implied)
	for _, f := range k.required {
		if i := fieldIndex(k, f); in.fieldCol[i] < 0 && in.defaults[i] == "" {
			return &HeaderError{Problem: HeaderNoColumn, Field: f}
		}
	}
	for f, col := range in.fieldCol {
		if col >= 0 {
			in.mapped = append(in.mapped, Mapping{Column: strings.TrimSpace(in.header[col]), Field: k.fields[f]})
		}
	}
	return nil
}

// setDefaults sets the values that fill a row's empty fields: the
// country of Options.Country, or, with no country column, the country a
// document column's name implies ("CUIT": AR); for tax ids with no type
// column, the type it implies ("CUIT": cuit).
func (in *input) setDefaults(o *Options, k *kindSpec, implied []headerColumn) {
	in.defaults = make([]string, len(k.fields))
	ci := fieldIndex(k, "country")
	country, _ := iso.ByName(o.Country)
	for f := range implied {
		if country == "" && in.fieldCol[ci] < 0 && implied[f].Country != "" {
			country = implied[f].Country
		}
	}
	in.defaults[ci] = country
	if ti := fieldIndex(k, "type"); ti >= 0 && in.fieldCol[ti] < 0 {
		in.defaults[ti] = implied[fieldIndex(k, "value")].Type
	}
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
		switch {
		case in.csv != nil:
			ok, err = in.fillCSV(c)
		case in.sheet != nil:
			ok, err = in.fillSheet(c)
		default:
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

// fillSheet reads one row of a workbook's sheet into c; it reports false
// at the end. A row is as wide as the header: the empty cells a sheet
// leaves out at a row's end are empty fields.
func (in *input) fillSheet(c *chunk) (bool, error) {
	cells, line, _, err := in.nextSheet()
	if err != nil {
		return false, ignoreEOF(err)
	}
	r := inRow{line: line, index: in.index, first: len(c.ends), n: max(len(cells), len(in.header))}
	in.index++
	for i := range r.n {
		if i < len(cells) {
			c.data = append(c.data, cells[i]...)
		}
		c.ends = append(c.ends, len(c.data))
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
	switch {
	case in.csv != nil:
		return in.csv.Offset()
	case in.sheet != nil:
		return int64(in.sheetLine) // rows: a workbook is read out of order
	}
	return in.lines.Offset()
}

// bom reports whether the input started with a UTF-8 byte order mark.
func (in *input) bom() bool {
	switch {
	case in.csv != nil:
		return in.csv.BOM()
	case in.sheet != nil:
		return false
	}
	return in.lines.BOM()
}
