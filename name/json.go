package name

import (
	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the encoding the server
// and the command-line tool write, in the shared order: valid, country,
// reason and warnings (when set), then full, first and paternal (always
// present, "" when absent), maternal, entity, title and suffix (when
// set). It agrees with encoding/json on r, and allocates nothing when b
// has room.
func (r Result) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonwrite.Key(b, "valid")
	b = jsonwrite.Bool(b, r.Valid)
	b = jsonwrite.Key(b, "country")
	b = jsonwrite.String(b, r.Country)
	b = jsonwrite.Optional(b, "reason", string(r.Reason))
	if r.Warnings != 0 {
		b = jsonwrite.Key(b, "warnings")
		b = r.Warnings.AppendJSON(b)
	}
	b = jsonwrite.Key(b, "full")
	b = jsonwrite.String(b, r.Full)
	b = jsonwrite.Key(b, "first")
	b = jsonwrite.String(b, r.First)
	b = jsonwrite.Key(b, "paternal")
	b = jsonwrite.String(b, r.Paternal)
	b = jsonwrite.Optional(b, "maternal", r.Maternal)
	b = jsonwrite.Optional(b, "entity", string(r.Entity))
	b = jsonwrite.Optional(b, "title", r.Title)
	b = jsonwrite.Optional(b, "suffix", r.Suffix)
	return append(b, '}')
}
