package record

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
// for byte, and to encoding/json: every subset of the fields of
// subsetBases, with and without a reference id.
func TestAppendJSONKeys(t *testing.T) {
	n := 0
	for _, base := range subsetBases {
		subsets(base, func(it Item) {
			r := Validator{}.Validate(t.Context(), it)
			want := appendJSONRef(r, []byte(`{"envelope":1`))
			got := r.AppendJSON([]byte(`{"envelope":1`))
			require.Equal(t, string(want), string(got), "%+v", it)
			fieldtest.SameJSON(t, r)
			n++
		})
	}
	assert.Equal(t, len(subsetBases)*64*2, n)
}

// TestCheckHeads holds the written check names to the names escaped as any
// string, and AppendJSON to the reference on results no Validator makes:
// checks out of order, repeated, or with names of no check, and statuses
// of neither kind.
func TestCheckHeads(t *testing.T) {
	for i, c := range checkOrder {
		want := append(jsonwrite.String([]byte(`{"check":`), string(c)), `,"ok":`...)
		assert.Equal(t, string(want), checkHeads[i])
	}
	odd := []CheckResult{{Check: "x\"y", Detail: "d"}, {Check: CheckEntityMatchesName, OK: true}, {Check: CheckCountryMatchesTaxID},
		{Check: CheckEntityMatchesName}, {Check: ""}, {Check: CheckCountryMatchesAccount, OK: true, Detail: "é\n"}}
	for n := range len(odd) + 1 {
		for _, status := range []Status{Ready, NotReady, "", "odd\""} {
			r := Result{Country: "AR", Fields: &Fields{}, Consistency: odd[:n],
				Readiness: Readiness{Payment: Flag{Status: status, Reason: "r", Unmet: 3}, Billing: Flag{Status: Ready}}}
			want := appendJSONRef(r, nil)
			assert.Equal(t, string(want), string(r.AppendJSON(nil)), "%d %q", n, status)
			fieldtest.SameJSON(t, r)
		}
	}
}
