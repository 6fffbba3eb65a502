package phone

import (
	"strconv"

	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the encoding the server
// and the command-line tool write: the members valid, normalized,
// formatted, country and type, then reason and warnings when set,
// possible, and national, extension and country_code when set, as
// json.Marshal writes them. It allocates nothing when b has room. Every
// member but the first is written with its comma and key as one constant.
func (r Result) AppendJSON(b []byte) []byte {
	b = jsonwrite.Core(b, r.Valid, r.Normalized, r.Formatted, r.Country, string(r.Type), string(r.Reason))
	if r.Warnings != 0 {
		b = r.Warnings.AppendJSON(append(b, `,"warnings":`...))
	}
	b = jsonwrite.Bool(append(b, `,"possible":`...), r.Possible)
	if r.National != "" {
		b = jsonwrite.String(append(b, `,"national":`...), r.National)
	}
	if r.Extension != "" {
		b = jsonwrite.String(append(b, `,"extension":`...), r.Extension)
	}
	if r.CountryCode != 0 {
		b = strconv.AppendInt(append(b, `,"country_code":`...), int64(r.CountryCode), 10)
	}
	return append(b, '}')
}
