package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/message"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Tests of how a request is read: the key header, the content headers,
// the path, duplicate members, field lengths, and fairness between
// accounts.

// newKey adds an account with a large quota and returns a key of it.
func (f *fixture) newKey(account string) string {
	ctx := context.Background()
	require.NoError(f.t, f.keys.PutAccount(ctx, apikey.Account{Name: account,
		Quota: quota.Policy{Limit: 1 << 40, Period: quota.Month}}))
	k, _, err := f.mgr.Issue(ctx, account, "test")
	require.NoError(f.t, err)
	return k.Secret()
}

// send posts body to the tax-ids endpoint with the given headers.
func (f *fixture) send(hdr http.Header, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", "/v1/validate/tax-ids", strings.NewReader(body))
	for k, vs := range hdr {
		req.Header[k] = vs
	}
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, req)
	return w
}

func (f *fixture) used() int64 {
	d, err := f.quota.Peek(context.Background(), "acme", quota.Policy{Limit: 1, Period: quota.Month}, f.clock())
	require.NoError(f.t, err)
	return d.Used
}

const oneItem = `{"items":[{"value":"20123456786","country":"AR"}]}`

func TestAPIKeyHeader(t *testing.T) {
	f := newFixture(t, 10)
	other := f.newKey("other")
	for name, keys := range map[string][]string{
		"two headers":          {f.key, other},
		"the same key twice":   {f.key, f.key},
		"a list in one header": {f.key + ", " + other},
		"a list of one":        {f.key + ","},
	} {
		w := f.send(http.Header{"X-Api-Key": keys, "Content-Type": {"application/json"}}, oneItem)
		p := decodeProblem(t, w, 401, CodeUnauthenticated)
		assert.Equal(t, "Send exactly one API key, in one X-API-Key header.", p.Detail, name)
	}
	assert.Zero(t, f.used(), "ambiguous credentials charge nobody")
	assert.Equal(t, 200, f.send(http.Header{"X-Api-Key": {f.key}, "Content-Type": {"application/json"}}, oneItem).Code)
}

func TestContentHeaders(t *testing.T) {
	f := newFixture(t, 100)
	for _, tc := range []struct {
		name     string
		hdr      http.Header
		body     string
		status   int
		encoding bool // Accept-Encoding: identity in the answer
	}{
		{"plain", http.Header{"Content-Type": {"application/json"}}, oneItem, 200, false},
		{"utf-8", http.Header{"Content-Type": {"application/json; charset=utf-8"}}, oneItem, 200, false},
		{"UTF-8 quoted", http.Header{"Content-Type": {`Application/JSON; Charset="UTF-8"`}}, oneItem, 200, false},
		{"an unknown parameter", http.Header{"Content-Type": {"application/json; profile=x"}}, oneItem, 200, false},
		{"latin-1", http.Header{"Content-Type": {"application/json; charset=iso-8859-1"}}, oneItem, 415, false},
		{"utf-16", http.Header{"Content-Type": {"application/json; charset=utf-16"}}, oneItem, 415, false},
		{"utf8 is not a charset name", http.Header{"Content-Type": {"application/json; charset=utf8"}}, oneItem, 415, false},
		{"two content types", http.Header{"Content-Type": {"application/json", "text/plain"}}, oneItem, 415, false},
		{"a malformed content type", http.Header{"Content-Type": {"application/json; charset"}}, oneItem, 415, false},
		{"problem+json", http.Header{"Content-Type": {"application/problem+json"}}, oneItem, 415, false},
		{"gzip", http.Header{"Content-Type": {"application/json"}, "Content-Encoding": {"gzip"}}, oneItem, 415, true},
		{"identity then br", http.Header{"Content-Type": {"application/json"}, "Content-Encoding": {"identity, br"}}, oneItem, 415, true},
		{"identity", http.Header{"Content-Type": {"application/json"}, "Content-Encoding": {"Identity"}}, oneItem, 200, false},
		{"a byte order mark", http.Header{"Content-Type": {"application/json"}}, "\ufeff" + oneItem, 200, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.hdr.Set("X-API-Key", f.key)
			w := f.send(tc.hdr, tc.body)
			if tc.status == 200 {
				assert.Len(t, decodeResults(t, w).Results, 1)
				return
			}
			decodeProblem(t, w, tc.status, CodeUnsupportedMediaType)
			if tc.encoding {
				assert.Equal(t, "identity", w.Header().Get("Accept-Encoding"))
			}
		})
	}
	// A byte order mark is dropped only at the start.
	p := decodeProblem(t, f.post(oneItem+"\ufeff"), 400, CodeInvalidRequest)
	assert.Equal(t, "", p.Errors[0].Pointer)
}

