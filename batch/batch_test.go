package batch

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/readme"
)

var updateGolden = flag.Bool("update-golden", false, "rewrite the golden files and the README's column table")

// golden compares got with the golden file name, or rewrites it with
// -update-golden.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateGolden {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./batch -run TestRunGolden -update-golden")
	assert.Equal(t, string(want), got, name)
}

// runFile runs Run on the file testdata/name (or a path) and returns its
// output.
func runFile(t *testing.T, name string, o Options) (string, Tally, error) {
	t.Helper()
	path := name
	if !filepath.IsAbs(path) {
		path = filepath.Join("testdata", name)
	}
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	if o.Input == Detect {
		o.Input = FormatOf(path)
	}
	var out bytes.Buffer
	total, err := Run(context.Background(), f, &out, o, nil)
	return out.String(), total, err
}

// proveedoresMap reads testdata/proveedores.csv's Spanish header.
var proveedoresMap = []Mapping{{"RFC", "tax_id"}, {"país", "country"}, {"CLABE", "account"},
	{"Razón social", "name"}, {"Correo", "email"}, {"Código", "reference_id"}}

// TestRunGolden runs both kinds on their CSV and JSON Lines inputs in
// both output formats, against the golden files (which cmd/ndval's
// TestValidateGolden compares the command's output with too).
func TestRunGolden(t *testing.T) {
	for _, tc := range []struct {
		kind  Kind
		input string
		maps  []Mapping
	}{
		{TaxIDs, "taxids.csv", nil},
		{TaxIDs, "taxids.jsonl", nil},
		{Records, "records.csv", nil},
		{Records, "records.jsonl", nil},
		{Records, "proveedores.csv", proveedoresMap},
	} {
		for _, format := range []Format{JSONLines, CSV} {
			t.Run(tc.input+"."+format.String(), func(t *testing.T) {
				out, total, err := runFile(t, tc.input, Options{Kind: tc.kind, Workers: 3, Output: format, Map: tc.maps})
				require.NoError(t, err)
				golden(t, tc.input+"."+format.String()+".golden", out)
				assert.Equal(t, strings.Count(out, "\n")-btoi(format == CSV), total.Rows, "a line per row")
				assert.Equal(t, total.Rows, total.Valid+total.Invalid+total.Unreadable)
				if format == JSONLines {
					checkJSONLines(t, out)
				}
			})
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkJSONLines checks that every output line is a JSON object with a
// line number, in increasing order, and either a result or an error.
func checkJSONLines(t *testing.T, out string) {
	t.Helper()
	last := 0
	sc := bufio.NewScanner(strings.NewReader(out))
	for i := 0; sc.Scan(); i++ {
		var m map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &m), sc.Text())
		line := int(m["line"].(float64))
		assert.Greater(t, line, last, "input order")
		assert.Equal(t, float64(i), m["index"])
		last = line
		_, hasCountry := m["country"]
		_, hasErr := m["error"]
		assert.True(t, hasCountry || hasErr, sc.Text())
	}
}

// TestRunTally checks the tally of taxids.csv: the counts, the failures
// in order with their masked samples, the groups, and no value of the
// input in the clear.
func TestRunTally(t *testing.T) {
	_, total, err := runFile(t, "taxids.csv", Options{Kind: TaxIDs})
	require.NoError(t, err)
	assert.Equal(t, TaxIDs, total.Kind)
	assert.Equal(t, [4]int{22, 12, 5, 5}, [4]int{total.Rows, total.Valid, total.Invalid, total.Unreadable})
	var labels []string
	for _, f := range total.Failures {
		labels = append(labels, f.Field+"/"+f.Reason)
		assert.Equal(t, f.Field == "line", f.Unreadable())
		assert.LessOrEqual(t, len(f.Samples), 5)
	}
	assert.Equal(t, []string{"line/malformed_csv", "/invalid_checksum", "/invalid_country", "/missing_country",
		"/missing_value", "/unsupported_country", "line/extra_column", "line/missing_column"}, labels)
	assert.Contains(t, total.Failures, Failure{Field: "", Reason: "invalid_checksum", Count: 1,
		Samples: []Sample{{Line: 4, Country: "AR", Type: "cuit", Ref: "••••", TaxID: "••••9978"}}})
	require.NotEmpty(t, total.Groups)
	assert.Equal(t, Group{Country: "AR", Type: "cuit", Valid: 4, Invalid: 1}, total.Groups[0])
	assert.Zero(t, total.Payment)
	assert.Empty(t, total.Unread)
	b, err := json.Marshal(total)
	require.NoError(t, err)
	for _, v := range []string{"30546689978", "30-54668997-8", "30546689979", "SAT970701NN3", "123.456.789-09"} {
		assert.NotContains(t, string(b), v, "no id in the clear")
	}

	_, total, err = runFile(t, "proveedores.csv", Options{Kind: Records, Map: proveedoresMap})
	require.NoError(t, err)
	assert.Equal(t, []string{"Notas"}, total.Unread)
	assert.Equal(t, total.Payment.Total(), total.Billing.Total())
	assert.Positive(t, total.Payment.Ready)
}

// TestRunSemicolonBOM reads a spreadsheet's export (BOM, semicolons,
// CRLF, quoted fields): the same results as the plain CSV's rows, and a
// CSV output that keeps the BOM and the delimiter.
func TestRunSemicolonBOM(t *testing.T) {
	out, _, err := runFile(t, "taxids_semicolon_bom.csv", Options{Kind: TaxIDs})
	require.NoError(t, err)
	plain, _, err := runFile(t, "taxids.csv", Options{Kind: TaxIDs})
	require.NoError(t, err)
	want := map[string]string{}
	for l := range strings.Lines(plain) {
		var m struct{ ID string }
		require.NoError(t, json.Unmarshal([]byte(l), &m))
		want[m.ID] = withoutEnvelope(t, l)
	}
	n := 0
	for l := range strings.Lines(out) {
		var m struct{ ID string }
		require.NoError(t, json.Unmarshal([]byte(l), &m))
		assert.Equal(t, want[m.ID], withoutEnvelope(t, l), m.ID)
		n++
	}
	assert.Equal(t, 7, n)

	csvOut, _, err := runFile(t, "taxids_semicolon_bom.csv", Options{Kind: TaxIDs, Output: CSV})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(csvOut, "\xef\xbb\xbfid;country;type;value;line;valid;"), csvOut[:40])
	assert.Contains(t, csvOut, "\r\n1;AR;;30-54668997-9;2;true;cuit;30546689979;30-54668997-9;;company;;\r\n")

	// The delimiter given wins over the detected one.
	_, _, err = runFile(t, "taxids_semicolon_bom.csv", Options{Kind: TaxIDs, Delimiter: ','})
	assert.Equal(t, &HeaderError{Problem: HeaderNoColumn, Field: "country"}, err)
}

