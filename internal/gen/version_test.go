package gen

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVersions(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	md := write("SOURCES.md", "# Sources\n\nVersion: iso-codes 4.15.0; libaddressinput e20690c (2025-06-12)\n\n| a | b |\n")
	txt := write("list.txt", "# Source: somewhere\n# Version: ndval list 2026-11-26\nexample.com\n")
	v, err := Versions(md, txt)
	require.NoError(t, err)
	assert.Equal(t, "iso-codes 4.15.0; libaddressinput e20690c (2025-06-12); ndval list 2026-11-26", v)

	for name, text := range map[string]string{
		"none.md":    "# Sources\n",
		"two.md":     "Version: a 1\nVersion: b 2\n",
		"bare.md":    "Version: 10.6.0\n",
		"space.md":   "Version: a 1; \n",
		"quote.md":   "Version: a \"1\"\n",
		"dashes.txt": "# Version: faker-js-10.6.0\n",
	} {
		_, err := Versions(write(name, text))
		assert.Error(t, err, name)
	}
	_, err = Versions(filepath.Join(dir, "missing.md"))
	assert.Error(t, err)
}

func TestWriteVersion(t *testing.T) {
	var b bytes.Buffer
	WriteVersion(&b, "DataVersion names\nthe data.\n", "a 1; b 2")
	assert.Equal(t, "// DataVersion names\n// the data.\nconst DataVersion = \"a 1; b 2\"\n\n", b.String())
}
