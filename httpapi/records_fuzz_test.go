package httpapi

import (
	"encoding/json"
	"testing"
)

// FuzzRecordsHandler feeds arbitrary bodies and content types to the
// records endpoint: the handler never panics and never answers 5xx, every
// answer is well-formed JSON of the documented kind, and a 200 has one
// result per record, in order, with a summary that adds up.
func FuzzRecordsHandler(f *testing.F) {
	for _, s := range []string{
		`{"items":[` + ypfRecord + `]}`, `{"items":[` + mxRecord + `,{"country":"zz"},{}]}`,
		`{"items":[{"country":"BR","tax_id":"123.456.789-09","account":"0170356420000030382009","name":"Padaria Ltda."}]}`,
		`{"items":[]}`, `{"items":null}`, `{}`, `[]`, `{"items":[{"country":1}]}`, `{"items":[{"tax_id":"\ud800"}]} x`,
		`{"items":[{"country":"MX","name":"\u0000\u2028","address":"CP 1, Jalisco"}]}`, ``, `{"items":[`,
		"\ufeff{\"items\":[{\"country\":\"AR\"}]}",
	} {
		f.Add(s, "application/json")
	}
	f.Add(`{}`, "text/plain")
	fx := newFixture(f, 1<<40)
	f.Fuzz(func(t *testing.T, body, ctype string) {
		w := fuzzServe(t, fx, "/v1/validate/records", body, ctype)
		if w == nil {
			return
		}
		var r recordsResponse
		dec := json.NewDecoder(w.Body)
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		errs := 0
		for i, res := range r.Results {
			if res.Index != i {
				t.Fatalf("result %d has index %d", i, res.Index)
			}
			if (res.Error != nil) != (res.Readiness == nil) {
				t.Fatalf("result %d: an error and readiness, or neither", i)
			}
			if res.Error != nil {
				errs++
			}
		}
		s := r.Summary
		if s.Total != len(r.Results) || s.Errors != errs || s.PaymentReady > s.Total-errs || s.BillingReady > s.Total-errs {
			t.Fatalf("summary %+v does not add up over %d results", s, len(r.Results))
		}
	})
}
