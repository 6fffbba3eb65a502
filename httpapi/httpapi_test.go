package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/localstore"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/taxid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixture is a handler over memory stores with one account and key, and a
// clock the test moves.
type fixture struct {
	t       testing.TB
	h       http.Handler
	keys    *apikey.Memory
	quota   *quota.Memory
	mgr     apikey.Manager
	key     string
	rec     apikey.Record
	mu      sync.Mutex
	now     time.Time
	cfg     Config
	logs    strings.Builder
	logsMu  sync.Mutex
	observe *countingObserver
}

func (f *fixture) clock() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

func (f *fixture) advance(d time.Duration) {
	f.mu.Lock()
	f.now = f.now.Add(d)
	f.mu.Unlock()
}

func newFixture(t testing.TB, limit int64, tweak ...func(*Config)) *fixture {
	f := &fixture{t: t, keys: new(apikey.Memory), quota: new(quota.Memory),
		now: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC), observe: new(countingObserver)}
	ctx := context.Background()
	require.NoError(t, f.keys.PutAccount(ctx, apikey.Account{Name: "acme",
		Quota: quota.Policy{Limit: limit, Period: quota.Month}}))
	f.mgr = apikey.Manager{Store: f.keys, Now: f.clock}
	k, rec, err := f.mgr.Issue(ctx, "acme", "test")
	require.NoError(t, err)
	f.key, f.rec = k.Secret(), rec
	f.cfg = Config{Keys: f.keys, Quota: f.quota, Now: f.clock, Observer: f.observe,
		Logger: newTestLogger(&f.logs, &f.logsMu)}
	for _, fn := range tweak {
		fn(&f.cfg)
	}
	f.h = New(f.cfg)
	return f
}

// do sends a request and returns the recorded response.
func (f *fixture) do(method, path, key, contentType, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if key != "" {
		req.Header.Set("X-API-Key", key)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, req)
	return w
}

func (f *fixture) post(body string) *httptest.ResponseRecorder {
	return f.do("POST", "/v1/validate/tax-ids", f.key, "application/json", body)
}

type problem struct {
	Type, Title, Detail, Code string
	Status                    int
	RequestID                 string `json:"request_id"`
	Errors                    []FieldError
	MaxItems                  int   `json:"max_items"`
	ReceivedItems             int   `json:"received_items"`
	MaxBytes                  int64 `json:"max_bytes"`
	Limit                     *int64
	Remaining                 *int64
	Requested                 int
	Reset                     string
}

func decodeProblem(t *testing.T, w *httptest.ResponseRecorder, status int, code string) problem {
	t.Helper()
	require.Equal(t, status, w.Code, w.Body.String())
	assert.Equal(t, "application/problem+json", w.Header().Get("Content-Type"))
	var p problem
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &p))
	assert.Equal(t, code, p.Code)
	assert.Equal(t, status, p.Status)
	assert.Equal(t, "/problems/"+code, p.Type)
	assert.NotEmpty(t, p.Title)
	assert.Equal(t, w.Header().Get("X-Request-Id"), p.RequestID)
	return p
}

type taxIDResponse struct {
	Results []struct {
		Index      int     `json:"index"`
		ID         *string `json:"id"`
		Country    string  `json:"country"`
		Type       string  `json:"type"`
		Valid      bool    `json:"valid"`
		Normalized string  `json:"normalized"`
		Formatted  string  `json:"formatted"`
		Entity     string  `json:"entity"`
		Reason     string  `json:"reason"`
		Warnings   []string
		Error      *struct{ Code, Reason, Message string } `json:"error"`
	} `json:"results"`
	Summary struct{ Total, Valid, Invalid int } `json:"summary"`
}

func decodeResults(t *testing.T, w *httptest.ResponseRecorder) taxIDResponse {
	t.Helper()
	return decodeOK[taxIDResponse](t, w)
}

func batch(n int, item string) string {
	return `{"items":[` + strings.TrimSuffix(strings.Repeat(item+",", n), ",") + `]}`
}

