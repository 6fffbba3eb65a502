package main

import (
	"bytes"
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/country"
)

// The HTML report of "ndval validate --report": one self-contained page
// (inline CSS and SVG; no script, font, image or link to load) that a
// finance team can open and forward. It is built from the run's tally,
// which holds counts and, for the first rows of each failure kind, masked
// ids only (maskID): the page cannot show a value the tally never had.

//go:embed report.gohtml
var reportTemplate string

// reportData is what a report is made from.
type reportData struct {
	cfg   *validateConfig
	tally *tally
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
}

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
	v := reportView{Kind: d.cfg.kind.name, File: filepath.Base(d.cfg.file), Records: d.cfg.kind == &recordsKind,
		Generated: d.at.UTC().Format("2006-01-02 15:04 UTC"), Took: d.took.Round(time.Millisecond).String(),
		Version: buildVersion(), Data: dataSummary(),
		Rows: t.rows, Valid: t.valids, Invalid: t.invalids, Unreadable: t.unreadables,
		PayReady: t.payReady, BillReady: t.billReady, Validated: t.payReady + sum(t.payNot),
		MaskNote: "Ids and account numbers are masked: only their last four characters are shown " +
			"(none when shorter than eight). Emails, phones, names and addresses are not shown."}
	if d.cfg.file == "-" {
		v.File = "standard input"
	}
	v.ValidPct, v.ValidW = share(t.valids, t.rows, 600)
	v.InvalidPct, v.InvalidW = share(t.invalids, t.rows, 600)
	v.UnreadPct, v.UnreadW = share(t.unreadables, t.rows, 600)
	_, v.PayW = share(t.payReady, v.Validated, 300)
	_, v.BillW = share(t.billReady, v.Validated, 300)
	v.Groups = groupRows(t.groups)
	counts := t.counts()
	for _, f := range sortedFailures(counts) {
		v.Reasons = append(v.Reasons, countRow{Label: failureLabel(f), Code: f.reason,
			Message: failureMessage(f), Count: counts[f]})
		g := sampleGroup{Label: failureLabel(f), Code: f.reason}
		for _, x := range t.failures[f].samples {
			g.Rows = append(g.Rows, sampleRow{Line: x.line, Country: x.country, Type: x.typ,
				Ref: x.ref, TaxID: x.taxID, Account: x.account})
		}
		v.Samples = append(v.Samples, g)
	}
	scale(v.Reasons, t.rows)
	v.PayNot, v.BillNot = readinessRows(t.payNot, v.Validated), readinessRows(t.billNot, v.Validated)
	return v
}

// groupRows returns the rows by country and type, most rows first.
func groupRows(groups map[groupKey]*groupCount) []groupRow {
	var out []groupRow
	for k, c := range groups {
		if *c == (groupCount{}) {
			continue
		}
		g := groupRow{Country: k.country, Name: country.Name(k.country), Type: cmp.Or(k.typ, "—"),
			Rows: c.valid + c.invalid, Valid: c.valid, Invalid: c.invalid}
		g.ValidPct, g.ValidW = share(c.valid, g.Rows, 200)
		_, g.InvalidW = share(c.invalid, g.Rows, 200)
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b groupRow) int {
		return cmp.Or(cmp.Compare(b.Rows, a.Rows), cmp.Compare(a.Country, b.Country), cmp.Compare(a.Type, b.Type))
	})
	return out
}

// readinessRows returns the not-ready counts by first unmet condition.
func readinessRows(counts map[string]int, total int) []countRow {
	var out []countRow
	for _, k := range slices.Sorted(maps.Keys(counts)) {
		out = append(out, countRow{Label: k, Code: k, Message: ndval.Reason(k).Error(), Count: counts[k]})
	}
	slices.SortStableFunc(out, func(a, b countRow) int { return cmp.Compare(b.Count, a.Count) })
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

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// failureMessage explains a failure kind in words.
func failureMessage(f failure) string {
	if f.field != "line" {
		return ndval.Reason(f.reason).Error()
	}
	switch f.reason {
	case reasonMalformedCSV:
		return "unreadable: the CSV quoting of the line is broken"
	case reasonMalformedJSON:
		return "unreadable: the line is not a JSON object with the kind's members"
	case reasonMissingColumn:
		return "unreadable: the line has fewer columns than the header"
	case reasonExtraColumn:
		return "unreadable: the line has more columns than the header"
	case reasonTooLong:
		return "unreadable: a column or the line is longer than the limit"
	case reasonNotUTF8:
		return "unreadable: the line is not UTF-8 text"
	}
	return "unreadable"
}