func TestBodyOverTheCap(t *testing.T) {
	f := newFixture(t, 10, func(c *Config) { c.TaxIDs.MaxBytes = 100 })
	// A body of unknown length (chunked) is cut at the cap while read.
	req := httptest.NewRequest("POST", "/v1/validate/tax-ids", strings.NewReader(strings.Repeat(" ", 101)+oneItem))
	req.ContentLength = -1
	req.Header.Set("X-API-Key", f.key)
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, req)
	p := decodeProblem(t, w, 413, CodeBatchTooLarge)
	assert.Equal(t, int64(100), p.MaxBytes)
	assert.Equal(t, "The body is larger than 100 bytes.", p.Detail)
	assert.Zero(t, f.used())
}

func TestNonCanonicalPaths(t *testing.T) {
	f := newFixture(t, 10)
	for _, path := range []string{
		"//v1/validate/tax-ids", "/v1//validate/tax-ids", "/v1/./validate/tax-ids",
		"/v1/validate/../validate/tax-ids", "/v1/validate/tax-ids/.", "/..", "//livez",
	} {
		for _, method := range []string{"GET", "POST"} {
			w := f.do(method, path, f.key, "application/json", oneItem)
			p := decodeProblem(t, w, 404, CodeNotFound)
			assert.Contains(t, p.Detail, "segment", "%s %s", method, path)
			assert.Empty(t, w.Header().Get("Location"), "no redirect")
		}
	}
	assert.Zero(t, f.used())
	// A trailing slash is canonical, but no route has it.
	decodeProblem(t, f.do("GET", "/livez/", "", "", ""), 404, CodeNotFound)
}

func TestDuplicateMembers(t *testing.T) {
	f := newFixture(t, 10)
	for body, pointer := range map[string]string{
		// The first items would be charged and the second validated by a
		// parser that keeps the last.
		`{"items":[{"value":"1","country":"AR"}],"items":[{"value":"2","country":"AR"},{"value":"3","country":"AR"}]}`: "/items",
		`{"items":[{"value":"20123456786","country":"AR","value":"x"}]}`:                                               "/items/0/value",
		`{"items":[{"id":"a","country":"AR","\u0069d":"b"}]}`:                                                          "/items/0/id",
		`{"items":[{"country":"AR"},{"type":null,"type":"cuit"}]}`:                                                     "/items/1/type",
	} {
		p := decodeProblem(t, f.post(body), 400, CodeInvalidRequest)
		require.Len(t, p.Errors, 1, body)
		assert.Equal(t, pointer, p.Errors[0].Pointer, body)
		assert.Equal(t, "duplicate member name", p.Errors[0].Detail, body)
	}
	assert.Zero(t, f.used())
}

func TestMaxFieldChars(t *testing.T) {
	f := newFixture(t, 10)
	// 256 characters of two bytes each: within maxLength 256.
	long := strings.Repeat("é", 256)
	r := decodeResults(t, f.post(`{"items":[{"id":"`+long+`","value":"20123456786","country":"AR"}]}`))
	assert.Equal(t, long, *r.Results[0].ID)
	p := decodeProblem(t, f.post(`{"items":[{"id":"`+long+`é","value":"1"}]}`), 400, CodeInvalidRequest)
	assert.Equal(t, "/items/0/id", p.Errors[0].Pointer)
	assert.Equal(t, "longer than 256 characters", p.Errors[0].Detail)
	// Escapes count as the character they stand for.
	escaped := strings.Repeat(`\u00e9`, 256)
	assert.Equal(t, 200, f.post(`{"items":[{"id":"`+escaped+`","value":"1","country":"AR"}]}`).Code)
}

