package phone

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
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

func TestAppendJSON(t *testing.T) {
	for _, r := range jsonResults() {
		fieldtest.AppendJSON(t, r)
	}
}

func TestJSONMembers(t *testing.T) {
	r := Validate("BR", "0054 9 11 5050-0147")
	assert.JSONEq(t, `{"valid":true,"possible":true,"normalized":"+5491150500147",
		"formatted":"+54 9 11 5050-0147","national":"011 15-5050-0147",
		"type":"mobile","country":"AR","country_code":54,"warnings":["country_mismatch"]}`, string(r.AppendJSON(nil)))

	r = Validate("AR", "15 5050-0147")
	// The core members are always written, the package's own only when set.
	assert.Equal(t, `{"valid":false,"normalized":"","formatted":"","country":"AR","type":"unknown",`+
		`"reason":"invalid_number","possible":true,"country_code":54}`, string(r.AppendJSON(nil)))
	assert.Equal(t, `{"valid":false,"normalized":"","formatted":"","country":"","type":"","reason":"missing_value",`+
		`"warnings":["placeholder"],"possible":false}`, string(Validate("AR", "N/A").AppendJSON(nil)))

	var back Result
	require.NoError(t, json.Unmarshal(r.AppendJSON(nil), &back))
	assert.Equal(t, r, back)
	assert.Equal(t, ndval.Reason("invalid_number"), back.Reason)
}
