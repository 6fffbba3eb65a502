package address

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/testfile"
)

// formattedRef is the decision formatted made before its read-back was
// made cheaper (issue 26): every usual form other than the input is
// offered to the strict reader and then parsed in full. It is kept here
// only as the reference TestFormattedDecision compares formatted with.
func formattedRef(f *fields, input string) string {
	var buf [4 * MaxLength]byte
	for _, marked := range [...]bool{false, true} {
		if marked && f.hood == "" {
			break
		}
		if u := appendUsual(buf[:0], f, marked); len(u) <= MaxLength {
			if string(u) == input {
				return input
			}
			s := string(u)
			if readsBackRef(s, f) {
				return s
			}
		}
	}
	return string(appendStrict(buf[:0], f))
}

// readsBackRef is readsBack as it was: the strict reader first, then the
// whole parse and the comparison of every part.
func readsBackRef(s string, f *fields) bool {
	if _, ok := readStrict(f.ci, s); ok {
		return false
	}
	var q parser
	q.init(s, f.ci)
	q.run()
	o := &q.out
	if q.reason() != "" || !q.sameText(o.street, f.street) || !q.sameSpans(o.units[:o.nunits], f.unit) ||
		!q.sameSpans(o.hoods[:o.nhoods], f.hood) || q.cityText() != f.city || o.postal != f.postal {
		return false
	}
	switch {
	case o.sn:
		if f.number != "S/N" {
			return false
		}
	case !q.sameText(o.number, f.number):
		return false
	}
	if o.region < 0 {
		return f.regionCode == ""
	}
	return regionTable[o.region].code == f.regionCode
}

// decisionInputs returns every address of the package's test tables
// (labelled, held-out, the fuzz corpus, the benchmarks and the fuzz
// seeds), each with its country.
func decisionInputs(t *testing.T) [][2]string {
	var in [][2]string
	for _, pattern := range []string{"testdata/addresses_*.txt", "testdata/heldout_*.txt"} {
		for _, rec := range testfile.Read(t, pattern, 9) {
			base := strings.TrimSuffix(filepath.Base(rec.File), ".txt")
			cc := strings.ToUpper(base[strings.LastIndexByte(base, '_')+1:])
			in = append(in, [2]string{cc, rec.Fields[0]})
		}
	}
	files, err := filepath.Glob("testdata/fuzz/FuzzValidate/*")
	require.NoError(t, err)
	for _, file := range files {
		b, err := os.ReadFile(file)
		require.NoError(t, err)
		var vals []string
		for _, line := range strings.Split(string(b), "\n") {
			if q, ok := strings.CutPrefix(line, "string("); ok {
				v, err := strconv.Unquote(strings.TrimSuffix(q, ")"))
				require.NoError(t, err, file)
				vals = append(vals, v)
			}
		}
		require.Len(t, vals, 2, file)
		in = append(in, [2]string{vals[0], vals[1]})
	}
	for _, c := range benchCases {
		in = append(in, [2]string{c.country, c.value})
	}
	return in
}

// decisionValues returns the addresses of decisionInputs, each also with
// one of its comma-separated segments left out: the inputs that the tests
// of a shortcut (TestFormattedDecision, TestCues) read as every country's.
func decisionValues(t *testing.T) []string {
	var values []string
	for _, in := range decisionInputs(t) {
		values = append(values, in[1])
		segs := strings.Split(in[1], ",")
		for i := range segs {
			if len(segs) > 1 {
				values = append(values, strings.Join(append(segs[:i:i], segs[i+1:]...), ","))
			}
		}
	}
	return values
}

// TestFormattedDecision checks that Formatted is what the full read-back
// decision (formattedRef) gives, on every address of the test tables read
// as an address of every country, on each with one of its comma-separated
// segments left out, and on the Formatted of each, so that a read-back
// made cheaper can never choose another form.
func TestFormattedDecision(t *testing.T) {
	values := decisionValues(t)
	checked, usual := 0, 0
	check := func(cc, v string) Result {
		r := Validate(cc, v)
		if !r.Valid {
			return r
		}
		ci := countryIndex(r.Country)
		input := v
		if _, ok := readStrict(ci, v); ok && len(v) <= 2*MaxLength {
			input = "" // strictResult's call
		}
		f := fieldsOf(ci, &r)
		checked++
		want := formattedRef(&f, input)
		if _, ok := readStrict(ci, want); !ok {
			usual++
		}
		assert.Equal(t, want, r.Formatted, "%s %q", cc, v)
		return r
	}
	for ci := range countryTable {
		cc := countryTable[ci].code
		for _, v := range values {
			if r := check(cc, v); r.Valid {
				check(cc, r.Formatted)
			}
		}
	}
	t.Logf("%d valid results checked, %d in the usual form", checked, usual)
	require.Greater(t, checked, 10000)
}

// fieldsOf returns r's parts.
func fieldsOf(ci int, r *Result) fields {
	return fieldsOfRegion(ci, r, regionByCode(ci, r.RegionCode))
}