func TestItemMessages(t *testing.T) {
	f := newFixture(t, 100)
	r := decodeResults(t, f.post(`{"items":[{"value":"123","country":"FR"},{"value":"123","country":"XX"},`+
		`{"value":"","country":"AR"},{"value":"30-54668997-8","country":"AR"}]}`))
	for _, res := range r.Results {
		require.NotNil(t, res.Error)
		assert.Equal(t, ndval.Reason(res.Error.Reason).Error(), res.Error.Message,
			"messages come from the shared reason table")
	}
	fr := r.Results[0].Error
	assert.Equal(t, "INVALID_COUNTRY", fr.Code, "the contract's code")
	assert.Equal(t, "unsupported_country", fr.Reason)
	assert.Contains(t, fr.Message, "valid ISO 3166-1", "FR is a real country: the message says so")
	assert.NotEqual(t, fr.Message, r.Results[1].Error.Message)
}

// TestItemMessagesNeedNoEscaping checks what wire.AppendItemErrorIn relies
// on to copy a reason's message, in every language, into JSON as it is.
func TestItemMessagesNeedNoEscaping(t *testing.T) {
	for _, ri := range ndval.Reasons() {
		assert.Equal(t, `"`+ri.Message+`"`, string(jsonwrite.String(nil, ri.Message)), ri.Reason)
		for _, l := range message.Langs() {
			m := l.Reason(ri.Reason)
			assert.Equal(t, `"`+m+`"`, string(jsonwrite.String(nil, m)), "%s %s", l, ri.Reason)
		}
	}
	assert.Equal(t, `"invalid (x)"`, string(jsonwrite.String(nil, ndval.Reason("x").Error())))
}

func TestInvalidTextIsInvalidFormat(t *testing.T) {
	f := newFixture(t, 100)
	r := decodeResults(t, f.post(`{"items":[{"value":"20123456786\u0000","country":"AR"},`+
		"{\"value\":\"2012345678\xff6\",\"country\":\"AR\"},{\"value\":\"20123456786\\ud800\",\"country\":\"AR\"}]}"))
	for _, res := range r.Results {
		require.NotNil(t, res.Error)
		assert.Equal(t, "invalid_format", res.Error.Reason)
	}
}

func TestItemCounts(t *testing.T) {
	assert.Equal(t, "1 item", nItems(message.English, 1))
	assert.Equal(t, "0 items", nItems(message.English, 0))
	assert.Equal(t, "2 items", nItems(message.English, int64(2)))

	f := newFixture(t, 2, func(c *Config) { c.TaxIDs.MaxItems = 1 })
	p := decodeProblem(t, f.post(batch(2, `{"value":"1","country":"AR"}`)), 413, CodeBatchTooLarge)
	assert.Equal(t, "items holds 2 items; the limit is 1.", p.Detail)
	require.Equal(t, 200, f.post(oneItem).Code)
	require.Equal(t, 200, f.post(oneItem).Code)
	p = decodeProblem(t, f.post(oneItem), 429, CodeQuotaExceeded)
	assert.Contains(t, p.Detail, "This batch needs 1 item but 0 items remain until")

	f = newFixture(t, 1)
	p = decodeProblem(t, f.post(batch(2, `{"value":"1","country":"AR"}`)), 429, CodeQuotaExceeded)
	assert.Contains(t, p.Detail, "needs 2 items, more than the whole quota of 1 item per month")
}

// gateObserver blocks the validated batches of the first n requests (of
// any account) until open is closed.
type gateObserver struct {
	countingObserver
	n       atomic.Int64
	entered chan struct{}
	open    chan struct{}
}

