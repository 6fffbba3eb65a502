package testfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	write("a.txt", "# Source: here\n# a comment\n\nvalid\tx\tfirst\n#options: strict\ninvalid\t y \n")
	write("b.txt", "# Source: there\nvalid\tz\n")
	got := Read(t, filepath.Join(dir, "*.txt"), 2)
	require.Len(t, got, 3)
	assert.Equal(t, Record{File: filepath.Join(dir, "a.txt"), Line: 4, Fields: []string{"valid", "x", "first"}}, got[0])
	assert.Equal(t, Record{File: filepath.Join(dir, "a.txt"), Line: 6, Fields: []string{"invalid", " y "}, Options: "strict"}, got[1])
	assert.Equal(t, "", got[2].Options, "options end with their file")
}
