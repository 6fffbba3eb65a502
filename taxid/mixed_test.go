package taxid

import (
	"runtime"
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

// BenchmarkMixedAppend writes the results of the mixed input as JSON into
// a reused buffer with AppendValidate, as the server does.
func BenchmarkMixedAppend(b *testing.B) {
	in := readMixed(b)
	buf := make([]byte, 0, 256)
	valid := 0
	perID(b, len(in), func() {
		for _, it := range in {
			var reason ndval.Reason
			buf, reason = AppendValidate(buf[:0], it.country, it.typ, it.value)
			if reason == "" {
				valid++
			}
		}
	})
	if valid == 0 {
		b.Fatal("no valid id")
	}
}

// BenchmarkMixedJSON is the same through Validate and Result.AppendJSON,
// the way the server wrote results before AppendValidate.
func BenchmarkMixedJSON(b *testing.B) {
	in := readMixed(b)
	buf := make([]byte, 0, 256)
	valid := 0
	perID(b, len(in), func() {
		for _, it := range in {
			r := Validate(it.country, it.typ, it.value)
			buf = r.AppendJSON(buf[:0])
			if r.Valid {
				valid++
			}
		}
	})
	if valid == 0 {
		b.Fatal("no valid id")
	}
}

// perID runs fn, which handles n ids, in the benchmark loop and reports
// nanoseconds and allocations per id.
func perID(b *testing.B, n int, fn func()) {
	b.ReportAllocs()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		fn()
	}
	runtime.ReadMemStats(&after)
	ids := float64(b.N) * float64(n)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/ids, "ns/id")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/ids, "allocs/id")
}