// withoutEnvelope returns a JSON result line without line and index.
func withoutEnvelope(t *testing.T, line string) string {
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(line), &m))
	delete(m, "line")
	delete(m, "index")
	b, err := json.Marshal(m)
	require.NoError(t, err)
	return string(b)
}

// TestREADMEColumns keeps the README's table of CSV result columns equal
// to the kinds': go test ./batch -run TestREADMEColumns -update-golden.
func TestREADMEColumns(t *testing.T) {
	var b strings.Builder
	b.WriteString("| Kind | Result columns |\n|---|---|\n")
	for _, k := range []Kind{TaxIDs, Records} {
		b.WriteString("| " + k.String() + " | `" + strings.Join(k.Columns(), "`, `") + "` |\n")
	}
	readme.Check(t, "../README.md", "validate-columns", b.String(), *updateGolden)
}

// TestEscapeFormulas: with EscapeFormulas, a CSV output never starts a
// field with what a spreadsheet runs as a formula, from the input columns
// or the result columns; without it, the values are written as they are.
func TestEscapeFormulas(t *testing.T) {
	for s, want := range map[string]bool{"=1+1": true, "+54 11 4329-2000": true, "-2": true, "@SUM(A1)": true,
		"\tx": true, "\rx": true, "＝1": true, "＠x": true, "": false, "30-54668997-9": false, "a=b": false, " =1": false} {
		assert.Equal(t, want, isFormula(s), "%q", s)
	}
	in := `{"id":"=HYPERLINK(\"http://example.com\")","country":"AR","value":"30-54668997-9"}
{"id":"2","country":"BR","value":"@cmd"}
{"id":"3","country":"AR","value":"30-54668997-9"}
`
	var out bytes.Buffer
	_, err := Run(context.Background(), strings.NewReader(in), &out,
		Options{Kind: TaxIDs, Output: CSV, EscapeFormulas: true}, nil)
	require.NoError(t, err)
	rows, err := csv.NewReader(&out).ReadAll()
	require.NoError(t, err)
	require.Len(t, rows, 4)
	assert.Equal(t, `'=HYPERLINK("http://example.com")`, rows[1][0])
	assert.Equal(t, "'@cmd", rows[2][3], "the input column")
	assert.Equal(t, "'@CMD", rows[2][7], "normalized, a result column")
	assert.Equal(t, []string{"3", "AR", "", "30-54668997-9", "3", "true", "cuit", "30546689979", "30-54668997-9"}, rows[3][:9])
	for _, row := range rows {
		for _, f := range row {
			assert.False(t, isFormula(f), "%q", f)
		}
	}

	out.Reset()
	_, err = Run(context.Background(), strings.NewReader(in), &out, Options{Kind: TaxIDs, Output: CSV}, nil)
	require.NoError(t, err)
	rows, err = csv.NewReader(&out).ReadAll()
	require.NoError(t, err)
	assert.Equal(t, `=HYPERLINK("http://example.com")`, rows[1][0], "written as it is without the option")
}

