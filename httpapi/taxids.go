package httpapi

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/taxid"
)

// Per-item error codes of the tax-ids endpoint, as the contract names them.
const (
	ItemMissingValue   = "MISSING_VALUE"
	ItemMissingCountry = "MISSING_COUNTRY"
	ItemInvalidCountry = "INVALID_COUNTRY"
	ItemInvalidTaxID   = "INVALID_TAX_ID"
)

// itemCode maps a taxid reason to the contract's per-item code.
func itemCode(r ndval.Reason) string {
	switch r {
	case ndval.ReasonMissingValue:
		return ItemMissingValue
	case ndval.ReasonMissingCountry:
		return ItemMissingCountry
	case ndval.ReasonInvalidCountry, ndval.ReasonUnsupportedCountry:
		return ItemInvalidCountry
	}
	return ItemInvalidTaxID
}

// itemMessage is the human text of a per-item error.
func itemMessage(r ndval.Reason) string {
	switch r {
	case ndval.ReasonMissingValue:
		return "value is required"
	case ndval.ReasonMissingCountry:
		return "country is required"
	case ndval.ReasonInvalidCountry:
		return "country is not an ISO 3166-1 alpha-2 code"
	case ndval.ReasonUnsupportedCountry:
		return "no validator for this country"
	case ndval.ReasonUnknownType:
		return "type is not known for this country"
	case ndval.ReasonInvalidLength:
		return "wrong number of characters"
	case ndval.ReasonInvalidFormat:
		return "wrong characters or arrangement"
	case ndval.ReasonInvalidChecksum:
		return "check digit does not verify"
	case ndval.ReasonInvalidComponent:
		return "a part of the value cannot exist"
	}
	return "invalid"
}

// taxIDItem is one decoded item of a tax-ids request.
type taxIDItem struct {
	id, value, country, typ string
	hasID                   bool
}

func (h *handler) taxIDs(w http.ResponseWriter, r *http.Request, rec apikey.Record) {
	if !isJSON(r.Header.Get("Content-Type")) {
		h.writeProblem(w, r, http.StatusUnsupportedMediaType, Problem{Code: CodeUnsupportedMediaType,
			Detail: "Send the body as application/json."})
		return
	}
	body, ok := h.readBody(w, r, h.cfg.MaxTaxIDBytes)
	if !ok {
		return
	}
	defer h.putBuffer(body)
	items, ferr := decodeTaxIDs(*body, h.cfg.MaxFieldBytes)
	if ferr != nil {
		h.writeProblem(w, r, http.StatusBadRequest, Problem{Code: CodeInvalidRequest,
			Detail: "The body is not a valid tax-ids request.", Errors: []FieldError{*ferr}})
		return
	}
	if !h.checkBatch(w, r, len(items), h.cfg.MaxTaxIDItems) {
		return
	}
	if !h.takeQuota(w, r, rec, len(items)) {
		return
	}

	out := h.getBuffer()
	defer h.putBuffer(out)
	valid := 0
	b := append((*out)[:0], `{"results":[`...)
	for i := range items {
		it := &items[i]
		res := h.cfg.TaxIDs.Validate(it.country, it.typ, it.value)
		if res.Valid {
			valid++
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = appendTaxIDResult(b, i, it, &res)
	}
	b = append(b, `],"summary":{"total":`...)
	b = strconv.AppendInt(b, int64(len(items)), 10)
	b = append(b, `,"valid":`...)
	b = strconv.AppendInt(b, int64(valid), 10)
	b = append(b, `,"invalid":`...)
	b = strconv.AppendInt(b, int64(len(items)-valid), 10)
	b = append(b, "}}\n"...)
	*out = b

	if h.cfg.Observer != nil {
		h.cfg.Observer.Items("tax-ids", valid, len(items)-valid)
	}
	hdr := w.Header()
	hdr.Set("Content-Type", "application/json")
	hdr.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b)
}

// appendTaxIDResult appends the JSON of one result.
func appendTaxIDResult(b []byte, index int, it *taxIDItem, r *taxid.Result) []byte {
	b = append(b, `{"index":`...)
	b = strconv.AppendInt(b, int64(index), 10)
	if it.hasID {
		b = append(b, `,"id":`...)
		b = jsonwrite.String(b, it.id)
	}
	b = append(b, `,"country":`...)
	b = jsonwrite.String(b, r.Country)
	b = append(b, `,"type":`...)
	b = jsonwrite.String(b, r.Type)
	if r.Valid {
		b = append(b, `,"valid":true`...)
	} else {
		b = append(b, `,"valid":false`...)
	}
	b = append(b, `,"normalized":`...)
	b = jsonwrite.String(b, r.Normalized)
	b = append(b, `,"formatted":`...)
	b = jsonwrite.String(b, r.Formatted)
	if r.Entity != "" {
		b = append(b, `,"entity":"`...)
		b = append(b, r.Entity...)
		b = append(b, '"')
	}
	if r.Warnings != 0 {
		b = append(b, `,"flags":`...)
		fb, _ := r.Warnings.MarshalJSON()
		b = append(b, fb...)
	}
	if !r.Valid {
		b = append(b, `,"error":{"code":"`...)
		b = append(b, itemCode(r.Reason)...)
		b = append(b, `","reason":"`...)
		b = append(b, r.Reason...)
		b = append(b, `","message":"`...)
		b = append(b, itemMessage(r.Reason)...)
		b = append(b, `"}`...)
	}
	return append(b, '}')
}

// isJSON accepts application/json with optional parameters (charset).
func isJSON(ct string) bool {
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && mt == "application/json"
}

// readBody reads the body under a byte cap into a pooled buffer, or
// answers 413 or 400 and reports false.
func (h *handler) readBody(w http.ResponseWriter, r *http.Request, limit int64) (*[]byte, bool) {
	buf := h.getBuffer()
	b := (*buf)[:0]
	rd := http.MaxBytesReader(w, r.Body, limit)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := rd.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			*buf = b
			h.putBuffer(buf)
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				h.writeProblem(w, r, http.StatusRequestEntityTooLarge, Problem{Code: CodeBatchTooLarge,
					Detail: "The body is larger than " + strconv.FormatInt(limit, 10) + " bytes.", MaxBytes: limit})
			} else {
				h.writeProblem(w, r, http.StatusBadRequest, Problem{Code: CodeInvalidRequest,
					Detail: "The body could not be read."})
			}
			return nil, false
		}
	}
	*buf = b
	return buf, true
}

// checkBatch answers empty_batch or batch_too_large, or reports true.
func (h *handler) checkBatch(w http.ResponseWriter, r *http.Request, n, maxItems int) bool {
	switch {
	case n == 0:
		h.writeProblem(w, r, http.StatusBadRequest, Problem{Code: CodeEmptyBatch,
			Detail: "items must hold at least one item.", MinItems: 1})
		return false
	case n > maxItems:
		h.writeProblem(w, r, http.StatusRequestEntityTooLarge, Problem{Code: CodeBatchTooLarge,
			Detail:   "items holds " + strconv.Itoa(n) + " items; the limit is " + strconv.Itoa(maxItems) + ".",
			MaxItems: maxItems, ReceivedItems: n})
		return false
	}
	getLogInfo(r.Context()).items = n
	return true
}
