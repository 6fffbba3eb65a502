package httpapi

import (
	"html"
	"net/http"
	"strconv"
)

// The problem pages. RFC 9457 (section 3.1.1) recommends that a problem's
// type URI resolve to documentation for humans; each code's page, at
// ProblemBase+code, says what the problem means and what to do, in a
// self-contained HTML page (no scripts, styles or links to fetch), served
// without a key. Only the default ProblemBase is served by the handler:
// with another base, the embedder serves the pages (ProblemPage).

// ProblemPage returns the HTML page of a problem code, and false for a
// code the handler never answers.
func ProblemPage(code string) ([]byte, bool) {
	for _, pt := range problemTypes {
		if pt.code == code {
			return appendProblemPage(nil, pt), true
		}
	}
	return nil, false
}

// appendProblemPage appends the page of pt to b.
func appendProblemPage(b []byte, pt problemType) []byte {
	status := strconv.Itoa(pt.status)
	b = append(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>"...)
	b = append(b, html.EscapeString(pt.title)...)
	b = append(b, "</title>\n</head>\n<body>\n<h1>"...)
	b = append(b, html.EscapeString(pt.title)...)
	b = append(b, "</h1>\n<p><code>"...)
	b = append(b, pt.code...)
	b = append(b, "</code>, HTTP status "...)
	b = append(b, status...)
	b = append(b, " "...)
	b = append(b, http.StatusText(pt.status)...)
	b = append(b, ".</p>\n<h2>What it means</h2>\n<p>"...)
	b = append(b, html.EscapeString(pt.means)...)
	b = append(b, "</p>\n<h2>What to do</h2>\n<p>"...)
	b = append(b, html.EscapeString(pt.todo)...)
	b = append(b, "</p>\n<p>Every problem body also has <code>request_id</code>, the id under which the server logged the request.</p>\n</body>\n</html>\n"...)
	return b
}

// problemPage serves GET /problems/{code}.
func (h *handler) problemPage(w http.ResponseWriter, r *http.Request) {
	page, ok := ProblemPage(r.PathValue("code"))
	if !ok {
		h.writeProblem(w, r, Problem{Code: CodeNotFound, Detail: "No problem type has this name."})
		return
	}
	hdr := w.Header()
	hdr.Set("Content-Type", "text/html; charset=utf-8")
	hdr.Set("Content-Length", strconv.Itoa(len(page)))
	hdr.Set("Content-Security-Policy", "default-src 'none'")
	hdr.Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write(page)
}
