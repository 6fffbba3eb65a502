package httpapi

import (
	"encoding/json"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/taxid"
)

// benchItems are a mix of countries and outcomes, cycled to fill a batch.
var benchItems = []struct{ value, country, typ string }{
	{"30-54668997-9", "AR", ""},
	{"20-12345678-6", "AR", "cuil"},
	{"30-54668997-8", "AR", "cuit"}, // bad check digit
	{"33.000.167/0001-01", "BR", ""},
	{"12.ABC.345/01DE-35", "BR", "cnpj"},
	{"123.456.789-09", "BR", "cpf"},
	{"111.111.111-11", "BR", "cpf"}, // never issued
	{"SAT970701NN3", "MX", "rfc"},
	{"XAXX010101000", "MX", ""},
	{"BOXW310820HNERXN09", "MX", "curp"},
	{"61.704.000-K", "CL", ""},
	{"899.999.068-1", "CO", "nit"},
	{"20131312955", "PE", ""},
	{"J-00095036-9", "VE", "rif"},
	{"1760013210001", "EC", "ruc"},
	{"1-01-01063-2", "DO", "rnc"},
	{"12345", "UY", ""},     // wrong length
	{"123", "FR", ""},       // unsupported country
	{"", "AR", ""},          // missing value
	{"30546689979", "", ""}, // missing country
}

// benchBody returns a tax-ids request of n items.
func benchBody(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"items":[`)
	for i := range n {
		it := benchItems[i%len(benchItems)]
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"id":"item-` + strconv.Itoa(i) + `","value":"` + it.value + `","country":"` + it.country + `"`)
		if it.typ != "" {
			b.WriteString(`,"type":"` + it.typ + `"`)
		}
		b.WriteString(`}`)
	}
	b.WriteString(`]}`)
	return []byte(b.String())
}

// BenchmarkTaxIDs serves a 1000-item batch end to end through the handler
// (auth, decode, quota, validation, encode) and reports items per second
// and allocations per item.
func BenchmarkTaxIDs(b *testing.B) {
	benchServe(b, newFixture(b, 1<<62), "/v1/validate/tax-ids", string(benchBody(1000)), 1000)
}

// BenchmarkTaxIDsOne serves a one-item batch end to end: what a request
// costs around its items (key, quota, headers, the language).
func BenchmarkTaxIDsOne(b *testing.B) {
	benchServe(b, newFixture(b, 1<<62), "/v1/validate/tax-ids", string(benchBody(1)), 1)
}

// BenchmarkTaxIDsLang is BenchmarkTaxIDs, and BenchmarkTaxIDsOne, with an
// Accept-Language header: what choosing a language costs a request, and
// what the other catalogs cost the items with an error (one in four).
func BenchmarkTaxIDsLang(b *testing.B) {
	for _, n := range []int{1000, 1} {
		for _, al := range []string{"en-GB,en;q=0.9", "es-MX,es;q=0.9,en;q=0.8", "pt-BR"} {
			b.Run(strconv.Itoa(n)+"/"+al, func(b *testing.B) {
				benchServeLang(b, newFixture(b, 1<<62), "/v1/validate/tax-ids", string(benchBody(n)), n, al)
			})
		}
	}
}

// BenchmarkDecodeTaxIDs is the request decode alone.
func BenchmarkDecodeTaxIDs(b *testing.B) {
	body := benchBody(1000)
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	perItem(b, 1000, func() {
		if _, err := decodeTaxIDs(nil, body, DefaultMaxFieldChars); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkStdJSONRoundTrip is the floor we compare with: encoding/json
// decoding the same request and encoding a response of the same shape,
// with no validation at all.
func BenchmarkStdJSONRoundTrip(b *testing.B) {
	type item struct {
		ID      string `json:"id,omitempty"`
		Value   string `json:"value"`
		Country string `json:"country"`
		Type    string `json:"type,omitempty"`
	}
	type result struct {
		Index      int    `json:"index"`
		ID         string `json:"id,omitempty"`
		Country    string `json:"country"`
		Type       string `json:"type"`
		Valid      bool   `json:"valid"`
		Normalized string `json:"normalized"`
		Formatted  string `json:"formatted"`
	}
	body := benchBody(1000)
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	perItem(b, 1000, func() {
		var req struct{ Items []item }
		if err := json.Unmarshal(body, &req); err != nil {
			b.Fatal(err)
		}
		res := make([]result, len(req.Items))
		for i, it := range req.Items {
			res[i] = result{Index: i, ID: it.ID, Country: it.Country, Type: it.Type, Normalized: it.Value, Formatted: it.Value}
		}
		if _, err := json.Marshal(map[string]any{"results": res}); err != nil {
			b.Fatal(err)
		}
	})
}

// perItem runs fn in the benchmark loop and reports items per second and
// allocations per item for batches of n items.
func perItem(b *testing.B, n int, fn func()) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		fn()
	}
	runtime.ReadMemStats(&after)
	items := float64(b.N) * float64(n)
	b.ReportMetric(items/b.Elapsed().Seconds(), "items/s")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/items, "allocs/item")
}

// BenchmarkEncodeTaxIDs is the response encoding alone, from results
// validated beforehand.
func BenchmarkEncodeTaxIDs(b *testing.B) {
	items, ferr := decodeTaxIDs(nil, benchBody(1000), DefaultMaxFieldChars)
	if ferr != nil {
		b.Fatal(ferr)
	}
	results := make([]taxid.Result, len(items))
	for i, it := range items {
		results[i] = taxid.Validate(it.Country, it.Type, it.Value)
	}
	buf := make([]byte, 0, 256<<10)
	perItem(b, 1000, func() {
		buf = buf[:0]
		for i := range items {
			buf = appendTaxIDResult(buf, i, &items[i], &results[i], message.English)
		}
	})
	b.SetBytes(int64(len(buf)))
}

// BenchmarkValidateOnly is the validation alone, for the same batch.
func BenchmarkValidateOnly(b *testing.B) {
	items, ferr := decodeTaxIDs(nil, benchBody(1000), DefaultMaxFieldChars)
	if ferr != nil {
		b.Fatal(ferr)
	}
	perItem(b, 1000, func() {
		for _, it := range items {
			taxid.Validate(it.Country, it.Type, it.Value)
		}
	})
}

// appendTaxIDResult appends the JSON of one result already validated: the
// envelope (index, the item's id, and for an invalid result the
// contract's error object) around the taxid result's own encoding
// (taxid.Result.AppendJSON), its message in l. BenchmarkEncodeTaxIDs
// measures it.
func appendTaxIDResult(b []byte, index int, it *wire.TaxIDItem, r *taxid.Result, l message.Lang) []byte {
	b = openTaxIDResult(b, index, it)
	start := len(b)
	return closeTaxIDResult(r.AppendJSON(b), start, r.Reason, l)
}
