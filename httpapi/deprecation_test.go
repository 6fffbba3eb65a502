package httpapi

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deprecationHeaders is what a response announces of a deprecation.
type deprecationHeaders struct{ deprecation, sunset, link []string }

func TestDeprecationHeaders(t *testing.T) {
	date := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	// A Sunset given in another zone is sent in GMT, as HTTP-dates are.
	sunset := time.Date(2026, 12, 31, 21, 0, 0, 0, time.FixedZone("ART", -3*3600))
	deps := []Deprecation{
		{Route: "POST /v1/validate/tax-ids", Date: date, Sunset: sunset, Link: "https://example.com/changes#tax-ids"},
		{Route: "/v1/validate/records", Date: date},
	}
	f := newFixture(t, 1000, func(c *Config) { c.Deprecations = deps })
	full := deprecationHeaders{
		deprecation: []string{"@1796083200"},
		sunset:      []string{"Fri, 01 Jan 2027 00:00:00 GMT"},
		link:        []string{`<https://example.com/changes#tax-ids>; rel="deprecation"`},
	}
	dateOnly := deprecationHeaders{deprecation: []string{"@1796083200"}}
	items := `{"items":[{"country":"AR","value":"30-54668997-9"}]}`
	records := `{"items":[{"country":"AR","tax_id":"30-54668997-9"}]}`

	cases := []struct {
		name, method, path, key, body string
		status                        int
		want                          deprecationHeaders
	}{
		{"the route's 200", "POST", "/v1/validate/tax-ids", f.key, items, 200, full},
		{"the route's 401", "POST", "/v1/validate/tax-ids", "", items, 401, full},
		{"the route's 400", "POST", "/v1/validate/tax-ids", f.key, `{"items":[]}`, 400, full},
		{"another method of the path", "GET", "/v1/validate/tax-ids", f.key, "", 405, deprecationHeaders{}},
		{"a path covers POST", "POST", "/v1/validate/records", f.key, records, 200, dateOnly},
		{"a path covers its 405", "GET", "/v1/validate/records", f.key, "", 405, dateOnly},
		{"another route", "GET", "/v1/openapi.json", "", "", 200, deprecationHeaders{}},
		{"no route", "GET", "/v1/nothing", "", "", 404, deprecationHeaders{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := f.do(c.method, c.path, c.key, "application/json", c.body)
			require.Equal(t, c.status, w.Code, w.Body.String())
			h := w.Result().Header
			assert.Equal(t, c.want.deprecation, h.Values("Deprecation"))
			assert.Equal(t, c.want.sunset, h.Values("Sunset"))
			assert.Equal(t, c.want.link, h.Values("Link"))
		})
	}
}

func TestDeprecationNoneByDefault(t *testing.T) {
	f := newFixture(t, 1000)
	w := f.post(`{"items":[{"country":"AR","value":"30-54668997-9"}]}`)
	require.Equal(t, 200, w.Code, w.Body.String())
	for _, name := range []string{"Deprecation", "Sunset", "Link"} {
		assert.Empty(t, w.Result().Header.Values(name), name)
	}
}

// The first deprecation that covers a route is the one announced; the
// others that cover it are not errors.
func TestDeprecationFirstWins(t *testing.T) {
	first := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	f := newFixture(t, 1000, func(c *Config) {
		c.Deprecations = []Deprecation{
			{Route: "POST /v1/validate/tax-ids", Date: first},
			{Route: "/v1/validate/tax-ids", Date: first.AddDate(1, 0, 0)},
		}
	})
	w := f.post(`{"items":[{"country":"AR","value":"30-54668997-9"}]}`)
	assert.Equal(t, []string{"@1796083200"}, w.Result().Header.Values("Deprecation"))
	w = f.do("GET", "/v1/validate/tax-ids", f.key, "", "")
	assert.Equal(t, []string{"@1827619200"}, w.Result().Header.Values("Deprecation"))
}

func TestDeprecationMisconfigured(t *testing.T) {
	date := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	cases := []struct {
		name string
		dep  Deprecation
		want string
	}{
		{"no such route", Deprecation{Route: "POST /v1/validate/taxids", Date: date},
			`httpapi: Config.Deprecations: no route "POST /v1/validate/taxids"`},
		{"a method the path has no pattern for", Deprecation{Route: "PUT /v1/validate/tax-ids", Date: date},
			`httpapi: Config.Deprecations: no route "PUT /v1/validate/tax-ids"`},
		{"no date", Deprecation{Route: "/v1/validate/tax-ids"},
			`httpapi: Config.Deprecations: no Date for "/v1/validate/tax-ids"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.PanicsWithValue(t, c.want, func() {
				newFixture(t, 1000, func(cfg *Config) { cfg.Deprecations = []Deprecation{c.dep} })
			})
		})
	}
}

// Config keeps its own copy of the deprecations: changing the caller's
// slice afterwards changes nothing.
func TestDeprecationsCopied(t *testing.T) {
	deps := []Deprecation{{Route: "/v1/validate/tax-ids", Date: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)}}
	f := newFixture(t, 1000, func(c *Config) { c.Deprecations = deps })
	deps[0].Date = time.Time{}
	w := f.post(`{"items":[{"country":"AR","value":"30-54668997-9"}]}`)
	assert.Equal(t, []string{"@1796083200"}, w.Result().Header.Values("Deprecation"))
}
