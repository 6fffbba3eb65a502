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
	"github.com/stretchr/testify/require"
)

// TestOpenAPIContract checks the served OpenAPI document is a valid
// OpenAPI 3.1 document and that real handler responses, one for every
// route, status and error code, match it.
func TestOpenAPIContract(t *testing.T) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(OpenAPI())
	require.NoError(t, err)
	require.True(t, doc.IsOpenAPI31OrLater())
	require.NoError(t, doc.Validate(loader.Context))
	router, err := gorillamux.NewRouter(doc)
	require.NoError(t, err)

	f := newFixture(t, 10, func(c *Config) { c.MaxTaxIDBytes = 4096 })
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
		{"method", "GET", "/v1/validate/tax-ids", f.key, "", "", 405},
		{"openapi", "GET", "/v1/openapi.json", "", "", "", 200},
		{"livez", "GET", "/livez", "", "", "", 200},
		{"readyz", "GET", "/readyz", "", "", "", 200},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := f.do(tc.method, tc.path, tc.key, tc.ctype, tc.body)
			require.Equal(t, tc.status, w.Code, w.Body.String())
			validateResponse(t, router, tc.method, tc.path, tc.ctype, tc.body, w)
		})
	}

	// Statuses that need a special fixture: too many items, store down,
	// saturation and panics.
	f2 := newFixture(t, 5000)
	w := f2.post(batch(1001, item))
	require.Equal(t, 413, w.Code)
	validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", batch(1001, item), w)
	f3 := newFixture(t, 10, func(c *Config) { c.Quota = failingQuota{} })
	w = f3.post(batch(1, item))
	require.Equal(t, 503, w.Code)
	validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", batch(1, item), w)
	f4 := newFixture(t, 10, func(c *Config) { c.Observer = panickingObserver{} })
	w = f4.post(batch(1, item))
	require.Equal(t, 500, w.Code)
	validateResponse(t, router, "POST", "/v1/validate/tax-ids", "application/json", batch(1, item), w)
}

func validateResponse(t *testing.T, router routers.Router, method, path, ctype, body string, w *httptest.ResponseRecorder) {
	t.Helper()
	if w.Code == http.StatusMethodNotAllowed {
		method = "POST" // the document lists 405 under the operation that exists
	}
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	route, params, err := router.FindRoute(req)
	require.NoError(t, err)
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request: req, PathParams: params, Route: route,
			Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc},
		},
		Status: w.Code,
		Header: w.Header(),
		Body:   io.NopCloser(bytes.NewReader(w.Body.Bytes())),
		Options: &openapi3filter.Options{
			IncludeResponseStatus: true,
			MultiError:            true,
		},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	require.NoError(t, openapi3filter.ValidateResponse(ctx, in), "%s %s -> %d: %s", method, path, w.Code, w.Body.String())
}
