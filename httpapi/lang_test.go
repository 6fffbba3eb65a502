package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/message"
)

// doLang is do with an Accept-Language header, unless acceptLanguage is "".
func (f *fixture) doLang(method, path, key, contentType, body, acceptLanguage string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if key != "" {
		req.Header.Set("X-API-Key", key)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if acceptLanguage != "" {
		req.Header.Set("Accept-Language", acceptLanguage)
	}
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, req)
	return w
}

// langCases are Accept-Language headers and the catalog each must find.
var langCases = []struct {
	header string
	want   message.Lang
}{
	{"", message.English},
	{"es", message.Spanish},
	{"es-MX", message.Spanish},
	{"es-419", message.Spanish},
	{"es-AR,es;q=0.9,en;q=0.8", message.Spanish},
	{"es-ES", message.Spanish},
	{"pt-BR", message.Portuguese},
	{"pt-PT", message.Portuguese},
	{"pt-PT,pt;q=0.9,en-GB;q=0.8", message.Portuguese},
	{"en-GB", message.English},
	{"en-US,en;q=0.9,es;q=0.8", message.English},
	{"en;q=0.1, es-MX;q=0.2", message.Spanish},              // q-values, not order
	{"pt-PT;q=0.1,en-GB;q=0.9", message.English},            // q-values, not order
	{"es-419;q=0.5, pt;q=0.6", message.Portuguese},          // q-values, not order
	{"es;q=0, en", message.English},                         // q=0 is "not this one"
	{"fr-FR, de;q=0.9", message.English},                    // no catalog near
	{"fr-FR, pt;q=0.5", message.Portuguese},                 // the nearest that exists
	{"*", message.English},                                  // anything: the default
	{"es-MX;q=abc", message.English},                        // garbage: ignored
	{"not a language !!", message.English},                  // garbage
	{"\x00\xff;;,,=", message.English},                      // garbage
	{strings.Repeat("x", 5000), message.English},            // too long, no entry within the bound
	{"es-MX," + strings.Repeat("x", 5000), message.Spanish}, // too long: the entries within the bound
}

func TestAcceptLanguage(t *testing.T) {
	for _, tc := range langCases {
		h := http.Header{}
		if tc.header != "" {
			h.Set("Accept-Language", tc.header)
		}
		l, asked := acceptLanguage(h)
		assert.Equal(t, tc.want, l, "%.40q", tc.header)
		assert.Equal(t, tc.header != "", asked, "%.40q", tc.header)
	}
	// Two fields are one list.
	h := http.Header{"Accept-Language": {"fr;q=0.9", "pt;q=0.5"}}
	l, _ := acceptLanguage(h)
	assert.Equal(t, message.Portuguese, l)
	assert.Zero(t, testing.AllocsPerRun(100, func() { acceptLanguage(http.Header{}) }),
		"no header costs nothing")
	lh := newLangHeaders()
	hdr := http.Header{}
	assert.Zero(t, testing.AllocsPerRun(100, func() {
		delete(hdr, "Vary")
		delete(hdr, "Content-Language")
		lh.setLang(hdr, message.English)
		lh.setVary(hdr)
	}),
		"the headers' values are made once")
}

