package httpapi

import (
	"net/http"
	"strconv"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/message"
	"github.com/ndval/ndval/taxid"
)

// Per-item error codes of the tax-ids endpoint, as the contract names them
// (package wire holds them, shared with the command-line tool).
const (
	ItemMissingValue   = wire.ItemMissingValue
	ItemMissingCountry = wire.ItemMissingCountry
	ItemInvalidCountry = wire.ItemInvalidCountry
	ItemInvalidTaxID   = wire.ItemInvalidTaxID
)

// taxIDs serves POST /v1/validate/tax-ids, once batch has checked the key
// and read the body.
func (h *handler) taxIDs(w http.ResponseWriter, r *http.Request, rec apikey.Record, body []byte) {
	pooled := h.taxIDItems.get()
	defer h.taxIDItems.put(pooled)
	items, ferr := decodeTaxIDs((*pooled)[:0], body, h.cfg.MaxFieldChars)
	*pooled = items
	if ferr != nil {
		h.writeProblem(w, r, Problem{Code: CodeInvalidRequest,
			Detail: text(r, "detail.invalid_request.tax_ids"), Errors: []FieldError{*ferr}})
		return
	}
	if !h.checkBatch(w, r, len(items), h.cfg.TaxIDs.MaxItems) {
		return
	}
	if !h.takeQuota(w, r, rec, len(items)) {
		return
	}

	out := h.answers.get()
	defer h.answers.put(out)
	b := append((*out)[:0], `{"results":[`...)
	b, valid := h.appendTaxIDItems(b, rec.Account, items, lang(r)) // in turns (see turns)
	b = append(b, `],"summary":{"total":`...)
	b = strconv.AppendInt(b, int64(len(items)), 10)
	b = append(b, `,"valid":`...)
	b = strconv.AppendInt(b, int64(valid), 10)
	b = append(b, `,"invalid":`...)
	b = strconv.AppendInt(b, int64(len(items)-valid), 10)
	b = append(b, "}}\n"...)
	*out = b
	h.writeBatch(w, r, "tax-ids", valid, len(items)-valid, b)
}

// appendTaxIDItem validates one item and appends the JSON of its result,
// as appendTaxIDResult does, with taxid's append path: the result goes
// straight into b, with no allocation. It reports whether the item is
// valid.
func appendTaxIDItem(b []byte, index int, it *wire.TaxIDItem, v taxid.Validator, l message.Lang) ([]byte, bool) {
	b = openTaxIDResult(b, index, it)
	start := len(b)
	b, reason := v.AppendValidate(b, it.Country, it.Type, it.Value)
	return closeTaxIDResult(b, start, reason, l), reason == ""
}

// openTaxIDResult appends the envelope's opening: the index and the item's
// id, with the object left open.
func openTaxIDResult(b []byte, index int, it *wire.TaxIDItem) []byte {
	b = append(b, `{"index":`...)
	b = strconv.AppendInt(b, int64(index), 10)
	if it.HasID {
		b = append(b, `,"id":`...)
		b = jsonwrite.String(b, it.ID)
	}
	return b
}

// closeTaxIDResult joins the result's object, appended at b[start:], to
// the envelope and, for an invalid result (a reason), adds the contract's
// error object, its message in l.
func closeTaxIDResult(b []byte, start int, reason ndval.Reason, l message.Lang) []byte {
	b = jsonwrite.Splice(b, start)
	if reason == "" {
		return b
	}
	return wire.AppendItemErrorIn(jsonwrite.Reopen(b), reason, l)
}