func TestTaxIDs(t *testing.T) {
	f := newFixture(t, 1000)
	w := f.post(`{"items":[
		{"id":"a\u00e9\"1","value":"30-54668997-9","country":"ar"},
		{"value":"30-54668997-8","country":"AR","type":"cuit"},
		{"id":"","value":"","country":"AR"},
		{"id":"c","value":"123","country":""},
		{"id":"d","value":"123","country":"ARG"},
		{"id":"e","value":"123","country":"FR"},
		{"id":"f","value":"123","country":"AR","type":"nope"},
		{"id":null,"value":"20-12345678-6","country":"AR","type":null}
	]}`)
	r := decodeResults(t, w)
	require.Len(t, r.Results, 8)
	for i, res := range r.Results {
		assert.Equal(t, i, res.Index, "results come back in input order")
	}
	first := r.Results[0]
	require.NotNil(t, first.ID)
	assert.Equal(t, "a\u00e9\"1", *first.ID, "ids are echoed verbatim")
	assert.True(t, first.Valid)
	assert.Equal(t, "AR", first.Country)
	assert.Equal(t, "cuit", first.Type)
	assert.Equal(t, "30546689979", first.Normalized)
	assert.Equal(t, "30-54668997-9", first.Formatted)
	assert.Equal(t, "company", first.Entity)
	assert.Nil(t, first.Error)

	assert.Nil(t, r.Results[1].ID, "no id in, no id out")
	wantErrs := []struct{ code, reason string }{
		{"INVALID_TAX_ID", "invalid_checksum"},
		{"MISSING_VALUE", "missing_value"},
		{"MISSING_COUNTRY", "missing_country"},
		{"INVALID_COUNTRY", "invalid_country"},
		{"INVALID_COUNTRY", "unsupported_country"},
		{"INVALID_TAX_ID", "unknown_type"},
	}
	for i, want := range wantErrs {
		res := r.Results[i+1]
		assert.False(t, res.Valid)
		assert.Empty(t, res.Formatted)
		require.NotNil(t, res.Error, "result %d", i+1)
		assert.Equal(t, want.code, res.Error.Code)
		assert.Equal(t, want.reason, res.Error.Reason)
		assert.NotEmpty(t, res.Error.Message)
	}
	assert.Equal(t, "30546689978", r.Results[1].Normalized, "normalized even when invalid")
	require.NotNil(t, r.Results[2].ID)
	assert.Equal(t, "", *r.Results[2].ID, "an empty id is echoed too")
	assert.Nil(t, r.Results[7].ID, "a null id is no id")
	assert.True(t, r.Results[7].Valid)
	assert.Equal(t, 8, r.Summary.Total)
	assert.Equal(t, 2, r.Summary.Valid)
	assert.Equal(t, 6, r.Summary.Invalid)

	assert.Equal(t, `"items";q=1000;w=2592000`, w.Header().Get("RateLimit-Policy"))
	assert.Equal(t, `"items";r=992;t=`+strconv.Itoa(int((5*24+12)*3600)), w.Header().Get("RateLimit"))
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))
	assert.NotEmpty(t, w.Header().Get("X-Request-Id"))
	assert.Empty(t, w.Header().Get("Nd-Key-Expires"))
	assert.Equal(t, int64(2), f.observe.valid.Load())
	assert.Equal(t, int64(6), f.observe.invalid.Load())
}

func TestLenientConfig(t *testing.T) {
	body := batch(1, `{"value":"1793213150001","country":"EC","type":"ruc"}`)
	r := decodeResults(t, newFixture(t, 10).post(body))
	assert.False(t, r.Results[0].Valid)
	f := newFixture(t, 10, func(c *Config) { c.Validator.TaxID = taxid.Validator{Lenient: true} })
	r = decodeResults(t, f.post(body))
	assert.True(t, r.Results[0].Valid)
	assert.Equal(t, []string{"checksum_mismatch"}, r.Results[0].Warnings)
}

func TestRequestID(t *testing.T) {
	f := newFixture(t, 10)
	req := httptest.NewRequest("GET", "/livez", nil)
	req.Header.Set("X-Request-Id", "abc-123.X_y")
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, req)
	assert.Equal(t, "abc-123.X_y", w.Header().Get("X-Request-Id"))

	req.Header.Set("X-Request-Id", "bad id\n")
	w = httptest.NewRecorder()
	f.h.ServeHTTP(w, req)
	assert.Len(t, w.Header().Get("X-Request-Id"), 26, "an unsafe id is replaced")
}

