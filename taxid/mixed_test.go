package taxid

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/testfile"
	"github.com/ndval/ndval/taxid/internal/mixed"
)

// mixedInput is one line of testdata/mixed.tsv.
type mixedInput struct{ country, typ, value string }

// readMixed reads testdata/mixed.tsv, the mixed input that
// internal/genmixed writes.
func readMixed(tb testing.TB) []mixedInput {
	tb.Helper()
	recs := testfile.Read(tb, "testdata/mixed.tsv", 3)
	in := make([]mixedInput, len(recs))
	for i, rec := range recs {
		in[i] = mixedInput{rec.Fields[0], rec.Fields[1], rec.Fields[2]}
	}
	return in
}

// TestMixed validates every id of the mixed input and compares each
// answer with the generator's, whose check digits are computed by its own
// code: the two implementations check each other.
func TestMixed(t *testing.T) {
	in := readMixed(t)
	rows := mixed.Rows()
	require.Len(t, in, len(rows), "testdata/mixed.tsv is stale: run go generate ./taxid")
	require.GreaterOrEqual(t, len(in), 10_000)
	valid := 0
	for i, row := range rows {
		require.Equal(t, mixedInput{row.Country, row.Type, row.Value}, in[i],
			"line %d of testdata/mixed.tsv is stale: run go generate ./taxid", i)
		r := Validate(row.Country, row.Type, row.Value)
		want := Result{
			Country: r.Country, Type: row.WantType, Valid: row.Reason == "",
			Normalized: row.Normalized, Formatted: row.Formatted,
			Reason: ndval.Reason(row.Reason), Entity: ndval.Entity(row.Entity),
		}
		if !assert.Equal(t, want, r, "%q %q %q", row.Country, row.Type, row.Value) {
			continue
		}
		if r.Valid {
			valid++
		}
	}
	assert.Greater(t, valid, len(rows)*8/10, "valid ids")
	assert.Less(t, valid, len(rows)*95/100, "valid ids")
}

// BenchmarkMixed validates the mixed input, Validate after Validate, and
// reports the time and allocations per id.
func BenchmarkMixed(b *testing.B) {
	in := readMixed(b)
	valid := 0
	perID(b, len(in), func() {
		for _, it := range in {
			if Validate(it.country, it.typ, it.value).Valid {
				valid++
			}
		}
	})
	if valid == 0 {
		b.Fatal("no valid id")
	}
}

// BenchmarkMixedJSON writes the results of the mixed input as JSON into
// a reused buffer: with AppendValidate, as the server does, and with
// Validate and Result.AppendJSON, as it did before.
func BenchmarkMixedJSON(b *testing.B) {
	in := readMixed(b)
	for _, bc := range []struct {
		name string
		json func(buf []byte, it mixedInput) ([]byte, bool)
	}{
		{"AppendValidate", func(buf []byte, it mixedInput) ([]byte, bool) {
			buf, reason := AppendValidate(buf, it.country, it.typ, it.value)
			return buf, reason == ""
		}},
		{"ValidateAppendJSON", func(buf []byte, it mixedInput) ([]byte, bool) {
			r := Validate(it.country, it.typ, it.value)
			return r.AppendJSON(buf), r.Valid
		}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			buf := make([]byte, 0, 256)
			valid := 0
			perID(b, len(in), func() {
				for _, it := range in {
					var ok bool
					if buf, ok = bc.json(buf[:0], it); ok {
						valid++
					}
				}
			})
			if valid == 0 {
				b.Fatal("no valid id")
			}
		})
	}
}

// perID runs fn, which handles n ids, in the benchmark loop and reports
// nanoseconds per id, and allocations per id as testing.AllocsPerRun
// counts them on one run of fn.
func perID(b *testing.B, n int, fn func()) {
	allocs := testing.AllocsPerRun(1, fn) / float64(n)
	b.ReportAllocs()
	for b.Loop() {
		fn()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(float64(b.N)*float64(n)), "ns/id")
	b.ReportMetric(allocs, "allocs/id")
}
