package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ndval/ndval/batch"
)

// WriteText writes the summary of the run t, which took o.Took, to w as
// text for a terminal, in o.Lang: rows, valid, invalid and unreadable, the
// failures by reason, and for records the payment- and billing-ready
// counts, in aligned columns.
func WriteText(w io.Writer, t *batch.Tally, o Options) error {
	l := words{o.Lang}
	rate := float64(t.Rows) / max(o.Took.Seconds(), 1e-9)
	var b strings.Builder
	b.WriteString(l.S("cli.summary", "kind", t.Kind.String(), "rows", t.Rows,
		"took", l.duration(o.Took), "rate", l.decimal(rate, 0)))
	b.WriteByte('\n')
	type line struct {
		label string
		n     int
	}
	lines := []line{{l.S("cli.valid"), t.Valid}, {l.S("cli.invalid"), t.Invalid}}
	for _, f := range t.Failures {
		if !f.Unreadable() {
			lines = append(lines, line{"  " + f.Label(), f.Count})
		}
	}
	lines = append(lines, line{l.S("cli.unreadable"), t.Unreadable})
	for _, f := range t.Failures {
		if f.Unreadable() {
			lines = append(lines, line{"  " + f.Reason, f.Count})
		}
	}
	if t.Kind == batch.Records {
		lines = append(lines, line{l.S("cli.payment_ready"), t.Payment.Ready}, line{l.S("cli.billing_ready"), t.Billing.Ready})
	}
	width := 0
	for _, x := range lines {
		width = max(width, utf8.RuneCountInString(x.label)) // fmt pads to a width in runes
	}
	digits := utf8.RuneCountInString(l.N(t.Rows))
	for _, x := range lines {
		fmt.Fprintf(&b, "  %-*s  %*s\n", width, x.label, digits, l.N(x.n))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteNotes writes to w, in o.Lang, what a person should know about how
// the input of the run t was read, one line each after "ndval: ": that it
// was not UTF-8 (unless o.EncodingGiven), that its header was below title
// lines, which columns were read under another name, and which columns
// hold no field of the kind.
func WriteNotes(w io.Writer, t *batch.Tally, o Options) error {
	l := words{o.Lang}
	var notes []string
	if !o.EncodingGiven && t.Encoding == batch.Windows1252 {
		notes = append(notes, l.S("cli.note.windows1252"))
	}
	if t.HeaderLine > 1 {
		notes = append(notes, l.S("cli.note.header", "line", t.HeaderLine))
	}
	for _, m := range t.Mapped {
		if !strings.EqualFold(m.Column, m.Field) {
			notes = append(notes, l.S("cli.note.mapped", "column", strconv.Quote(m.Column), "field", m.Field))
		}
	}
	for _, col := range t.Unread {
		notes = append(notes, l.S("cli.note.unread", "column", strconv.Quote(col), "kind", t.Kind.String()))
	}
	var b strings.Builder
	for _, n := range notes {
		b.WriteString("ndval: " + n + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
