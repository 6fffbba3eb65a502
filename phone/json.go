package phone

import (
	"strconv"

	"github.com/ndval/ndval/internal/bitnames"
	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the encoding the server
// and the command-line tool write: the members valid, possible,
// normalized, formatted, national, extension (when set), type, country,
// country_code, reason and warnings (when set), as json.Marshal writes
// them. It allocates nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonwrite.Key(b, "valid")
	b = jsonwrite.Bool(b, r.Valid)
	b = jsonwrite.Key(b, "possible")
	b = jsonwrite.Bool(b, r.Possible)
	b = jsonwrite.Key(b, "normalized")
	b = jsonwrite.String(b, r.Normalized)
	b = jsonwrite.Key(b, "formatted")
	b = jsonwrite.String(b, r.Formatted)
	b = jsonwrite.Key(b, "national")
	b = jsonwrite.String(b, r.National)
	if r.Extension != "" {
		b = jsonwrite.Key(b, "extension")
		b = jsonwrite.String(b, r.Extension)
	}
	b = jsonwrite.Key(b, "type")
	b = jsonwrite.String(b, string(r.Type))
	b = jsonwrite.Key(b, "country")
	b = jsonwrite.String(b, r.Country)
	b = jsonwrite.Key(b, "country_code")
	b = strconv.AppendInt(b, int64(r.CountryCode), 10)
	if r.Reason != "" {
		b = jsonwrite.Key(b, "reason")
		b = jsonwrite.String(b, string(r.Reason))
	}
	if r.Warnings != 0 {
		b = jsonwrite.Key(b, "warnings")
		b = bitnames.AppendJSON(b, r.Warnings, warningNames[:])
	}
	return append(b, '}')
}
