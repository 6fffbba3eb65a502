package main

import "unicode/utf8"

// maxSamples is how many rows of each failure kind the report shows.
const maxSamples = 5

// failure is a kind of failure the summary and the report count: a reason
// of a tax id (field empty), of a record's field (field "tax_id",
// "account", ...), of a record itself (field "record"), or of an
// unreadable row (field "line").
type failure struct{ field, reason string }

// groupKey is a country and a tax-id type, what the report breaks the
// rows down by. Both come from bounded sets (a country code or a fixed
// label, a canonical type name or empty), never from the input as given.
type groupKey struct{ country, typ string }

type groupCount struct{ valid, invalid int }

// sample is a row the report shows for a failure kind, with its ids and
// account already masked (maskID): a tally holds no value of the input.
type sample struct {
	line                int
	country, typ        string
	ref, taxID, account string
}

// tally counts the results of a chunk, and of the whole run once merged.
type tally struct {
	rows, valids, invalids, unreadables int
	payReady, billReady                 int
	reasons                             map[failure]int
	groups                              map[groupKey]groupCount
	payNot, billNot                     map[string]int // not ready, by first unmet condition
	samples                             map[failure][]sample
}

// reset empties t, keeping its maps' memory.
func (t *tally) reset() {
	if t.reasons == nil {
		t.reasons, t.groups = make(map[failure]int), make(map[groupKey]groupCount)
		t.payNot, t.billNot = make(map[string]int), make(map[string]int)
		t.samples = make(map[failure][]sample)
	}
	*t = tally{reasons: t.reasons, groups: t.groups, payNot: t.payNot, billNot: t.billNot, samples: t.samples}
	clear(t.reasons)
	clear(t.groups)
	clear(t.payNot)
	clear(t.billNot)
	for k, s := range t.samples {
		t.samples[k] = s[:0]
	}
}

// valid counts a valid row of group g.
func (t *tally) valid(g groupKey) {
	t.rows++
	t.valids++
	c := t.groups[g]
	c.valid++
	t.groups[g] = c
}

// invalid counts an invalid row of group g; its failures are counted by
// reason.
func (t *tally) invalid(g groupKey) {
	t.rows++
	t.invalids++
	c := t.groups[g]
	c.invalid++
	t.groups[g] = c
}

// reason counts one failure of an invalid row.
func (t *tally) reason(f failure) { t.reasons[f]++ }

// unreadable counts a row that could not be read.
func (t *tally) unreadable(reason string, r *inRow) {
	t.rows++
	t.unreadables++
	f := failure{field: "line", reason: reason}
	t.reasons[f]++
	if t.wantSample(f) {
		t.addSample(f, sample{line: r.line})
	}
}

// wantSample reports whether the failure kind f has room for a sample.
func (t *tally) wantSample(f failure) bool { return len(t.samples[f]) < maxSamples }

func (t *tally) addSample(f failure, s sample) { t.samples[f] = append(t.samples[f], s) }

// merge adds o, the tally of the chunk after those already merged, to t.
func (t *tally) merge(o *tally) {
	t.rows += o.rows
	t.valids += o.valids
	t.invalids += o.invalids
	t.unreadables += o.unreadables
	t.payReady += o.payReady
	t.billReady += o.billReady
	for k, n := range o.reasons {
		t.reasons[k] += n
	}
	for k, c := range o.groups {
		x := t.groups[k]
		x.valid += c.valid
		x.invalid += c.invalid
		t.groups[k] = x
	}
	for k, n := range o.payNot {
		t.payNot[k] += n
	}
	for k, n := range o.billNot {
		t.billNot[k] += n
	}
	for k, s := range o.samples {
		room := maxSamples - len(t.samples[k])
		if room > 0 && len(s) > 0 {
			t.samples[k] = append(t.samples[k], s[:min(room, len(s))]...)
		}
	}
}

// maskID masks an id or an account number for the report: its last four
// characters after four bullets, or only the bullets when it has fewer
// than eight characters (four would show most of it). Empty stays empty.
func maskID(s string) string {
	const bullets = "••••"
	n := utf8.RuneCountInString(s)
	switch {
	case n == 0:
		return ""
	case n < 8:
		return bullets
	}
	i := len(s)
	for range 4 {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
	}
	return bullets + s[i:]
}
