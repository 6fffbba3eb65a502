package main

import (
	"bytes"
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/batch"
	"github.com/ndval/ndval/internal/country"
)

// The HTML report of "ndval validate --report": one self-contained page
// (inline CSS and SVG; no script, font, image or link to load) that a
// finance team can open and forward. It is built from the run's
// batch.Tally, which holds counts and, for the first rows of each failure
// kind, masked ids only: the page cannot show a value the tally never had.

//go:embed report.gohtml
var reportTemplate string

// reportData is what a report is made from.
type reportData struct {
	file  string // the input: a path, or - for standard input
	tally *batch.Tally
	at    time.Time
	took  time.Duration
}

// writeReport writes the report to path.
func writeReport(path string, d *reportData) error {
	t, err := template.New("report").Funcs(template.FuncMap{"add": add, "bar": svgBar}).Parse(reportTemplate)
	if err != nil {
		return err // the embedded template is tested
	}
	var b bytes.Buffer
	if err := t.Execute(&b, newReportView(d)); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	return nil
}

// reportView is the template's data.
type reportView struct {
	Kind, File, Generated, Took      string
	Version, Data                    string // of this build and of its validators' data
	Records                          bool
	Rows, Valid, Invalid, Unreadable int
	ValidPct, InvalidPct, UnreadPct  string
	ValidW, InvalidW, UnreadW        float64 // widths in the totals bar, of 600
	PayReady, BillReady, Validated   int
	PayW, BillW                      float64 // widths of the readiness bars, of 300
	Groups                           []groupRow
	Reasons, PayNot, BillNot         []countRow
	Samples                          []sampleGroup
	MaskNote                         string
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

// newReportView computes the view of a run.
func newReportView(d *reportData) reportView {
	t := d.tally
	v := reportView{Kind: t.Kind.String(), File: filepath.Base(d.file), Records: t.Kind == batch.Records,
		Generated: d.at.UTC().Format("2006-01-02 15:04 UTC"), Took: d.took.Round(time.Millisecond).String(),
		Version: buildVersion(), Data: dataSummary(),
		Rows: t.Rows, Valid: t.Valid, Invalid: t.Invalid, Unreadable: t.Unreadable,
		PayReady: t.Payment.Ready, BillReady: t.Billing.Ready, Validated: t.Payment.Total(),
		MaskNote: "Ids and account numbers are masked: only their last four characters are shown " +
			"(none when shorter than eight). Emails, phones, names and addresses are not shown."}
	if d.file == "-" {
		v.File = "standard input"
	}
	v.ValidPct, v.ValidW = share(t.Valid, t.Rows, 600)
	v.InvalidPct, v.InvalidW = share(t.Invalid, t.Rows, 600)
	v.UnreadPct, v.UnreadW = share(t.Unreadable, t.Rows, 600)
	_, v.PayW = share(t.Payment.Ready, v.Validated, 300)
	_, v.BillW = share(t.Billing.Ready, v.Validated, 300)
	v.Groups = groupRows(t.Groups)
	for _, f := range t.Failures {
		v.Reasons = append(v.Reasons, countRow{Label: failureLabel(f), Code: f.Reason,
			Message: failureMessage(f), Count: f.Count})
		g := sampleGroup{Label: failureLabel(f), Code: f.Reason}
		for _, x := range f.Samples {
			g.Rows = append(g.Rows, sampleRow{Line: x.Line, Country: x.Country, Type: x.Type,
				Ref: x.Ref, TaxID: x.TaxID, Account: x.Account})
		}
		v.Samples = append(v.Samples, g)
	}
	scale(v.Reasons, t.Rows)
	if t.Encoding != 0 {
		v.Read = append(v.Read, readRow{"encoding", t.Encoding.String()})
	}
	if t.HeaderLine > 1 {
		v.Read = append(v.Read, readRow{"header", "line " + strconv.Itoa(t.HeaderLine) + " (the lines above it skipped)"})
	}
	for _, m := range t.Mapped {
		v.Read = append(v.Read, readRow{"column " + m.Column, "read as " + m.Field})
	}
	for _, u := range t.Unread {
		v.Read = append(v.Read, readRow{"column " + u, "not read"})
	}
	v.PayNot, v.BillNot = readinessRows(t.Payment.NotReady, v.Validated), readinessRows(t.Billing.NotReady, v.Validated)
	return v
}

// groupRows returns the rows by country and type, most rows first.
func groupRows(groups []batch.Group) []groupRow {
	var out []groupRow
	for _, c := range groups {
		g := groupRow{Country: c.Country, Name: country.Name(c.Country), Type: cmp.Or(c.Type, "—"),
			Rows: c.Valid + c.Invalid, Valid: c.Valid, Invalid: c.Invalid}
		g.ValidPct, g.ValidW = share(c.Valid, g.Rows, 200)
		_, g.InvalidW = share(c.Invalid, g.Rows, 200)
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b groupRow) int {
		return cmp.Or(cmp.Compare(b.Rows, a.Rows), cmp.Compare(a.Country, b.Country), cmp.Compare(a.Type, b.Type))
	})
	return out
}

// readinessRows returns the not-ready counts by first unmet condition.
func readinessRows(counts []batch.ReasonCount, total int) []countRow {
	var out []countRow
	for _, c := range counts {
		out = append(out, countRow{Label: string(c.Reason), Code: string(c.Reason), Message: c.Reason.Error(), Count: c.Count})
	}
	scale(out, total)
	return out
}

// scale sets each row's share of total and its bar width, the largest
// row's bar being full.
func scale(rows []countRow, total int) {
	most := 0
	for _, r := range rows {
		most = max(most, r.Count)
	}
	for i := range rows {
		rows[i].Pct, _ = share(rows[i].Count, total, 1)
		_, rows[i].W = share(rows[i].Count, most, 200)
	}
}

// share returns n/total as a percentage and as a part of width.
func share(n, total int, width float64) (string, float64) {
	if total == 0 {
		return "0%", 0
	}
	f := float64(n) / float64(total)
	return fmt.Sprintf("%.1f%%", 100*f), math.Round(10*width*f) / 10
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

// failureMessage explains a failure kind in words.
func failureMessage(f batch.Failure) string {
	if !f.Unreadable() {
		return ndval.Reason(f.Reason).Error()
	}
	switch f.Reason {
	case batch.MalformedCSV:
		return "unreadable: the CSV quoting of the line is broken"
	case batch.MalformedJSON:
		return "unreadable: the line is not a JSON object with the kind's members"
	case batch.MissingColumn:
		return "unreadable: the line has fewer columns than the header"
	case batch.ExtraColumn:
		return "unreadable: the line has more columns than the header"
	case batch.TooLong:
		return "unreadable: a column or the line is longer than the limit"
	case batch.NotUTF8:
		return "unreadable: the line is not UTF-8 text"
	}
	return "unreadable"
}
