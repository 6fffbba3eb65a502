package batch

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"github.com/ndval/ndval/message"
)

// runSheet runs records on a sheet of testdata/sheets with o.
func runSheet(t *testing.T, name string, o Options) (Tally, string) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "sheets", name))
	require.NoError(t, err)
	defer f.Close()
	o.Kind = Records
	var out bytes.Buffer
	tally, err := Run(context.Background(), f, &out, o, nil)
	require.NoError(t, err, name)
	return tally, out.String()
}

// TestSheets: the supplier sheet as an Argentine finance team exports it
// validates with no option at all: every column found by its Spanish
// name, country names read, the Windows-1252 copy read as such and
// answered the same, placeholders absent rather than invalid, Excel's
// damage named; the single-country sheet with a title line validates too.
func TestSheets(t *testing.T) {
	tally, out := runSheet(t, "proveedores.csv", Options{})
	assert.Equal(t, 300, tally.Rows)
	assert.Zero(t, tally.Unreadable)
	assert.Equal(t, UTF8, tally.Encoding)
	assert.Equal(t, 1, tally.HeaderLine)
	assert.Equal(t, []Mapping{
		{"Cód. proveedor", "reference_id"}, {"País", "country"}, {"CUIT", "tax_id"}, {"CBU", "account"},
		{"Correo", "email"}, {"Teléfono", "phone"}, {"Razón social", "name"}, {"Dirección", "address"},
	}, tally.Mapped)
	assert.Equal(t, []string{"Condición IVA", "Saldo ($)"}, tally.Unread)
	reasons := map[string]int{}
	for _, f := range tally.Failures {
		reasons[f.Field+" "+f.Reason] += f.Count
	}
	for _, placeholder := range []string{"email missing_value", "phone missing_value", "account missing_value", "name missing_value"} {
		assert.Zero(t, reasons[placeholder], "a placeholder is absent, not a failure: %s", placeholder)
	}
	assert.Zero(t, reasons["record invalid_country"], "Argentina and ARGENTINA are AR")
	assert.Positive(t, reasons["tax_id excel_scientific_notation"])
	assert.Positive(t, reasons["tax_id invalid_checksum"])
	assert.Positive(t, reasons["email multiple_values"])
	assert.Greater(t, tally.Valid, tally.Invalid, "most rows are valid once placeholders are absent")
	assert.Contains(t, out, `"leading_zeros_restored"`)

	win, winOut := runSheet(t, "proveedores-1252.csv", Options{})
	assert.Equal(t, Windows1252, win.Encoding, "detected")
	assert.Equal(t, out, winOut, "the same answers for the Windows-1252 copy")
	assert.Equal(t, tally.Failures, win.Failures)

	book, bookOut := runSheet(t, "proveedores.xlsx", Options{})
	assert.Equal(t, out, bookOut, "the same answers for the .xlsx copy")
	assert.Equal(t, tally.Mapped, book.Mapped)
	assert.Equal(t, tally.Failures, book.Failures)
	raw, err := os.ReadFile(filepath.Join("testdata", "sheets", "proveedores.xlsx"))
	require.NoError(t, err)
	var streamed bytes.Buffer
	_, err = Run(context.Background(), bytes.NewReader(raw), &streamed, Options{Kind: Records}, nil)
	require.NoError(t, err, "a workbook from a stream, not a file")
	assert.Equal(t, out, streamed.String())

	_, csvOut := runSheet(t, "proveedores-1252.csv", Options{Output: CSV})
	assert.True(t, strings.HasPrefix(csvOut, "\ufeffCód. proveedor;"), "a BOM, so that Excel reads UTF-8")
	_, csvOut = runSheet(t, "proveedores-1252.csv", Options{Output: CSV, OmitBOM: true})
	assert.True(t, strings.HasPrefix(csvOut, "Cód. proveedor;"))

	one, oneOut := runSheet(t, "proveedores-ar.csv", Options{})
	assert.Equal(t, 3, one.HeaderLine, "below the title lines")
	assert.Positive(t, one.Rows)
	assert.Zero(t, one.Unreadable)
	assert.Contains(t, oneOut, `"country":"AR"`, "the CUIT column says the country")
	_, givenOut := runSheet(t, "proveedores-ar.csv", Options{Country: "Argentina"})
	assert.Equal(t, oneOut, givenOut)
}

