package httpapi

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Helpers the tests, fuzz targets and benchmarks of both endpoints share.

// decodeOK checks that w is a 200 JSON response and decodes it strictly:
// a member T does not have is an error.
func decodeOK[T any](t *testing.T, w *httptest.ResponseRecorder) T {
	t.Helper()
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "application/json", w.Header().Get("Content-Type"))
	var r T
	dec := json.NewDecoder(w.Body)
	dec.DisallowUnknownFields()
	require.NoError(t, dec.Decode(&r))
	return r
}

// fuzzServe posts body with the content type ctype to path with fx's key
// and checks what every answer must be: no 5xx, a JSON body, and a problem
// code unless the status is 200. It returns the response when it is a 200
// and nil otherwise.
func fuzzServe(t *testing.T, fx *fixture, path, body, ctype string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("POST", path, strings.NewReader(body))
	req.Header.Set("X-API-Key", fx.key)
	req.Header.Set("Content-Type", ctype)
	w := httptest.NewRecorder()
	fx.h.ServeHTTP(w, req)
	if w.Code >= 500 {
		t.Fatalf("status %d for %q: %s", w.Code, body, w.Body.String())
	}
	var v map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
		t.Fatalf("status %d: body is not JSON: %v\n%s", w.Code, err, w.Body.String())
	}
	if w.Code == http.StatusOK {
		return w
	}
	if v["code"] == nil {
		t.Fatalf("status %d without a problem code: %s", w.Code, w.Body.String())
	}
	return nil
}

// benchServe runs a batch of n items, the body, through f's handler in the
// benchmark loop (see perItem).
func benchServe(b *testing.B, f *fixture, path, body string, n int) {
	benchServeLang(b, f, path, body, n, "")
}

// benchServeLang is benchServe with an Accept-Language header, unless
// acceptLanguage is "".
func benchServeLang(b *testing.B, f *fixture, path, body string, n int, acceptLanguage string) {
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	perItem(b, n, func() {
		req := httptest.NewRequest("POST", path, strings.NewReader(body))
		req.Header.Set("X-API-Key", f.key)
		req.Header.Set("Content-Type", "application/json")
		if acceptLanguage != "" {
			req.Header.Set("Accept-Language", acceptLanguage)
		}
		w := httptest.NewRecorder()
		f.h.ServeHTTP(w, req)
		if w.Code != 200 {
			b.Fatal(w.Code, w.Body.String())
		}
	})
}
