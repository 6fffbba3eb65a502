package record

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval/internal/fieldtest"
	"github.com/ndval/ndval/internal/jsonwrite"
)

// appendJSONRef is AppendJSON as it was before the constant keys: each key
// written by jsonwrite.Key, which tests for the comma.
func appendJSONRef(r Result, b []byte) []byte {
	b = append(b, '{')
	b = jsonwrite.Optional(b, "reference_id", r.ReferenceID)
	b = jsonwrite.String(jsonwrite.Key(b, "country"), r.Country)
	b = jsonwrite.Optional(b, "reason", string(r.Reason))
	if f := r.Fields; f != nil {
		b = append(jsonwrite.Key(b, "fields"), '{')
		b = appendFieldRef(b, "tax_id", f.TaxID)
		b = appendFieldRef(b, "account", f.Account)
		b = appendFieldRef(b, "email", f.Email)
		b = appendFieldRef(b, "phone", f.Phone)
		b = appendFieldRef(b, "name", f.Name)
		b = appendFieldRef(b, "address", f.Address)
		b = append(b, '}')
	}
	if r.Consistency != nil {
		b = append(jsonwrite.Key(b, "consistency"), '[')
		for i, c := range r.Consistency {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"check":`...)
			b = jsonwrite.String(b, string(c.Check))
			b = jsonwrite.Bool(append(b, `,"ok":`...), c.OK)
			b = jsonwrite.String(append(b, `,"detail":`...), c.Detail)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if r.Readiness != (Readiness{}) {
		b = append(jsonwrite.Key(b, "readiness"), `{"payment":`...)
		b = appendFlagRef(b, r.Readiness.Payment)
		b = appendFlagRef(append(b, `,"billing":`...), r.Readiness.Billing)
		b = append(b, '}')
	}
	return append(b, '}')
}

func appendFieldRef[R interface{ AppendJSON([]byte) []byte }](b []byte, key string, r *R) []byte {
	if r == nil {
		return b
	}
	return (*r).AppendJSON(jsonwrite.Key(b, key))
}

func appendFlagRef(b []byte, f Flag) []byte {
	b = jsonwrite.String(append(b, `{"status":`...), string(f.Status))
	b = jsonwrite.Optional(b, "reason", string(f.Reason))
	b = f.Unmet.AppendJSON(append(b, `,"unmet":`...))
	return append(b, '}')
}

// TestAppendJSONKeys holds AppendJSON, whose keys are constants written
// with their commas, to the keys written one by one (appendJSONRef), byte
// for byte, and to encoding/json: every subset of the fields of the
// records of the tests (valid, invalid, missing_value), with and without
// a reference id, and the records without a valid country.
func TestAppendJSONKeys(t *testing.T) {
	ctx := t.Context()
	bad := Item{Country: "AR", TaxID: "30-54668997-8", Account: "0170356420000030382009",
		Email: "ana@empresa.test", Phone: "15", Name: "1234", Address: "x"}
	blank := Item{Country: "MX", TaxID: " ", Account: "N/A", Email: " ", Phone: "-", Name: " ", Address: " "}
	n := 0
	for _, base := range []Item{full, fullMX, bad, blank, {Country: "xx", TaxID: "1"}, {Country: ""}} {
		values := [numFields]string{base.TaxID, base.Account, base.Email, base.Phone, base.Name, base.Address}
		for set := range 1 << numFields {
			it := Item{Country: base.Country}
			var v [numFields]string
			for k := range v {
				if set&(1<<k) != 0 {
					v[k] = values[k]
				}
			}
			it.TaxID, it.Account, it.Email, it.Phone, it.Name, it.Address = v[0], v[1], v[2], v[3], v[4], v[5]
			for _, ref := range []string{"", "r-1"} {
				it.ReferenceID = ref
				r := Validator{}.Validate(ctx, it)
				want := appendJSONRef(r, []byte(`{"envelope":1`))
				got := r.AppendJSON([]byte(`{"envelope":1`))
				if !assert.Equal(t, string(want), string(got), "%+v", it) {
					return
				}
				fieldtest.SameJSON(t, r)
				n++
			}
		}
	}
	assert.Equal(t, 6*64*2, n)
}
