package httpapi

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/record"
)

// TestVersion: GET /v1/version names the program and every package's
// data, needs a key, and costs no quota.
func TestVersion(t *testing.T) {
	f := newFixture(t, 10, func(c *Config) { c.Version = "v1.2.3 \"quoted\"" })
	w := f.do("GET", "/v1/version", f.key, "", "")
	require.Equal(t, 200, w.Code, w.Body.String())
	assert.Equal(t, "application/json", w.Header().Get("Content-Type"))
	var got struct {
		Version string
		Data    map[string]string
	}
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &got))
	assert.Equal(t, "v1.2.3 \"quoted\"", got.Version)
	want := map[string]string{}
	for _, d := range record.DataVersions() {
		want[d.Package] = d.Version
	}
	assert.Equal(t, want, got.Data)
	assert.Len(t, got.Data, 7)

	snap, err := f.quota.Peek(t.Context(), "acme", quota.Policy{Limit: 10, Period: quota.Month}, f.clock())
	require.NoError(t, err)
	assert.Equal(t, int64(10), snap.Remaining, "no quota spent")

	decodeProblem(t, f.do("GET", "/v1/version", "", "", ""), 401, CodeUnauthenticated)
	decodeProblem(t, f.do("GET", "/v1/version", "nd_wrong", "", ""), 401, CodeUnauthenticated)

	// No Version configured: the member is left out.
	f = newFixture(t, 10)
	w = f.do("GET", "/v1/version", f.key, "", "")
	require.Equal(t, 200, w.Code)
	assert.NotContains(t, w.Body.String(), `"version"`)
	assert.Contains(t, w.Body.String(), `"data":{"taxid":`)
}
