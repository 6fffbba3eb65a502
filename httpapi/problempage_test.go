package httpapi

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/message"
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
		for _, l := range message.Langs() {
			t.Run(code+"/"+l.String(), func(t *testing.T) {
				w := f.doLang("GET", "/problems/"+code, "", "", "", l.String())
				require.Equal(t, 200, w.Code)
				assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))
				assert.Equal(t, "default-src 'none'", w.Header().Get("Content-Security-Policy"))
				assert.Equal(t, l.String(), w.Header().Get("Content-Language"))
				assert.Equal(t, []string{"Accept-Language"}, w.Header().Values("Vary"))
				page := w.Body.String()
				pt := problemTypeOf(code)
				require.Equal(t, code, pt.code)
				assert.Contains(t, page, `<html lang="`+l.String()+`">`)
				assert.Contains(t, page, "<title>"+html.EscapeString(pt.title(l))+"</title>")
				assert.Contains(t, page, html.EscapeString(pt.means(l)))
				assert.Contains(t, page, html.EscapeString(pt.todo(l)))
				assert.Contains(t, page, fmt.Sprintf("<code>%s</code>, ", code))
				assert.Contains(t, page, fmt.Sprintf(" %d %s.", pt.status, http.StatusText(pt.status)))
				assert.Contains(t, page, "<h2>"+l.Text("page.means")+"</h2>")
				assert.Contains(t, page, "<h2>"+l.Text("page.todo")+"</h2>")
				assert.Contains(t, page, "<code>request_id</code>")
				assert.NotContains(t, page, "{", "every placeholder is filled")
				for _, external := range []string{"http:", "https:", "src=", "href=", "<script", "<link", "<style"} {
					assert.NotContains(t, page, external, "the page loads nothing")
				}
				p, ok := ProblemPage(code, l)
				assert.True(t, ok)
				assert.Equal(t, page, string(p))
			})
		}
	}
	// English, word for word, as before the catalogs.
	page, _ := ProblemPage(CodeEmptyBatch, message.English)
	assert.Equal(t, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Empty batch</title>
</head>
<body>
<h1>Empty batch</h1>
<p><code>empty_batch</code>, HTTP status 400 Bad Request.</p>
<h2>What it means</h2>
<p>The items member is absent, null or an empty array.</p>
<h2>What to do</h2>
<p>Send at least one item.</p>
<p>Every problem body also has <code>request_id</code>, the id under which the server logged the request.</p>
</body>
</html>
`, string(page))
	p := decodeProblem(t, f.do("GET", "/problems/no_such_code", "", "", ""), 404, CodeNotFound)
	assert.Contains(t, p.Detail, "problem type")
	p = decodeProblem(t, f.doLang("GET", "/problems/no_such_code", "", "", "", "pt-BR"), 404, CodeNotFound)
	assert.Equal(t, "Nenhum tipo de problema tem este nome.", p.Detail)
	decodeProblem(t, f.do("POST", "/problems/internal", "", "", ""), 405, CodeMethodNotAllowed)
	_, ok := ProblemPage("no_such_code", message.Spanish)
	assert.False(t, ok)
}

func TestProblemTypes(t *testing.T) {
	seen := map[string]bool{}
	for _, pt := range problemTypes {
		assert.False(t, seen[pt.code], "%s listed twice", pt.code)
		seen[pt.code] = true
		assert.Regexp(t, `^[a-z]+(_[a-z]+)*$`, pt.code)
		assert.GreaterOrEqual(t, pt.status, 400)
		for _, l := range message.Langs() {
			assert.NotEmpty(t, pt.title(l), "%s %s", l, pt.code)
			assert.False(t, strings.HasSuffix(pt.title(l), "."), "%s %s", l, pt.code)
			assert.True(t, strings.HasSuffix(pt.means(l), "."), "%s %s", l, pt.code)
			assert.True(t, strings.HasSuffix(pt.todo(l), "."), "%s %s", l, pt.code)
		}
	}
	assert.Equal(t, CodeInternal, problemTypeOf("no_such_code").code, "an unknown code is a bug: internal")
}
