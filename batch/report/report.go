// Package report writes the HTML report of a batch run: one
// self-contained page (inline CSS and SVG; no script, font, image or link
// to load) that a finance team can open and forward, with the totals, the
// rows by country and tax-id type, the reasons, payment and billing
// readiness, samples of failing rows and how the file was read.
//
// The page is drawn from a batch.Tally, which holds counts and, for the
// first rows of each failure kind, masked ids only: the page cannot show
// a value the tally never had. "ndval validate --report" writes it; a
// service that runs batch.Run on an upload can write the same page.
//
// The page, the text summary (WriteText) and the notes on how the input
// was read (WriteNotes) speak the language of Options.Lang: English,
// Spanish or Portuguese, with their words from package message's
// catalogs and their numbers and dates written as the language does.
package report

import (
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/ndval/ndval/batch"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/record"
)

//go:embed report.gohtml
var source string

// page is the parsed template; parsing happens once and the template is
// only read afterwards.
var page = template.Must(template.New("report").Funcs(template.FuncMap{"add": add, "bar": svgBar, "code": code}).Parse(source))

// Options describe the run a report is about.
type Options struct {
	// File names the input: a path, of which the page shows the base
	// name, or "-" for standard input.
	File string
	// At is when the run ended, shown in UTC; Took how long it took.
	At   time.Time
	Took time.Duration
	// Version is the build's version, shown at the foot of the page with
	// the versions of the validators' data.
	Version string
	// Lang is the language of the page, of the summary and of the notes:
	// their words, the reasons' messages, country names, and how numbers
	// and dates are written (1.234,5 and 26/11/2026 in Spanish and
	// Portuguese). Codes, column names and field names are the same in
	// every language. The zero value is English.
	Lang message.Lang
	// EncodingGiven says that the run was told the input's encoding
	// (batch.Options.Encoding), so that WriteNotes does not explain it.
	EncodingGiven bool
}

// Write writes the report of the run t to w.
func Write(w io.Writer, t *batch.Tally, o Options) error {
	return page.Execute(w, newView(t, o))
}

// view is the template's data.
type view struct {
	T                                words // the page's words, in Options.Lang
	Lang                             string
	Kind, File, Generated, Took      string
	Version, Data                    string // of this build and of its validators' data
	Records                          bool
	Rows, Valid, Invalid, Unreadable int
	ValidPct, InvalidPct, UnreadPct  string
	ValidW, InvalidW, UnreadW        float64 // widths in the totals bar, of 600
	PayReady, BillReady, Validated   int
	PayW, BillW                      float64 // widths of the readiness bars, of 300
	Groups                           []groupRow
	Reasons, PayNot, BillNot         countTable
	Samples                          []sampleGroup
	Read                             []readRow // how the file was read: encoding, header, columns
}

// readRow is a line of "How the file was read".
type readRow struct{ Label, Value string }

type groupRow struct {
	Country, Name, Type  string
	Rows, Valid, Invalid int
	ValidPct             string
	ValidW, InvalidW     float64 // of 200
}

// countTable is a table of counts by reason, with the page's words.
type countTable struct {
	T    words
	Rows []countRow
}

type countRow struct {
	Label, Code, Message string
	Count                int
	Pct                  string
	W                    float64 // of 200
}

type sampleGroup struct {
	Label, Code string
	Rows        []sampleRow
}

// sampleRow is a sample, its ids masked already.
type sampleRow struct {
	Line                int
	Country, Type       string
	Ref, TaxID, Account string
}

