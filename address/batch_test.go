package address

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestBatch: a Batch gives Validate's result for every address of the
// test tables (decisionValues: each also with one of its segments left
// out) read as an address of every country, in groups of every size that
// mix countries, unsupported ones, empty and too long values, so that
// every step's group holds parsers at different places in the parse.
func TestBatch(t *testing.T) {
	values := decisionValues(t)
	countries := []string{"", "XX", "us"}
	for ci := range countryTable {
		countries = append(countries, countryTable[ci].code)
	}
	var cs, vs []string
	for _, v := range values {
		for _, cc := range countries[3:] {
			cs, vs = append(cs, cc), append(vs, v)
		}
	}
	for i, cc := range countries[:3] {
		cs, vs = append(cs, cc), append(vs, values[i])
	}
	cs, vs = append(cs, "AR", "MX", "BR"), append(vs, "", "   ", string(make([]byte, MaxLength+1)))
	r := rand.New(rand.NewPCG(1, 26))
	r.Shuffle(len(vs), func(i, j int) { cs[i], cs[j], vs[i], vs[j] = cs[j], cs[i], vs[j], vs[i] })
	want := make([]Result, len(vs))
	for i := range vs {
		want[i] = Validate(cs[i], vs[i])
	}
	var b Batch
	got := make([]Result, len(vs))
	checked := 0
	for lo := 0; lo < len(vs); {
		hi := min(lo+1+r.IntN(2*groupSize), len(vs)) // groups cut anywhere, some longer than groupSize
		b.Validate(Validator{}, cs[lo:hi], vs[lo:hi], got[lo:hi])
		for i := lo; i < hi; i++ {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Fatalf("Batch: Validate(%q, %q)\n got %+v\nwant %+v", cs[i], vs[i], got[i], want[i])
			}
			checked++
		}
		lo = hi
	}
	for j := range b.p {
		if b.p[j].in != "" || b.p[j].out != noParts || b.rb[j] != (readBack{}) || b.f[j] != (fields{}) {
			t.Fatalf("parser %d keeps a value: %q", j, b.p[j].in)
		}
	}
	t.Logf("%d addresses", checked)
}

func TestBatchLengths(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("slices of different lengths: no panic")
		}
	}()
	var b Batch
	b.Validate(Validator{}, []string{"AR"}, []string{"a", "b"}, make([]Result, 2))
}

func FuzzBatch(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value, "MX", benchCases[2].value)
	}
	var b Batch
	f.Fuzz(func(t *testing.T, c1, v1, c2, v2 string) {
		cs, vs := []string{c1, c2, c1}, []string{v1, v2, v2}
		out := make([]Result, 3)
		b.Validate(Validator{}, cs, vs, out)
		for i := range vs {
			if want := Validate(cs[i], vs[i]); !reflect.DeepEqual(out[i], want) {
				t.Fatalf("Batch: Validate(%q, %q)\n got %+v\nwant %+v", cs[i], vs[i], out[i], want)
			}
		}
	})
}

// BenchmarkBatch validates 32 copies of each bench case through a Batch,
// per address (ns/op is for the 32).
func BenchmarkBatch(b *testing.B) {
	for _, c := range benchCases {
		b.Run(c.name, func(b *testing.B) {
			cs, vs := make([]string, groupSize), make([]string, groupSize)
			for i := range vs {
				cs[i], vs[i] = c.country, c.value
			}
			out := make([]Result, groupSize)
			var bt Batch
			b.ReportAllocs()
			for b.Loop() {
				bt.Validate(Validator{}, cs, vs, out)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*groupSize), "ns/address")
		})
	}
}