func TestRoutes(t *testing.T) {
	f := newFixture(t, 10)
	w := f.do("GET", "/livez", "", "", "")
	assert.Equal(t, 200, w.Code)
	assert.JSONEq(t, `{"status":"ok"}`, w.Body.String())
	w = f.do("GET", "/readyz", "", "", "")
	assert.Equal(t, 200, w.Code)

	w = f.do("GET", "/v1/openapi.json", "", "", "")
	require.Equal(t, 200, w.Code)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &doc))
	assert.Equal(t, "3.1.0", doc["openapi"])
	assert.Equal(t, OpenAPI(), w.Body.Bytes())

	decodeProblem(t, f.do("GET", "/nope", f.key, "", ""), 404, CodeNotFound)
	decodeProblem(t, f.do("POST", "/v1/validate/phones", f.key, "", ""), 404, CodeNotFound)
	for _, path := range []string{"/v1/validate/tax-ids", "/v1/validate/records"} {
		w = f.do("GET", path, f.key, "", "")
		decodeProblem(t, w, 405, CodeMethodNotAllowed)
		assert.Equal(t, "POST", w.Header().Get("Allow"))
	}
	w = f.do("DELETE", "/livez", "", "", "")
	decodeProblem(t, w, 405, CodeMethodNotAllowed)
	assert.Equal(t, "GET, HEAD", w.Header().Get("Allow"))
	w = f.do("POST", "/v1/openapi.json", "", "", "")
	decodeProblem(t, w, 405, CodeMethodNotAllowed)
	decodeProblem(t, f.do("PUT", "/readyz", "", "", ""), 405, CodeMethodNotAllowed)
}

func TestReadyz(t *testing.T) {
	var ready atomic.Bool
	f := newFixture(t, 10, func(c *Config) { c.Ready = ready.Load })
	w := f.do("GET", "/readyz", "", "", "")
	decodeProblem(t, w, 503, CodeServiceUnavailable)
	assert.NotEmpty(t, w.Header().Get("Retry-After"))
	ready.Store(true)
	assert.Equal(t, 200, f.do("GET", "/readyz", "", "", "").Code)

	for _, tc := range []struct {
		warnings []string
		body     string
	}{
		{nil, `{"status":"ready"}`},
		{[]string{}, `{"status":"ready"}`},
		{[]string{"Redis keeps nothing on disk"}, `{"status":"ready","warnings":["Redis keeps nothing on disk"]}`},
	} {
		f := newFixture(t, 10, func(c *Config) { c.Warnings = func() []string { return tc.warnings } })
		w := f.do("GET", "/readyz", "", "", "")
		assert.Equal(t, 200, w.Code)
		assert.JSONEq(t, tc.body, w.Body.String())
	}
}

func TestAuthentication(t *testing.T) {
	f := newFixture(t, 10)
	other, _ := apikey.New()
	body := batch(1, `{"value":"20123456786","country":"AR"}`)
	for name, key := range map[string]string{
		"missing":   "",
		"malformed": "hello",
		"checksum":  f.key[:10] + string(f.key[10]^1) + f.key[11:],
		"unknown":   other.Secret(),
	} {
		w := f.do("POST", "/v1/validate/tax-ids", key, "application/json", body)
		p := decodeProblem(t, w, 401, CodeUnauthenticated)
		assert.Equal(t, `ApiKey header="X-API-Key"`, w.Header().Get("WWW-Authenticate"), name)
		assert.Equal(t, "Send a valid API key in the X-API-Key header.", p.Detail, "%s: the body never says which check failed", name)
	}
	w := f.do("POST", "/v1/validate/tax-ids", "nd-"+f.key[3:], "application/json", body)
	p := decodeProblem(t, w, 401, CodeUnauthenticated)
	assert.Contains(t, p.Detail, "nd_", "the documented nd- mistake gets a hint")

	// Keys never reach the logs.
	assert.NotContains(t, f.logs.String(), f.key[3:])
	assert.NotContains(t, f.logs.String(), other.Secret()[3:])
}

