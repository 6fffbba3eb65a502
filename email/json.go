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
	b = append(b, '{')
	b = jsonwrite.Bool(jsonwrite.Key(b, "valid"), r.Valid)
	b = jsonwrite.String(jsonwrite.Key(b, "normalized"), r.Normalized)
	b = jsonwrite.Optional(b, "reason", string(r.Reason))
	if r.Warnings != 0 {
		b = r.Warnings.AppendJSON(jsonwrite.Key(b, "warnings"))
	}
	b = jsonwrite.Optional(b, "ascii", r.ASCII)
	b = jsonwrite.Optional(b, "local_part", r.LocalPart)
	b = jsonwrite.Optional(b, "domain", r.Domain)
	b = jsonwrite.Optional(b, "ascii_domain", r.ASCIIDomain)
	b = jsonwrite.Optional(b, "suggestion", r.Suggestion)
	return append(b, '}')
}
