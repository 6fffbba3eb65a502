package httpapi

import (
	"bytes"
	"encoding/json"
	"flag"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/readme"
	"github.com/ndval/ndval/record"
	"github.com/ndval/ndval/taxid"
)

// postRecords posts a records request with the fixture's key.
func (f *fixture) postRecords(body string) *httptest.ResponseRecorder {
	return f.do("POST", "/v1/validate/records", f.key, "application/json", body)
}

// recordsResponse is the records response, decoded strictly: a member the
// OpenAPI document does not list is an error. Fields are kept raw; the
// record package's tests check their content.
type recordsResponse struct {
	Results []struct {
		Index       int                        `json:"index"`
		ReferenceID *string                    `json:"reference_id"`
		Country     string                     `json:"country"`
		Reason      string                     `json:"reason"`
		Fields      map[string]json.RawMessage `json:"fields"`
		Consistency []struct {
			Check  string `json:"check"`
			OK     bool   `json:"ok"`
			Detail string `json:"detail"`
		} `json:"consistency"`
		Readiness *struct {
			Payment, Billing struct {
				Status string   `json:"status"`
				Reason string   `json:"reason"`
				Unmet  []string `json:"unmet"`
			}
		} `json:"readiness"`
		Error *struct{ Code, Reason, Message string } `json:"error"`
	} `json:"results"`
	Summary struct {
		Total        int `json:"total"`
		Errors       int `json:"errors"`
		PaymentReady int `json:"payment_ready"`
		BillingReady int `json:"billing_ready"`
	} `json:"summary"`
}

func decodeRecords(t *testing.T, w *httptest.ResponseRecorder) recordsResponse {
	t.Helper()
	return decodeOK[recordsResponse](t, w)
}

// The records of the tests: YPF (public ids; a synthetic CBU that
// verifies), the SAT's example RFC with a German IBAN and a Brazilian
// phone, and records without or with a wrong country.
const (
	ypfRecord = `{"reference_id":"s-1","country":"AR","tax_id":"30-54668997-9","account":"0170356420000030382008",` +
		`"email":"compras@ypf.com","phone":"011 4329-2000","name":"YPF S.A.","address":"Macacha G\u00fcemes 515, C1106BKK CABA"}`
	mxRecord = `{"reference_id":"c-\"2\"\u00e9","country":"mx","tax_id":"GODE561231GR8","account":"DE89 3704 0044 0532 0130 00",` +
		`"phone":"+55 11 91234-5678","name":"Emma G\u00f3mez D\u00edaz","account_type":null,"email":""}`
)

func TestRecords(t *testing.T) {
	f := newFixture(t, 1000)
	w := f.postRecords(`{"items":[` + ypfRecord + `,` + mxRecord + `,
		{"reference_id":"x","tax_id":"30-54668997-9"},
		{"country":"ARG","name":"YPF S.A."},
		{"country":"FR","tax_id":"123"},
		{"reference_id":"","country":"AR"}]}`)
	r := decodeRecords(t, w)
	require.Len(t, r.Results, 6)
	for i, res := range r.Results {
		assert.Equal(t, i, res.Index, "results come back in input order")
	}

	ypf := r.Results[0]
	require.NotNil(t, ypf.ReferenceID)
	assert.Equal(t, "s-1", *ypf.ReferenceID)
	assert.Equal(t, "AR", ypf.Country)
	assert.Nil(t, ypf.Error)
	for _, k := range []string{"tax_id", "account", "email", "phone", "name", "address"} {
		assert.Contains(t, ypf.Fields, k)
	}
	assert.JSONEq(t, `{"country":"AR","type":"cuit","valid":true,"normalized":"30546689979","formatted":"30-54668997-9","entity":"company"}`,
		string(ypf.Fields["tax_id"]), "the field package's own encoding")
	require.NotNil(t, ypf.Readiness)
	assert.Equal(t, "ready", ypf.Readiness.Payment.Status)
	assert.Equal(t, []string{}, ypf.Readiness.Payment.Unmet)
	assert.Equal(t, "ready", ypf.Readiness.Billing.Status)
	assert.Len(t, ypf.Consistency, 5)

	mx := r.Results[1]
	require.NotNil(t, mx.ReferenceID)
	assert.Equal(t, "c-\"2\"é", *mx.ReferenceID, "reference ids are echoed verbatim")
	assert.Equal(t, "MX", mx.Country)
	assert.NotContains(t, mx.Fields, "email", "an empty field is absent")
	assert.Equal(t, "not_ready", mx.Readiness.Payment.Status)
	assert.Equal(t, "account_country_mismatch", mx.Readiness.Payment.Reason)
	assert.Equal(t, "ready", mx.Readiness.Billing.Status)
	checks := map[string]bool{}
	for _, c := range mx.Consistency {
		checks[c.Check] = c.OK
		assert.NotEmpty(t, c.Detail)
	}
	assert.Equal(t, map[string]bool{"country_matches_tax_id": true, "country_matches_account": false,
		"country_matches_phone": false, "tax_id_matches_name": true, "entity_matches_name": true}, checks)

	for i, want := range []struct{ code, reason, country string }{
		{"MISSING_COUNTRY", "missing_country", ""},
		{"INVALID_COUNTRY", "invalid_country", "ARG"},
	} {
		res := r.Results[2+i]
		require.NotNil(t, res.Error, "result %d", 2+i)
		assert.Equal(t, want.code, res.Error.Code)
		assert.Equal(t, want.reason, res.Error.Reason)
		assert.Equal(t, want.reason, res.Reason)
		assert.NotEmpty(t, res.Error.Message)
		assert.Equal(t, want.country, res.Country)
		assert.Nil(t, res.Fields, "a record with an error has no fields")
		assert.Nil(t, res.Consistency)
		assert.Nil(t, res.Readiness)
	}
	require.NotNil(t, r.Results[2].ReferenceID)
	assert.Equal(t, "x", *r.Results[2].ReferenceID, "echoed on an error too")

	fr := r.Results[4]
	assert.Nil(t, fr.Error, "a country some field has no rules for is each field's answer")
	assert.Contains(t, string(fr.Fields["tax_id"]), `"reason":"unsupported_country"`)
	assert.Nil(t, r.Results[5].ReferenceID, "an empty reference id is absent")

	assert.Equal(t, 6, r.Summary.Total)
	assert.Equal(t, 2, r.Summary.Errors)
	assert.Equal(t, 1, r.Summary.PaymentReady)
	assert.Equal(t, 2, r.Summary.BillingReady)

	// One quota item per record, errors included.
	assert.Equal(t, `"items";r=994;t=`+strconv.Itoa(int((5*24+12)*3600)), w.Header().Get("RateLimit"))
	assert.Equal(t, int64(4), f.observe.valid.Load())
	assert.Equal(t, int64(2), f.observe.invalid.Load())
}