func TestRotationSunsetAndRevocation(t *testing.T) {
	f := newFixture(t, 100)
	body := batch(1, `{"value":"20123456786","country":"AR"}`)
	ctx := context.Background()
	newKey, newRec, err := f.mgr.Rotate(ctx, f.rec.ID)
	require.NoError(t, err)

	w := f.post(body)
	require.Equal(t, 200, w.Code)
	assert.Equal(t, "2026-12-02T12:00:00Z", w.Header().Get("Nd-Key-Expires"), "the old key says when it stops")
	w = f.do("POST", "/v1/validate/tax-ids", newKey.Secret(), "application/json", body)
	require.Equal(t, 200, w.Code)
	assert.Empty(t, w.Header().Get("Nd-Key-Expires"))
	assert.Contains(t, w.Header().Get("RateLimit"), "r=98", "both keys draw on one account quota")

	f.advance(7 * 24 * time.Hour)
	decodeProblem(t, f.post(body), 401, CodeUnauthenticated)
	assert.Equal(t, 200, f.do("POST", "/v1/validate/tax-ids", newKey.Secret(), "application/json", body).Code)

	_, err = f.mgr.Revoke(ctx, newRec.ID)
	require.NoError(t, err)
	decodeProblem(t, f.do("POST", "/v1/validate/tax-ids", newKey.Secret(), "application/json", body), 401, CodeUnauthenticated)
}

func TestProcessingOrder(t *testing.T) {
	f := newFixture(t, 10, func(c *Config) { c.TaxIDs.MaxBytes = 100 })
	huge := strings.Repeat("x", 1000)
	// A bad key wins over everything about the body.
	decodeProblem(t, f.do("POST", "/v1/validate/tax-ids", "bad", "text/plain", huge), 401, CodeUnauthenticated)
	// Then the content type.
	decodeProblem(t, f.do("POST", "/v1/validate/tax-ids", f.key, "text/plain", huge), 415, CodeUnsupportedMediaType)
	decodeProblem(t, f.do("POST", "/v1/validate/tax-ids", f.key, "", "{}"), 415, CodeUnsupportedMediaType)
	// Then the byte cap.
	p := decodeProblem(t, f.do("POST", "/v1/validate/tax-ids", f.key, "application/json", huge), 413, CodeBatchTooLarge)
	assert.Equal(t, int64(100), p.MaxBytes)
	// A charset parameter is fine.
	w := f.do("POST", "/v1/validate/tax-ids", f.key, "application/json; charset=utf-8",
		`{"items":[{"value":"20123456786","country":"AR"}]}`)
	assert.Equal(t, 200, w.Code)
}

func TestInvalidRequests(t *testing.T) {
	f := newFixture(t, 10)
	long := strings.Repeat("1", 257)
	for body, pointer := range map[string]string{
		`{"items":[{"value":"1","country":"AR","foo":1}]}`:      "/items/0/foo",
		`{"items":[{"value":"1","country":"AR"},{"value":2}]}`:  "/items/1/value",
		`{"items":[{"value":"1","country":"AR"}],"extra":true}`: "/extra",
		`{"items":{}}`:                       "/items",
		`{"items":[1]}`:                      "/items/0",
		`{"items":[{"value":"1"}]} trailing`: "",
		`{"items":[{"value":"1",}]}`:         "/items/0",
		`not json`:                           "",
		``:                                   "",
		`{"items":[{"id":"` + long + `","value":"1"}]}`:      "/items/0/id",
		`{"items":[{"value":"1","country":"` + long + `"}]}`: "/items/0/country",
		`[]`: "",
	} {
		w := f.post(body)
		p := decodeProblem(t, w, 400, CodeInvalidRequest)
		require.Len(t, p.Errors, 1, body)
		assert.Equal(t, pointer, p.Errors[0].Pointer, body)
		assert.NotEmpty(t, p.Errors[0].Detail, body)
	}
	d, _ := f.quota.Peek(context.Background(), "acme", quota.Policy{Limit: 10, Period: quota.Month}, f.now)
	assert.Equal(t, int64(0), d.Used, "request-level errors consume no quota")
}

func TestBatchBounds(t *testing.T) {
	f := newFixture(t, 5000)
	for _, body := range []string{`{}`, `{"items":null}`, `{"items":[]}`} {
		decodeProblem(t, f.post(body), 400, CodeEmptyBatch)
	}
	item := `{"value":"20123456786","country":"AR"}`
	r := decodeResults(t, f.post(batch(1000, item)))
	assert.Len(t, r.Results, 1000)
	p := decodeProblem(t, f.post(batch(1001, item)), 413, CodeBatchTooLarge)
	assert.Equal(t, 1000, p.MaxItems)
	assert.Equal(t, 1001, p.ReceivedItems)
}