// TestLanguages sends the same requests in each language: the item
// errors' message and the problems' title and detail change; the codes,
// reasons and members do not; Content-Language says which language, with
// Vary: Accept-Language.
func TestLanguages(t *testing.T) {
	f := newFixture(t, 1000)
	fr := newFixture(t, 1000)
	items := `{"items":[{"value":"30-54668997-8","country":"AR"},{"value":"1","country":"FR"},{"value":"","country":"AR"},{"value":"30546689979","country":""}]}`
	for _, tc := range langCases {
		t.Run(strings.ReplaceAll(tc.header[:min(len(tc.header), 30)], "/", "_"), func(t *testing.T) {
			l := tc.want
			checkLang := func(w *httptest.ResponseRecorder) {
				t.Helper()
				if tc.header == "" {
					assert.Empty(t, w.Header().Values("Content-Language"), "not asked, not told")
				} else {
					assert.Equal(t, l.String(), w.Header().Get("Content-Language"))
				}
				assert.Equal(t, []string{"Accept-Language"}, w.Header().Values("Vary"))
			}
			w := f.doLang("POST", "/v1/validate/tax-ids", f.key, "application/json", items, tc.header)
			r := decodeResults(t, w)
			checkLang(w)
			require.Len(t, r.Results, 4)
			for i, code := range []string{"INVALID_TAX_ID", "INVALID_COUNTRY", "MISSING_VALUE", "MISSING_COUNTRY"} {
				e := r.Results[i].Error
				require.NotNil(t, e)
				assert.Equal(t, code, e.Code)
				assert.Equal(t, l.Reason(ndval.Reason(e.Reason)), e.Message)
			}

			w = fr.doLang("POST", "/v1/validate/records", fr.key, "application/json",
				`{"items":[{"country":"XX"},{"country":"AR","tax_id":"20-12345678-6"}]}`, tc.header)
			rr := decodeOK[recordsResponse](t, w)
			checkLang(w)
			require.NotNil(t, rr.Results[0].Error)
			assert.Equal(t, "INVALID_COUNTRY", rr.Results[0].Error.Code)
			assert.Equal(t, l.Reason(ndval.ReasonInvalidCountry), rr.Results[0].Error.Message)

			for _, pc := range []struct {
				method, path, key, body, code string
				status                        int
				detail                        string
			}{
				{"POST", "/v1/validate/tax-ids", "", `{}`, CodeUnauthenticated, 401, l.Text("detail.unauthenticated.invalid")},
				{"POST", "/v1/validate/tax-ids", f.key, `{"items":[]}`, CodeEmptyBatch, 400, l.Text("detail.empty_batch")},
				{"POST", "/v1/validate/tax-ids", f.key, `{"items":[{"x":1}]}`, CodeInvalidRequest, 400, l.Text("detail.invalid_request.tax_ids")},
				{"GET", "/v1/validate/tax-ids", f.key, ``, CodeMethodNotAllowed, 405, l.Format("detail.method_not_allowed", "allow", "POST")},
				{"GET", "/nope", "", ``, CodeNotFound, 404, l.Text("detail.not_found.route")},
				{"GET", "/v1//version", "", ``, CodeNotFound, 404, l.Text("detail.not_found.path")},
			} {
				w := f.doLang(pc.method, pc.path, pc.key, "application/json", pc.body, tc.header)
				p := decodeProblem(t, w, pc.status, pc.code)
				checkLang(w)
				assert.Equal(t, problemTypeOf(pc.code).title(l), p.Title)
				assert.Equal(t, pc.detail, p.Detail)
			}

			w = f.doLang("GET", "/problems/quota_exceeded", "", "", "", tc.header)
			require.Equal(t, 200, w.Code)
			checkLang(w)
			assert.Contains(t, w.Body.String(), `<html lang="`+l.String()+`">`)
		})
	}
}

// TestProblemDetailsInEachLanguage checks the details built from parts:
// the numbers, the plural and the period in each language.
func TestProblemDetailsInEachLanguage(t *testing.T) {
	f := newFixture(t, 1, func(c *Config) { c.TaxIDs.MaxItems = 3 })
	item := `{"value":"1","country":"AR"}`
	for _, tc := range []struct {
		lang         string
		items, quota string
	}{
		{"", "items holds 4 items; the limit is 3.", "This batch needs 2 items, more than the whole quota of 1 item per month; split it."},
		{"es-MX", "items tiene 4 ítems; el límite es 3.", "Este lote necesita 2 ítems, más que toda la cuota de 1 ítem por mes; divídalo."},
		{"pt-BR", "items tem 4 itens; o limite é 3.", "Este lote precisa de 2 itens, mais que a cota inteira de 1 item por mês; divida-o."},
	} {
		p := decodeProblem(t, f.doLang("POST", "/v1/validate/tax-ids", f.key, "application/json", batch(4, item), tc.lang), 413, CodeBatchTooLarge)
		assert.Equal(t, tc.items, p.Detail)
		p = decodeProblem(t, f.doLang("POST", "/v1/validate/tax-ids", f.key, "application/json", batch(2, item), tc.lang), 429, CodeQuotaExceeded)
		assert.Equal(t, tc.quota, p.Detail)
	}
	require.Equal(t, 200, f.post(batch(1, item)).Code)
	p := decodeProblem(t, f.doLang("POST", "/v1/validate/tax-ids", f.key, "application/json", batch(1, item), "es"), 429, CodeQuotaExceeded)
	assert.Contains(t, p.Detail, "Este lote necesita 1 ítem, pero quedan 0 ítems hasta 2026-12-01T00:00:00Z.")
}