func TestRecordsRequestErrors(t *testing.T) {
	f := newFixture(t, 3, func(c *Config) { c.Records.MaxItems = 4; c.Records.MaxBytes = 4096 })
	one := `{"country":"AR"}`
	for _, body := range []string{`{}`, `{"items":null}`, `{"items":[]}`} {
		decodeProblem(t, f.postRecords(body), 400, CodeEmptyBatch)
	}
	p := decodeProblem(t, f.postRecords(batch(5, one)), 413, CodeBatchTooLarge)
	assert.Equal(t, 4, p.MaxItems)
	assert.Equal(t, 5, p.ReceivedItems)
	p = decodeProblem(t, f.postRecords(batch(1, `{"country":"AR","name":"`+strings.Repeat("a", 5000)+`"}`)), 413, CodeBatchTooLarge)
	assert.Equal(t, int64(4096), p.MaxBytes)

	for _, tc := range []struct{ body, pointer string }{
		{`{"items":[{"country":"AR","tax_id":30546689979}]}`, "/items/0/tax_id"},
		{`{"items":[{"country":"AR"},{"country":"AR","value":"1"}]}`, "/items/1/value"},
		{`{"items":[{"country":"AR","name":"` + strings.Repeat("ñ", 257) + `"}]}`, "/items/0/name"},
		{`{"items":[{"country":"AR","country":"BR"}]}`, "/items/0/country"},
		{`{"items":[{"country":"AR"}],"summary":1}`, "/summary"},
	} {
		p = decodeProblem(t, f.postRecords(tc.body), 400, CodeInvalidRequest)
		require.Len(t, p.Errors, 1, tc.body)
		assert.Equal(t, tc.pointer, p.Errors[0].Pointer, tc.body)
	}

	// All or nothing: 4 records do not fit in a quota of 3; nothing is
	// charged, and 3 then do.
	p = decodeProblem(t, f.postRecords(batch(4, one)), 429, CodeQuotaExceeded)
	assert.Equal(t, 4, p.Requested)
	r := decodeRecords(t, f.postRecords(batch(3, one)))
	assert.Equal(t, 3, r.Summary.Total)
	decodeProblem(t, f.postRecords(batch(1, one)), 429, CodeQuotaExceeded)

	// The key is checked before the body, and the media type after it.
	decodeProblem(t, f.do("POST", "/v1/validate/records", "", "application/json", "{"), 401, CodeUnauthenticated)
	decodeProblem(t, f.do("POST", "/v1/validate/records", f.key, "text/csv", batch(1, one)), 415, CodeUnsupportedMediaType)
}

