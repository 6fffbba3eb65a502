package httpapi

import (
	"encoding/json"
	"testing"
)

// FuzzHandler feeds arbitrary bodies and content types to the tax-ids
// endpoint: the handler never panics and never answers 5xx, and every
// answer is well-formed JSON of the documented kind.
func FuzzHandler(f *testing.F) {
	for _, s := range []string{
		`{"items":[{"id":"1","value":"20-12345678-6","country":"AR"}]}`,
		`{"items":[{"value":"12.ABC.345/01DE-35","country":"br","type":"CNPJ"},{"value":"x"}]}`,
		`{"items":[]}`, `{"items":null}`, `{}`, `[]`, `{"items":[{"value":1}]}`,
		`{"items":[{"value":"\ud800","country":"\u0000"}]}`, `{"items":[{}]} x`, ``, `{"items":[`,
		`{"items":[],"items":[{"value":"1"}]}`, `{"items":[{"value":"1","\u0076alue":"2"}]}`,
		"\ufeff{\"items\":[{\"value\":\"1\"}]}",
	} {
		f.Add(s, "application/json")
	}
	f.Add(`{}`, "text/plain")
	f.Add(`{"items":[{"value":"1"}]}`, "application/json; charset=ISO-8859-1")
	f.Add(`{"items":[{"value":"1"}]}`, "application/json; charset=UTF-8")
	fx := newFixture(f, 1<<40)
	f.Fuzz(func(t *testing.T, body, ctype string) {
		w := fuzzServe(t, fx, "/v1/validate/tax-ids", body, ctype)
		if w == nil {
			return
		}
		var r taxIDResponse
		if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Summary.Total != len(r.Results) || r.Summary.Valid+r.Summary.Invalid != r.Summary.Total {
			t.Fatalf("summary %+v does not add up", r.Summary)
		}
	})
}
