package jsonwrite

import (
	"bytes"
	"encoding/json"
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

func FuzzString(f *testing.F) {
	f.Add("a\"\\\u2028\xff")
	f.Fuzz(func(t *testing.T, s string) {
		got := String(nil, s)
		if string(got) != stdString(t, s) {
			t.Fatalf("String(%q) = %s, encoding/json says %s", s, got, stdString(t, s))
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
