package xlsx

import (
	"fmt"
	"io"

	"github.com/xuri/excelize/v2"
)

// MaxComments bounds the cell comments a Writer adds: Excel slows down
// with many, and each is also in the row's result columns.
const MaxComments = 10000

// Cell is one cell a Writer writes.
type Cell struct {
	Value string
	// Invalid fills the cell red.
	Invalid bool
	// Comment is a note shown on the cell (the reason in words); empty for
	// none.
	Comment string
}

// Writer writes a workbook a row at a time: one sheet of rows, then,
// optionally, a second sheet of a few summary rows, and writes the
// workbook to its io.Writer on Close.
type Writer struct {
	out      io.Writer
	f        *excelize.File
	sw       *excelize.StreamWriter
	sheet    string
	row      int
	bold     int // style ids
	red      int
	comments []excelize.Comment
}

// NewWriter returns a Writer whose first sheet is named sheet.
func NewWriter(out io.Writer, sheet string) (*Writer, error) {
	f := excelize.NewFile()
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	w := &Writer{out: out, f: f, sheet: sheet}
	var err error
	if w.bold, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}}); err != nil {
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	red := excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FFC7CE"}}
	if w.red, err = f.NewStyle(&excelize.Style{Fill: red, Font: &excelize.Font{Color: "9C0006"}}); err != nil {
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	if w.sw, err = f.NewStreamWriter(sheet); err != nil {
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	return w, nil
}

// Header writes the header row, in bold, with the first row frozen.
func (w *Writer) Header(names []string) error {
	if err := w.sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	cells := make([]Cell, len(names))
	for i, n := range names {
		cells[i] = Cell{Value: n}
	}
	return w.write(cells, w.bold)
}

// Row writes the next row.
func (w *Writer) Row(cells []Cell) error { return w.write(cells, 0) }

// write writes a row, every cell in style (0 for none) unless invalid.
func (w *Writer) write(cells []Cell, style int) error {
	w.row++
	values := make([]any, len(cells))
	for i, c := range cells {
		s := style
		if c.Invalid {
			s = w.red
		}
		values[i] = excelize.Cell{StyleID: s, Value: c.Value}
		if c.Comment != "" && len(w.comments) < MaxComments {
			name, _ := excelize.CoordinatesToCellName(i+1, w.row)
			w.comments = append(w.comments, excelize.Comment{Cell: name, Author: "ndval", Text: c.Comment})
		}
	}
	cell, _ := excelize.CoordinatesToCellName(1, w.row)
	if err := w.sw.SetRow(cell, values); err != nil {
		return fmt.Errorf("xlsx: row %d: %w", w.row, err)
	}
	return nil
}

// Rows returns how many rows were written, the header included.
func (w *Writer) Rows() int { return w.row }

// Close ends the sheet, adds the comments, a second sheet named
// summaryName holding summary (first row bold) when summary is not empty,
// and writes the workbook.
func (w *Writer) Close(summaryName string, summary [][]string) error {
	if err := w.sw.Flush(); err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	for _, c := range w.comments {
		if err := w.f.AddComment(w.sheet, c); err != nil {
			return fmt.Errorf("xlsx: comment on %s: %w", c.Cell, err)
		}
	}
	if len(summary) > 0 {
		if _, err := w.f.NewSheet(summaryName); err != nil {
			return fmt.Errorf("xlsx: %w", err)
		}
		sw, err := w.f.NewStreamWriter(summaryName)
		if err != nil {
			return fmt.Errorf("xlsx: %w", err)
		}
		for i, row := range summary {
			values := make([]any, len(row))
			for j, v := range row {
				c := excelize.Cell{Value: v}
				if i == 0 {
					c.StyleID = w.bold
				}
				values[j] = c
			}
			cell, _ := excelize.CoordinatesToCellName(1, i+1)
			if err := sw.SetRow(cell, values); err != nil {
				return fmt.Errorf("xlsx: %w", err)
			}
		}
		if err := sw.Flush(); err != nil {
			return fmt.Errorf("xlsx: %w", err)
		}
	}
	if _, err := w.f.WriteTo(w.out); err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	return w.f.Close()
}