func TestQuota(t *testing.T) {
	f := newFixture(t, 10)
	item := `{"value":"20123456786","country":"AR"}`
	require.Equal(t, 200, f.post(batch(6, item)).Code)
	w := f.post(batch(5, item))
	p := decodeProblem(t, w, 429, CodeQuotaExceeded)
	assert.Equal(t, int64(10), *p.Limit)
	assert.Equal(t, int64(4), *p.Remaining)
	assert.Equal(t, 5, p.Requested)
	assert.Equal(t, "2026-12-01T00:00:00Z", p.Reset)
	assert.Equal(t, strconv.Itoa((5*24+12)*3600), w.Header().Get("Retry-After"))
	assert.Equal(t, `"items";r=4;t=475200`, w.Header().Get("RateLimit"))
	assert.Contains(t, p.Detail, "4 items remain")

	w = f.post(batch(4, item)) // exactly what remains
	require.Equal(t, 200, w.Code)
	assert.Contains(t, w.Header().Get("RateLimit"), "r=0;")
	decodeProblem(t, f.post(batch(1, item)), 429, CodeQuotaExceeded)
	p = decodeProblem(t, f.post(batch(11, item)), 429, CodeQuotaExceeded)
	assert.Contains(t, p.Detail, "split")

	// The next period starts afresh.
	f.advance(7 * 24 * time.Hour)
	assert.Equal(t, 200, f.post(batch(10, item)).Code)
	assert.Equal(t, int64(3), f.observe.quotaRefused.Load())
	assert.Equal(t, int64(3), f.observe.quotaAllowed.Load())
}

func TestQuotaConcurrent(t *testing.T) {
	f := newFixture(t, 100)
	item := `{"value":"20123456786","country":"AR"}`
	var ok, refused atomic.Int64
	var wg sync.WaitGroup
	for range 40 { // 40 requests of 5 items race for 100 items
		wg.Go(func() {
			switch f.post(batch(5, item)).Code {
			case 200:
				ok.Add(1)
			case 429:
				refused.Add(1)
			}
		})
	}
	wg.Wait()
	assert.Equal(t, int64(20), ok.Load())
	assert.Equal(t, int64(20), refused.Load())
}

type failingStore struct{ apikey.Memory }

var errDown = errors.New("store down")

func (s *failingStore) ByHash(context.Context, apikey.Hash) (apikey.Record, error) {
	return apikey.Record{}, errDown
}

type failingQuota struct{}

func (failingQuota) Take(context.Context, string, quota.Policy, int64, time.Time) (quota.Decision, error) {
	return quota.Decision{}, errDown
}
func (failingQuota) Peek(context.Context, string, quota.Policy, time.Time) (quota.Decision, error) {
	return quota.Decision{}, errDown
}

func TestStoreFailures(t *testing.T) {
	f := newFixture(t, 10, func(c *Config) { c.Keys = new(failingStore) })
	w := f.post(batch(1, `{"value":"1","country":"AR"}`))
	decodeProblem(t, w, 503, CodeServiceUnavailable)
	assert.Equal(t, "1", w.Header().Get("Retry-After"))

	f = newFixture(t, 10, func(c *Config) { c.Quota = failingQuota{} })
	decodeProblem(t, f.post(batch(1, `{"value":"1","country":"AR"}`)), 503, CodeServiceUnavailable)
}

func TestSaturation(t *testing.T) {
	block := make(chan struct{})
	entered := make(chan struct{}, 1)
	f := newFixture(t, 100, func(c *Config) {
		c.MaxConcurrent = 1
		c.Observer = &blockingObserver{block: block, entered: entered}
	})
	done := make(chan int)
	go func() { done <- f.post(batch(1, `{"value":"1","country":"AR"}`)).Code }()
	<-entered
	decodeProblem(t, f.post(batch(1, `{"value":"1","country":"AR"}`)), 503, CodeServiceUnavailable)
	close(block)
	assert.Equal(t, 200, <-done)
}