func TestRecordsDefaultLimit(t *testing.T) {
	f := newFixture(t, 5000)
	one := `{"country":"AR","tax_id":"30-54668997-9"}`
	r := decodeRecords(t, f.postRecords(batch(500, one)))
	assert.Equal(t, 500, r.Summary.Total)
	p := decodeProblem(t, f.postRecords(batch(501, one)), 413, CodeBatchTooLarge)
	assert.Equal(t, 500, p.MaxItems)
	// The tax-ids endpoint keeps its own limit.
	assert.Equal(t, 200, f.post(batch(501, `{"value":"30-54668997-9","country":"AR"}`)).Code)
}

// TestOneValidator checks that the endpoints share Config.Validator: an
// option of its TaxID reaches both, so they never disagree on a tax id.
func TestOneValidator(t *testing.T) {
	for _, lenient := range []bool{false, true} {
		f := newFixture(t, 10, func(c *Config) { c.Validator.TaxID = taxid.Validator{Lenient: lenient} })
		ids := decodeResults(t, f.post(batch(1, `{"value":"1793213150001","country":"EC","type":"ruc"}`)))
		recs := decodeRecords(t, f.postRecords(batch(1, `{"country":"EC","tax_id":"1793213150001"}`)))
		var tax struct{ Valid bool }
		require.NoError(t, json.Unmarshal(recs.Results[0].Fields["tax_id"], &tax))
		assert.Equal(t, lenient, ids.Results[0].Valid)
		assert.Equal(t, lenient, tax.Valid)
	}
}

// TestRecordsOpenAPIExample checks that the OpenAPI document's example
// response is what the handler answers to its example request.
func TestRecordsOpenAPIExample(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]struct {
			RequestBody struct {
				Content map[string]struct{ Example json.RawMessage }
			} `json:"requestBody"`
			Responses map[string]struct {
				Content map[string]struct{ Example json.RawMessage }
			}
		}
	}
	require.NoError(t, json.Unmarshal(OpenAPI(), &doc))
	op := doc.Paths["/v1/validate/records"]["post"]
	req := op.RequestBody.Content["application/json"].Example
	want := op.Responses["200"].Content["application/json"].Example
	require.NotEmpty(t, req)
	require.NotEmpty(t, want)
	w := newFixture(t, 10).postRecords(string(req))
	require.Equal(t, 200, w.Code, w.Body.String())
	assert.JSONEq(t, string(want), w.Body.String())
}

// TestOpenAPIReasons checks that the document's reason enums are the root
// table's codes: the fields' reasons and the readiness reasons, and the
// tax id warning the table lists too (ambiguous_type), which is in the
// tax id results' warnings.
func TestOpenAPIReasons(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Enum       []string
				Properties map[string]struct {
					Items struct{ Enum []string }
				}
			}
		}
	}
	require.NoError(t, json.Unmarshal(OpenAPI(), &doc))
	ready := doc.Components.Schemas["ReadinessReason"].Enum
	assert.Equal(t, record.Unmet(0xFF).Names(), ready)
	taxWarnings := doc.Components.Schemas["TaxIdResult"].Properties["warnings"].Items.Enum
	require.Contains(t, taxWarnings, "ambiguous_type")
	var all []string
	for _, r := range ndval.Reasons() {
		if r.Reason == "ambiguous_type" {
			continue // a warning, not a reason
		}
		all = append(all, string(r.Reason))
	}
	assert.ElementsMatch(t, all, append(doc.Components.Schemas["FieldReason"].Enum, ready...))
}

var updateREADME = flag.Bool("update", false, "rewrite the records example in README.md")

// readmeRecords is the request of the README's records example: a customer
// with every field, some of them inconsistent, and a record without a
// country.
const readmeRecords = `{"items":[
  {"reference_id":"customer-4","country":"MX","tax_id":"GODE561231GR8","account":"DE89 3704 0044 0532 0130 00",
   "email":"emma.gomez@gmail.com","phone":"+55 11 91234-5678","name":"Emma Gómez Díaz",
   "address":"Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX"},
  {"reference_id":"customer-5","tax_id":"GODE561231GR8"}
]}`

// TestREADMERecords keeps the README's records example the handler's
// answer: go test ./httpapi -run TestREADMERecords -update.
func TestREADMERecords(t *testing.T) {
	w := newFixture(t, 10).postRecords(readmeRecords)
	require.Equal(t, 200, w.Code, w.Body.String())
	var out bytes.Buffer
	require.NoError(t, json.Indent(&out, w.Body.Bytes(), "", "  "))
	body := "```sh\ncurl -s http://127.0.0.1:8080/v1/validate/records -H \"X-API-Key: $NDVAL_KEY\" \\\n" +
		"  -H 'Content-Type: application/json' -d @- <<'EOF'\n" + readmeRecords + "\nEOF\n```\n\n" +
		"```json\n" + strings.TrimSpace(out.String()) + "\n```\n"
	readme.Check(t, "../README.md", "records-example", body, *updateREADME)
}
