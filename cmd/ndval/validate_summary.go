package main

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"time"
)

// printSummary writes the summary of a run on w (standard error): rows,
// valid, invalid and unreadable, the failures by reason, and for records
// the payment- and billing-ready counts.
func printSummary(w io.Writer, c *validateConfig, t *tally, took time.Duration) {
	rate := float64(t.rows) / max(took.Seconds(), 1e-9)
	fmt.Fprintf(w, "ndval validate %s: %d rows in %s (%.0f rows/s)\n", c.kind.name, t.rows,
		took.Round(time.Millisecond), rate)
	type line struct {
		label string
		n     int
	}
	lines := []line{{"valid", t.valids}, {"invalid", t.invalids}}
	counts := t.counts()
	failures := sortedFailures(counts)
	for _, f := range failures {
		if f.field != "line" {
			lines = append(lines, line{"  " + failureLabel(f), counts[f]})
		}
	}
	lines = append(lines, line{"unreadable", t.unreadables})
	for _, f := range failures {
		if f.field == "line" {
			lines = append(lines, line{"  " + f.reason, counts[f]})
		}
	}
	if c.kind == &recordsKind {
		lines = append(lines, line{"payment ready", t.payReady}, line{"billing ready", t.billReady})
	}
	width := 0
	for _, l := range lines {
		width = max(width, len(l.label))
	}
	digits := len(strconv.Itoa(t.rows))
	for _, l := range lines {
		fmt.Fprintf(w, "  %-*s  %*d\n", width, l.label, digits, l.n)
	}
}

// failureLabel names a failure kind: its reason, after its field for a
// record's field ("tax_id invalid_checksum").
func failureLabel(f failure) string {
	switch f.field {
	case "", "line":
		return f.reason
	case "record":
		return "record " + f.reason
	}
	return f.field + " " + f.reason
}

// sortedFailures returns the failure kinds of counts, most frequent first,
// then by name.
func sortedFailures(counts map[failure]int) []failure {
	return slices.SortedFunc(maps.Keys(counts), func(a, b failure) int {
		return cmp.Or(cmp.Compare(counts[b], counts[a]), cmp.Compare(a.field, b.field), cmp.Compare(a.reason, b.reason))
	})
}
