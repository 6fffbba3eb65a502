package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/message"
)

// validateData holds the inputs and the golden files of package batch,
// which the command's output must equal.
const validateData = "../../batch/testdata"

// TestValidateGolden runs both commands on their CSV and JSON Lines inputs
// in both output formats: the output is batch.Run's, byte for byte (go
// test ./batch -run TestRunGolden -update-golden rewrites the files).
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
				want, err := os.ReadFile(filepath.Join(validateData, tc.input+"."+format+".golden"))
				require.NoError(t, err)
				assert.Equal(t, string(want), out)
			})
		}
	}
}

// TestValidateUsage checks the command line: help on stdout with status
// 0, mistakes and unopenable or unreadable files with status 2 (1 for an
// input that fails before its header is read) and a message that names
// the problem but no value.
func TestValidateUsage(t *testing.T) {
	taxids := filepath.Join(validateData, "taxids.csv")
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.csv")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))
	noCountry := filepath.Join(dir, "nocountry.csv")
	require.NoError(t, os.WriteFile(noCountry, []byte("Razón social;Correo\nYPF S.A.;pagos@ypf.com\n"), 0o644))
	badHeader := filepath.Join(dir, "bad.csv")
	require.NoError(t, os.WriteFile(badHeader, []byte("country,\"value\nAR,1\n"), 0o644))
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string // in stdout for 0, in stderr otherwise
	}{
		{"help", []string{"validate", "-h"}, 0, "Kinds:"},
		{"kind help", []string{"validate", "records", "--help"}, 0, "--fail-on-invalid"},
		{"no kind", []string{"validate"}, 2, "name a kind"},
		{"unknown kind", []string{"validate", "phones", "x.csv"}, 2, `unknown kind "phones"`},
		{"no file", []string{"validate", "tax-ids"}, 2, "want 1 file"},
		{"two files", []string{"validate", "tax-ids", "a.csv", "b.csv"}, 2, "want 1 file"},
		{"bad flag", []string{"validate", "tax-ids", "--nope", taxids}, 2, "flag provided but not defined"},
		{"bad input format", []string{"validate", "tax-ids", "--input-format", "ods", taxids}, 2, `invalid value "ods" for flag -input-format: a format is csv, jsonl or xlsx`},
		{"bad format", []string{"validate", "tax-ids", "--format", "xml", taxids}, 2, `invalid value "xml" for flag -format: a format is csv, jsonl or xlsx`},
		{"bad delimiter", []string{"validate", "tax-ids", "--delimiter", "::", taxids}, 2, "--delimiter"},
		{"bad encoding", []string{"validate", "tax-ids", "--encoding", "ebcdic", taxids}, 2, `invalid value "ebcdic" for flag -encoding: an encoding is utf-8 or windows-1252`},
		{"no workers", []string{"validate", "tax-ids", "--workers", "0", taxids}, 2, "--workers must be at least 1"},
		{"escape formulas without csv", []string{"validate", "tax-ids", "--escape-formulas", taxids}, 2,
			"--escape-formulas is for --format csv"},
		{"bad map", []string{"validate", "tax-ids", "--map", "RFC", taxids}, 2, "want COLUMN=FIELD"},
		{"map to no field", []string{"validate", "tax-ids", "--map", "RFC=rfc", taxids}, 2, `has no field "rfc"`},
		{"map of no column", []string{"validate", "tax-ids", "--map", "RFC=value", taxids}, 2,
			`--map RFC=value: the header has no column "RFC"` + "\nRun \"ndval validate tax-ids -h\""},
		{"missing file", []string{"validate", "tax-ids", "nope.csv"}, 2, "cannot open the input"},
		{"a directory", []string{"validate", "tax-ids", dir}, 1, "ndval: reading the input: read " + dir},
		{"empty file", []string{"validate", "tax-ids", empty}, 2, "ndval: the input is empty: a CSV file starts with a header row\n"},
		{"unreadable header", []string{"validate", "tax-ids", badHeader}, 2, "ndval: the header row cannot be read: "},
		{"no country column", []string{"validate", "records", noCountry}, 2,
			`the header has no column "country": name the column that holds it with --map COLUMN=country` +
				"\nRun \"ndval validate records -h\""},
		{"two columns for a field", []string{"validate", "records", "--map", "RFC=tax_id", "--map", "Código=tax_id",
			"--map", "País=country", filepath.Join(validateData, "proveedores.csv")}, 2, "columns 1 and 3 both hold tax_id"},
		{"the delimiter given wins", []string{"validate", "tax-ids", "--quiet", "--delimiter", ",",
			filepath.Join(validateData, "taxids_semicolon_bom.csv")}, 2, `the header has no column "country"`},
		{"unwritable output", []string{"validate", "tax-ids", "--out", "/nonexistent/x", taxids}, 2,
			"ndval: cannot create the output: open /nonexistent/x"},
		{"flags after the file", []string{"validate", "tax-ids", taxids, "--quiet", "--format", "csv"}, 0, "resolved_type"},
		{"escape formulas", []string{"validate", "tax-ids", "--quiet", "--format", "csv", "--escape-formulas", taxids}, 0,
			"resolved_type"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runCmd(t, tc.args...)
			require.Equal(t, tc.code, code, "stdout %s\nstderr %s", out, errOut)
			if tc.code == 0 {
				assert.Contains(t, out, tc.want)
			} else {
				assert.Contains(t, errOut, tc.want)
			}
		})
	}
}

