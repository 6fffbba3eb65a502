package httpapi

import (
	"html"
	"net/http"
	"strconv"
	"strings"

	"github.com/ndval/ndval/message"
)

// The problem pages. RFC 9457 (section 3.1.1) recommends that a problem's
// type URI resolve to documentation for humans; each code's page, at
// ProblemBase+code, says what the problem means and what to do, in a
// self-contained HTML page (no scripts, styles or links to fetch), served
// without a key, in the language Accept-Language asks for. Only the
// default ProblemBase is served by the handler: with another base, the
// embedder serves the pages (ProblemPage).

// ProblemPage returns the HTML page of a problem code in language l, and
// false for a code the handler never answers.
func ProblemPage(code string, l message.Lang) ([]byte, bool) {
	for _, pt := range problemTypes {
		if pt.code == code {
			return appendProblemPage(nil, pt, l), true
		}
	}
	return nil, false
}

// appendProblemPage appends the page of pt in l to b. The catalog's words
// are escaped; only the markup written here is HTML. The status line
// keeps HTTP's own reason phrase ("429 Too Many Requests") in every
// language.
func appendProblemPage(b []byte, pt problemType, l message.Lang) []byte {
	title := html.EscapeString(pt.title(l))
	b = append(b, "<!DOCTYPE html>\n<html lang=\""...)
	b = append(b, l.String()...)
	b = append(b, "\">\n<head>\n<meta charset=\"utf-8\">\n<title>"...)
	b = append(b, title...)
	b = append(b, "</title>\n</head>\n<body>\n<h1>"...)
	b = append(b, title...)
	b = append(b, "</h1>\n<p>"...)
	b = append(b, strings.NewReplacer(
		"{code}", "<code>"+pt.code+"</code>",
		"{status}", strconv.Itoa(pt.status)+" "+http.StatusText(pt.status),
	).Replace(html.EscapeString(l.Text("page.status")))...)
	b = append(b, "</p>\n<h2>"...)
	b = append(b, html.EscapeString(l.Text("page.means"))...)
	b = append(b, "</h2>\n<p>"...)
	b = append(b, html.EscapeString(pt.means(l))...)
	b = append(b, "</p>\n<h2>"...)
	b = append(b, html.EscapeString(l.Text("page.todo"))...)
	b = append(b, "</h2>\n<p>"...)
	b = append(b, html.EscapeString(pt.todo(l))...)
	b = append(b, "</p>\n<p>"...)
	b = append(b, strings.ReplaceAll(html.EscapeString(l.Text("page.request_id")),
		"{request_id}", "<code>request_id</code>")...)
	b = append(b, "</p>\n</body>\n</html>\n"...)
	return b
}

// problemPage serves GET /problems/{code}.
func (h *handler) problemPage(w http.ResponseWriter, r *http.Request) {
	l := lang(r)
	page, ok := ProblemPage(r.PathValue("code"), l)
	if !ok {
		h.writeProblem(w, r, Problem{Code: CodeNotFound, Detail: text(r, "detail.not_found.problem")})
		return
	}
	hdr := w.Header()
	hdr.Set("Content-Type", "text/html; charset=utf-8")
	hdr.Set("Content-Length", strconv.Itoa(len(page)))
	hdr.Set("Content-Security-Policy", "default-src 'none'")
	hdr.Set("Cache-Control", "public, max-age=3600")
	h.langHdr.set(hdr, r)
	_, _ = w.Write(page)
}
