package email

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// jsonResults are results of every shape: valid with and without
// warnings, invalid with a suggestion, malformed, rejected by a policy,
// and hand-built ones with strings that need escaping.
func jsonResults() []Result {
	return []Result{
		Validate("ventas@gmial.com"),
		Validate("ana@"),
		Validate("ana@gmail,com"),
		Validate("用户@例子.广告"),
		Validate(`"a\"b&c<d>"@empresa.com.mx`),
		Validate("ana@example.com"),
		Validate("ana@localhost"),
		Validator{AllowDomainLiteral: true}.Validate("me@[IPv6:2001:DB8::1]"),
		{},
		{Normalized: "a\u2028b\x00\xff", ASCII: "\\", LocalPart: "\t", Domain: "é", ASCIIDomain: "<>&",
			Reason: "odd\"reason", Warnings: 0xff, Suggestion: "\n"},
	}
}

// TestAppendJSON checks that AppendJSON writes what json.Marshal writes:
// the same value, and the same bytes but for HTML escaping, which
// AppendJSON does not do.
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
	assert.JSONEq(t, `{"valid":true,"normalized":"ventas@gmial.com","ascii":"ventas@gmial.com",
		"local_part":"ventas","domain":"gmial.com","ascii_domain":"gmial.com",
		"warnings":["likely_typo","role_account"],"suggestion":"ventas@gmail.com"}`,
		string(Validate("ventas@gmial.com").AppendJSON(nil)))
	assert.JSONEq(t, `{"valid":false,"normalized":"","ascii":"","local_part":"","domain":"","ascii_domain":"",
		"reason":"invalid_domain"}`, string(Validate("ana@").AppendJSON(nil)))

	var r Result
	require.NoError(t, json.Unmarshal([]byte(`{"valid":true,"warnings":["free_provider","role_account"]}`), &r))
	assert.Equal(t, WarnFreeProvider|WarnRoleAccount, r.Warnings)
	want := Validate("ana@example.com")
	require.NoError(t, json.Unmarshal(want.AppendJSON(nil), &r))
	assert.Equal(t, want, r)
}

func TestAppendJSONAllocs(t *testing.T) {
	b := make([]byte, 0, 1024)
	for _, r := range jsonResults() {
		n := testing.AllocsPerRun(100, func() { b = r.AppendJSON(b[:0]) })
		assert.Zero(t, n, "%+v", r)
	}
}
