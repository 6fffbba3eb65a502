package address

import (
	"github.com/ndval/ndval/internal/jsonwrite"
)

// AppendJSON appends r to b as one JSON object, the same value
// json.Marshal gives: the core members first (valid, formatted, country,
// reason and warnings, the last two only when set), then the parts that
// are set, street, number, unit, neighborhood, city, region, region_code
// and postal_code, as every package leaves out its own empty members, and
// missing (always an array). It allocates nothing when b has room.
func (r Result) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonwrite.Key(b, "valid")
	b = jsonwrite.Bool(b, r.Valid)
	b = jsonwrite.Key(b, "formatted")
	b = jsonwrite.String(b, r.Formatted)
	b = jsonwrite.Key(b, "country")
	b = jsonwrite.String(b, r.Country)
	b = jsonwrite.Optional(b, "reason", string(r.Reason))
	if r.Warnings != 0 {
		b = jsonwrite.Key(b, "warnings")
		b = r.Warnings.AppendJSON(b)
	}
	for _, m := range [...]struct{ key, value string }{
		{"street", r.Street}, {"number", r.Number}, {"unit", r.Unit}, {"neighborhood", r.Neighborhood},
		{"city", r.City}, {"region", r.Region}, {"region_code", r.RegionCode}, {"postal_code", r.PostalCode},
	} {
		b = jsonwrite.Optional(b, m.key, m.value)
	}
	b = jsonwrite.Key(b, "missing")
	b = r.Missing.AppendJSON(b)
	return append(b, '}')
}