// TestRunEncoding reads a sheet saved as Windows-1252: read right when
// the encoding is detected (the default) or given; each row with an
// accent is unreadable when UTF-8 is given.
func TestRunEncoding(t *testing.T) {
	const sheet = "country,tax_id,name\nMX,GODE561231GR8,Emma G\xf3mez D\xedaz\nMX,SAT970701NN3,SAT\n"
	var out bytes.Buffer
	tally, err := Run(context.Background(), strings.NewReader(sheet), &out, Options{Kind: Records}, nil)
	require.NoError(t, err)
	assert.Equal(t, Windows1252, tally.Encoding, "detected")
	assert.Contains(t, out.String(), `"full":"Emma Gómez Díaz"`)
	out.Reset()
	tally, err = Run(context.Background(), strings.NewReader("country\nAR\n"), &out, Options{Kind: Records}, nil)
	require.NoError(t, err)
	assert.Equal(t, UTF8, tally.Encoding, "detected")
	out.Reset()
	_, err = Run(context.Background(), strings.NewReader(sheet), &out, Options{Kind: Records, Encoding: UTF8}, nil)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 2)
	assert.Contains(t, lines[0], `"reason":"not_utf8"`)
	assert.Contains(t, lines[0], `column \"name\" is not UTF-8 text`)
	assert.Contains(t, lines[1], `"fields":{"tax_id":`, "the next row is read")
	out.Reset()
	_, err = Run(context.Background(), strings.NewReader(sheet), &out, Options{Kind: Records, Encoding: Windows1252}, nil)
	require.NoError(t, err)
	assert.Contains(t, out.String(), `"full":"Emma Gómez Díaz"`)
	assert.Contains(t, out.String(), `"tax_id_matches_name","ok":true`)
}

// TestRunOrder validates a generated file of many chunks with more
// workers than cores and with one: the same output, in input order, and
// progress reported after each chunk.
func TestRunOrder(t *testing.T) {
	file := genFile(t, t.TempDir(), "tax-ids", 20_000)
	many, _, err := runFile(t, file, Options{Kind: TaxIDs, Workers: 5})
	require.NoError(t, err)
	one, _, err := runFile(t, file, Options{Kind: TaxIDs, Workers: 1})
	require.NoError(t, err)
	require.Equal(t, one, many)
	assert.Equal(t, 20_000, strings.Count(many, "\n"))
	checkJSONLines(t, many)

	f, err := os.Open(file)
	require.NoError(t, err)
	defer f.Close()
	st, err := f.Stat()
	require.NoError(t, err)
	var calls, lastRows int
	var lastOffset int64
	_, err = Run(context.Background(), f, io.Discard, Options{Kind: TaxIDs}, func(rows int, offset int64) {
		calls++
		assert.Greater(t, rows, lastRows)
		assert.GreaterOrEqual(t, offset, lastOffset)
		lastRows, lastOffset = rows, offset
	})
	require.NoError(t, err)
	assert.Greater(t, calls, 20_000/chunkRows-1, "a call per chunk")
	assert.Equal(t, 20_000, lastRows)
	assert.Equal(t, st.Size(), lastOffset, "the whole file read")
}

