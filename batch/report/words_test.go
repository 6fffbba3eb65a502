package report_test

import (
	"bytes"
	"context"
	"io"
	"log"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/ndval/ndval/batch"
	"github.com/ndval/ndval/batch/report"
	"github.com/ndval/ndval/message"
)

// bigTally is a run with every part of the page: thousands of rows,
// failures of each kind with samples, readiness, a header below title
// lines, a column read under another name and one not read.
func bigTally() *batch.Tally {
	return &batch.Tally{Kind: batch.Records, Rows: 12345, Valid: 10000, Invalid: 2000, Unreadable: 345,
		Failures: []batch.Failure{
			{Field: "tax_id", Reason: "invalid_checksum", Count: 1500, Samples: []batch.Sample{{Line: 1234, Country: "AR", Type: "cuit", TaxID: "••••9978"}}},
			{Field: "record", Reason: "missing_country", Count: 500, Samples: []batch.Sample{{Line: 7, Country: "(none)"}}},
			{Field: "line", Reason: batch.MalformedCSV, Count: 345, Samples: []batch.Sample{{Line: 9}}},
		},
		Groups:  []batch.Group{{Country: "MX", Type: "rfc", Valid: 9000, Invalid: 1000}, {Country: "(invalid)", Valid: 0, Invalid: 20}},
		Payment: batch.Readiness{Ready: 8000, NotReady: []batch.ReasonCount{{Reason: "missing_account", Count: 3500}}},
		Billing: batch.Readiness{Ready: 9000, NotReady: []batch.ReasonCount{{Reason: "missing_name", Count: 2500}}},
		Mapped:  []batch.Mapping{{Column: "Razón social", Field: "name"}}, Unread: []string{"Saldo ($)"},
		Encoding: batch.Windows1252, HeaderLine: 3,
	}
}

var at = time.Date(2026, 11, 26, 14, 5, 0, 0, time.FixedZone("ART", -3*3600))

func TestWriteLang(t *testing.T) {
	for _, tt := range []struct {
		lang message.Lang
		want []string
	}{
		{message.English, []string{`<html lang="en">`, "<title>ndval report: records in proveedores.csv</title>",
			"generated 2026-11-26 17:05 UTC · 12345 rows validated in 1.235s", "rows<b>12345</b>", "81.0%",
			"check digit does not verify", "unreadable: the CSV quoting of the line is broken", "no bank account",
			"<code>MX</code> Mexico", "(invalid)", "(none)", "column Razón social", "line 3 (the lines above it skipped)"}},
		{message.Spanish, []string{`<html lang="es-419">`, "<title>Informe de ndval: records en proveedores.csv</title>",
			"generado el 26/11/2026 17:05 UTC · 12.345 filas validadas en 1,235s", "filas<b>12.345</b>", "81,0%",
			"el dígito verificador no coincide", "ilegible: las comillas CSV de la línea están rotas", "falta la cuenta bancaria",
			"<code>MX</code> México", "(no válido)", "(ninguno)", "columna Razón social", "línea 3 (se omitieron las líneas de arriba)",
			`<td class="n">1.234</td>`, `<td class="n">9.000</td>`}},
		{message.Portuguese, []string{`<html lang="pt-BR">`, "<title>Relatório do ndval: records em proveedores.csv</title>",
			"gerado em 26/11/2026 17:05 UTC · 12.345 linhas validadas em 1,235s", "linhas<b>12.345</b>", "81,0%",
			"o dígito verificador não confere", "ilegível: as aspas CSV da linha estão quebradas", "falta a conta bancária",
			"<code>MX</code> México", "(inválido)", "(nenhum)", "coluna Razón social", "linha 3 (as linhas acima dela ignoradas)"}},
	} {
		t.Run(tt.lang.String(), func(t *testing.T) {
			var b bytes.Buffer
			require.NoError(t, report.Write(&b, bigTally(), report.Options{File: "/srv/proveedores.csv", At: at,
				Took: 1234567 * time.Microsecond, Version: "v1.2.3", Lang: tt.lang}))
			for _, w := range tt.want {
				assert.Contains(t, b.String(), w)
			}
		})
	}
}

// visible returns the text of the page's headings, table headings,
// cards, notes and cells, in document order, leaving out what is in
// <code> (codes, the same in every language).
func visible(t *testing.T, page string) []string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	require.NoError(t, err)
	var out []string
	var text func(*html.Node, *strings.Builder)
	text = func(n *html.Node, b *strings.Builder) {
		switch {
		case n.Type == html.TextNode:
			b.WriteString(n.Data)
		case n.Type == html.ElementNode && (n.Data == "code" || n.Data == "b" || n.Data == "svg"):
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			text(c, b)
		}
	}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "title", "h1", "h2", "h3", "th", "td", "p", "div":
				var b strings.Builder
				text(n, &b)
				out = append(out, strings.TrimSpace(b.String()))
			}
			for _, a := range n.Attr {
				if a.Key == "aria-label" {
					out = append(out, a.Val)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return out
}

// words reports whether s holds a word of letters: not a number, a
// percentage, a masked id or a code (a document type such as cuit).
func words(s string) bool {
	if code.MatchString(s) {
		return false
	}
	for _, w := range strings.Fields(s) {
		letters := 0
		for _, r := range w {
			if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
				letters++
			}
		}
		if letters > 2 {
			return true
		}
	}
	return false
}

var code = regexp.MustCompile(`^[a-z0-9_]+$`)