func TestVary(t *testing.T) {
	for _, tc := range []struct {
		before []string
		want   []string
	}{
		{nil, []string{"Accept-Language"}},
		{[]string{"Origin"}, []string{"Origin", "Accept-Language"}},
		{[]string{"Origin, accept-language"}, []string{"Origin, accept-language"}},
		{[]string{"Origin", "Accept-Encoding"}, []string{"Origin", "Accept-Encoding", "Accept-Language"}},
		{[]string{"*"}, []string{"*"}},
	} {
		h := http.Header{}
		if tc.before != nil {
			h["Vary"] = tc.before
		}
		lh := newLangHeaders()
		lh.setLang(h, message.Spanish)
		lh.setVary(h)
		assert.Equal(t, tc.want, h["Vary"])
		assert.Equal(t, "es-419", h.Get("Content-Language"))
		lh.setLang(h, message.Spanish)
		lh.setVary(h)
		assert.Equal(t, tc.want, h["Vary"], "twice is once")
		h.Add("Vary", "Origin")
		h.Add("Content-Language", "x")
		assert.Equal(t, []string{"Accept-Language"}, lh.vary, "Add does not write to the shared values")
		assert.Equal(t, []string{"es-419"}, lh.contentLanguage[1])
	}
}

// FuzzAcceptLanguage: any Accept-Language header chooses one of the
// catalogs' languages, the same every time; the response is in it
// (Content-Language, the item's message, the problem's title), and its
// codes and reasons do not depend on it.
func FuzzAcceptLanguage(f *testing.F) {
	for _, tc := range langCases {
		f.Add(tc.header)
	}
	f.Add("es-MX;q=0.5,pt;q=0.5")
	f.Add("x-klingon, i-default")
	f.Add("es-u-nu-arab, pt-t-en")
	fx := newFixture(f, 1<<40)
	f.Fuzz(func(t *testing.T, al string) {
		hdr := http.Header{"Accept-Language": {al}}
		l, asked := acceptLanguage(hdr)
		require.True(t, asked)
		require.Contains(t, message.Langs(), l)
		l2, _ := acceptLanguage(hdr)
		require.Equal(t, l, l2, "the same header, the same language")

		req := httptest.NewRequest("POST", "/v1/validate/tax-ids", strings.NewReader(`{"items":[{"value":"1","country":"AR"}]}`))
		req.Header.Set("X-API-Key", fx.key)
		req.Header.Set("Content-Type", "application/json")
		req.Header["Accept-Language"] = []string{al}
		w := httptest.NewRecorder()
		fx.h.ServeHTTP(w, req)
		require.Equal(t, 200, w.Code, w.Body.String())
		require.Equal(t, l.String(), w.Header().Get("Content-Language"))
		r := decodeResults(t, w)
		require.Len(t, r.Results, 1)
		require.NotNil(t, r.Results[0].Error)
		require.Equal(t, ItemInvalidTaxID, r.Results[0].Error.Code)
		require.Equal(t, l.Reason(ndval.Reason(r.Results[0].Error.Reason)), r.Results[0].Error.Message)

		req = httptest.NewRequest("GET", "/nope", nil)
		req.Header["Accept-Language"] = []string{al}
		w = httptest.NewRecorder()
		fx.h.ServeHTTP(w, req)
		p := decodeProblem(t, w, 404, CodeNotFound)
		require.Equal(t, problemTypeOf(CodeNotFound).title(l), p.Title)
		require.Equal(t, l.Text("detail.not_found.route"), p.Detail)
	})
}
