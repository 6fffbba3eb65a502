// Package xlsx reads and writes the sheets of Excel workbooks (.xlsx) a
// row at a time, on github.com/xuri/excelize/v2's streaming reader and
// writer, so that a sheet of a million rows is read and written in
// bounded memory: excelize keeps a large sheet and the shared strings in
// temporary files, not in memory.
//
// Cells are read as Excel displays them (a number in its number format, a
// date as formatted), which is what the person who exported the sheet saw
// and typed; a number Excel stored as a number keeps every digit it kept.
// Written cells are text: the values and results of package batch.
package xlsx

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
)

// Magic is how an .xlsx file begins: a ZIP archive's local file header.
var Magic = []byte("PK\x03\x04")

// Sniff reports whether head, the first bytes of a file, can begin an
// .xlsx workbook (a ZIP archive).
func Sniff(head []byte) bool { return bytes.HasPrefix(head, Magic) }

// Reader reads the rows of one sheet of a workbook as text.
type Reader struct {
	f     *excelize.File
	rows  *excelize.Rows
	sheet string
	temp  string // the copy of the input, removed by Close; "" for none
}

// ErrNoSheet is returned by Open for a workbook without the sheet asked
// for, or without any sheet.
var ErrNoSheet = errors.New("xlsx: no such sheet")

// Open opens the sheet named sheet of the workbook at path, or its first
// sheet when sheet is empty.
func Open(path, sheet string) (*Reader, error) {
	f, err := excelize.OpenFile(path)
	if err != nil {
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	r := &Reader{f: f}
	if err := r.start(sheet); err != nil {
		f.Close()
		return nil, err
	}
	return r, nil
}

// OpenReader reads the workbook from in: from its file when in is an
// *os.File with a name (a file on disk), else from a temporary copy that
// Close removes, since a workbook is an archive read out of order.
func OpenReader(in io.Reader, sheet string) (*Reader, error) {
	if f, ok := in.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			return Open(f.Name(), sheet)
		}
	}
	tmp, err := os.CreateTemp("", "ndval-*.xlsx")
	if err != nil {
		return nil, fmt.Errorf("xlsx: a copy of the workbook: %w", err)
	}
	_, err = io.Copy(tmp, in)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("xlsx: a copy of the workbook: %w", err)
	}
	r, err := Open(tmp.Name(), sheet)
	if err != nil {
		os.Remove(tmp.Name())
		return nil, err
	}
	r.temp = tmp.Name()
	return r, nil
}

// start opens the rows of the sheet.
func (r *Reader) start(sheet string) error {
	sheets := r.f.GetSheetList()
	switch {
	case len(sheets) == 0:
		return ErrNoSheet
	case sheet == "":
		sheet = sheets[0]
	}
	if idx, err := r.f.GetSheetIndex(sheet); err != nil || idx < 0 {
		return fmt.Errorf("%w %q (the workbook has %q)", ErrNoSheet, sheet, sheets)
	}
	rows, err := r.f.Rows(sheet)
	if err != nil {
		return fmt.Errorf("xlsx: sheet %q: %w", sheet, err)
	}
	r.rows, r.sheet = rows, sheet
	return nil
}

// Sheet returns the name of the sheet being read.
func (r *Reader) Sheet() string { return r.sheet }

// Next returns the cells of the next row, as displayed, up to its last
// cell that is not empty; an empty row is an empty slice. It returns
// io.EOF after the last row.
func (r *Reader) Next() ([]string, error) {
	if !r.rows.Next() {
		if err := r.rows.Error(); err != nil {
			return nil, fmt.Errorf("xlsx: %w", err)
		}
		return nil, io.EOF
	}
	cells, err := r.rows.Columns()
	if err != nil {
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	for i, c := range cells {
		if lostDigits(c) {
			cells[i] = scientific(c)
		}
	}
	return cells, nil
}

// maxDigits is how many significant digits Excel keeps of a number.
const maxDigits = 15

// lostDigits reports whether c, a cell as displayed, is a number Excel
// stored as a number with more digits than it keeps: digits alone, not
// starting with 0 (a number has no leading zero; a text cell may), more
// than 15 of them, and zeros past the fifteenth. Excel shows such a
// number as 1.70356E+20 and writes it so to CSV; excelize writes out its
// zeros, which would pass for digits.
func lostDigits(c string) bool {
	if len(c) <= maxDigits || c[0] < '1' || c[0] > '9' {
		return false
	}
	for i := 0; i < len(c); i++ {
		if c[i] < '0' || c[i] > '9' || i >= maxDigits && c[i] != '0' {
			return false
		}
	}
	return true
}

// scientific writes the digits c, a number whose digits past the
// fifteenth are lost, in scientific notation as Excel does:
// "170356420000003000000" is "1.70356420000003E+20".
func scientific(c string) string {
	m := strings.TrimRight(c[:maxDigits], "0")
	s := c[:1]
	if len(m) > 1 {
		s += "." + m[1:]
	}
	return s + "E+" + strconv.Itoa(len(c)-1)
}

// Close releases the workbook and its temporary files.
func (r *Reader) Close() error {
	err := r.rows.Close()
	if cerr := r.f.Close(); err == nil {
		err = cerr
	}
	if r.temp != "" {
		if rerr := os.Remove(r.temp); err == nil {
			err = rerr
		}
	}
	return err
}
