package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/readme"
)

var updateGolden = flag.Bool("update-golden", false, "rewrite the golden files of ndval validate")

const validateData = "testdata/validate"

// golden compares got with the golden file name, or rewrites it with
// -update-golden.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join(validateData, name)
	if *updateGolden {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./cmd/ndval -run TestValidateGolden -update-golden")
	assert.Equal(t, string(want), got, name)
}

// TestValidateGolden runs both commands on their CSV and JSON Lines inputs
// in both output formats, against the golden files.
func TestValidateGolden(t *testing.T) {
	for _, tc := range []struct {
		kind, input string
		extra       []string
	}{
		{"tax-ids", "taxids.csv", nil},
		{"tax-ids", "taxids.jsonl", nil},
		{"records", "records.csv", nil},
		{"records", "records.jsonl", nil},
		{"records", "proveedores.csv", []string{"--map", "RFC=tax_id", "--map", "país=country", "--map", "CLABE=account",
			"--map", "Razón social=name", "--map", "Correo=email", "--map", "Código=reference_id"}},
	} {
		for _, format := range []string{"jsonl", "csv"} {
			t.Run(tc.input+"."+format, func(t *testing.T) {
				args := append([]string{"validate", tc.kind, "--quiet", "--workers", "3", "--format", format},
					tc.extra...)
				out, errOut, code := runCmd(t, append(args, filepath.Join(validateData, tc.input))...)
				require.Equal(t, 0, code, errOut)
				assert.Empty(t, errOut, "--quiet")
				golden(t, tc.input+"."+format+".golden", out)
				if format == "jsonl" {
					checkJSONLines(t, out)
				}
			})
		}
	}
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

// TestValidateSemicolonBOM reads a spreadsheet's export (BOM, semicolons,
// CRLF, quoted fields): the same results as the plain CSV's rows, and a
// CSV output that keeps the BOM and the delimiter.
func TestValidateSemicolonBOM(t *testing.T) {
	out, errOut, code := runCmd(t, "validate", "tax-ids", "--quiet", filepath.Join(validateData, "taxids_semicolon_bom.csv"))
	require.Equal(t, 0, code, errOut)
	plain, _, _ := runCmd(t, "validate", "tax-ids", "--quiet", filepath.Join(validateData, "taxids.csv"))
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

	csvOut, _, code := runCmd(t, "validate", "tax-ids", "--quiet", "--format", "csv",
		filepath.Join(validateData, "taxids_semicolon_bom.csv"))
	require.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(csvOut, "\xef\xbb\xbfid;country;type;value;line;valid;"), csvOut[:40])
	assert.Contains(t, csvOut, "\r\n1;AR;;30-54668997-9;2;true;cuit;30546689979;30-54668997-9;;company;;\r\n")

	// The delimiter given wins over the detected one.
	_, errOut, code = runCmd(t, "validate", "tax-ids", "--quiet", "--delimiter", ",",
		filepath.Join(validateData, "taxids_semicolon_bom.csv"))
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `the header has no column "country"`)
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
// to the kinds': go test ./cmd/ndval -run TestREADMEColumns -update-golden.
func TestREADMEColumns(t *testing.T) {
	var b strings.Builder
	b.WriteString("| Kind | Result columns |\n|---|---|\n")
	for _, k := range []*kindSpec{&taxIDsKind, &recordsKind} {
		b.WriteString("| " + k.name + " | `" + strings.Join(k.results, "`, `") + "` |\n")
	}
	readme.Check(t, "../../README.md", "validate-columns", b.String(), *updateGolden)
}

// TestEscapeFormulas: with --escape-formulas, a CSV output never starts a
// field with what a spreadsheet runs as a formula, from the input columns
// or the result columns; without it, the values are written as they are.
func TestEscapeFormulas(t *testing.T) {
	for s, want := range map[string]bool{"=1+1": true, "+54 11 4329-2000": true, "-2": true, "@SUM(A1)": true,
		"\tx": true, "\rx": true, "＝1": true, "＠x": true, "": false, "30-54668997-9": false, "a=b": false, " =1": false} {
		assert.Equal(t, want, isFormula(s), "%q", s)
	}
	in := filepath.Join(t.TempDir(), "in.jsonl")
	require.NoError(t, os.WriteFile(in, []byte(`{"id":"=HYPERLINK(\"http://example.com\")","country":"AR","value":"30-54668997-9"}
{"id":"2","country":"BR","value":"@cmd"}
{"id":"3","country":"AR","value":"30-54668997-9"}
`), 0o644))
	out, errOut, code := runCmd(t, "validate", "tax-ids", "--quiet", "--format", "csv", "--escape-formulas", in)
	require.Equal(t, 0, code, errOut)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err, out)
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

	out, _, code = runCmd(t, "validate", "tax-ids", "--quiet", "--format", "csv", in)
	require.Equal(t, 0, code)
	rows, err = csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err, out)
	assert.Equal(t, `=HYPERLINK("http://example.com")`, rows[1][0], "written as it is without the flag")

	_, errOut, code = runCmd(t, "validate", "tax-ids", "--escape-formulas", in)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--escape-formulas is for --format csv")
}
