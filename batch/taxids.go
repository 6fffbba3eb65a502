package batch

import (
	"context"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/taxid"
)

// taxIDsKind is TaxIDs: the rows are the tax-ids endpoint's items, the
// output its results.
var taxIDsKind = kindSpec{
	name: "tax-ids",
	// The CSV header names of the fields, in the order of wire.TaxIDItem.
	fields:   []string{"id", "country", "type", "value"},
	required: []string{"country", "value"},
	results: []string{"line", "valid", "resolved_type", "normalized", "formatted", "reason", "entity",
		"warnings", "error"},
	newWorker: func(j *job) kindWorker { return &taxIDWorker{v: j.validator.TaxID, lang: j.lang} },
}

// taxIDWorker validates the tax ids of a chunk.
type taxIDWorker struct {
	v       taxid.Validator
	lang    message.Lang // of the error object's message
	items   []wire.TaxIDItem
	results []taxid.Result
}

func (w *taxIDWorker) reset() { w.items, w.results = w.items[:0], w.results[:0] }

func (w *taxIDWorker) addFields(vals []string, hasCol []bool) {
	w.items = append(w.items, wire.TaxIDItem{ID: vals[0], Country: vals[1], Type: vals[2], Value: vals[3],
		HasID: hasCol[0]})
}

func (w *taxIDWorker) addJSON(line []byte) error {
	it, err := wire.TaxID(line, maxFieldChars)
	if err != nil {
		return err
	}
	w.items = append(w.items, it)
	return nil
}

func (w *taxIDWorker) validate(context.Context) {
	for i := range w.items {
		it := &w.items[i]
		w.results = append(w.results, w.v.Validate(it.Country, it.Type, it.Value))
	}
}

// appendJSON appends the endpoint's result after the envelope: the id when
// the item has one, the taxid result, the error object when invalid.
func (w *taxIDWorker) appendJSON(b []byte, k int) []byte {
	it, r := &w.items[k], &w.results[k]
	if it.HasID {
		b = jsonwrite.String(append(b, `,"id":`...), it.ID)
	}
	start := len(b)
	b = jsonwrite.Splice(r.AppendJSON(b), start)
	if r.Valid {
		return b
	}
	return wire.AppendItemErrorIn(jsonwrite.Reopen(b), r.Reason, w.lang)
}

func (w *taxIDWorker) appendInput(b []byte, k int, sep csvOut) []byte {
	it := &w.items[k]
	b = appendCSVField(b, it.ID, sep)
	b = appendCol(b, it.Country, sep)
	b = appendCol(b, it.Type, sep)
	return appendCol(b, it.Value, sep)
}

// appendCSV appends the columns valid, resolved_type, normalized,
// formatted, reason, entity and warnings (names joined by commas).
func (w *taxIDWorker) appendCSV(b []byte, k int, sep csvOut) []byte {
	r := &w.results[k]
	b = appendBool(b, r.Valid, sep)
	b = appendCol(b, r.Type, sep)
	b = appendCol(b, r.Normalized, sep)
	b = appendCol(b, r.Formatted, sep)
	b = appendCol(b, string(r.Reason), sep)
	b = appendCol(b, string(r.Entity), sep)
	if r.Warnings == 0 {
		return append(b, sep.c)
	}
	return appendCol(b, r.Warnings.String(), sep)
}

func (w *taxIDWorker) count(t *counts, k int, row *inRow) {
	it, r := &w.items[k], &w.results[k]
	g := groupKey{country: groupCountry(r.Country, r.Reason), typ: r.Type}
	if r.Valid {
		t.valid(g)
		return
	}
	t.invalid(g)
	t.fail(failure{reason: string(r.Reason)}, func() sample {
		return sample{line: row.line, country: g.country, typ: r.Type, ref: maskID(it.ID), taxID: maskID(r.Normalized)}
	})
}

// groupCountry is the country a result is counted under in a Tally: its
// code, or a fixed label when the country was missing or
// not a code (never the value given, which is unbounded).
func groupCountry(code string, reason ndval.Reason) string {
	switch reason {
	case ndval.ReasonMissingCountry:
		return "(none)"
	case ndval.ReasonInvalidCountry:
		return "(invalid)"
	}
	return code
}