// TestXLSXOutput: an XLSX output holds the input's columns and the
// result columns, the cell of each unusable field filled red with the
// reason in words in a comment, and the summary on a second sheet.
func TestXLSXOutput(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "sheets", "proveedores.csv"))
	require.NoError(t, err)
	defer f.Close()
	var out bytes.Buffer
	tally, err := Run(context.Background(), f, &out, Options{Kind: Records, Output: XLSX}, nil)
	require.NoError(t, err)
	book, err := excelize.OpenReader(&out)
	require.NoError(t, err)
	defer book.Close()
	assert.Equal(t, []string{"ndval", "Resumen"}, book.GetSheetList())
	rows, err := book.GetRows("ndval")
	require.NoError(t, err)
	require.Len(t, rows, tally.Rows+1)
	assert.Equal(t, "Cód. proveedor", rows[0][0])
	reasonCol := slices.Index(rows[0], "tax_id_reason")
	require.Positive(t, reasonCol)
	red, commented := 0, 0
	comments, err := book.GetComments("ndval")
	require.NoError(t, err)
	for i, row := range rows[1:] {
		if reasonCol >= len(row) || row[reasonCol] != "invalid_checksum" {
			continue
		}
		cell, _ := excelize.CoordinatesToCellName(3, i+2) // the CUIT column
		style, err := book.GetCellStyle("ndval", cell)
		require.NoError(t, err)
		st, err := book.GetStyle(style)
		require.NoError(t, err)
		if st.Fill.Color != nil {
			red++
		}
		for _, c := range comments {
			if c.Cell == cell {
				commented++
			}
		}
	}
	assert.Positive(t, red, "invalid CUITs are red")
	assert.Equal(t, red, commented, "each with its reason")
	summary, err := book.GetRows("Resumen")
	require.NoError(t, err)
	assert.Contains(t, summary, []string{"rows", strconv.Itoa(tally.Rows)})
	assert.Contains(t, summary, []string{"CUIT", "tax_id"})
}

// TestXLSXOutputLang: Options.Lang gives the comments' reasons and the
// summary sheet's words in the language; the codes, the column names and
// the result columns stay as they are.
func TestXLSXOutputLang(t *testing.T) {
	for _, tt := range []struct {
		lang                   message.Lang
		sheet, comment         string
		rows, meaning, notRead string
	}{
		{message.English, "Resumen", "check digit does not verify", "rows", "what it means", "(not read)"},
		{message.Spanish, "Resumen", "el dígito verificador no coincide", "filas", "qué significa", "(no leída)"},
		{message.Portuguese, "Resumo", "o dígito verificador não confere", "linhas", "o que significa", "(não lida)"},
	} {
		t.Run(tt.lang.String(), func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", "sheets", "proveedores.csv"))
			require.NoError(t, err)
			var out bytes.Buffer
			tally, err := Run(context.Background(), bytes.NewReader(in), &out, Options{Kind: Records, Output: XLSX, Lang: tt.lang}, nil)
			require.NoError(t, err)
			book, err := excelize.OpenReader(&out)
			require.NoError(t, err)
			defer book.Close()
			assert.Equal(t, []string{"ndval", tt.sheet}, book.GetSheetList())
			rows, err := book.GetRows("ndval")
			require.NoError(t, err)
			assert.Contains(t, rows[0], "tax_id_reason", "column names are an interface")
			comments, err := book.GetComments("ndval")
			require.NoError(t, err)
			var texts []string
			for _, c := range comments {
				texts = append(texts, c.Text)
			}
			assert.Contains(t, texts, tt.comment)
			summary, err := book.GetRows(tt.sheet)
			require.NoError(t, err)
			assert.Contains(t, summary, []string{tt.rows, strconv.Itoa(tally.Rows)})
			assert.Contains(t, summary, []string{"CUIT", "tax_id"})
			assert.Contains(t, summary, []string{"Condición IVA", tt.notRead})
			assert.Contains(t, summary[slices.IndexFunc(summary, func(r []string) bool { return len(r) == 4 })], tt.meaning)
		})
	}
}
