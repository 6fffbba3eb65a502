package phone

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
)

// jsonResults are results of every shape: valid, with an extension and a
// warning, invalid after parsing, rejected before, and hand-built ones
// with strings that need escaping.
func jsonResults() []Result {
	rs := []Result{
		Validate("", "+54 9 11 5050-0147"),
		Validate("BR", "0054 9 11 5050-0147 ext. 12"),
		Validate("AR", "15 5050-0147"),
		Validate("", "011 15 5050-0147"),
		Validate("AR", "Boti"),
		Validator{SkipFormats: true}.Validate("MX", "+52 1 55 8932 4827"),
		{},
		{Formatted: "a\"b\\c\n<&>\u2028", National: "\x00\xff", Extension: "é", Type: "x\ty", Reason: "odd\"reason", Warnings: 0xff},
	}
	return rs
}

// TestAppendJSON checks that AppendJSON writes what json.Marshal writes:
// the same bytes (but for HTML escaping, which AppendJSON does not do) and
// so the same value.
func TestAppendJSON(t *testing.T) {
	for _, r := range jsonResults() {
		got := r.AppendJSON([]byte("prefix"))
		require.True(t, bytes.HasPrefix(got, []byte("prefix")))
		got = got[len("prefix"):]
		require.True(t, json.Valid(got), "%s", got)

		want, err := json.Marshal(r)
		require.NoError(t, err)
		var gotV, wantV any
		require.NoError(t, json.Unmarshal(got, &gotV))
		require.NoError(t, json.Unmarshal(want, &wantV))
		assert.Equal(t, wantV, gotV)

		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		require.NoError(t, enc.Encode(r))
		assert.Equal(t, string(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))), string(got))
	}
}

func TestJSONMembers(t *testing.T) {
	r := Validate("BR", "0054 9 11 5050-0147")
	assert.JSONEq(t, `{"valid":true,"possible":true,"normalized":"+5491150500147",
		"formatted":"+54 9 11 5050-0147","national":"011 15-5050-0147",
		"type":"mobile","country":"AR","country_code":54,"warnings":["country_mismatch"]}`, string(r.AppendJSON(nil)))

	r = Validate("AR", "15 5050-0147")
	assert.JSONEq(t, `{"valid":false,"possible":true,"normalized":"","formatted":"",
		"national":"","type":"unknown","country":"AR","country_code":54,
		"reason":"invalid_number"}`, string(r.AppendJSON(nil)))

	var back Result
	require.NoError(t, json.Unmarshal(r.AppendJSON(nil), &back))
	assert.Equal(t, r, back)
	assert.Equal(t, ndval.Reason("invalid_number"), back.Reason)
}

func TestAppendJSONAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts differ under the race detector")
	}
	b := make([]byte, 0, 1024)
	for _, r := range jsonResults() {
		n := testing.AllocsPerRun(100, func() { b = r.AppendJSON(b[:0]) })
		assert.Zero(t, n, "%+v", r)
	}
}
