package batch

import "unicode/utf8"

// maxSamples is how many rows of each failure kind a Tally keeps.
const maxSamples = 5

// failure is a kind of failure: a Failure's field and reason.
type failure struct{ field, reason string }

// groupKey is a country and a tax-id type, what a Tally breaks the rows
// down by. Both come from bounded sets (a country code or a fixed label, a
// canonical type name or empty), never from the input as given.
type groupKey struct{ country, typ string }

type groupCount struct{ valid, invalid int }

// sample is a Sample: a row kept for a failure kind, with its ids and
// account already masked (maskID): counts hold no value of the input.
type sample struct {
	line                int
	country, typ        string
	ref, taxID, account string
}

// counts counts the results of a chunk, and of the whole run once merged;
// a Tally is made of it at the end. Its maps keep their keys from chunk to
// chunk (both key sets are small and bounded) and only their counts are
// reset, so that counting a row is one map access.
type counts struct {
	rows, valids, invalids, unreadables int
	payReady, billReady                 int
	failures                            map[failure]*failStat
	groups                              map[groupKey]*groupCount
	payNot, billNot                     map[string]int // not ready, by first unmet condition
}

// failStat counts a failure kind and keeps its first rows.
type failStat struct {
	n       int
	samples []sample
}

// reset empties t for a new chunk, keeping its keys and memory.
func (t *counts) reset() {
	if t.failures == nil {
		t.failures, t.groups = make(map[failure]*failStat), make(map[groupKey]*groupCount)
		t.payNot, t.billNot = make(map[string]int), make(map[string]int)
	}
	t.rows, t.valids, t.invalids, t.unreadables, t.payReady, t.billReady = 0, 0, 0, 0, 0, 0
	for _, f := range t.failures {
		f.n, f.samples = 0, f.samples[:0]
	}
	for _, g := range t.groups {
		*g = groupCount{}
	}
	clear(t.payNot)
	clear(t.billNot)
}

// group returns the counts of group g.
func (t *counts) group(g groupKey) *groupCount {
	c := t.groups[g]
	if c == nil {
		c = new(groupCount)
		t.groups[g] = c
	}
	return c
}

// valid counts a valid row of group g.
func (t *counts) valid(g groupKey) {
	t.rows++
	t.valids++
	t.group(g).valid++
}

// row counts a row, valid or not, without a group: a record's group
// counts its tax id (taxID), not the record.
func (t *counts) row(valid bool) {
	t.rows++
	if valid {
		t.valids++
	} else {
		t.invalids++
	}
}

// taxID counts a tax id of group g, valid or not.
func (t *counts) taxID(g groupKey, valid bool) {
	if valid {
		t.group(g).valid++
	} else {
		t.group(g).invalid++
	}
}

// invalid counts an invalid row of group g; its failures are counted with
// fail.
func (t *counts) invalid(g groupKey) {
	t.rows++
	t.invalids++
	t.group(g).invalid++
}

// fail counts a failure of kind f of an invalid row, and keeps the row
// (made by mk, which masks its ids) while the kind has room for samples.
func (t *counts) fail(f failure, mk func() sample) {
	s := t.failures[f]
	if s == nil {
		s = new(failStat)
		t.failures[f] = s
	}
	s.n++
	if len(s.samples) < maxSamples {
		s.samples = append(s.samples, mk())
	}
}

// unreadable counts a row that could not be read.
func (t *counts) unreadable(reason string, r *inRow) {
	t.rows++
	t.unreadables++
	t.fail(failure{field: "line", reason: reason}, func() sample { return sample{line: r.line} })
}

// merge adds o, the tally of the chunk after those already merged, to t.
func (t *counts) merge(o *counts) {
	t.rows += o.rows
	t.valids += o.valids
	t.invalids += o.invalids
	t.unreadables += o.unreadables
	t.payReady += o.payReady
	t.billReady += o.billReady
	for k, f := range o.failures {
		if f.n == 0 {
			continue
		}
		x := t.failures[k]
		if x == nil {
			x = new(failStat)
			t.failures[k] = x
		}
		x.n += f.n
		if room := maxSamples - len(x.samples); room > 0 {
			x.samples = append(x.samples, f.samples[:min(room, len(f.samples))]...)
		}
	}
	for k, c := range o.groups {
		if *c != (groupCount{}) {
			g := t.group(k)
			g.valid += c.valid
			g.invalid += c.invalid
		}
	}
	for k, n := range o.payNot {
		t.payNot[k] += n
	}
	for k, n := range o.billNot {
		t.billNot[k] += n
	}
}

// maskID masks an id or an account number for a Sample: its last four
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
