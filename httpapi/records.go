package httpapi

import (
	"context"
	"net/http"
	"strconv"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/record"
)

// records serves POST /v1/validate/records, once batch has checked the key
// and read the body: the strict decode (package wire, shared with the
// command-line tool), the batch bounds, the quota (one item per record),
// then record.Validator.ValidateBatch and the response.
func (h *handler) records(w http.ResponseWriter, r *http.Request, rec apikey.Record, body []byte) {
	pooled := h.recordItems.get()
	defer h.recordItems.put(pooled)
	items, err := wire.AppendRecords((*pooled)[:0], body, h.cfg.MaxFieldChars)
	*pooled = items
	if err != nil {
		h.writeProblem(w, r, Problem{Code: CodeInvalidRequest,
			Detail: text(r, "detail.invalid_request.records"), Errors: []FieldError{*fieldError(err)}})
		return
	}
	if !h.checkBatch(w, r, len(items), h.cfg.Records.MaxItems) {
		return
	}
	if !h.takeQuota(w, r, rec, len(items)) {
		return
	}
	// The batch is paid for, so it is validated whole even if the client
	// goes away meanwhile: the context is never done, and ValidateBatch
	// returns no error.
	// Validated in chunks, each in a turn (see turns), into a pooled
	// Batch's memory.
	batch := h.recordBatches.get()
	defer h.recordBatches.put(batch)
	batch.Reset(items)
	h.validateRecords(context.WithoutCancel(r.Context()), rec.Account, items, batch)
	results := batch.Results()

	out := h.answers.get()
	defer h.answers.put(out)
	b, errs := appendRecordResults((*out)[:0], results, lang(r))
	*out = b
	h.writeBatch(w, r, "records", len(results)-errs, errs, b)
}

// appendRecordResults appends the response body: the results in input
// order, their messages in l, and the summary. It returns the number of
// records with an error.
func appendRecordResults(b []byte, results []record.Result, l message.Lang) ([]byte, int) {
	var errs, pay, bill int
	b = append(b, `{"results":[`...)
	for i := range results {
		res := &results[i]
		switch {
		case res.Reason != "":
			errs++
		default:
			if res.Readiness.Payment.Ready() {
				pay++
			}
			if res.Readiness.Billing.Ready() {
				bill++
			}
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = appendRecordResult(b, i, res, l)
	}
	b = append(b, `],"summary":{"total":`...)
	b = strconv.AppendInt(b, int64(len(results)), 10)
	for _, m := range [...]struct {
		key string
		n   int
	}{{"errors", errs}, {"payment_ready", pay}, {"billing_ready", bill}} {
		b = strconv.AppendInt(jsonwrite.Key(b, m.key), int64(m.n), 10)
	}
	return append(b, "}}\n"...), errs
}

// appendRecordResult appends one result: the envelope (index, and for a
// record with an error the contract's error object) around the record's
// own encoding (record.Result.AppendJSON), which echoes reference_id; the
// error's message in l.
func appendRecordResult(b []byte, index int, r *record.Result, l message.Lang) []byte {
	b = append(b, `{"index":`...)
	b = strconv.AppendInt(b, int64(index), 10)
	start := len(b)
	b = jsonwrite.Splice(r.AppendJSON(b), start)
	if r.Reason == "" {
		return b
	}
	return wire.AppendItemErrorIn(jsonwrite.Reopen(b), r.Reason, l)
}
