package batch

import (
	"cmp"
	"maps"
	"slices"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/message"
)

// Tally counts the rows of a run: what a summary, a progress display or
// a report is drawn from. It holds counts, country codes, document types,
// reason codes, column names and line numbers; of the input's values, only
// the masked ids and accounts of a few failing rows (Sample).
type Tally struct {
	Kind Kind

	// Rows is the number of rows written: Valid + Invalid + Unreadable.
	Rows       int
	Valid      int // validated and valid: a tax id Valid, a record without Errors and with a country
	Invalid    int // validated and not valid
	Unreadable int // not read: written with an error object (or column)

	// Failures holds every kind of failure that occurred, the most
	// frequent first, then by Field and Reason. An invalid record counts
	// once in Invalid but under each of its failing fields.
	Failures []Failure

	// Groups holds the valid and invalid rows by country and tax-id type
	// (for Records, the valid and invalid tax ids: a Chilean RUT that is
	// valid counts valid there, whatever the record's other fields),
	// the most rows first, then by Country and Type.
	Groups []Group

	// Payment and Billing count the records validated (those with a
	// country) by their readiness; zero for TaxIDs.
	Payment, Billing Readiness

	// Unread names the CSV columns that hold no field of the Kind
	// (trimmed, in header order): written to a CSV output, not read.
	Unread []string

	// Mapped names the CSV column that holds each field of the Kind, in
	// the Kind's field order: by its name, by Options.Map, or by what its
	// name says ("Razón social" for name).
	Mapped []Mapping

	// Encoding is the encoding the input was read in: UTF8 or
	// Windows1252 (detected or given).
	Encoding Encoding

	// HeaderLine is the CSV header's line: 1, or more when title lines
	// stand above it; 0 for JSON Lines.
	HeaderLine int
}

// A Failure is a kind of failure and how often it occurred.
type Failure struct {
	// Field is "" for a tax id; for a record, the field that failed
	// ("tax_id", "account", "email", "phone", "name", "address") or
	// "record" for the record's own reason (a missing country); "line"
	// for a row that could not be read.
	Field string
	// Reason is the ndval.Reason of the result, or for Field "line"
	// why the row could not be read (MalformedCSV, ...).
	Reason string
	Count  int
	// Samples are the first rows of the kind, at most five, in input
	// order.
	Samples []Sample
}

// Unreadable reports whether the failure is a row that could not be read.
func (f Failure) Unreadable() bool { return f.Field == "line" }

// Label names the failure kind: its reason, after its field for a record
// ("email invalid_format", "record missing_country").
func (f Failure) Label() string {
	switch f.Field {
	case "", "line":
		return f.Reason
	case "record":
		return "record " + f.Reason
	}
	return f.Field + " " + f.Reason
}

// Message explains the failure kind in English: the reason's message, or
// why the row could not be read. MessageIn gives it in another language.
func (f Failure) Message() string { return f.MessageIn(message.English) }

// MessageIn explains the failure kind in the language l: the reason's
// message (message.Lang.Reason), or why the row could not be read.
func (f Failure) MessageIn(l message.Lang) string {
	if !f.Unreadable() {
		return l.Reason(ndval.Reason(f.Reason))
	}
	if m := l.Text("batch.unreadable." + f.Reason); m != "" {
		return m
	}
	return l.Text("batch.unreadable")
}

// A Sample is a failing row, with its ids and account masked: "••••" and
// their last four characters, or "••••" alone when shorter than eight.
// For an unreadable row, only Line is set.
type Sample struct {
	Line          int    // the input line number (a CSV header is line 1)
	Country, Type string // as in Group
	Ref           string // the id or reference_id, masked
	TaxID         string // the normalized tax id, masked
	Account       string // a record's normalized account, masked
}

// A Group counts the validated rows of a country and a tax-id type.
type Group struct {
	// Country is the result's country code, "(none)" when the row had
	// none, or "(invalid)" when it was not a code.
	Country string
	// Type is the tax id's type ("cuit", "rfc", ...), or "" when it has
	// none (a record without a tax id, an unsupported country).
	Type           string
	Valid, Invalid int
}

// Readiness counts records by a readiness flag.
type Readiness struct {
	Ready int
	// NotReady counts the records not ready by their first unmet
	// condition, the most frequent first, then by Reason.
	NotReady []ReasonCount
}

// Total returns the records counted: Ready and every NotReady.
func (r Readiness) Total() int {
	n := r.Ready
	for _, c := range r.NotReady {
		n += c.Count
	}
	return n
}

// A ReasonCount is how many records a reason applies to.
type ReasonCount struct {
	Reason ndval.Reason
	Count  int
}

// The reasons a row cannot be read: the reason of its error object, and
// that of its Failure (Field "line") in a Tally.
const (
	MalformedCSV  = "malformed_csv"  // a bare or undoubled quote, a quoted field not closed
	MalformedJSON = "malformed_json" // JSON syntax, an unknown member, a wrong type
	MissingColumn = "missing_column" // fewer columns than the header
	ExtraColumn   = "extra_column"   // more columns than the header, not all empty
	TooLong       = "too_long"       // a field over 256 characters, or a line over 64 KiB
	NotUTF8       = "not_utf8"       // a field that is not UTF-8 text
)

// tally returns the Tally of t, a run's merged counts, for kind k.
func (t *counts) tally(k Kind) Tally {
	out := Tally{Kind: k, Rows: t.rows, Valid: t.valids, Invalid: t.invalids, Unreadable: t.unreadables}
	for f, s := range t.failures {
		if s.n == 0 {
			continue
		}
		x := Failure{Field: f.field, Reason: f.reason, Count: s.n}
		for _, m := range s.samples {
			x.Samples = append(x.Samples, Sample{Line: m.line, Country: m.country, Type: m.typ,
				Ref: m.ref, TaxID: m.taxID, Account: m.account})
		}
		out.Failures = append(out.Failures, x)
	}
	slices.SortFunc(out.Failures, func(a, b Failure) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Field, b.Field), cmp.Compare(a.Reason, b.Reason))
	})
	for g, c := range t.groups {
		if *c != (groupCount{}) {
			out.Groups = append(out.Groups, Group{Country: g.country, Type: g.typ, Valid: c.valid, Invalid: c.invalid})
		}
	}
	slices.SortFunc(out.Groups, func(a, b Group) int {
		return cmp.Or(cmp.Compare(b.Valid+b.Invalid, a.Valid+a.Invalid), cmp.Compare(a.Country, b.Country),
			cmp.Compare(a.Type, b.Type))
	})
	if k == Records {
		out.Payment = readiness(t.payReady, t.payNot)
		out.Billing = readiness(t.billReady, t.billNot)
	}
	return out
}

// readiness returns the Readiness of ready records and of those not ready
// by reason.
func readiness(ready int, not map[string]int) Readiness {
	r := Readiness{Ready: ready}
	for _, k := range slices.Sorted(maps.Keys(not)) {
		r.NotReady = append(r.NotReady, ReasonCount{ndval.Reason(k), not[k]})
	}
	slices.SortStableFunc(r.NotReady, func(a, b ReasonCount) int { return cmp.Compare(b.Count, a.Count) })
	return r
}
