package batch

import (
	"context"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/record"
)

// recordsKind is Records: the rows are the records endpoint's items, the
// output its results.
var recordsKind = kindSpec{
	name: "records",
	// The CSV header names of the fields, in the order of record.Item.
	fields:    []string{"reference_id", "country", "tax_id", "account", "account_type", "email", "phone", "name", "address"},
	required:  []string{"country"},
	results:   recordColumns(),
	newWorker: func(j *job) kindWorker { return &recordWorker{v: j.validator, lang: j.lang} },
}

// recordFields are the fields of a record result, in the order of
// record.Fields, and the member of each field's result that its
// <field>_normalized column holds.
var recordFields = [...]struct{ name, normalized string }{
	{"tax_id", "normalized"}, {"account", "normalized"}, {"email", "normalized"},
	{"phone", "normalized"}, {"name", "full"}, {"address", "formatted"},
}

// recordChecks are the consistency checks, one CSV column each.
var recordChecks = [...]record.Check{
	record.CheckCountryMatchesTaxID, record.CheckCountryMatchesAccount, record.CheckCountryMatchesPhone,
	record.CheckCountryMatchesAddress, record.CheckTaxIDMatchesName, record.CheckEntityMatchesName,
}

// recordColumns returns the result columns of a records CSV output.
func recordColumns() []string {
	cols := []string{"line", "reason"}
	for _, f := range recordFields {
		cols = append(cols, f.name+"_valid")
		if f.name == "tax_id" {
			cols = append(cols, "tax_id_type")
		}
		cols = append(cols, f.name+"_normalized", f.name+"_reason")
	}
	for _, c := range recordChecks {
		cols = append(cols, string(c))
	}
	return append(cols, "payment", "payment_reason", "billing", "billing_reason", "error")
}

// recordWorker validates the records of a chunk in its record.Batch, on
// its own goroutine (the workers are the parallelism), which keeps the
// memory of the results from one chunk to the next.
type recordWorker struct {
	v       record.Validator
	lang    message.Lang // of the error object's message
	items   []record.Item
	batch   record.Batch
	results []record.Result       // batch's
	sums    []record.FieldSummary // fieldColumns' buffer
}

func (w *recordWorker) reset() { w.items = w.items[:0] }

func (w *recordWorker) addFields(vals []string, _ []bool) {
	w.items = append(w.items, record.Item{ReferenceID: vals[0], Country: vals[1], TaxID: vals[2],
		Account: vals[3], AccountType: vals[4], Email: vals[5], Phone: vals[6], Name: vals[7], Address: vals[8]})
}

func (w *recordWorker) addJSON(line []byte) error {
	it, err := wire.Record(line, maxFieldChars)
	if err != nil {
		return err
	}
	w.items = append(w.items, it)
	return nil
}

func (w *recordWorker) validate(ctx context.Context) {
	w.batch.Reset(w.items)
	// The error is ctx's alone, and the rows are not written then.
	_ = w.batch.Validate(ctx, w.v, 0, len(w.items))
	w.results = w.batch.Results()
}

// appendJSON appends the endpoint's result after the envelope: the record
// result, and the error object when its country is missing or not a code.
func (w *recordWorker) appendJSON(b []byte, k int) []byte {
	r := &w.results[k]
	start := len(b)
	b = jsonwrite.Splice(r.AppendJSON(b), start)
	if r.Reason == "" {
		return b
	}
	return wire.AppendItemErrorIn(jsonwrite.Reopen(b), r.Reason, w.lang)
}

func (w *recordWorker) appendInput(b []byte, k int, sep csvOut) []byte {
	it := &w.items[k]
	b = appendCSVField(b, it.ReferenceID, sep)
	for _, s := range [...]string{it.Country, it.TaxID, it.Account, it.AccountType, it.Email, it.Phone, it.Name, it.Address} {
		b = appendCol(b, s, sep)
	}
	return b
}

