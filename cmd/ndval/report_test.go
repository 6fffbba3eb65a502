package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"
)

var updateGolden = flag.Bool("update-golden", false, "rewrite docs/sample-report.html")

// parseReport runs a command with --report and parses the page.
func parseReport(t *testing.T, args ...string) (*html.Node, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "report.html")
	_, errOut, code := runCmd(t, append(append([]string{"validate"}, args[:1]...),
		append([]string{"--quiet", "--out", os.DevNull, "--report", path}, args[1:]...)...)...)
	require.Equal(t, 0, code, errOut)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	doc, err := html.Parse(strings.NewReader(string(b)))
	require.NoError(t, err)
	return doc, string(b)
}

// walk calls fn for every element of the tree.
func walk(n *html.Node, fn func(*html.Node)) {
	if n.Type == html.ElementNode {
		fn(n)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c, fn)
	}
}

// textOf returns the text of an element and its descendants.
func textOf(n *html.Node) string {
	var b strings.Builder
	var rec func(*html.Node)
	rec = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			rec(c)
		}
	}
	rec(n)
	return b.String()
}

// sections returns the text of every element with an id, by id.
func sections(doc *html.Node) map[string]string {
	out := map[string]string{}
	walk(doc, func(n *html.Node) {
		for _, a := range n.Attr {
			if a.Key == "id" {
				out[a.Val] = textOf(n)
			}
		}
	})
	return out
}

// assertSelfContained checks that the page loads nothing: no script,
// link, image, frame or object, no src or href, no url() or @import in
// its style, and some inline SVG.
func assertSelfContained(t *testing.T, doc *html.Node) {
	t.Helper()
	svgs := 0
	walk(doc, func(n *html.Node) {
		switch n.Data {
		case "script", "link", "img", "iframe", "object", "embed", "image", "use":
			t.Errorf("the report has a <%s> element", n.Data)
		case "svg":
			svgs++
		case "style":
			css := textOf(n)
			assert.NotContains(t, css, "url(")
			assert.NotContains(t, css, "@import")
		}
		for _, a := range n.Attr {
			if a.Key == "src" || a.Key == "href" || strings.HasPrefix(a.Key, "on") || a.Key == "xlink:href" {
				t.Errorf("<%s %s=%q>", n.Data, a.Key, a.Val)
			}
		}
	})
	assert.Greater(t, svgs, 2, "charts are inline SVG")
}

func TestReportTaxIDs(t *testing.T) {
	doc, page := parseReport(t, "tax-ids", filepath.Join(validateData, "taxids.csv"))
	assertSelfContained(t, doc)
	s := sections(doc)
	for _, id := range []string{"privacy", "totals", "by-country", "reasons", "samples"} {
		require.Contains(t, s, id)
	}
	assert.NotContains(t, s, "readiness", "records only")
	assert.Contains(t, s["privacy"], "only their last four characters are shown")
	assert.Regexp(t, `rows\s*22`, s["totals"])
	assert.Regexp(t, `valid\s*12`, s["totals"])
	assert.Contains(t, s["by-country"], "Argentina")
	assert.Contains(t, s["reasons"], "invalid_checksum")
	assert.Contains(t, s["reasons"], "check digit does not verify")
	assert.Contains(t, s["reasons"], "malformed_csv")
	// The failing rows, by line, with their ids masked.
	assert.Contains(t, s["samples"], "••••9978", "line 4's CUIT 30546689978, masked")
	for _, v := range []string{"30546689978", "30-54668997-8", "30546689979", "SAT970701NN3", "123.456.789-09"} {
		assert.NotContains(t, page, v, "no id in the clear")
	}
}

func TestReportRecords(t *testing.T) {
	doc, page := parseReport(t, "records", filepath.Join(validateData, "records.csv"))
	assertSelfContained(t, doc)
	s := sections(doc)
	for _, id := range []string{"privacy", "totals", "readiness", "by-country", "reasons", "samples"} {
		require.Contains(t, s, id)
	}
	assert.Regexp(t, `payment ready\s*2`, s["totals"])
	assert.Regexp(t, `billing ready\s*3`, s["totals"])
	assert.Contains(t, s["readiness"], "account_checksum_failed")
	assert.Contains(t, s["readiness"], "account_country_mismatch")
	assert.Contains(t, s["reasons"], "account invalid_checksum")
	assert.Contains(t, s["reasons"], "record missing_country")
	assert.Contains(t, s["samples"], "••••2009", "line 6's CBU, masked")
	assert.Contains(t, s["samples"], "••••0102", "line 5's CNPJ, masked")
	input, err := os.ReadFile(filepath.Join(validateData, "records.csv"))
	require.NoError(t, err)
	for _, v := range []string{"0170356420000030382009", "33000167000102", "33.000.167/0001-02", "DE89370400440532013000",
		"GODE561231GR8", "emma.gomez@gmail.com", "Emma Gómez Díaz", "Macacha Güemes", "4329-2000"} {
		require.Contains(t, string(input)+"33000167000102DE89370400440532013000", v)
		assert.NotContains(t, page, v, "no value in the clear")
	}
}

