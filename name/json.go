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
	// Every member but the first is written with its comma and key as one
	// constant.
	b = jsonwrite.Bool(append(b, `{"valid":`...), r.Valid)
	b = jsonwrite.String(append(b, `,"country":`...), r.Country)
	if r.Reason != "" {
		b = jsonwrite.String(append(b, `,"reason":`...), string(r.Reason))
	}
	if r.Warnings != 0 {
		b = r.Warnings.AppendJSON(append(b, `,"warnings":`...))
	}
	b = jsonwrite.String(append(b, `,"full":`...), r.Full)
	b = jsonwrite.String(append(b, `,"first":`...), r.First)
	b = jsonwrite.String(append(b, `,"paternal":`...), r.Paternal)
	for _, m := range [...]struct{ member, value string }{
		{`,"maternal":`, r.Maternal}, {`,"entity":`, string(r.Entity)}, {`,"title":`, r.Title}, {`,"suffix":`, r.Suffix},
	} {
		if m.value != "" {
			b = jsonwrite.String(append(b, m.member...), m.value)
		}
	}
	return append(b, '}')
}
