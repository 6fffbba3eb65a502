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
	// Every member but the first is written with its comma and key as one
	// constant.
	b = jsonwrite.Bool(append(b, `{"valid":`...), r.Valid)
	b = jsonwrite.String(append(b, `,"formatted":`...), r.Formatted)
	b = jsonwrite.String(append(b, `,"country":`...), r.Country)
	if r.Reason != "" {
		b = jsonwrite.String(append(b, `,"reason":`...), string(r.Reason))
	}
	if r.Warnings != 0 {
		b = r.Warnings.AppendJSON(append(b, `,"warnings":`...))
	}
	for _, m := range [...]struct{ member, value string }{
		{`,"street":`, r.Street}, {`,"number":`, r.Number}, {`,"unit":`, r.Unit}, {`,"neighborhood":`, r.Neighborhood},
		{`,"city":`, r.City}, {`,"region":`, r.Region}, {`,"region_code":`, r.RegionCode}, {`,"postal_code":`, r.PostalCode},
	} {
		if m.value != "" {
			b = jsonwrite.String(append(b, m.member...), m.value)
		}
	}
	b = r.Missing.AppendJSON(append(b, `,"missing":`...))
	return append(b, '}')
}
