package email

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/fieldtest"
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

func TestAppendJSON(t *testing.T) {
	for _, r := range jsonResults() {
		fieldtest.AppendJSON(t, r)
	}
}

func TestJSONMembers(t *testing.T) {
	assert.JSONEq(t, `{"valid":true,"normalized":"ventas@gmial.com","ascii":"ventas@gmial.com",
		"local_part":"ventas","domain":"gmial.com","ascii_domain":"gmial.com",
		"warnings":["likely_typo","role_account"],"suggestion":"ventas@gmail.com"}`,
		string(Validate("ventas@gmial.com").AppendJSON(nil)))
	// The core members are always written, the package's own only when set.
	assert.Equal(t, `{"valid":false,"normalized":"","reason":"invalid_domain"}`, string(Validate("ana@").AppendJSON(nil)))

	var r Result
	require.NoError(t, json.Unmarshal([]byte(`{"valid":true,"warnings":["free_provider","role_account"]}`), &r))
	assert.Equal(t, WarnFreeProvider|WarnRoleAccount, r.Warnings)
	want := Validate("ana@example.com")
	require.NoError(t, json.Unmarshal(want.AppendJSON(nil), &r))
	assert.Equal(t, want, r)
}