// A sample report in each language: the page the README links to, and
// the parts of it that change from run to run (when it was made and how
// long the run took) or with the build (a release, a commit, or a test
// binary).
var samples = []struct {
	lang, page   string
	stamp, build *regexp.Regexp
	norm         string // what stamp becomes: the row count kept
}{
	{"en", "../../docs/sample-report.html", regexp.MustCompile(`generated [^·<]+ · (\d+) rows validated in [^<]+`),
		regexp.MustCompile(`Made by ndval [^<]*?, with the data`), "generated · $1 rows validated"},
	{"es", "../../docs/sample-report.es.html", regexp.MustCompile(`generado el [^·<]+ · (\d+) filas validadas en [^<]+`),
		regexp.MustCompile(`Hecho por ndval [^<]*?, con los datos`), "generado el · $1 filas validadas"},
	{"pt", "../../docs/sample-report.pt.html", regexp.MustCompile(`gerado em [^·<]+ · (\d+) linhas validadas em [^<]+`),
		regexp.MustCompile(`Feito pelo ndval [^<]*?, com os dados`), "gerado em · $1 linhas validadas"},
}

// TestSampleReport checks that docs/sample-report.html, which the README
// links to, and its Spanish and Portuguese versions (.es.html, .pt.html)
// are the reports of docs/sample-records.csv as the code writes them
// today, apart from the time stamp (go test ./cmd/ndval -run
// TestSampleReport -update-golden rewrites them).
func TestSampleReport(t *testing.T) {
	for _, tt := range samples {
		t.Run(tt.lang, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "report.html")
			_, errOut, code := runCmd(t, "validate", "records", "--quiet", "--lang", tt.lang, "--out", os.DevNull,
				"--report", path, "../../docs/sample-records.csv")
			require.Equal(t, 0, code, errOut)
			got, err := os.ReadFile(path)
			require.NoError(t, err)
			if *updateGolden {
				require.NoError(t, os.WriteFile(tt.page, got, 0o644))
				return
			}
			want, err := os.ReadFile(tt.page)
			require.NoError(t, err)
			norm := func(b []byte) string {
				return tt.build.ReplaceAllString(tt.stamp.ReplaceAllString(string(b), tt.norm), "ndval, data")
			}
			require.Regexp(t, tt.stamp, string(got), "the stamp's pattern no longer matches the page")
			require.Regexp(t, tt.build, string(got), "the build's pattern no longer matches the page")
			assert.Equal(t, norm(want), norm(got), "run go test ./cmd/ndval -run TestSampleReport -update-golden")
		})
	}
}

// TestValidateLang: --lang, or else the locale, chooses the language of
// the notes, the summary and the report; the results stay the same.
func TestValidateLang(t *testing.T) {
	file := filepath.Join(validateData, "sheets", "proveedores-1252.csv")
	for _, tt := range []struct {
		args []string
		env  string // LANG
		want []string
	}{
		{nil, "", []string{"ndval: the file is not UTF-8", `ndval: column "Razón social" read as name`, "rows in", "  valid ", "payment ready"}},
		{[]string{"--lang", "es"}, "", []string{"ndval: el archivo no está en UTF-8", `ndval: la columna "Razón social" se leyó como name`,
			"filas en", "  válidas ", "listas para pago"}},
		{[]string{"--lang", "pt-BR"}, "es_AR.UTF-8", []string{"ndval: o arquivo não está em UTF-8", "linhas em", "prontas para pagamento"}},
		{nil, "es_AR.UTF-8", []string{"ndval: el archivo no está en UTF-8", "filas en", "listas para facturar"}},
		{nil, "pt_BR.UTF-8", []string{"a coluna \"Razón social\" foi lida como name", "prontas para faturamento"}},
		{[]string{"--lang", "en"}, "pt_BR.UTF-8", []string{"ndval: the file is not UTF-8", "billing ready"}},
	} {
		t.Run(strings.Join(tt.args, " ")+" LANG="+tt.env, func(t *testing.T) {
			t.Setenv("LANG", tt.env)
			out := filepath.Join(t.TempDir(), "out.csv")
			args := append([]string{"validate", "records", "--format", "csv", "--out", out}, tt.args...)
			_, errOut, code := runCmd(t, append(args, file)...)
			require.Equal(t, 0, code, errOut)
			for _, w := range tt.want {
				assert.Contains(t, errOut, w)
			}
			b, err := os.ReadFile(out)
			require.NoError(t, err)
			assert.True(t, strings.Contains(string(b), ";tax_id_valid;tax_id_type;"), "column names do not change")
		})
	}
	_, errOut, code := runCmd(t, "validate", "records", "--lang", "fr", file)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "no catalog in that language: want en, es or pt")
}
