package record

import (
	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the encoding the server and
// the command-line tool write: reference_id (when set), country, reason
// (when set), then fields, each field encoded by its own package's
// AppendJSON, consistency and readiness (all three absent when reason is
// set). It decodes to the same value as json.Marshal(r), and allocates
// nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonwrite.Optional(b, "reference_id", r.ReferenceID)
	b = jsonwrite.String(jsonwrite.Key(b, "country"), r.Country)
	b = jsonwrite.Optional(b, "reason", string(r.Reason))
	if r.Fields != nil {
		b = r.Fields.appendJSON(jsonwrite.Key(b, "fields"))
	}
	if r.Consistency != nil {
		b = append(jsonwrite.Key(b, "consistency"), '[')
		for i, c := range r.Consistency {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"check":`...)
			b = jsonwrite.String(b, string(c.Check))
			b = jsonwrite.Bool(append(b, `,"ok":`...), c.OK)
			b = jsonwrite.String(append(b, `,"detail":`...), c.Detail)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if r.Readiness != (Readiness{}) {
		b = append(jsonwrite.Key(b, "readiness"), `{"payment":`...)
		b = r.Readiness.Payment.appendJSON(b)
		b = r.Readiness.Billing.appendJSON(append(b, `,"billing":`...))
		b = append(b, '}')
	}
	return append(b, '}')
}

// appendJSON appends the fields present, each with its package's encoding.
func (f *Fields) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = appendField(b, "tax_id", f.TaxID)
	b = appendField(b, "account", f.Account)
	b = appendField(b, "email", f.Email)
	b = appendField(b, "phone", f.Phone)
	b = appendField(b, "name", f.Name)
	b = appendField(b, "address", f.Address)
	return append(b, '}')
}

// appendField appends the member key with a field's result, if there is one.
func appendField[R interface{ AppendJSON([]byte) []byte }](b []byte, key string, r *R) []byte {
	if r == nil {
		return b
	}
	return (*r).AppendJSON(jsonwrite.Key(b, key))
}

// appendJSON appends the flag: status, reason when set, unmet.
func (f Flag) appendJSON(b []byte) []byte {
	b = jsonwrite.String(append(b, `{"status":`...), string(f.Status))
	b = jsonwrite.Optional(b, "reason", string(f.Reason))
	b = f.Unmet.AppendJSON(append(b, `,"unmet":`...))
	return append(b, '}')
}
