package httpapi

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openAPIProblemCodes returns the enum of ProblemCode in the OpenAPI
// document: the codes the API promises.
func openAPIProblemCodes(t *testing.T) []string {
	var doc struct {
		Components struct {
			Schemas struct {
				ProblemCode struct{ Enum []string }
			}
		}
	}
	require.NoError(t, json.Unmarshal(OpenAPI(), &doc))
	codes := doc.Components.Schemas.ProblemCode.Enum
	require.NotEmpty(t, codes)
	return codes
}

func TestProblemPages(t *testing.T) {
	f := newFixture(t, 10)
	documented := openAPIProblemCodes(t)
	var served []string
	for _, pt := range problemTypes {
		served = append(served, pt.code)
	}
	assert.ElementsMatch(t, documented, served, "the table and the OpenAPI document list the same codes")

	for _, code := range documented {
		t.Run(code, func(t *testing.T) {
			w := f.do("GET", "/problems/"+code, "", "", "")
			require.Equal(t, 200, w.Code)
			assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))
			assert.Equal(t, "default-src 'none'", w.Header().Get("Content-Security-Policy"))
			page := w.Body.String()
			pt := problemTypeOf(code)
			require.Equal(t, code, pt.code)
			assert.Contains(t, page, "<title>"+pt.title+"</title>")
			assert.Contains(t, page, fmt.Sprintf("<code>%s</code>, HTTP status %d", code, pt.status))
			assert.Contains(t, page, "What it means")
			assert.Contains(t, page, "What to do")
			for _, external := range []string{"http:", "https:", "src=", "href=", "<script", "<link", "<style"} {
				assert.NotContains(t, page, external, "the page loads nothing")
			}
			p, ok := ProblemPage(code)
			assert.True(t, ok)
			assert.Equal(t, page, string(p))
		})
	}
	p := decodeProblem(t, f.do("GET", "/problems/no_such_code", "", "", ""), 404, CodeNotFound)
	assert.Contains(t, p.Detail, "problem type")
	decodeProblem(t, f.do("POST", "/problems/internal", "", "", ""), 405, CodeMethodNotAllowed)
	_, ok := ProblemPage("no_such_code")
	assert.False(t, ok)
}

func TestProblemTypes(t *testing.T) {
	seen := map[string]bool{}
	for _, pt := range problemTypes {
		assert.False(t, seen[pt.code], "%s listed twice", pt.code)
		seen[pt.code] = true
		assert.Regexp(t, `^[a-z]+(_[a-z]+)*$`, pt.code)
		assert.GreaterOrEqual(t, pt.status, 400)
		assert.NotEmpty(t, pt.title)
		assert.True(t, strings.HasSuffix(pt.means, "."), pt.code)
		assert.True(t, strings.HasSuffix(pt.todo, "."), pt.code)
	}
	assert.Equal(t, CodeInternal, problemTypeOf("no_such_code").code, "an unknown code is a bug: internal")
}