// TestValidateOut: --out is created once the header is read, even when no
// row follows, and not at all when the header stops the run.
func TestValidateOut(t *testing.T) {
	dir := t.TempDir()
	headerOnly := filepath.Join(dir, "header.csv")
	require.NoError(t, os.WriteFile(headerOnly, []byte("country,value\n"), 0o644))
	out := filepath.Join(dir, "out.jsonl")
	_, errOut, code := runCmd(t, "validate", "tax-ids", "--quiet", "--out", out, headerOnly)
	require.Equal(t, 0, code, errOut)
	b, err := os.ReadFile(out)
	require.NoError(t, err, "created")
	assert.Empty(t, b)

	out = filepath.Join(dir, "none.jsonl")
	_, _, code = runCmd(t, "validate", "records", "--out", out, noCountryFile(t))
	require.Equal(t, 2, code)
	assert.NoFileExists(t, out)
}

// TestValidateExitStatus: a run with invalid rows exits 0, or 1 with
// --fail-on-invalid; an all-valid file exits 0 either way.
func TestValidateExitStatus(t *testing.T) {
	taxids := filepath.Join(validateData, "taxids.csv")
	_, _, code := runCmd(t, "validate", "tax-ids", "--quiet", taxids)
	assert.Equal(t, 0, code)
	_, errOut, code := runCmd(t, "validate", "tax-ids", "--quiet", "--fail-on-invalid", taxids)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "--fail-on-invalid")

	good := filepath.Join(t.TempDir(), "good.csv")
	require.NoError(t, os.WriteFile(good, []byte("country,value\nAR,30-54668997-9\nBR,33.000.167/0001-01\n"), 0o644))
	_, _, code = runCmd(t, "validate", "tax-ids", "--quiet", "--fail-on-invalid", good)
	assert.Equal(t, 0, code)
}