// newView computes the view of a run.
func newView(t *batch.Tally, o Options) view {
	w := words{o.Lang}
	v := view{T: w, Lang: o.Lang.String(), Kind: t.Kind.String(), File: filepath.Base(o.File), Records: t.Kind == batch.Records,
		Generated: w.date(o.At), Took: w.duration(o.Took),
		Version: o.Version, Data: dataSummary(),
		Rows: t.Rows, Valid: t.Valid, Invalid: t.Invalid, Unreadable: t.Unreadable,
		PayReady: t.Payment.Ready, BillReady: t.Billing.Ready, Validated: t.Payment.Total()}
	switch o.File {
	case "-":
		v.File = w.S("report.stdin")
	case "":
		v.File = w.S("report.the_input")
	}
	v.ValidPct, v.ValidW = w.share(t.Valid, t.Rows, 600)
	v.InvalidPct, v.InvalidW = w.share(t.Invalid, t.Rows, 600)
	v.UnreadPct, v.UnreadW = w.share(t.Unreadable, t.Rows, 600)
	_, v.PayW = w.share(t.Payment.Ready, v.Validated, 300)
	_, v.BillW = w.share(t.Billing.Ready, v.Validated, 300)
	v.Groups = groupRows(w, t.Groups)
	v.Reasons.T = w
	for _, f := range t.Failures {
		v.Reasons.Rows = append(v.Reasons.Rows, countRow{Label: f.Label(), Code: f.Reason, Message: f.MessageIn(o.Lang), Count: f.Count})
		g := sampleGroup{Label: f.Label(), Code: f.Reason}
		for _, x := range f.Samples {
			g.Rows = append(g.Rows, sampleRow{Line: x.Line, Country: w.code(x.Country), Type: x.Type,
				Ref: x.Ref, TaxID: x.TaxID, Account: x.Account})
		}
		v.Samples = append(v.Samples, g)
	}
	w.scale(v.Reasons.Rows, t.Rows)
	if t.Encoding != 0 {
		v.Read = append(v.Read, readRow{w.S("report.read.encoding"), t.Encoding.String()})
	}
	if t.HeaderLine > 1 {
		v.Read = append(v.Read, readRow{w.S("report.read.header"), w.S("report.read.header_line", "line", t.HeaderLine)})
	}
	for _, m := range t.Mapped {
		v.Read = append(v.Read, readRow{w.S("report.read.column", "column", m.Column), w.S("report.read.as", "field", m.Field)})
	}
	for _, u := range t.Unread {
		v.Read = append(v.Read, readRow{w.S("report.read.column", "column", u), w.S("report.read.not_read")})
	}
	v.PayNot, v.BillNot = readinessRows(w, t.Payment.NotReady, v.Validated), readinessRows(w, t.Billing.NotReady, v.Validated)
	return v
}

// dataSummary is record.DataVersions on one line: "taxid 2026-11-26, account ...".
func dataSummary() string {
	var b strings.Builder
	for i, d := range record.DataVersions() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(d.Package + " " + d.Version)
	}
	return b.String()
}

// groupRows returns the rows by country and type, most rows first.
func groupRows(w words, groups []batch.Group) []groupRow {
	var out []groupRow
	for _, c := range groups {
		g := groupRow{Country: c.Country, Name: w.country(c.Country), Type: cmp.Or(c.Type, "—"),
			Rows: c.Valid + c.Invalid, Valid: c.Valid, Invalid: c.Invalid}
		g.ValidPct, g.ValidW = w.share(c.Valid, g.Rows, 200)
		_, g.InvalidW = w.share(c.Invalid, g.Rows, 200)
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b groupRow) int {
		return cmp.Or(cmp.Compare(b.Rows, a.Rows), cmp.Compare(a.Country, b.Country), cmp.Compare(a.Type, b.Type))
	})
	for i := range out {
		out[i].Country = w.code(out[i].Country) // after sorting: the same order in every language
	}
	return out
}

// readinessRows returns the not-ready counts by first unmet condition.
func readinessRows(w words, counts []batch.ReasonCount, total int) countTable {
	out := countTable{T: w}
	for _, c := range counts {
		out.Rows = append(out.Rows, countRow{Label: string(c.Reason), Code: string(c.Reason), Message: w.l.Reason(c.Reason), Count: c.Count})
	}
	w.scale(out.Rows, total)
	return out
}

// code returns a country code of a Tally, with its words for no country
// ("(none)") and a country that is not a code ("(invalid)") in the
// language.
func (w words) code(c string) string {
	switch c {
	case "(none)":
		return w.S("report.no_country")
	case "(invalid)":
		return w.S("report.bad_country")
	}
	return c
}

// scale sets each row's share of total and its bar width, the largest
// row's bar being full.
func (w words) scale(rows []countRow, total int) {
	most := 0
	for _, r := range rows {
		most = max(most, r.Count)
	}
	for i := range rows {
		rows[i].Pct, _ = w.share(rows[i].Count, total, 1)
		_, rows[i].W = w.share(rows[i].Count, most, 200)
	}
}

// share returns n/total as a percentage and as a part of width.
func (w words) share(n, total int, width float64) (string, float64) {
	if total == 0 {
		return "0%", 0
	}
	f := float64(n) / float64(total)
	return w.percent(f), math.Round(10*width*f) / 10
}

// add is the template's addition of bar widths.
func add(a, b float64) float64 { return a + b }

// svgBar returns an inline SVG bar of width total, filled to w with color
// (a constant of the template): numbers and a constant only, so it needs
// no escaping.
func svgBar(w, total float64, color string) template.HTML {
	return template.HTML(fmt.Sprintf(`<svg width="%[2]g" height="12" viewBox="0 0 %[2]g 12">`+
		`<rect width="%[2]g" height="12" fill="#eaeef2"/><rect width="%.1[1]f" height="12" fill="%[3]s"/></svg>`,
		w, total, template.HTMLEscapeString(color)))
}

// code returns s escaped inside <code>, for a value in a message.
func code(s string) (template.HTML, error) {
	var b strings.Builder
	b.WriteString("<code>")
	if err := escape.Execute(&b, s); err != nil {
		return "", err
	}
	b.WriteString("</code>")
	return template.HTML(b.String()), nil
}