func TestPanicIsInternal(t *testing.T) {
	f := newFixture(t, 10, func(c *Config) { c.Observer = panickingObserver{} })
	w := f.post(batch(1, `{"value":"20123456786","country":"AR"}`))
	p := decodeProblem(t, w, 500, CodeInternal)
	assert.Empty(t, p.Detail, "no internals leak")
	assert.Contains(t, f.logs.String(), `"msg":"panic"`)
}

func TestLogs(t *testing.T) {
	f := newFixture(t, 10)
	f.post(batch(2, `{"value":"30-54668997-9","country":"AR"}`))
	line := f.logs.String()
	assert.Contains(t, line, `"key_id":"`+f.rec.ID+`"`)
	assert.Contains(t, line, `"items":2`)
	assert.Contains(t, line, `"route":"POST /v1/validate/tax-ids"`)
	assert.NotContains(t, line, "54668997", "item values are never logged")
	assert.NotContains(t, line, f.key[3:])
}

func TestRestartPersistence(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	s, err := localstore.Open(dir)
	require.NoError(t, err)
	require.NoError(t, s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 10, Period: quota.Month}}))
	k, _, err := apikey.Manager{Store: s}.Issue(ctx, "acme", "dev")
	require.NoError(t, err)
	serve := func(s *localstore.Store, n int) *httptest.ResponseRecorder {
		h := New(Config{Keys: s, Quota: s})
		req := httptest.NewRequest("POST", "/v1/validate/tax-ids",
			strings.NewReader(batch(n, `{"value":"20123456786","country":"AR"}`)))
		req.Header.Set("X-API-Key", k.Secret())
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		return w
	}
	require.Equal(t, 200, serve(s, 7).Code)
	require.NoError(t, s.Close())

	s, err = localstore.Open(dir)
	require.NoError(t, err)
	w := serve(s, 4)
	decodeProblem(t, w, 429, CodeQuotaExceeded)
	assert.Equal(t, 200, serve(s, 3).Code, "the key and the used quota survived the restart")
}

// countingObserver counts what the handler reports.
type countingObserver struct {
	requests, valid, invalid, quotaAllowed, quotaRefused atomic.Int64
}

func (o *countingObserver) Request(string, int, time.Duration) { o.requests.Add(1) }
func (o *countingObserver) Items(_ string, valid, invalid int) {
	o.valid.Add(int64(valid))
	o.invalid.Add(int64(invalid))
}
func (o *countingObserver) Quota(allowed bool) {
	if allowed {
		o.quotaAllowed.Add(1)
	} else {
		o.quotaRefused.Add(1)
	}
}

type panickingObserver struct{}

func (panickingObserver) Request(string, int, time.Duration) {}
func (panickingObserver) Items(string, int, int)             { panic("boom") }
func (panickingObserver) Quota(bool)                         {}

type blockingObserver struct {
	block   chan struct{}
	entered chan struct{}
}

func (o *blockingObserver) Request(string, int, time.Duration) {}
func (o *blockingObserver) Items(string, int, int) {
	o.entered <- struct{}{}
	<-o.block
}
func (o *blockingObserver) Quota(bool) {}

// lookupOnly is a key store with only the two methods serving reads.
type lookupOnly struct{ m *apikey.Memory }

func (l lookupOnly) ByHash(ctx context.Context, h apikey.Hash) (apikey.Record, error) {
	return l.m.ByHash(ctx, h)
}

func (l lookupOnly) Account(ctx context.Context, name string) (apikey.Account, error) {
	return l.m.Account(ctx, name)
}

// TestKeysLookupOnly: Config.Keys needs only apikey.Lookup, a key's
// record by hash and its account; a store failure is a 503, a bad key a
// 401.
func TestKeysLookupOnly(t *testing.T) {
	f := newFixture(t, 10)
	h := New(Config{Keys: lookupOnly{f.keys}, Quota: f.quota, Now: f.clock})
	for _, tc := range []struct {
		key  string
		code int
	}{
		{f.key, 200},
		{"nd_" + strings.Repeat("0", 30), 401},
	} {
		req := httptest.NewRequest("POST", "/v1/validate/tax-ids", strings.NewReader(`{"items":[{"country":"MX","type":"rfc","value":"GODE561231GR8"}]}`))
		req.Header.Set("X-API-Key", tc.key)
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		assert.Equal(t, tc.code, w.Code, w.Body.String())
	}
}
