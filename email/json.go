package email

import (
	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the encoding the server
// and the command-line tool write: the members valid and normalized, then
// reason, warnings, ascii, local_part, domain, ascii_domain and suggestion
// when set, as json.Marshal writes them (but for HTML escaping, which
// AppendJSON leaves out). It allocates nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	// Every member but the first is written with its comma and key as one
	// constant.
	b = jsonwrite.Bool(append(b, `{"valid":`...), r.Valid)
	b = jsonwrite.String(append(b, `,"normalized":`...), r.Normalized)
	if r.Reason != "" {
		b = jsonwrite.String(append(b, `,"reason":`...), string(r.Reason))
	}
	if r.Warnings != 0 {
		b = r.Warnings.AppendJSON(append(b, `,"warnings":`...))
	}
	for _, m := range [...]struct{ member, value string }{
		{`,"ascii":`, r.ASCII}, {`,"local_part":`, r.LocalPart}, {`,"domain":`, r.Domain},
		{`,"ascii_domain":`, r.ASCIIDomain}, {`,"suggestion":`, r.Suggestion},
	} {
		if m.value != "" {
			b = jsonwrite.String(append(b, m.member...), m.value)
		}
	}
	return append(b, '}')
}
