package account

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
)

// jsonResults are results of every kind: valid, invalid, with a bad check
// digit, with warnings, with every optional member, and with strings that
// need escaping.
func jsonResults() []Result {
	rs := []Result{
		{},
		Validate("AR", "", "0170356420000030382008"),
		Validate("AR", "", "0000003100099540907944"),
		Validate("MX", "", "646180157000000004"),
		Validate("MX", "", "999999000000000015"),
		Validate("PE", "cci", "00219300108153105415"),
		Validate("AR", "", "DE89 3704 0044 0532 0130 00"),
		Validate("ZZ", "", "DE89 3704 0044 0532 0130 00"),
		Validate("", "", "12\x00\"\\<>&\u2028\xff"),
		{Valid: true, ChecksumValid: true, Normalized: "N\"\\\n\t", Formatted: "<b>&</b>", Country: "AR",
			Type: "t\u2029", Reason: ndval.ReasonInvalidChecksum, Warnings: WarnCountryMismatch | WarnUnknownBank,
			BankCode: "\x01", BankName: "Banco \"Ñandú\"", Branch: "\u007f", BranchName: "a/b", Provider: "é"},
	}
	return rs
}

// TestAppendJSON checks that AppendJSON writes the bytes encoding/json
// writes from the tags (the shared member order, no HTML escaping),
// without allocating, and the members of two results.
func TestAppendJSON(t *testing.T) {
	for _, r := range jsonResults() {
		fieldtest.AppendJSON(t, r)
		var back Result
		require.NoError(t, json.Unmarshal(r.AppendJSON(nil), &back))
	}
	r := Validate("AR", "", "0170356420000030382008")
	assert.JSONEq(t, `{"valid":true,"normalized":"0170356420000030382008","formatted":"01703564 20000030382008",
		"country":"AR","type":"cbu","checksum_valid":true,"bank_code":"017","bank_name":"Banco BBVA Argentina S.A.",
		"branch":"0356"}`, string(r.AppendJSON(nil)))
	r = Validate("MX", "", "0170356420000030382009")
	assert.JSONEq(t, `{"valid":false,"normalized":"0170356420000030382009","formatted":"","country":"MX",
		"type":"clabe","reason":"invalid_length","checksum_valid":false}`, string(r.AppendJSON(nil)))
	// Members start after any prefix.
	assert.Equal(t, `[{"valid":false,`, string(Result{}.AppendJSON([]byte("["))[:16]))
}

// BenchmarkAppendJSON writes a CBU's result, with every member the bank
// tables fill, into a reused buffer.
func BenchmarkAppendJSON(b *testing.B) {
	r := Validate("AR", "", "0170356420000030382008")
	buf := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendJSON(buf[:0])
	}
}
