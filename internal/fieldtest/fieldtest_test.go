package fieldtest

import (
	"testing"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/jsonwrite"
)

type result struct {
	Valid  bool         `json:"valid"`
	Value  string       `json:"value"`
	Reason ndval.Reason `json:"reason,omitempty"`
}

func (r result) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonwrite.Key(b, "valid")
	b = jsonwrite.Bool(b, r.Valid)
	b = jsonwrite.Key(b, "value")
	b = jsonwrite.String(b, r.Value)
	if r.Reason != "" {
		b = jsonwrite.Key(b, "reason")
		b = jsonwrite.String(b, string(r.Reason))
	}
	return append(b, '}')
}

func TestAppendJSON(t *testing.T) {
	for _, r := range []result{{}, {Valid: true, Value: "a\"<&>\u2028\xff"}, {Reason: ndval.ReasonTooLong}} {
		AppendJSON(t, r)
	}
}

// recorder is a testing.TB that records failures instead of reporting them.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }

func TestReasonListed(t *testing.T) {
	for _, tc := range []struct {
		field  ndval.Field
		reason ndval.Reason
		ok     bool
	}{
		{ndval.FieldEmail, ndval.ReasonMissingValue, true},
		{ndval.FieldTaxID, ndval.ReasonInvalidChecksum, true},
		{ndval.FieldEmail, ndval.ReasonInvalidChecksum, false},
		{ndval.FieldPhone, "no_such_code", false},
	} {
		r := &recorder{TB: t}
		ReasonListed(r, tc.field, tc.reason)
		if r.failed == tc.ok {
			t.Errorf("%s %s: failed %v", tc.field, string(tc.reason), r.failed)
		}
	}
}

// wrong is a Result whose AppendJSON writes another value than its tags.
type wrong struct {
	Valid bool `json:"valid"`
}

func (wrong) AppendJSON(b []byte) []byte { return append(b, `{"valid":true}`...) }

func TestSameJSON(t *testing.T) {
	SameJSON(t, result{Valid: true, Value: "<&>\xff", Reason: ndval.ReasonTooLong})
	r := &recorder{TB: t}
	SameJSON(r, wrong{})
	if !r.failed {
		t.Error("SameJSON passed an AppendJSON that writes another value")
	}
}
