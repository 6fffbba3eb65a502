package xlsx

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"
)

// readAll reads every row of r.
func readAll(t *testing.T, r *Reader) [][]string {
	t.Helper()
	var rows [][]string
	for {
		row, err := r.Next()
		if errors.Is(err, io.EOF) {
			return rows
		}
		require.NoError(t, err)
		rows = append(rows, row)
	}
}

// TestRoundTrip: what a Writer writes, a Reader reads back as text, with
// the red fill, the comments and the summary sheet in place.
func TestRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	w, err := NewWriter(&buf, "Proveedores")
	require.NoError(t, err)
	require.NoError(t, w.Header([]string{"CUIT", "Razón social", "tax_id_reason"}))
	require.NoError(t, w.Row([]Cell{{Value: "30-54668997-9"}, {Value: "YPF S.A."}, {}}))
	require.NoError(t, w.Row([]Cell{{Value: "30-54668997-8", Invalid: true, Comment: "check digit does not verify"},
		{Value: "=1+1"}, {Value: "invalid_checksum"}}))
	assert.Equal(t, 3, w.Rows())
	require.NoError(t, w.Close("Resumen", [][]string{{"total", "válidos"}, {"2", "1"}}))
	assert.True(t, Sniff(buf.Bytes()))

	r, err := OpenReader(bytes.NewReader(buf.Bytes()), "")
	require.NoError(t, err)
	assert.Equal(t, "Proveedores", r.Sheet())
	assert.Equal(t, [][]string{
		{"CUIT", "Razón social", "tax_id_reason"},
		{"30-54668997-9", "YPF S.A."},
		{"30-54668997-8", "=1+1", "invalid_checksum"}, // a formula's text stays text
	}, readAll(t, r))
	temp := r.temp
	require.NoError(t, r.Close())
	_, err = os.Stat(temp)
	assert.True(t, os.IsNotExist(err), "the temporary copy is removed")

	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	defer f.Close()
	assert.Equal(t, []string{"Proveedores", "Resumen"}, f.GetSheetList())
	comments, err := f.GetComments("Proveedores")
	require.NoError(t, err)
	require.Len(t, comments, 1)
	assert.Equal(t, "A3", comments[0].Cell)
	text := comments[0].Text
	for _, p := range comments[0].Paragraph {
		text += p.Text
	}
	assert.Contains(t, text, "check digit does not verify")
	style, err := f.GetCellStyle("Proveedores", "A3")
	require.NoError(t, err)
	s, err := f.GetStyle(style)
	require.NoError(t, err)
	assert.Equal(t, []string{"FFC7CE"}, s.Fill.Color)
	v, err := f.GetCellValue("Resumen", "B1")
	require.NoError(t, err)
	assert.Equal(t, "válidos", v)
}

// TestNumbers: numbers Excel stores as numbers are read as displayed:
// every digit of an 11-digit CUIT, and the scientific notation of a
// 22-digit CBU whose digits Excel lost.
func TestNumbers(t *testing.T) {
	f := excelize.NewFile()
	require.NoError(t, f.SetCellValue("Sheet1", "A1", 30546689979))
	require.NoError(t, f.SetCellValue("Sheet1", "B1", 1.70356420000003e20))
	require.NoError(t, f.SetCellValue("Sheet1", "C1", "0170356420000030382008"))
	path := filepath.Join(t.TempDir(), "numbers.xlsx")
	require.NoError(t, f.SaveAs(path))
	r, err := Open(path, "Sheet1")
	require.NoError(t, err)
	defer r.Close()
	rows := readAll(t, r)
	require.Len(t, rows, 1)
	assert.Equal(t, "30546689979", rows[0][0])
	assert.Equal(t, "1.70356420000003E+20", rows[0][1], "digits Excel lost are not made up")
	assert.Equal(t, "0170356420000030382008", rows[0][2])
}

func TestOpenErrors(t *testing.T) {
	_, err := OpenReader(bytes.NewReader([]byte("CUIT;Razón social\n")), "")
	assert.Error(t, err, "a CSV is no workbook")
	var buf bytes.Buffer
	w, err := NewWriter(&buf, "Datos")
	require.NoError(t, err)
	require.NoError(t, w.Close("", nil))
	_, err = OpenReader(&buf, "Otra")
	assert.ErrorIs(t, err, ErrNoSheet)
	assert.False(t, Sniff([]byte("CUIT;")))
}

func TestLostDigits(t *testing.T) {
	for _, tt := range []struct {
		in, want string
	}{
		{"170356420000003000000", "1.70356420000003E+20"},
		{"305466899790000000", "3.0546689979E+17"},
		{"1000000000000000", "1E+15"},
		{"0170356420000030382008", "0170356420000030382008"}, // a leading zero: text
		{"170356420000030382008", "170356420000030382008"},   // digits past the 15th: text
		{"30546689979", "30546689979"},
		{"123456789012345", "123456789012345"},
		{"1703564200000030000000a", "1703564200000030000000a"},
	} {
		got := tt.in
		if lostDigits(got) {
			got = scientific(got)
		}
		assert.Equal(t, tt.want, got, tt.in)
	}
}