// TestNoEnglishLeftovers: in Spanish and Portuguese, every piece of the
// page's text that has words (headings, table headings, cards, notes,
// cells) differs from the English page's at the same place, but for the
// words that are the same in the three languages: country names such as
// Argentina, codes and the file's name.
func TestNoEnglishLeftovers(t *testing.T) {
	same := map[string]bool{"Id": true, "utf-8": true, "windows-1252": true, "Saldo ($)": true, "": true}
	for _, tally := range []*batch.Tally{bigTally(), {Kind: batch.TaxIDs, Rows: 3, Valid: 1, Invalid: 2,
		Failures: []batch.Failure{{Reason: "invalid_checksum", Count: 2, Samples: []batch.Sample{{Line: 2, Country: "AR", Type: "cuit"}}}},
		Groups:   []batch.Group{{Country: "AR", Type: "cuit", Valid: 1, Invalid: 2}}}, {Kind: batch.Records}} {
		pages := map[message.Lang][]string{}
		for _, l := range message.Langs() {
			var b bytes.Buffer
			require.NoError(t, report.Write(&b, tally, report.Options{File: "-", At: at, Lang: l}))
			pages[l] = visible(t, b.String())
		}
		en := pages[message.English]
		for _, l := range []message.Lang{message.Spanish, message.Portuguese} {
			require.Len(t, pages[l], len(en), "%s: the same elements as English", l)
			for i, s := range pages[l] {
				if words(en[i]) && !same[en[i]] && !strings.Contains(en[i], "Argentina") {
					assert.NotEqual(t, en[i], s, "%s %s: English left over", tally.Kind, l)
				}
			}
		}
	}
}

func TestWriteTextLang(t *testing.T) {
	for _, tt := range []struct {
		lang message.Lang
		want string
	}{
		{message.English, `ndval validate records: 12345 rows in 2.5s (4938 rows/s)
  valid                      10000
  invalid                     2000
    tax_id invalid_checksum   1500
    record missing_country     500
  unreadable                   345
    malformed_csv              345
  payment ready               8000
  billing ready               9000
`},
		{message.Spanish, `ndval validate records: 12.345 filas en 2,5s (4.938 filas/s)
  válidas                    10.000
  no válidas                  2.000
    tax_id invalid_checksum   1.500
    record missing_country      500
  ilegibles                     345
    malformed_csv               345
  listas para pago            8.000
  listas para facturar        9.000
`},
		{message.Portuguese, `ndval validate records: 12.345 linhas em 2,5s (4.938 linhas/s)
  válidas                    10.000
  inválidas                   2.000
    tax_id invalid_checksum   1.500
    record missing_country      500
  ilegíveis                     345
    malformed_csv               345
  prontas para pagamento      8.000
  prontas para faturamento    9.000
`},
	} {
		var b strings.Builder
		require.NoError(t, report.WriteText(&b, bigTally(), report.Options{Took: 2500 * time.Millisecond, Lang: tt.lang}))
		assert.Equal(t, tt.want, b.String(), tt.lang)
	}
}

func TestWriteNotes(t *testing.T) {
	for _, tt := range []struct {
		lang  message.Lang
		given bool
		want  string
	}{
		{message.English, false, `ndval: the file is not UTF-8: read as Windows-1252, as Excel saves a plain CSV (--encoding to choose)
ndval: the header is on line 3; the lines above it were skipped
ndval: column "Razón social" read as name
ndval: column "Saldo ($)" is not a field of records: kept, not read (see --map)
`},
		{message.English, true, `ndval: the header is on line 3; the lines above it were skipped
ndval: column "Razón social" read as name
ndval: column "Saldo ($)" is not a field of records: kept, not read (see --map)
`},
		{message.Spanish, false, `ndval: el archivo no está en UTF-8: se leyó como Windows-1252, como Excel guarda un CSV simple (--encoding para elegir)
ndval: el encabezado está en la línea 3; se omitieron las líneas de arriba
ndval: la columna "Razón social" se leyó como name
ndval: la columna "Saldo ($)" no es un campo de records: se conserva, no se lee (vea --map)
`},
		{message.Portuguese, true, `ndval: o cabeçalho está na linha 3; as linhas acima dele foram ignoradas
ndval: a coluna "Razón social" foi lida como name
ndval: a coluna "Saldo ($)" não é um campo de records: mantida, não lida (veja --map)
`},
	} {
		var b strings.Builder
		require.NoError(t, report.WriteNotes(&b, bigTally(), report.Options{Lang: tt.lang, EncodingGiven: tt.given}))
		assert.Equal(t, tt.want, b.String(), tt.lang)
	}
	var b strings.Builder
	require.NoError(t, report.WriteNotes(&b, &batch.Tally{Kind: batch.TaxIDs, Mapped: []batch.Mapping{{Column: "Value", Field: "value"}}}, report.Options{}))
	assert.Empty(t, b.String(), "a column of the field's own name is not worth a note")
}

// The summary of a run in Spanish, as "ndval validate --lang es" writes
// it on standard error; the reason codes stay as they are.
func ExampleWriteText() {
	const upload = "id,country,value\n1,AR,30-54668997-9\n2,AR,30-54668997-8\n3,AR\n"
	tally, err := batch.Run(context.Background(), strings.NewReader(upload), io.Discard,
		batch.Options{Kind: batch.TaxIDs, Lang: message.Spanish}, nil)
	if err != nil {
		log.Fatal(err)
	}
	report.WriteText(os.Stdout, &tally, report.Options{Took: 1500 * time.Millisecond, Lang: message.Spanish})
	// Output:
	// ndval validate tax-ids: 3 filas en 1,5s (2 filas/s)
	//   válidas             1
	//   no válidas          1
	//     invalid_checksum  1
	//   ilegibles           1
	//     missing_column    1
}
