package batch

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/jsonwrite"
)

// benchFile returns a generated file of n rows of kind in
// $TMPDIR/ndval-bench, made on first use and kept for the next runs (the
// generator is deterministic): 32 MB for a million tax ids.
func benchFile(b *testing.B, kind string, n int) string {
	dir := filepath.Join(os.TempDir(), "ndval-bench")
	require.NoError(b, os.MkdirAll(dir, 0o755))
	path := filepath.Join(dir, kind+"-"+strconv.Itoa(n)+".csv")
	if _, err := os.Stat(path); err != nil {
		tmp := b.TempDir()
		require.NoError(b, os.Rename(genFile(b, tmp, kind, n), path))
	}
	return path
}

// BenchmarkValidateFile runs Run on a generated CSV of 1,000,000 tax-id
// rows and of 100,000 full records, to JSON Lines on /dev/null, and
// reports rows per second end to end (reading, parsing, validating,
// encoding, writing; every core), as "ndval validate KIND --quiet --out
// /dev/null FILE" runs it.
func BenchmarkValidateFile(b *testing.B) {
	for _, bc := range []struct {
		kind Kind
		n    int
	}{{TaxIDs, 1_000_000}, {Records, 100_000}} {
		b.Run(bc.kind.String(), func(b *testing.B) {
			file := benchFile(b, bc.kind.String(), bc.n)
			b.ReportAllocs()
			for b.Loop() {
				_, err := runToDevNull(file, bc.kind)
				require.NoError(b, err)
			}
			b.ReportMetric(float64(bc.n)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}

// runToDevNull validates file, of kind k, into /dev/null.
func runToDevNull(file string, k Kind) (Tally, error) {
	in, err := os.Open(file)
	if err != nil {
		return Tally{}, err
	}
	defer in.Close()
	out, err := os.Create(os.DevNull)
	if err != nil {
		return Tally{}, err
	}
	defer out.Close()
	return Run(context.Background(), in, out, Options{Kind: k, Input: FormatOf(file)}, nil)
}

// BenchmarkReadWriteFile is the baseline of BenchmarkValidateFile: the
// same 1,000,000 tax-id rows read by the same reader, through the same
// pipeline, and written by the same writer as JSON Lines holding the
// line, the index and the four input fields, with no validation.
func BenchmarkReadWriteFile(b *testing.B) {
	file := benchFile(b, "tax-ids", 1_000_000)
	b.ReportAllocs()
	for b.Loop() {
		copyRows(b, file)
	}
	b.ReportMetric(1_000_000*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}

// copyRows reads a tax-ids CSV and writes its rows as JSON Lines to
// /dev/null with the pipeline of Run, validating nothing.
func copyRows(b *testing.B, file string) {
	f, err := os.Open(file)
	require.NoError(b, err)
	defer f.Close()
	in, err := newInput(f, &Options{Kind: TaxIDs}, &taxIDsKind)
	require.NoError(b, err)
	out, err := os.Create(os.DevNull)
	require.NoError(b, err)
	defer out.Close()
	work := func(_ context.Context, ch *chunk) {
		text := string(ch.data)
		for i := range ch.rows {
			r := &ch.rows[i]
			o := append(ch.out, `{"line":`...)
			o = strconv.AppendInt(o, int64(r.line), 10)
			o = strconv.AppendInt(append(o, `,"index":`...), int64(r.index), 10)
			for f, name := range taxIDsKind.fields {
				col := r.first + in.fieldCol[f]
				o = jsonwrite.String(jsonwrite.Key(o, name), text[start(ch.ends, col):ch.ends[col]])
			}
			ch.out = append(o, "}\n"...)
		}
	}
	err = pipeline(context.Background(), 2, in.fill, func() func(context.Context, *chunk) { return work },
		func(ch *chunk) error { _, err := out.Write(ch.out); return err })
	require.NoError(b, err)
}
