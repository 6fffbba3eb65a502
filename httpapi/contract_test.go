package httpapi

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/message"
)

// TestOpenAPIContract checks the served OpenAPI document is a valid
// OpenAPI 3.1 document and that real handler responses, one for every
// route, status and error code, match it.
//
// Two npm linters check the document too; scripts/lint-openapi.sh runs
// them (npm install --prefix /tmp/oalint @redocly/cli@2.77.0
// swagger-cli@4.0.4, then swagger-cli validate httpapi/openapi.json and
// redocly lint --extends=recommended-strict httpapi/openapi.json).
func TestOpenAPIContract(t *testing.T) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(OpenAPI())
	require.NoError(t, err)
	require.True(t, doc.IsOpenAPI31OrLater())
	require.NoError(t, doc.Validate(loader.Context))
	router, err := gorillamux.NewRouter(doc)
	require.NoError(t, err)

	f := newFixture(t, 10, func(c *Config) { c.TaxIDs.MaxBytes = 4096 })
	fr := newFixture(t, 10, func(c *Config) { c.Records.MaxBytes = 4096 })
	item := `{"id":"x","value":"20123456786","country":"AR"}`
	cases := []struct {
		name, method, path, key, ctype, body string
		status                               int
	}{
		{"results", "POST", "/v1/validate/tax-ids", f.key, "application/json",
			`{"items":[` + item + `,{"value":"1","country":"AR","type":"cuit"},{"value":"1"},{"value":"1","country":"XX"},` +
				`{"value":"XAXX010101000","country":"MX"},{"value":""}]}`, 200},
		{"unauthenticated", "POST", "/v1/validate/tax-ids", "", "application/json", `{}`, 401},
		{"media type", "POST", "/v1/validate/tax-ids", f.key, "text/plain", `{}`, 415},
		{"invalid request", "POST", "/v1/validate/tax-ids", f.key, "application/json", `{"items":[{"x":1}]}`, 400},
		{"empty batch", "POST", "/v1/validate/tax-ids", f.key, "application/json", `{"items":[]}`, 400},
		{"too many bytes", "POST", "/v1/validate/tax-ids", f.key, "application/json", strings.Repeat(" ", 5000), 413},
		{"quota", "POST", "/v1/validate/tax-ids", f.key, "application/json", batch(11, item), 429},
		{"duplicate member", "POST", "/v1/validate/tax-ids", f.key, "application/json", `{"items":[],"items":[]}`, 400},
		{"charset", "POST", "/v1/validate/tax-ids", f.key, "application/json; charset=iso-8859-1", `{}`, 415},
		{"method", "GET", "/v1/validate/tax-ids", f.key, "", "", 405},
		{"version", "GET", "/v1/version", f.key, "", "", 200},
		{"version unauthenticated", "GET", "/v1/version", "", "", "", 401},
		{"version method", "POST", "/v1/version", f.key, "", "", 405},
		{"openapi", "GET", "/v1/openapi.json", "", "", "", 200},
		{"openapi method", "PUT", "/v1/openapi.json", "", "", "", 405},
		{"livez", "GET", "/livez", "", "", "", 200},
		{"livez method", "POST", "/livez", "", "", "", 405},
		{"readyz", "GET", "/readyz", "", "", "", 200},
		{"readyz method", "DELETE", "/readyz", "", "", "", 405},
		{"problem page", "GET", "/problems/quota_exceeded", "", "", "", 200},
		{"no problem page", "GET", "/problems/nope", "", "", "", 404},
		{"problem page method", "POST", "/problems/internal", "", "", "", 405},
		{"records", "POST", "/v1/validate/records", fr.key, "application/json",
			`{"items":[` + ypfRecord + `,` + mxRecord + `,{"reference_id":"x"},{"country":"XX"},{"country":"BR","tax_id":"1",` +
				`"account":"1","email":"a@b.test","phone":"1","name":"1","address":"CP 1"}]}`, 200},
		{"records unauthenticated", "POST", "/v1/validate/records", "", "application/json", `{}`, 401},
		{"records media type", "POST", "/v1/validate/records", fr.key, "text/plain", `{}`, 415},
		{"records invalid request", "POST", "/v1/validate/records", fr.key, "application/json", `{"items":[{"tax_id":1}]}`, 400},
		{"records empty batch", "POST", "/v1/validate/records", fr.key, "application/json", `{"items":[]}`, 400},
		{"records too many bytes", "POST", "/v1/validate/records", fr.key, "application/json", strings.Repeat(" ", 5000), 413},
		{"records quota", "POST", "/v1/validate/records", fr.key, "application/json", batch(11, `{"country":"AR"}`), 429},
		{"records method", "GET", "/v1/validate/records", fr.key, "", "", 405},
	}
	// Every case in each language: the document lists Accept-Language on
	// every operation, and Content-Language with Vary (required) on every
	// response whose words change with it, the batches' 200s, the problem
	// pages and every problem; the others have neither. Content-Language
	// is sent when the request has Accept-Language.
	for _, lc := range []struct {
		header string
		want   message.Lang
	}{
		{"", message.English}, {"es-MX", message.Spanish}, {"es-419", message.Spanish}, {"pt-PT", message.Portuguese},
		{"en-GB", message.English}, {"pt;q=0.2, es-AR;q=0.8", message.Spanish}, {"garbage;;q=x", message.English},
	} {
		// Fresh quotas for each language; the keys in cases stay valid.
		fl := newFixture(t, 10, func(c *Config) { c.TaxIDs.MaxBytes = 4096; c.Keys = f.keys })
		frl := newFixture(t, 10, func(c *Config) { c.Records.MaxBytes = 4096; c.Keys = fr.keys })
		for _, tc := range cases {
			t.Run(tc.name+"/"+lc.header, func(t *testing.T) {
				fx := fl
				if strings.HasPrefix(tc.path, "/v1/validate/records") {
					fx = frl
				}
				w := fx.doLang(tc.method, tc.path, tc.key, tc.ctype, tc.body, lc.header)
				require.Equal(t, tc.status, w.Code, w.Body.String())
				validateResponse(t, router, tc.method, tc.path, tc.ctype, tc.body, w.Code, w.Header(), w.Body.Bytes())
				localized := w.Header().Get("Content-Type") == "application/problem+json" ||
					strings.HasPrefix(tc.path, "/v1/validate/") || strings.HasPrefix(tc.path, "/problems/")
				if localized {
					if lc.header == "" {
						assert.Empty(t, w.Header().Values("Content-Language"), "not asked, not told")
					} else {
						assert.Equal(t, lc.want.String(), w.Header().Get("Content-Language"))
					}
					assert.Equal(t, []string{"Accept-Language"}, w.Header().Values("Vary"))
				} else {
					assert.Empty(t, w.Header().Values("Content-Language"))
					assert.Empty(t, w.Header().Values("Vary"))
				}
				if tc.status == http.StatusOK && lc.header != "" {
					validateAcceptLanguage(t, router, tc.method, tc.path, tc.ctype, tc.body, lc.header)
				}
			})
		}
	}
	t.Run("content coding", func(t *testing.T) {
		w := f.send(http.Header{"X-Api-Key": {f.key}, "Content-Type": {"application/json"}, "Content-Encoding": {"gzip"}}, `{}`)
		require.Equal(t, 415, w.Code)
		validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", `{}`, w.Code, w.Header(), w.Body.Bytes())
	})
	t.Run("two keys", func(t *testing.T) {
		w := f.send(http.Header{"X-Api-Key": {f.key, f.key}, "Content-Type": {"application/json"}}, `{}`)
		require.Equal(t, 401, w.Code)
		validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", `{}`, w.Code, w.Header(), w.Body.Bytes())
	})
	t.Run("request timeout", func(t *testing.T) {
		ft := newFixture(t, 10, func(c *Config) { c.BodyTimeout = 50 * time.Millisecond })
		srv, _ := wireServer(t, ft, nil)
		resp, body, _ := rawRequest(t, srv, "POST /v1/validate/tax-ids HTTP/1.1\r\nHost: x\r\nX-API-Key: "+ft.key+
			"\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{")
		require.Equal(t, 408, resp.StatusCode)
		validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", `{}`, resp.StatusCode, resp.Header, body)
	})

	// Statuses that need a special fixture: too many items, store down,
	// saturation and panics.
	f2 := newFixture(t, 5000)
	w := f2.post(batch(1001, item))
	require.Equal(t, 413, w.Code)
	validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", batch(1001, item), w.Code, w.Header(), w.Body.Bytes())
	w = f2.postRecords(batch(501, `{"country":"AR"}`))
	require.Equal(t, 413, w.Code)
	validateResponse(t, router, "POST", "/v1/validate/records", "application/json", batch(501, `{"country":"AR"}`), w.Code, w.Header(), w.Body.Bytes())
	f3 := newFixture(t, 10, func(c *Config) { c.Quota = failingQuota{} })
	w = f3.post(batch(1, item))
	require.Equal(t, 503, w.Code)
	validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", batch(1, item), w.Code, w.Header(), w.Body.Bytes())
	f4 := newFixture(t, 10, func(c *Config) { c.Observer = panickingObserver{} })
	w = f4.post(batch(1, item))
	require.Equal(t, 500, w.Code)
	validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", batch(1, item), w.Code, w.Header(), w.Body.Bytes())
}

