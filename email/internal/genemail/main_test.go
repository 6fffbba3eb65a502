package main

import (
	"bytes"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/gen"
)

// TestUpToDate checks that the committed tables.go is what the generator
// makes from the committed data (CI also runs go generate and diffs).
func TestUpToDate(t *testing.T) {
	gen.CheckUpToDate(t, func() ([]byte, error) { return generate("data") }, "../../tables.go")
}

func TestCheckDomain(t *testing.T) {
	for _, d := range []string{"gmail.com", "10minutemail.com", "a-b.com.br"} {
		assert.NoError(t, checkDomain("x", d), d)
	}
	for _, d := range []string{"", "gmail", ".gmail.com", "-a.com", "gmail.com.", "a..com", "Gmail.com", "a_b.com", "ñ.com"} {
		assert.Error(t, checkDomain("x", d), d)
	}
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := dir + "/" + name
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	_, err := readProviders(write("twice.txt", "gmail.com\t-\tx\ngmail.com\t-\ty\n"))
	assert.ErrorContains(t, err, "listed twice")
	_, err = readProviders(write("fields.txt", "gmail.com\t-\n"))
	assert.ErrorContains(t, err, "want domain<TAB>flags<TAB>sources")
	_, err = readProviders(dir + "/missing.txt")
	assert.Error(t, err)

	ps, err := readProviders(write("flags.txt", "# Source: x\ngmail.com\tonly\tx\ngmail.es\t-\tx\n"))
	require.NoError(t, err)
	var b bytes.Buffer
	_, err = writeNames(&b, ps)
	assert.ErrorContains(t, err, "share the name")
	b.Reset()
	_, err = writeNames(&b, []provider{{"gmail.com", "bogus"}})
	assert.ErrorContains(t, err, "unknown flag")
}
