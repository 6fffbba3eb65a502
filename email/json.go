package email

import (
	"github.com/ndval/ndval/internal/bitnames"
	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the encoding the server
// and the command-line tool write: the members valid, normalized, ascii,
// local_part, domain, ascii_domain, then reason, warnings and suggestion
// when set, as json.Marshal writes them (but for HTML escaping, which
// AppendJSON leaves out). It allocates nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonwrite.Key(b, "valid")
	b = jsonwrite.Bool(b, r.Valid)
	b = jsonwrite.Key(b, "normalized")
	b = jsonwrite.String(b, r.Normalized)
	b = jsonwrite.Key(b, "ascii")
	b = jsonwrite.String(b, r.ASCII)
	b = jsonwrite.Key(b, "local_part")
	b = jsonwrite.String(b, r.LocalPart)
	b = jsonwrite.Key(b, "domain")
	b = jsonwrite.String(b, r.Domain)
	b = jsonwrite.Key(b, "ascii_domain")
	b = jsonwrite.String(b, r.ASCIIDomain)
	if r.Reason != "" {
		b = jsonwrite.Key(b, "reason")
		b = jsonwrite.String(b, string(r.Reason))
	}
	if r.Warnings != 0 {
		b = jsonwrite.Key(b, "warnings")
		b = bitnames.AppendJSON(b, r.Warnings, warningNames[:])
	}
	if r.Suggestion != "" {
		b = jsonwrite.Key(b, "suggestion")
		b = jsonwrite.String(b, r.Suggestion)
	}
	return append(b, '}')
}