// validateAcceptLanguage checks that the operation of method and path
// takes an Accept-Language header of this value.
func validateAcceptLanguage(t *testing.T, router routers.Router, method, path, ctype, body, acceptLanguage string) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	req.Header.Set("Accept-Language", acceptLanguage)
	route, params, err := router.FindRoute(req)
	require.NoError(t, err)
	documented := false
	for _, p := range route.Operation.Parameters {
		if p.Value.In == "header" && p.Value.Name == "Accept-Language" {
			documented = true
		}
	}
	require.True(t, documented, "%s %s: Accept-Language is not documented", method, path)
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
		Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, ExcludeRequestBody: true}}
	require.NoError(t, openapi3filter.ValidateRequest(context.Background(), in))
}

// validateResponse checks a response against the operation of method and
// path in the document; a 405 is checked against the operation the path
// has, which documents it.
func validateResponse(t *testing.T, router routers.Router, method, path, ctype, body string,
	status int, hdr http.Header, respBody []byte) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	route, params, err := router.FindRoute(req)
	for _, m := range []string{"GET", "POST"} {
		if status != http.StatusMethodNotAllowed || err == nil {
			break
		}
		req.Method = m
		route, params, err = router.FindRoute(req)
	}
	require.NoError(t, err)
	html := strings.HasPrefix(hdr.Get("Content-Type"), "text/html")
	if html {
		resp := route.Operation.Responses.Status(status)
		require.NotNil(t, resp, "status %d is not documented", status)
		require.NotNil(t, resp.Value.Content.Get("text/html"), "text/html is not documented")
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request: req, PathParams: params, Route: route,
			Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc},
		},
		Status: status,
		Header: hdr,
		Body:   io.NopCloser(bytes.NewReader(respBody)),
		Options: &openapi3filter.Options{
			IncludeResponseStatus: true,
			MultiError:            true,
			// kin-openapi decodes no HTML: the media type is checked
			// below, the page by TestProblemPages.
			ExcludeResponseBody: html,
		},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	require.NoError(t, openapi3filter.ValidateResponse(ctx, in), "%s %s -> %d: %s", method, path, status, respBody)
}
