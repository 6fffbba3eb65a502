package jsonwrite

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stdString is what encoding/json writes for s, without HTML escaping.
func stdString(t testing.TB, s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	require.NoError(t, enc.Encode(s))
	return string(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}

func TestString(t *testing.T) {
	for _, s := range []string{"", "abc", `a"b\c`, "\n\r\t\x00\x1f", "<&>", "ñ€😀", "\xff", "a\u2028b\u2029", "\xed\xa0\x80"} {
		assert.Equal(t, stdString(t, s), string(String(nil, s)), "%q", s)
	}
}

func TestStringInPlace(t *testing.T) {
	// String checks a string after copying it, reading up to seven bytes
	// past it in the buffer's spare capacity: whatever those hold, and
	// whatever b held before, the answer is encoding/json's. Every special
	// byte at every position of strings of 0 to 20 bytes.
	for n := range 21 {
		for pos := range n {
			for _, c := range []string{"\x00", "\x1f", `"`, "#", `\\`, "a", "\x7f", "\xc3\xb1", "\xff", "\u2028"} {
				s := strings.Repeat("a", pos) + c + strings.Repeat("a", n-pos-1)
				for _, garbage := range []byte{0, '"', 'a', 0xff} {
					b := bytes.Repeat([]byte{garbage}, 64)[:3]
					copy(b, `[1,`)
					got := String(b, s)
					assert.Equal(t, `[1,`+stdString(t, s), string(got), "%q after %q", s, garbage)
				}
			}
		}
	}
}

func TestMembers(t *testing.T) {
	b := []byte{'{'}
	b = Key(b, "a")
	b = Bool(b, true)
	b = Key(b, "b")
	b = String(b, "x")
	b = append(b, '}')
	assert.Equal(t, `{"a":true,"b":"x"}`, string(b))
	assert.True(t, json.Valid(b))
}

// TestCore compares Core, closed, byte for byte with encoding/json (HTML
// left unescaped, as String writes it) on a struct of the same members,
// with and without a reason.
func TestCore(t *testing.T) {
	type core struct {
		Valid      bool   `json:"valid"`
		Normalized string `json:"normalized"`
		Formatted  string `json:"formatted"`
		Country    string `json:"country"`
		Type       string `json:"type"`
		Reason     string `json:"reason,omitempty"`
	}
	for _, c := range []core{
		{true, "20123456786", "20-12345678-6", "AR", "cuit", ""},
		{false, "", "", "MX", "", "invalid_length"},
		{false, "a\"b", "\u2028<é>", "", "x\ty", "r"},
	} {
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		require.NoError(t, enc.Encode(c))
		got := append(Core(nil, c.Valid, c.Normalized, c.Formatted, c.Country, c.Type, c.Reason), '}', '\n')
		assert.Equal(t, want.String(), string(got))
	}
}

func FuzzString(f *testing.F) {
	f.Add("a\"\\\u2028\xff")
	f.Fuzz(func(t *testing.T, s string) {
		got := String(nil, s)
		if string(got) != stdString(t, s) {
			t.Fatalf("String(%q) = %s, encoding/json says %s", s, got, stdString(t, s))
		}
		// The same after other JSON, with stops in the spare capacity.
		b := bytes.Repeat([]byte{'"'}, len(s)+32)[:1]
		if got := String(b, s); string(got[1:]) != stdString(t, s) {
			t.Fatalf("String(%q) after a quote = %s, encoding/json says %s", s, got[1:], stdString(t, s))
		}
	})
}

func TestSplice(t *testing.T) {
	inner := func(b []byte) []byte { return append(b, `{"a":1,"b":2}`...) }
	b := append([]byte(nil), `{"index":0`...)
	b = Splice(inner(b), len(`{"index":0`))
	assert.Equal(t, `{"index":0,"a":1,"b":2}`, string(b))
	b = Reopen(b)
	b = Key(b, "error")
	b = append(b, `null}`...)
	assert.Equal(t, `{"index":0,"a":1,"b":2,"error":null}`, string(b))
	b = Splice(inner([]byte(`[{`)), 2)
	assert.Equal(t, `[{"a":1,"b":2}`, string(b))
}