// TestValidateSummary checks the summary on standard error and the note
// on a column that is not a field.
func TestValidateSummary(t *testing.T) {
	_, errOut, code := runCmd(t, "validate", "tax-ids", "--out", os.DevNull, filepath.Join(validateData, "taxids.csv"))
	require.Equal(t, 0, code)
	assert.Contains(t, errOut, "ndval validate tax-ids: 22 rows")
	for _, want := range []string{`valid +12`, `invalid +5`, `invalid_checksum +1`, `unsupported_country +1`,
		`unreadable +5`, `malformed_csv +3`, `missing_column +1`, `extra_column +1`} {
		assert.Regexp(t, `(?m)^ +`+want+`$`, errOut)
	}
	_, errOut, code = runCmd(t, "validate", "records", "--map", "RFC=tax_id", "--map", "País=country",
		"--out", os.DevNull, filepath.Join(validateData, "proveedores.csv"))
	require.Equal(t, 0, code)
	assert.Contains(t, errOut,
		"ndval: column \"Notas\" is not a field of records: kept, not read (see --map)\nndval validate records: ", "notes, then the summary")
	assert.Contains(t, errOut, "payment ready")
	assert.Contains(t, errOut, "tax_id invalid_checksum")
	assert.NotContains(t, errOut, "PME380607P36", "no value in the summary")
}

// TestValidateStdin reads standard input (-) in a process of its own,
// detecting JSON Lines from the first byte.
func TestValidateStdin(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	in, err := os.ReadFile(filepath.Join(validateData, "taxids.jsonl"))
	require.NoError(t, err)
	cmd := ndvalCmd("validate", "tax-ids", "-")
	cmd.Stdin = bytes.NewReader(in)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	require.NoError(t, cmd.Run(), errOut.String())
	want, err := os.ReadFile(filepath.Join(validateData, "taxids.jsonl.jsonl.golden"))
	require.NoError(t, err)
	assert.Equal(t, string(want), out.String())
	assert.Contains(t, errOut.String(), "ndval validate tax-ids: 10 rows")
	assert.NotContains(t, errOut.String(), "rows/s\r", "no progress bar on a pipe")
}

// TestProgress draws the bar into a buffer, as on a terminal.
func TestProgress(t *testing.T) {
	for _, tt := range []struct {
		lang             message.Lang
		rows, rate, left string
	}{
		{message.English, "1234 rows", "rows/s", " left "},
		{message.Spanish, "1234 filas", "filas/s", " faltan "},
		{message.Portuguese, "1234 linhas", "linhas/s", " faltam "},
	} {
		var b syncBuffer
		pr := newProgress(&b, 1000, true, tt.lang)
		pr.stop() // nothing drawn before the first rows
		assert.Empty(t, b.String())
		pr.update(1234, 500)
		pr.stop()
		for _, w := range []string{tt.rows, tt.rate, tt.left} {
			assert.Contains(t, b.String(), w, tt.lang)
		}
	}
	var b syncBuffer
	assert.Nil(t, newProgress(&b, 1000, false, message.English))
	var none *progress
	none.update(1, 1) // a nil bar draws nothing
	none.stop()
	assert.False(t, isTerminal(&b))
}

// TestValidateEncoding reads a sheet saved as Windows-1252 with
// --encoding (batch's TestRunEncoding tests the rest).
func TestValidateEncoding(t *testing.T) {
	file := filepath.Join(t.TempDir(), "latin1.csv")
	require.NoError(t, os.WriteFile(file, []byte("country,tax_id,name\nMX,GODE561231GR8,Emma G\xf3mez D\xedaz\nMX,SAT970701NN3,SAT\n"), 0o644))
	out, _, code := runCmd(t, "validate", "records", "--quiet", "--encoding", "utf-8", file)
	require.Equal(t, 0, code)
	assert.Contains(t, out, `"reason":"not_utf8"`)
	for _, flags := range [][]string{{"--encoding", "latin1"}, nil} { // given, or detected
		out, _, code = runCmd(t, append(append([]string{"validate", "records", "--quiet"}, flags...), file)...)
		require.Equal(t, 0, code)
		assert.Contains(t, out, `"full":"Emma Gómez Díaz"`)
	}
}

// noCountryFile returns a records CSV whose header names no country, and
// no column that implies one.
func noCountryFile(t *testing.T) string {
	path := filepath.Join(t.TempDir(), "nocountry.csv")
	require.NoError(t, os.WriteFile(path, []byte("Razón social;Correo\nYPF S.A.;pagos@ypf.com\n"), 0o644))
	return path
}
