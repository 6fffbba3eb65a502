package phone

import (
	"strconv"

	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the encoding the server
// and the command-line tool write: the members valid, normalized,
// formatted, country and type, then reason and warnings when set,
// possible, and national, extension and country_code when set, as
// json.Marshal writes them. It allocates nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonwrite.Bool(jsonwrite.Key(b, "valid"), r.Valid)
	b = jsonwrite.String(jsonwrite.Key(b, "normalized"), r.Normalized)
	b = jsonwrite.String(jsonwrite.Key(b, "formatted"), r.Formatted)
	b = jsonwrite.String(jsonwrite.Key(b, "country"), r.Country)
	b = jsonwrite.String(jsonwrite.Key(b, "type"), string(r.Type))
	b = jsonwrite.Optional(b, "reason", string(r.Reason))
	if r.Warnings != 0 {
		b = r.Warnings.AppendJSON(jsonwrite.Key(b, "warnings"))
	}
	b = jsonwrite.Bool(jsonwrite.Key(b, "possible"), r.Possible)
	b = jsonwrite.Optional(b, "national", r.National)
	b = jsonwrite.Optional(b, "extension", r.Extension)
	if r.CountryCode != 0 {
		b = strconv.AppendInt(jsonwrite.Key(b, "country_code"), int64(r.CountryCode), 10)
	}
	return append(b, '}')
}
