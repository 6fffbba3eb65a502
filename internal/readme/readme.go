// Package readme keeps the tables of README.md that are generated from
// code true: a test renders a table from the package's own data and
// Check compares it with the text between two markers,
//
//	<!-- name:start -->
//	...
//	<!-- name:end -->
//
// and rewrites it there when the test runs with -update.
package readme

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Check fails t when the text between the markers of name in the file at
// path is not body; with update it writes body there instead.
func Check(t testing.TB, path, name, body string, update bool) {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	text := string(raw)
	start, end := "<!-- "+name+":start -->\n", "<!-- "+name+":end -->"
	i, j := strings.Index(text, start), strings.Index(text, end)
	require.True(t, i >= 0 && j > i, "%s lacks the markers of %s", path, name)
	if update {
		want := text[:i+len(start)] + body + text[j:]
		require.NoError(t, os.WriteFile(path, []byte(want), 0o644))
		return
	}
	assert.Equal(t, body, text[i+len(start):j], "%s: the %s table is stale; run the test with -update", path, name)
}
