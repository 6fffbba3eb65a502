package gen

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recorder is a testing.TB whose errors are recorded, not reported.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(string, ...any) { r.failed = true }

func TestCheckUpToDate(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "tables.go")
	src := []byte("package p\nconst  x = 1\n")
	formatted := "package p\n\nconst x = 1\n"
	require.NoError(t, os.WriteFile(out, []byte(formatted), 0o644))
	CheckUpToDate(t, func() ([]byte, error) { return src, nil }, out)

	t.Run("stale", func(t *testing.T) {
		assert.Equal(t, 3, firstDiff(formatted, "package p\n\nconst x = 2\n"))
		require.NoError(t, os.WriteFile(out, []byte("package p\n\nconst x = 2\n"), 0o644))
		r := &recorder{TB: t}
		CheckUpToDate(r, func() ([]byte, error) { return src, nil }, out)
		assert.True(t, r.failed)
	})
}
