package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/ndval/ndval/batch"
)

// WriteText writes the summary of the run t, which took took, to w as
// text for a terminal: rows, valid, invalid and unreadable, the failures
// by reason, and for records the payment- and billing-ready counts, in
// aligned columns.
func WriteText(w io.Writer, t *batch.Tally, took time.Duration) error {
	rate := float64(t.Rows) / max(took.Seconds(), 1e-9)
	var b strings.Builder
	fmt.Fprintf(&b, "ndval validate %s: %d rows in %s (%.0f rows/s)\n", t.Kind, t.Rows,
		took.Round(time.Millisecond), rate)
	type line struct {
		label string
		n     int
	}
	lines := []line{{"valid", t.Valid}, {"invalid", t.Invalid}}
	for _, f := range t.Failures {
		if !f.Unreadable() {
			lines = append(lines, line{"  " + f.Label(), f.Count})
		}
	}
	lines = append(lines, line{"unreadable", t.Unreadable})
	for _, f := range t.Failures {
		if f.Unreadable() {
			lines = append(lines, line{"  " + f.Reason, f.Count})
		}
	}
	if t.Kind == batch.Records {
		lines = append(lines, line{"payment ready", t.Payment.Ready}, line{"billing ready", t.Billing.Ready})
	}
	width := 0
	for _, l := range lines {
		width = max(width, len(l.label))
	}
	digits := len(strconv.Itoa(t.Rows))
	for _, l := range lines {
		fmt.Fprintf(&b, "  %-*s  %*d\n", width, l.label, digits, l.n)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