// TestRunErrors checks the errors of Run: options that cannot work, a
// header that does not fit the kind, an input or an output that fails,
// a context done.
func TestRunErrors(t *testing.T) {
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	readFail := errors.New("disk on fire")
	for _, tc := range []struct {
		name string
		ctx  context.Context
		in   io.Reader
		out  io.Writer
		o    Options
		want error  // errors.Is, or errors.As for a pointer to a zero error
		msg  string // in the message
	}{
		{"no kind", nil, nil, nil, Options{}, &OptionsError{}, "Options.Kind: 0 is neither"},
		{"bad input format", nil, nil, nil, Options{Kind: TaxIDs, Input: 7}, &OptionsError{}, "Format(7)"},
		{"bad encoding", nil, nil, nil, Options{Kind: TaxIDs, Encoding: 3}, &OptionsError{}, "Encoding(3)"},
		{"bad delimiter", nil, nil, nil, Options{Kind: TaxIDs, Delimiter: ':'}, &OptionsError{}, `':'`},
		{"escape for JSON Lines", nil, nil, nil, Options{Kind: TaxIDs, EscapeFormulas: true}, &OptionsError{}, "CSV output"},
		{"map to no field", nil, nil, nil, Options{Kind: TaxIDs, Map: []Mapping{{"RFC", "rfc"}}}, &OptionsError{},
			`RFC=rfc: tax-ids has no field "rfc" (its fields: id, country, type, value)`},
		{"empty", nil, strings.NewReader(""), nil, Options{Kind: TaxIDs}, ErrEmpty, "the input is empty"},
		{"unreadable header", nil, strings.NewReader("country,\"value\n"), nil, Options{Kind: TaxIDs},
			&HeaderError{}, "the header row cannot be read"},
		{"no country column", nil, strings.NewReader("id,value\n"), nil, Options{Kind: TaxIDs}, &HeaderError{},
			`the header has no column "country"`},
		{"two columns", nil, strings.NewReader("country,value,Value\n"), nil, Options{Kind: TaxIDs}, &HeaderError{},
			"columns 2 and 3 both hold value"},
		{"map of no column", nil, strings.NewReader("country,value\n"), nil,
			Options{Kind: TaxIDs, Map: []Mapping{{"RFC", "value"}}}, &HeaderError{}, `Map RFC=value: the header has no column "RFC"`},
		{"read fails", nil, iotest.ErrReader(readFail), nil, Options{Kind: TaxIDs, Input: CSV}, readFail,
			"the header row cannot be read: reading the input: disk on fire"},
		{"read fails later", nil, io.MultiReader(strings.NewReader("country,value\nAR,1\n"), iotest.ErrReader(readFail)), nil,
			Options{Kind: TaxIDs}, readFail, "reading the input"},
		{"write fails", nil, strings.NewReader("country,value\nAR,1\n"), failWriter{}, Options{Kind: TaxIDs},
			errWrite, "writing the output: no room"},
		{"write of the CSV header fails", nil, strings.NewReader("country,value\nAR,1\n"), failWriter{},
			Options{Kind: TaxIDs, Output: CSV}, errWrite, "writing the output: no room"},
		{"canceled", canceled, strings.NewReader("country,value\nAR,1\n"), nil, Options{Kind: TaxIDs}, context.Canceled, "canceled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, out := tc.ctx, tc.out
			if ctx == nil {
				ctx = context.Background()
			}
			if out == nil {
				out = io.Discard
			}
			total, err := Run(ctx, tc.in, out, tc.o, nil)
			require.Error(t, err)
			switch want := tc.want.(type) {
			case *OptionsError:
				assert.ErrorAs(t, err, &want)
			case *HeaderError:
				assert.ErrorAs(t, err, &want)
			default:
				assert.ErrorIs(t, err, want)
			}
			assert.Contains(t, err.Error(), tc.msg)
			assert.Equal(t, tc.o.Kind, total.Kind)
			assert.Zero(t, total.Valid)
		})
	}
}

var errWrite = errors.New("no room")

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errWrite }

func TestMaskID(t *testing.T) {
	for in, want := range map[string]string{
		"": "", "1": "••••", "1234567": "••••", "12345678": "••••5678", "30546689979": "••••9979",
		"MUÑ110218LJ6": "••••8LJ6", "ÑÑÑÑÑÑÑÑ": "••••ÑÑÑÑ",
	} {
		assert.Equal(t, want, maskID(in), in)
	}
}

// TestKind checks the names, fields and columns of the kinds and formats.
func TestKind(t *testing.T) {
	for _, tc := range []struct {
		k      Kind
		name   string
		fields int
	}{{TaxIDs, "tax-ids", 4}, {Records, "records", 9}, {0, "Kind(0)", 0}} {
		assert.Equal(t, tc.name, tc.k.String())
		assert.Len(t, tc.k.Fields(), tc.fields)
		if tc.fields > 0 {
			cols := tc.k.Columns()
			assert.Equal(t, "line", cols[0])
			assert.Equal(t, "error", cols[len(cols)-1])
			tc.k.Fields()[0] = "changed"
			assert.NotEqual(t, "changed", tc.k.Fields()[0], "a copy")
		}
	}
	for name, want := range map[string]Format{"a.csv": CSV, "A.TSV": CSV, "x.txt": CSV, "b.jsonl": JSONLines,
		"b.NDJSON": JSONLines, "-": Detect, "c.xlsx": XLSX, "C.XLSM": XLSX, "d.ods": Detect, "noext": Detect} {
		assert.Equal(t, want, FormatOf(name), name)
	}
	assert.Equal(t, []string{"", "csv", "jsonl", "xlsx", "Format(4)"},
		[]string{Detect.String(), CSV.String(), JSONLines.String(), XLSX.String(), Format(4).String()})
	assert.Equal(t, []string{"detect", "utf-8", "windows-1252"},
		[]string{DetectEncoding.String(), UTF8.String(), Windows1252.String()})
}