// appendCSV appends the result columns (recordColumns) after line.
func (w *recordWorker) appendCSV(b []byte, k int, sep csvOut) []byte {
	r := &w.results[k]
	b = appendCol(b, string(r.Reason), sep)
	var typ string
	if r.Fields != nil && r.Fields.TaxID != nil {
		typ = r.Fields.TaxID.Type
	}
	for i, c := range w.fieldColumns(r.Fields) {
		if !c.present {
			b = append(b, sep.c, sep.c, sep.c)
		} else {
			b = appendBool(b, c.usable, sep)
		}
		if i == 0 {
			b = appendCol(b, typ, sep)
		}
		if c.present {
			b = appendCol(b, c.normalized, sep)
			b = appendCol(b, string(c.reason), sep)
		}
	}
	for _, c := range recordChecks {
		b = append(b, sep.c)
		for _, cr := range r.Consistency {
			if cr.Check == c {
				b = jsonwrite.Bool(b, cr.OK)
			}
		}
	}
	for _, fl := range [...]record.Flag{r.Readiness.Payment, r.Readiness.Billing} {
		b = appendCol(b, string(fl.Status), sep)
		b = appendCol(b, string(fl.Reason), sep)
	}
	return b
}

// fieldCol is what the CSV columns and the counts take of a field's result.
type fieldCol struct {
	present, usable bool // usable: Err() == nil
	normalized      string
	reason          ndval.Reason
}

// fieldColumns returns the columns of each field of f, in the order of
// recordFields, from its summaries (record.Fields.AppendSummaries, into
// w's buffer); none is present when f is nil.
func (w *recordWorker) fieldColumns(f *record.Fields) [len(recordFields)]fieldCol {
	var c [len(recordFields)]fieldCol
	w.sums = f.AppendSummaries(w.sums[:0])
	for _, s := range w.sums {
		for i := range recordFields {
			if recordFields[i].name == string(s.Field) {
				c[i] = fieldCol{true, s.Usable(), s.Stored, s.Reason}
			}
		}
	}
	return c
}

// count adds a record to t: valid when it was validated and every field it
// has is usable, else each failing field (or the record's own reason) is a
// failure; and its readiness.
func (w *recordWorker) count(t *counts, k int, row *inRow) {
	it, r := &w.items[k], &w.results[k]
	g := groupKey{country: groupCountry(r.Country, r.Reason)}
	if r.Fields != nil && r.Fields.TaxID != nil {
		g.typ = r.Fields.TaxID.Type
	}
	if r.Reason == "" {
		countReadiness(t, r.Readiness)
	}
	if tax := r.Fields; tax != nil && tax.TaxID != nil && tax.TaxID.Reason != ndval.ReasonMissingValue {
		t.taxID(g, tax.TaxID.Valid) // the tax id's own validity, whatever the other fields'
	}
	if r.Reason == "" && len(r.Errors) == 0 {
		t.row(true)
		return
	}
	t.row(false)
	cols := w.fieldColumns(r.Fields)
	mk := func() sample {
		return sample{line: row.line, country: g.country, typ: g.typ, ref: maskID(it.ReferenceID),
			taxID: maskID(cols[0].normalized), account: maskID(cols[1].normalized)}
	}
	if r.Reason != "" {
		t.fail(failure{field: "record", reason: string(r.Reason)}, mk)
		return
	}
	for i, c := range cols {
		if c.present && !c.usable && c.reason != ndval.ReasonMissingValue { // missing: absent, not a failure
			t.fail(failure{field: recordFields[i].name, reason: string(c.reason)}, mk)
		}
	}
}

// countReadiness counts the payment and billing flags of a record.
func countReadiness(t *counts, rd record.Readiness) {
	if rd.Payment.Ready() {
		t.payReady++
	} else {
		t.payNot[string(rd.Payment.Reason)]++
	}
	if rd.Billing.Ready() {
		t.billReady++
	} else {
		t.billNot[string(rd.Billing.Reason)]++
	}
}
