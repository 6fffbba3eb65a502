// Package fieldtest holds the checks that every field package's tests make
// against the shared vocabulary (package ndval): that a reason the package
// gives is in the root table with its field (ReasonListed), and that
// Result.AppendJSON writes what encoding/json writes from the Result's
// json tags (AppendJSON, and SameJSON for property and fuzz tests). Every
// field package (taxid, account, email, phone, name, address) and record
// calls them instead of keeping its own copy.
package fieldtest

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
)

// ReasonListed checks that r is one of the codes ndval.Reasons lists, with
// field among the fields that can give it.
func ReasonListed(t testing.TB, field ndval.Field, r ndval.Reason) {
	t.Helper()
	for _, ri := range ndval.Reasons() {
		if ri.Reason == r {
			assert.Contains(t, ri.Fields, field, "reason %s does not list the field %s", string(r), field)
			return
		}
	}
	t.Errorf("reason %q is not in ndval.Reasons", string(r))
}

// Appender is a Result: a struct with json tags and its one JSON encoding.
type Appender interface {
	AppendJSON(b []byte) []byte
}

// AppendJSON checks r.AppendJSON: it appends one JSON object after what
// the buffer held; the object is the bytes a json.Encoder writes for r
// with HTML escaping off (AppendJSON does not escape <, > and &), so it
// decodes to the value json.Marshal(r) decodes to; and it allocates
// nothing when the buffer has room. Table tests of a Result's encoding
// call it; property and fuzz checks, which run it on many values, call
// SameJSON.
func AppendJSON(t testing.TB, r Appender) {
	t.Helper()
	got := r.AppendJSON([]byte(`{"envelope":1`))
	require.True(t, bytes.HasPrefix(got, []byte(`{"envelope":1`)), "the buffer's content is kept")
	got = got[len(`{"envelope":1`):]
	require.True(t, json.Valid(got), "%s", got)

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	require.NoError(t, enc.Encode(r))
	assert.Equal(t, string(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))), string(got))

	SameJSON(t, r)

	b := make([]byte, 0, 4*len(got)+64)
	assert.Zero(t, testing.AllocsPerRun(20, func() { b = r.AppendJSON(b[:0]) }), "allocations with room in the buffer")
}

// SameJSON checks, more cheaply than AppendJSON, that r.AppendJSON writes
// valid JSON that decodes to the value json.Marshal(r) decodes to: the
// check a property or fuzz test makes on every result it sees.
func SameJSON(t testing.TB, r Appender) {
	t.Helper()
	got := r.AppendJSON(nil)
	want, err := json.Marshal(r)
	require.NoError(t, err)
	var gotV, wantV any
	require.NoError(t, json.Unmarshal(got, &gotV), "AppendJSON wrote %s", got)
	require.NoError(t, json.Unmarshal(want, &wantV))
	assert.Equal(t, wantV, gotV, "AppendJSON wrote %s, json.Marshal %s", got, want)
}
