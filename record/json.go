package record

import (
	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the encoding the server and
// the command-line tool write: reference_id (when set), country, reason
// (when set), then fields, each field encoded by its own package's
// AppendJSON, consistency and readiness (all three absent when reason is
// set). It decodes to the same value as json.Marshal(r), and allocates
// nothing when b has room. Every member but the first is written with its
// comma and key as one constant.
func (r Result) AppendJSON(b []byte) []byte {
	if r.ReferenceID != "" {
		b = jsonwrite.String(append(b, `{"reference_id":`...), r.ReferenceID)
		b = append(b, `,"country":`...)
	} else {
		b = append(b, `{"country":`...)
	}
	b = jsonwrite.String(b, r.Country)
	if r.Reason != "" {
		b = jsonwrite.String(append(b, `,"reason":`...), string(r.Reason))
	}
	if r.Fields != nil {
		b = r.Fields.appendJSON(append(b, `,"fields":`...))
	}
	if r.Consistency != nil {
		b = append(b, `,"consistency":[`...)
		k := 0 // where to look for the next check's name in checkOrder
		for i, c := range r.Consistency {
			if i > 0 {
				b = append(b, ',')
			}
			b, k = appendCheckHead(b, c.Check, k)
			if c.OK {
				b = append(b, `true,"detail":`...)
			} else {
				b = append(b, `false,"detail":`...)
			}
			b = jsonwrite.String(b, c.Detail)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if r.Readiness != (Readiness{}) {
		b = r.Readiness.Payment.appendJSON(append(b, `,"readiness":{"payment":`...))
		b = r.Readiness.Billing.appendJSON(append(b, `,"billing":`...))
		b = append(b, '}')
	}
	return append(b, '}')
}

// appendJSON appends the fields present, each with its package's encoding.
// Each member is written after a comma, and the first comma then becomes
// the object's opening brace.
func (f *Fields) appendJSON(b []byte) []byte {
	start := len(b)
	if f.TaxID != nil {
		b = f.TaxID.AppendJSON(append(b, `,"tax_id":`...))
	}
	if f.Account != nil {
		b = f.Account.AppendJSON(append(b, `,"account":`...))
	}
	if f.Email != nil {
		b = f.Email.AppendJSON(append(b, `,"email":`...))
	}
	if f.Phone != nil {
		b = f.Phone.AppendJSON(append(b, `,"phone":`...))
	}
	if f.Name != nil {
		b = f.Name.AppendJSON(append(b, `,"name":`...))
	}
	if f.Address != nil {
		b = f.Address.AppendJSON(append(b, `,"address":`...))
	}
	if len(b) == start {
		return append(b, '{', '}')
	}
	b[start] = '{'
	return append(b, '}')
}

// checkHeads holds the start of each check's object, up to the value of
// ok, in the order of checkOrder: built once from the names (snake_case,
// nothing to escape), not escaped at every record (TestCheckHeads).
var checkHeads = func() (h [numChecks]string) {
	for i, c := range checkOrder {
		h[i] = `{"check":"` + string(c) + `","ok":`
	}
	return h
}()

// appendCheckHead appends the start of check c's object, up to the value
// of ok. It looks for c in checkOrder from k on (a Result lists its
// checks in that order) and returns where to look for the next; a name
// it does not find is written as any string.
func appendCheckHead(b []byte, c Check, k int) ([]byte, int) {
	for i := k; i < numChecks; i++ {
		if c == checkOrder[i] {
			return append(b, checkHeads[i]...), i + 1
		}
	}
	b = jsonwrite.String(append(b, `{"check":`...), string(c))
	return append(b, `,"ok":`...), k
}

// appendJSON appends the flag: status, reason when set, unmet.
func (f Flag) appendJSON(b []byte) []byte {
	switch f.Status {
	case Ready:
		b = append(b, `{"status":"ready"`...)
	case NotReady:
		b = append(b, `{"status":"not_ready"`...)
	default:
		b = jsonwrite.String(append(b, `{"status":`...), string(f.Status))
	}
	if f.Reason != "" {
		b = jsonwrite.String(append(b, `,"reason":`...), string(f.Reason))
	}
	b = f.Unmet.AppendJSON(append(b, `,"unmet":`...))
	return append(b, '}')
}