func (o *gateObserver) Items(endpoint string, valid, invalid int) {
	if o.n.Add(-1) >= 0 {
		o.entered <- struct{}{}
		<-o.open
	}
	o.countingObserver.Items(endpoint, valid, invalid)
}

func newGate(n int) *gateObserver {
	g := &gateObserver{entered: make(chan struct{}, n), open: make(chan struct{})}
	g.n.Store(int64(n))
	return g
}

func TestFairShare(t *testing.T) {
	gate := newGate(2)
	f := newFixture(t, 100, func(c *Config) {
		c.MaxConcurrent = 4 // 2 per account
		c.QueueWait = -1    // refuse at once: the test then needs no timing
		c.Observer = gate
	})
	other := f.newKey("other")
	body := batch(1, `{"value":"20123456786","country":"AR"}`)
	held := make(chan int, 2)
	for range 2 {
		go func() { held <- f.post(body).Code }()
		<-gate.entered
	}
	// acme holds its share: its next request is refused...
	w := f.post(body)
	decodeProblem(t, w, 503, CodeServiceUnavailable)
	assert.Equal(t, "1", w.Header().Get("Retry-After"))
	// ...while another account is served.
	for range 3 {
		w = f.do("POST", "/v1/validate/tax-ids", other, "application/json", body)
		assert.Equal(t, 200, w.Code, w.Body.String())
	}
	close(gate.open)
	assert.Equal(t, 200, <-held)
	assert.Equal(t, 200, <-held)
	assert.Equal(t, 200, f.post(body).Code, "the share is free again")
}

func TestQueueWaitsForASlot(t *testing.T) {
	gate := newGate(1)
	f := newFixture(t, 100, func(c *Config) {
		c.MaxConcurrent = 1
		c.QueueWait = time.Minute // long enough never to run out here
		c.Observer = gate
	})
	body := batch(1, `{"value":"20123456786","country":"AR"}`)
	first := make(chan int, 1)
	go func() { first <- f.post(body).Code }()
	<-gate.entered
	second := make(chan int, 1)
	go func() { second <- f.post(body).Code }()
	h := f.h.(*handler)
	require.Eventually(t, func() bool {
		h.slots.mu.Lock()
		defer h.slots.mu.Unlock()
		return len(h.slots.queue) == 1
	}, 5*time.Second, time.Millisecond, "the second request waits for the slot")
	close(gate.open)
	assert.Equal(t, 200, <-first)
	assert.Equal(t, 200, <-second, "served once the slot freed up, not refused")
}

// stuckWriter is a client that does not read its response: Write blocks
// until open is closed.
type stuckWriter struct {
	*httptest.ResponseRecorder
	entered, open chan struct{}
}

func (w stuckWriter) Write(b []byte) (int, error) {
	w.entered <- struct{}{}
	<-w.open
	return w.ResponseRecorder.Write(b)
}

func TestSlowReaderHoldsNoSlot(t *testing.T) {
	f := newFixture(t, 100, func(c *Config) {
		c.MaxConcurrent = 1
		c.QueueWait = -1
	})
	other := f.newKey("other")
	stuck := stuckWriter{httptest.NewRecorder(), make(chan struct{}, 1), make(chan struct{})}
	req := httptest.NewRequest("POST", "/v1/validate/tax-ids", strings.NewReader(oneItem))
	req.Header.Set("X-API-Key", f.key)
	req.Header.Set("Content-Type", "application/json")
	done := make(chan struct{})
	go func() { f.h.ServeHTTP(stuck, req); close(done) }()
	<-stuck.entered
	w := f.do("POST", "/v1/validate/tax-ids", other, "application/json", oneItem)
	assert.Equal(t, 200, w.Code, "the slot was given back before the response was written: %s", w.Body.String())
	close(stuck.open)
	<-done
	assert.Equal(t, 200, stuck.Code)
	h := f.h.(*handler)
	assert.Zero(t, h.slots.inUse, "the slot is given back once only")
}
